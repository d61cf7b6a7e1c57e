import { withFields } from '../../src/lib/template';
import { isSharePreview } from '../../src/storefront/share-preview';

test('fills customer fields into a heading, and gives the fallback when any is missing or empty', () => {
  expect(withFields('Hi {firstName}', { firstName: 'Sam' }, 'Hi there')).toBe('Hi Sam');
  expect(withFields('Hi {firstName}', { firstName: '  ' }, 'Hi there')).toBe('Hi there');
  expect(withFields('Hi {firstName}', { firstName: null }, 'Hi there')).toBe('Hi there');
  expect(withFields('Hi {firstName}', {}, 'Hi there')).toBe('Hi there');
  expect(withFields('{points} points, {firstName}', { points: 120, firstName: 'Sam' }, 'Your points')).toBe('120 points, Sam');
  expect(withFields('{firstName}', { firstName: { toString: () => 'x' } }, 'Hi')).toBe('Hi');
  expect(withFields('{constructor}', {}, 'Hi')).toBe('Hi');
  expect(withFields('My account', {}, 'Hi')).toBe('My account');
});

test("recognises Shopify's share-preview URLs and nothing else", () => {
  expect(isSharePreview('https://demo.myshopify.com/?preview_theme_id=123')).toBe(true);
  expect(isSharePreview('https://abc123xyz.shopifypreview.com/products/x')).toBe(true);
  expect(isSharePreview('https://demo.com/?_ab=0&_fd=0&_sc=1')).toBe(true);
  expect(isSharePreview('https://demo.com/?_ab=0&_fd=0')).toBe(false);
  expect(isSharePreview('https://shopifypreview.com.evil.example/')).toBe(false);
  expect(isSharePreview('https://demo.com/de/products/x?variant=1')).toBe(false);
  expect(isSharePreview('not a url')).toBe(false);
});
