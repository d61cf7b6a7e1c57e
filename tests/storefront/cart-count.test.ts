// The theme's cart count after Buy again, as Dawn updates it from the answer's sections.
import { beforeEach, expect, test } from 'vitest';
import { showCartCount } from '../../src/storefront/cart-count';

beforeEach(() => {
  document.body.innerHTML = '<a href="/cart" id="cart-icon-bubble"><span class="cart-count">0</span></a>';
});

const bubble = () => document.getElementById('cart-icon-bubble')!;

test("the theme's cart icon shows the count the store rendered", () => {
  const html = '<div id="shopify-section-cart-icon-bubble" class="shopify-section"><span class="cart-count">3</span></div>';
  expect(showCartCount({ 'cart-icon-bubble': html })).toBe(true);
  expect(bubble().innerHTML).toBe('<span class="cart-count">3</span>');
});

test('a theme without the icon or an answer without the section keeps its count, and nothing throws', () => {
  expect(showCartCount(null)).toBe(false);
  expect(showCartCount({ 'cart-icon-bubble': null })).toBe(false);
  expect(showCartCount({ other: '<b>9</b>' })).toBe(false);
  expect(bubble().textContent).toBe('0');
  bubble().remove();
  expect(showCartCount({ 'cart-icon-bubble': '<b>9</b>' })).toBe(false);
});
