/**
 * English texts of the collection page (docs/product.md#route-table 'collection:{name}') and of the For you
 * sections still to come (docs/architecture.md#stable-names), registered by
 * src/features/for-you/screens/collection.tsx and by those sections' chunks. Recently viewed and Popular today
 * ship with the panel (en/panel.ts).
 */
export default {
  'collection.savedFromCart': 'Saved from cart',
  'collection.favorites': 'Favorites',
  'collection.empty': 'Nothing here yet.',
} as Record<string, string>;
