/** English texts: a merchant's dynamic page (SPEC.md 2 'Dynamic pages'), registered by src/features/content/screens/dynamic-page.tsx. */
export default {
  'page.empty': 'Nothing here yet.',
} as Record<string, string>;
