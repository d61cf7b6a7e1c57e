/** English texts: Favorites, collections and saved items (SPEC.md 5, 8): registered by their chunks with addTexts. */
export default {
  'error.saveItem': 'Unable to save item',
  'error.addToCollection': 'Unable to add to collection',
  'error.createCollection': 'Unable to create collection',
  'error.updateCollection': 'Unable to update collection',
  'error.shareCollection': 'Unable to share this collection',
  'error.removeItem': 'Unable to remove item',
  'error.nameRequired': 'Name required',
} as Record<string, string>;
