/**
 * English texts: Add to cart and re-buy (docs/product.md#validation, #error-messages): registered by
 * their chunks with addTexts.
 */
export default {
  'cart.buyAgain': 'Buy again',
  'cart.added': 'Added to cart',
  'cart.viewCart': 'View cart',
  'cart.itemFailure': '{title}: {reason}',
  'error.cartAdd': 'Unable to add item to cart',
  'error.itemUnavailable': 'Item is no longer available',
  'error.itemSoldOut': 'Item is sold out',
  'error.rebuyPartial': 'Added, some items unavailable',
  'error.rebuyFailed': "Whoops, we couldn't add this order to the cart",
  'error.selectVariant': 'Select {variants}',
} as Record<string, string>;
