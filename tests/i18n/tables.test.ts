import { expect, test } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { en } from '../../src/i18n/en';
import panel from '../../src/i18n/en/panel';
import errors from '../../src/i18n/en/errors';
import collection from '../../src/i18n/en/collection';
import de from '../../src/i18n/de';
import fr from '../../src/i18n/fr';

type Table = Record<string, string>;

// Every English table file (src/i18n/en/*.ts), whatever chunk ships it.
const enFiles = import.meta.glob<{ default: Table }>('../../src/i18n/en/*.ts', { eager: true });

// The source of every module, to find English registered outside the tables and keys without English.
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

/** Each match of the sticky regex `call` in the code of `source` (strings and comments skipped), with its line number. */
function codeMatches(source: string, call: RegExp): Array<{ match: RegExpExecArray; line: number }> {
  const found: Array<{ match: RegExpExecArray; line: number }> = [];
  for (let i = 0; i < source.length; ) {
    const next = skip(source, i);
    if (next !== i) {
      i = next;
      continue;
    }
    call.lastIndex = i;
    const match = call.exec(source);
    if (match) found.push({ match, line: source.slice(0, i).split('\n').length });
    i++;
  }
  return found;
}

/** Line numbers of each `addTexts({` (an object literal as the argument) in the code of `source`. */
const inlineTables = (source: string): number[] => codeMatches(source, /\baddTexts\(\s*\{/y).map((f) => f.line);

/** The keys of every literal `t('key')` call in the code of `source`. */
const usedKeys = (source: string): string[] => codeMatches(source, /\bt\(\s*(['"])([\w.-]+)\1/y).map((f) => f.match[2]);

const english: Table = Object.assign({}, ...Object.values(enFiles).map((m) => m.default));
const keys = Object.keys(english).sort();
const vars = (s: string) => (s.match(/\{\w+\}/g) || []).sort();

test('English texts live only in the src/i18n/en/*.ts tables: no addTexts({...}) object literal anywhere in src/', () => {
  const inline = Object.entries(sources).flatMap(([file, source]) => inlineTables(source).map((line) => `${file.replace('../../', '')}:${line}`));
  expect(inline, 'addTexts({...}) in src/: register a src/i18n/en/*.ts table instead (one addTexts call per table)').toEqual([]);
});

test('the English keys are collected from every en/*.ts table', () => {
  expect(Object.keys(enFiles).length).toBeGreaterThanOrEqual(16);
  for (const k of ['error.generic', 'panel.heading', 'auth.heading', 'orders.shipment.IN_TRANSIT', 'account.signOut', 'error.multipassKey']) {
    expect(english, k).toHaveProperty([k]);
  }
  // The tables of the views that load later (src/i18n/en/google.ts, magic-link-waiting.ts, consent.ts, sign-in.ts, magic-link.ts).
  expect(english).toMatchObject({
    'auth.linkSent': 'Link sent to {email}',
    'auth.checkingLink': 'Signing you in…',
    'auth.linkHeading': 'Check your email',
    'auth.google': 'Continue with Google',
    'auth.terms': 'I agree to the {privacyPolicy} and {termsOfService}',
  });
});

test('every text the code asks for by key has English words', () => {
  const missing = Object.entries(sources).flatMap(([file, source]) =>
    usedKeys(source)
      .filter((k) => !(k in english))
      .map((k) => `${file.replace('../../', '')}: ${k}`),
  );
  expect(missing).toEqual([]);
});

test('the panel chunk carries only the shell, the tabs, For you and the generic errors in English', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys({ ...errors, ...panel }).sort());
  expect(Object.keys(errors).sort()).toEqual(['error.generic', 'error.network']);
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
  // the sections still to come bring their names with their chunks
  expect(collection['collection.savedFromCart']).toBe('Saved from cart');
  expect(collection['collection.favorites']).toBe('Favorites');
});
