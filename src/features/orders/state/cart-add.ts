/**
 * 'Add to cart' from a saved item (docs/product.md#cart-and-favorites-input, #store-calls, #error-messages 'Adding to
 * the cart'): one variant into the store cart (storefront/cart.ts), then the theme's cart count and an `add_to_cart`
 * tracking event (tracking/tracking.ts). Its own module so the saved-from-cart store (which the cart observer's chunk
 * uses) does not carry the cart client.
 */
import { addToCart } from '../../../storefront/cart';
import { showCartCount } from '../../../storefront/cart-count';
import { CART_FAILURE_TEXT } from '../../../storefront/cart-errors';
import { pageConfig } from '../../../settings/config';
import { track } from '../../../tracking/tracking';

/**
 * Adds one of `variantId` to the cart. Resolves to null when added, else the translation key of
 * why not ('Item is sold out', 'Item is no longer available', 'Unable to add item to cart'). Never rejects.
 */
export async function addVariantToCart(variantId: number): Promise<string | null> {
  try {
    const { failures, sections } = await addToCart(pageConfig.value?.routes.root, [{ variantId, quantity: 1 }]);
    if (failures[0]) return CART_FAILURE_TEXT[failures[0]];
    showCartCount(sections);
    track('add_to_cart', { variantId, quantity: 1, source: 'saved' });
    return null;
  } catch {
    return CART_FAILURE_TEXT.failed;
  }
}
