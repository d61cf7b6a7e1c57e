// What a store's cart error text means for the shopper (docs/product.md#error-messages 'Adding to the cart').
import { describe, expect, test } from 'vitest';
import { CART_FAILURE_TEXT, cartFailure } from '../../src/storefront/cart-errors';
import { t, addTexts } from '../../src/i18n';
import cartEn from '../../src/i18n/en/cart';

addTexts(cartEn);
const shown = (description: unknown) => t(CART_FAILURE_TEXT[cartFailure(description)]);

describe('a store cart error shows the spec text', () => {
  test.each([
    ["The product 'Canvas Tote' is already sold out.", 'Item is sold out'],
    ['All 2 Canvas Tote - Natural are in your cart.', 'Item is sold out'],
    ["You can't add more Canvas Tote to the cart.", 'Item is sold out'],
    ['You can only add 1 Canvas Tote to the cart.', 'Item is sold out'],
    ['Cannot find variant', 'Item is no longer available'],
    ['Something the store never said before', 'Item is sold out'],
  ])('%j shows %j', (description, text) => {
    expect(shown(description)).toBe(text);
  });

  test('a missing or odd description reads as sold out, never as a crash', () => {
    for (const odd of [undefined, null, 422, { text: 'Cannot find variant' }, '']) expect(shown(odd)).toBe('Item is sold out');
  });

  test("a failed add that is not a store refusal shows 'Unable to add item to cart'", () => {
    expect(t(CART_FAILURE_TEXT.failed)).toBe('Unable to add item to cart');
  });
});
