/**
 * English texts: 'Continue with Google' and its failures (docs/product.md#features, #roles, #error-messages),
 * registered by src/features/sign-in/components/google-button.tsx.
 */
export default {
  'auth.or': 'or',
  'auth.google': 'Continue with Google',
  'error.googleFailed': 'Unable to sign in with Google. Please try again later.',
  'error.googleUseEmail': 'Unable to sign in with Google. Please use an email to get a login code.',
} as Record<string, string>;
