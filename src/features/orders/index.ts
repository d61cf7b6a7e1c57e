/**
 * The orders feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. An order's short date and adding a variant
 * to the store's cart, which saved from cart shares. Its screens are chunks the screen host loads
 * (panel/screens.tsx); the arriving order is one of For you's section chunks.
 */
export { shortDate } from './lib/order-label';
export { addVariantToCart } from './state/cart-add';
