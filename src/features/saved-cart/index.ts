/**
 * The saved-from-cart feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it: the store of items saved from the cart,
 * which the cart sync, the page elements and For you's collections use. Its screen is a chunk the
 * screen host loads (panel/screens.tsx); For you's saved sections are a chunk For you loads.
 */
export { loadSavedCart, removeSavedItem, saveFromCart, savedCart } from './state/saved-cart';
