/**
 * English texts: For you's recent collections (docs/product.md#routes): registered by its chunk with
 * addTexts.
 */
export default {
  'recentCollections.heading': 'Recent collections',
} as Record<string, string>;
