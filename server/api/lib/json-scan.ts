/**
 * A pre-parse check of request bodies: one linear pass over JSON text, no recursion, so a hostile
 * body is refused before anything walks it recursively (JSON.stringify, String(), zod, jsonb).
 */

/** Deepest accepted nesting of arrays and objects in a request body (the widget sends 4 at most). */
export const MAX_JSON_DEPTH = 32;

const HEX4 = /^[0-9a-fA-F]{4}$/;

/**
 * Checks JSON text for what JSON.parse accepts but the API must not: nesting deeper than
 * `maxDepth`, a `\u0000` escape (PostgreSQL stores no NUL in text or jsonb) and an unpaired
 * surrogate escape such as `\ud800` (jsonb refuses it). Brackets inside strings do not count.
 * It does not check the syntax: JSON.parse does that afterwards.
 * @param text the body as read (UTF-8 decoded: it cannot hold raw unpaired surrogates)
 * @returns null when the text passes, else the reason, e.g. 'is nested deeper than 32 levels'
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): string | null {
  const unpaired = 'contains an unpaired surrogate escape';
  let depth = 0;
  let inString = false;
  let highSurrogate = false; // the previous string character was a \uD800-\uDBFF escape
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (!inString) {
      if (ch === 0x22) inString = true;
      else if (ch === 0x5b || ch === 0x7b) {
        if (++depth > maxDepth) return `is nested deeper than ${maxDepth} levels`;
      } else if (ch === 0x5d || ch === 0x7d) depth--;
      continue;
    }
    const escapeU = ch === 0x5c && text.charCodeAt(i + 1) === 0x75 && HEX4.test(text.slice(i + 2, i + 6));
    if (!escapeU) {
      if (highSurrogate) return unpaired;
      if (ch === 0x22) inString = false;
      else if (ch === 0x5c) i++; // skips the escaped character (\" and \\ included)
      continue;
    }
    const code = parseInt(text.slice(i + 2, i + 6), 16);
    i += 5;
    if (code === 0) return 'contains a NUL character (\\u0000)';
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (highSurrogate !== low) return unpaired;
    highSurrogate = code >= 0xd800 && code <= 0xdbff;
  }
  return null;
}
