/**
 * The favorites feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. The favorites store, the heart beside a
 * product, the product cards of a saved list, and the saved-items calls saved from cart shares.
 * Its screens are chunks the screen host loads (panel/screens.tsx); the lists the page elements
 * draw from before touch are local/saved-lists.ts, outside every feature.
 */
export { favorites, isFavorite, loadFavorites, toggleFavorite } from './state/favorites';
export { FavoriteToggle } from './components/favorite-toggle';
export { useSavedProducts } from './components/use-saved-products';
export { readSavedItems, savedItemsAfter, type SavedItemsInput } from './api/favorites';
