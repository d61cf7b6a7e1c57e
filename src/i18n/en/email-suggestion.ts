/**
 * English texts: The e-mail typo suggestion (docs/product.md#validation), registered by
 * src/features/sign-in/components/email-suggestion.tsx.
 */
export default {
  'error.emailSuggestion': 'Did you mean {emailAddress}?',
} as Record<string, string>;
