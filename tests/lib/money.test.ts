import { expect, test } from 'vitest';
import { formatMoney, productPrice } from '../../src/lib/money';
import { localeTag } from '../../src/lib/locale-tag';
import { formatMoneyIntl } from '../../src/lib/money-intl';
import { product } from '../panel/fixtures';

test('prices in other currencies than the page’s show in the shopper’s locale (orders, receipts)', () => {
  expect(formatMoneyIntl(28, 'USD', 'en-US')).toBe('$28.00');
  expect(formatMoneyIntl('12.5', 'EUR', 'de-DE')).toMatch(/12,50\s€/);
  expect(formatMoneyIntl(12.5, 'EUR', 'de-DE', '€1.234.567,89')).toBe('€12,50'); // the page's currency: as the store writes it
});

test('a bad currency or amount never breaks the card', () => {
  expect(formatMoneyIntl(3, 'NOPE!', 'en-US')).toBe('3.00 NOPE!');
  expect(formatMoneyIntl('abc', 'USD')).toBe('');
  expect(formatMoneyIntl(1, 'USD', 'xx-invalid-tag-!!')).toBe('$1.00');
  expect(formatMoney('abc', 'USD', '$1,234,567.89')).toBe('');
  expect(formatMoney(28, 'USD')).toBe('28.00 USD'); // no example: the amount and the currency's code
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

test("prices in the page's currency are written as the store writes its own (Liquid's money filter on 1,234,567.89)", () => {
  expect(formatMoney(28, 'USD', '$1,234,567.89')).toBe('$28.00');
  expect(formatMoney(1234.5, 'USD', '$1,234,567.89')).toBe('$1,234.50');
  expect(formatMoney('26.00', 'EUR', '1.234.567,89 €')).toBe('26,00 €');
  expect(formatMoney(12345.6, 'EUR', '1 234 567,89 €')).toBe('12 345,60 €');
  expect(formatMoney(3400, 'JPY', '¥1,234,568')).toBe('¥3,400');
  expect(formatMoney(19.99, 'CHF', "CHF 1'234'567.89")).toBe('CHF 19.99');
  expect(formatMoney(1999.5, 'EUR', '&euro;1.234.567,89 EUR')).toBe('€1.999,50 EUR');
  expect(formatMoney(5, 'USD', '$1234567.89')).toBe('$5.00');
});

test('an example that is not a price gives the amount and the code, and markup in it is dropped, never run', () => {
  expect(formatMoney(28, 'USD', 'free!')).toBe('28.00 USD');
  expect(formatMoney(28, 'USD', 42)).toBe('28.00 USD');
  expect(formatMoney(28, 'USD', '$9,999,999.99')).toBe('28.00 USD');
  expect(formatMoney(28, 'USD', '<span class=money><img src=x onerror=alert(1)>$1,234,567.89</span>')).toBe('$28.00');
  expect(formatMoneyIntl(28, 'USD', 'en-US', 'free!')).toBe('$28.00');
});
