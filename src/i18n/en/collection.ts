/**
 * English texts of the collection page (SPEC.md 2 'collection:{name}') and of the For you
 * sections still to come (DESIGN.md 6), registered by src/features/for-you/screens/collection.tsx and by those
 * sections' chunks. Recently viewed and Popular today ship with the panel (en/panel.ts).
 */
export default {
  'collection.savedFromCart': 'Saved from cart',
  'collection.favorites': 'Favorites',
  'collection.empty': 'Nothing here yet.',
} as Record<string, string>;
