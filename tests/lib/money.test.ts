import { expect, test } from 'vitest';
import { formatMoney, localeTag, productPrice } from '../../src/lib/money';
import { product } from '../panel/fixtures';

test('prices show in the shopper’s currency and locale', () => {
  expect(formatMoney(28, 'USD', 'en-US')).toBe('$28.00');
  expect(formatMoney('12.5', 'EUR', 'de-DE')).toMatch(/12,50\s€/);
});

test('a bad currency or amount never breaks the card', () => {
  expect(formatMoney(3, 'NOPE!', 'en-US')).toBe('3.00 NOPE!');
  expect(formatMoney('abc', 'USD')).toBe('');
  expect(formatMoney(1, 'USD', 'xx-invalid-tag-!!')).toBe('$1.00');
});

test('the presentment price in the shopper’s currency wins over the shop price', () => {
  const p = product(1, {
    price: 2800,
    compareAtPrice: 3500,
    prices: [{ currencyCode: 'EUR', price: { amount: '26.00' }, compareAtPrice: { amount: '32.00' } }],
  });
  expect(productPrice(p, 'EUR', 'USD')).toEqual({ amount: 26, compareAt: 32, currency: 'EUR' });
  expect(productPrice(p, 'GBP', 'USD')).toEqual({ amount: 28, compareAt: 35, currency: 'USD' });
});

test('a compare-at price not above the price is not shown', () => {
  expect(productPrice(product(1, { price: 2800, compareAtPrice: 2800 }), 'USD', 'USD').compareAt).toBeNull();
});

test('locale tags come from the config language and country', () => {
  expect(localeTag('de', 'CH')).toBe('de-CH');
  expect(localeTag('fr-CA', '')).toBe('fr');
  expect(localeTag(undefined, undefined)).toBe('en');
});
