/**
 * English texts: a merchant's dynamic page (docs/product.md#routing-rules 'Dynamic pages'), registered by
 * src/features/content/screens/dynamic-page.tsx.
 */
export default {
  'page.empty': 'Nothing here yet.',
} as Record<string, string>;
