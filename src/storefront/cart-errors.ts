/**
 * What a store cart error means for the shopper (docs/product.md#error-messages 'Adding to the cart'). Shopify answers
 * a failed `POST /cart/add.js` with 422 `{status, message, description}`; the description is the only
 * hint at why. Pure.
 */

/** Why an item was not added: sold out (or no more allowed), gone from the store, or the add failed. */
export type CartFailure = 'soldOut' | 'missing' | 'failed';

/** Store texts that mean the item is sold out or no more may be added (docs/product.md#error-messages), lower case. */
const SOLD_OUT = ['sold out', 'are in your cart', "you can't add more", 'you can only add'];

/**
 * The failure a store error `description` names: 'soldOut' for the texts of SOLD_OUT (e.g.
 * "The product 'Tote' is already sold out.", 'All 2 Tote are in your cart.', 'You can only add 1
 * Tote to the cart.'), 'missing' for 'Cannot find variant', and 'soldOut' for anything else,
 * a missing or non-string description included (docs/product.md#error-messages: otherwise out of stock).
 */
export function cartFailure(description: unknown): Exclude<CartFailure, 'failed'> {
  const text = typeof description === 'string' ? description.toLowerCase() : '';
  if (SOLD_OUT.some((s) => text.includes(s))) return 'soldOut';
  return text.includes('cannot find') ? 'missing' : 'soldOut';
}

/** The translation key of a failure: 'Item is sold out', 'Item is no longer available', 'Unable to add item to cart'. */
export const CART_FAILURE_TEXT: Record<CartFailure, string> = {
  soldOut: 'error.itemSoldOut',
  missing: 'error.itemUnavailable',
  failed: 'error.cartAdd',
};
