/**
 * English texts of the errors the panel itself can show at first paint
 * (docs/product.md#error-messages): the generic and the network one. Errors of one area live with
 * that area (en/auth.ts, en/orders.ts, en/saved.ts, en/profile.ts, en/cart.ts, en/sign-in.ts,
 * en/magic-link.ts, en/store-login.ts, en/email-suggestion.ts) and ship with the chunk that shows
 * them. Keys are stable; words may change.
 */
export default {
  'error.generic': 'Something went wrong. Please try again later.',
  'error.network': 'We could not reach the store. Check your connection and try again.',
} as Record<string, string>;
