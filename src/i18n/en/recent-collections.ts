/** English texts: For you's recent collections (SPEC.md 2): registered by its chunk with addTexts. */
export default {
  'recentCollections.heading': 'Recent collections',
} as Record<string, string>;
