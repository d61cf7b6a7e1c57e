import { expect, test } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import panel from '../../src/i18n/en/panel';
import de from '../../src/i18n/de';
import fr from '../../src/i18n/fr';

type Table = Record<string, string>;

// Every English table file (src/i18n/en/*.ts), whatever chunk ships it.
const enFiles = import.meta.glob<{ default: Table }>('../../src/i18n/en/*.ts', { eager: true });

// The source of every module, to find the English tables that lazy chunks register inline.
const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

/** Index just past the string literal or comment that starts at `i`, or `i` when none starts there. */
function skip(source: string, i: number): number {
  const c = source[i];
  if (c === "'" || c === '"' || c === '`') {
    for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    return i + 1;
  }
  if (c === '/' && source[i + 1] === '/') {
    const end = source.indexOf('\n', i);
    return end < 0 ? source.length : end;
  }
  if (c === '/' && source[i + 1] === '*') {
    const end = source.indexOf('*/', i + 2);
    return end < 0 ? source.length : end + 2;
  }
  return i;
}

/** The body of each `addTexts({ ... })` object literal in the code of `source` (strings and comments skipped). */
function inlineBodies(source: string): string[] {
  const bodies: string[] = [];
  const call = /\baddTexts\(\s*\{/y;
  for (let i = 0; i < source.length; ) {
    const next = skip(source, i);
    if (next !== i) {
      i = next;
      continue;
    }
    call.lastIndex = i;
    if (!call.test(source)) {
      i++;
      continue;
    }
    const from = call.lastIndex;
    let depth = 1;
    for (i = from; i < source.length && depth > 0; ) {
      const after = skip(source, i);
      if (after !== i) i = after;
      else {
        if (source[i] === '{') depth++;
        else if (source[i] === '}') depth--;
        i++;
      }
    }
    bodies.push(source.slice(from, i - 1));
  }
  return bodies;
}

const quoted = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"`;
const pair = new RegExp(String.raw`(?:${quoted})\s*:\s*(?:${quoted})`, 'g');
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/**
 * The `'key': 'text'` pairs of an inline table. Spreads (`...signInEn`) are tables of
 * src/i18n/en/ and already counted; anything else left over (a template literal, a computed key)
 * is returned as `rest` so the test fails instead of silently missing a key.
 */
function parseBody(body: string): { texts: Table; rest: string } {
  const texts: Table = {};
  const rest = body
    .replace(pair, (_, k1?: string, k2?: string, v1?: string, v2?: string) => {
      texts[unescape(k1 ?? k2 ?? '')] = unescape(v1 ?? v2 ?? '');
      return '';
    })
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\.\.\.[\w$]+/g, '')
    .replace(/[\s,]/g, '');
  return { texts, rest };
}

const inline: Table = {};
const inlineFiles: string[] = [];
const unparsed: string[] = [];
for (const [file, source] of Object.entries(sources)) {
  for (const body of inlineBodies(source)) {
    const { texts, rest } = parseBody(body);
    if (rest) unparsed.push(`${file}: ${rest}`);
    Object.assign(inline, texts);
    inlineFiles.push(file);
  }
}

const english: Table = Object.assign({}, ...Object.values(enFiles).map((m) => m.default), inline);
const keys = Object.keys(english).sort();
const vars = (s: string) => (s.match(/\{\w+\}/g) || []).sort();

test('the English keys are collected from every en/*.ts file and every inline addTexts table', () => {
  expect(Object.keys(enFiles).length).toBeGreaterThanOrEqual(12);
  expect(inlineFiles.length).toBeGreaterThanOrEqual(5);
  expect(unparsed, 'addTexts({...}) content that is neither a spread nor a quoted pair').toEqual([]);
  for (const k of ['error.generic', 'panel.heading', 'auth.heading', 'orders.shipment.IN_TRANSIT', 'account.signOut', 'error.multipassKey']) {
    expect(english, k).toHaveProperty([k]);
  }
  // Inline ones from src/auth/sign-in.ts, src/screens/magic-link.tsx and src/components/*.tsx.
  expect(inline).toMatchObject({
    'auth.linkSent': 'Link sent to {email}',
    'auth.checkingLink': 'Signing you in…',
    'auth.linkHeading': 'Check your email',
    'auth.google': 'Continue with Google',
    'auth.terms': 'I agree to the {privacyPolicy} and {termsOfService}',
  });
});

test.each([['de', de], ['fr', fr]] as const)('%s translates every English text, keeping placeholders', (_, table) => {
  expect(Object.keys(table).filter((k) => !(k in english)), 'keys with no English text').toEqual([]);
  expect(keys.filter((k) => !(k in table)), 'English keys without a translation').toEqual([]);
  for (const k of keys) {
    expect(vars(table[k]), k).toEqual(vars(english[k]));
    expect(table[k].trim(), k).not.toBe('');
  }
});

test.each(['de', 'fr'])('the %s table is under 4,000 bytes brotli', (lang) => {
  const size = brotliCompressSync(readFileSync(`src/i18n/${lang}.ts`), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(size).toBeLessThan(4000);
});

test('the panel shows English names for its tabs, close button and sections', () => {
  expect([panel['nav.forYou'], panel['nav.orders'], panel['nav.profile'], panel['panel.close'], panel['panel.heading']]).toEqual([
    'For you', 'Orders', 'Profile', 'Close', 'My account',
  ]);
  expect(panel['collection.recentlyViewed']).toBe('Recently viewed');
  expect(panel['collection.popularToday']).toBe('Popular today');
  expect(panel['collection.savedFromCart']).toBe('Saved from cart');
  expect(panel['collection.favorites']).toBe('Favorites');
});
