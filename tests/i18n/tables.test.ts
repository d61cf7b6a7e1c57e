import { expect, test } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import errors from '../../src/i18n/en/errors';
import panel from '../../src/i18n/en/panel';
import saved from '../../src/i18n/en/saved';
import profile from '../../src/i18n/en/profile';
import cart from '../../src/i18n/en/cart';
import orders from '../../src/i18n/en/orders';
import signIn from '../../src/i18n/en/sign-in';
import magicLink from '../../src/i18n/en/magic-link';
import storeLogin from '../../src/i18n/en/store-login';
import suggestion from '../../src/i18n/en/email-suggestion';
import de from '../../src/i18n/de';
import fr from '../../src/i18n/fr';

// Every error of the catalogue, wherever its English text ships, plus the panel's texts.
const orderErrors = Object.fromEntries(Object.entries(orders).filter(([k]) => k.startsWith('error.')));
const english: Record<string, string> = { ...errors, ...saved, ...profile, ...cart, ...orderErrors, ...signIn, ...magicLink, ...storeLogin, ...suggestion, ...panel };
const keys = Object.keys(english).sort();

test.each([['de', de], ['fr', fr]] as const)('%s translates every error and panel text, keeping placeholders', (_, table) => {
  expect(Object.keys(table).sort()).toEqual(keys);
  for (const k of keys) {
    const en = english[k];
    const vars = (s: string) => (s.match(/\{\w+\}/g) || []).sort();
    expect(vars(table[k]), k).toEqual(vars(en));
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
