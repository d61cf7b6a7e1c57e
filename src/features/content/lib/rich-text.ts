/**
 * Merchant rich text (docs/product.md#rich-text): `**bold**`, `*italic*`, `[text](/path)` and
 * `[text](https://...)`, parsed into tokens. Pure: no HTML strings are built, so a renderer that
 * puts text tokens into text nodes can never run markup. Every other input stays literal text:
 * HTML, links to anything but a root-relative path or an https URL (`javascript:`, `data:`,
 * `http:`, protocol-relative `//x` or `/\x`), and markers without their closing partner.
 * Bold and italic may hold each other and links; a link's text may hold bold and italic.
 */

import { safeUrl } from '../../../lib/web-url';

/** A piece of rich text. */
export type RichToken =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: RichToken[] }
  | { type: 'link'; href: string; children: RichToken[] };

/** The most text one parse reads, characters; longer input is cut (merchant texts are short). */
export const RICH_TEXT_MAX = 4000;

/**
 * True for the link targets rich text allows: those of lib/web-url.ts's rule (a root-relative
 * path, not `//host` nor `/\host`, or an https URL with a host), never `http:` (docs/product.md#validation), and
 * no whitespace, backslash or control character anywhere.
 */
export function richLinkAllowed(href: string): boolean {
  if (/[\s\0-\x1f\x7f\\]/.test(href) || safeUrl(href) !== href || /^http:/i.test(href)) return false;
  if (href[0] === '/') return true;
  try {
    return !!new URL(href).host;
  } catch {
    return false;
  }
}

type Kind = 'strong' | 'em' | 'link';

/** Index of the `**` that closes bold opened before `from`, or -1. A run of three stars closes at its last two. */
function closeStrong(s: string, from: number): number {
  const k = s.indexOf('**', from);
  if (k < 0) return -1;
  return s[k + 2] === '*' ? k + 1 : k;
}

/** Index of the single `*` that closes italic opened before `from` (skipping whole `**...**` pairs), or -1. */
function closeEm(s: string, from: number): number {
  for (let j = from; j < s.length; j++) {
    if (s[j] !== '*') continue;
    if (s[j + 1] === '*') {
      const k = closeStrong(s, j + 2);
      j = k < 0 ? j + 1 : k + 1; // a bold pair inside is skipped whole; an unclosed `**` is two literal stars
      continue;
    }
    return j;
  }
  return -1;
}

/** Pushes literal `text`, merging it into a text token before it. */
function pushText(out: RichToken[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function parse(s: string, open: ReadonlySet<Kind>): RichToken[] {
  const out: RichToken[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '*' && s[i + 1] === '*' && !open.has('strong')) {
      const k = closeStrong(s, i + 2);
      if (k > i + 2) {
        out.push({ type: 'strong', children: parse(s.slice(i + 2, k), new Set([...open, 'strong'])) });
        i = k + 2;
        continue;
      }
      pushText(out, '**');
      i += 2;
      continue;
    }
    if (c === '*' && s[i + 1] !== '*' && !open.has('em')) {
      const k = closeEm(s, i + 1);
      if (k > i + 1) {
        out.push({ type: 'em', children: parse(s.slice(i + 1, k), new Set([...open, 'em'])) });
        i = k + 1;
        continue;
      }
    }
    if (c === '[' && !open.has('link')) {
      const m = /^\[([^\[\]\n]+)\]\(([^()\s]*)\)/.exec(s.slice(i));
      if (m && richLinkAllowed(m[2])) {
        out.push({ type: 'link', href: m[2], children: parse(m[1], new Set([...open, 'link'])) });
        i += m[0].length;
        continue;
      }
    }
    pushText(out, c);
    i++;
  }
  return out;
}

/**
 * Parses merchant rich text into tokens; anything that is not a string gives [].
 * @param text e.g. 'Free returns: **30 days**. [Details](/pages/returns)'
 */
export function parseRichText(text: unknown): RichToken[] {
  if (typeof text !== 'string' || !text) return [];
  return parse(text.slice(0, RICH_TEXT_MAX), new Set());
}
