/**
 * English texts: A bad or used magic link (docs/product.md#error-messages), registered by
 * src/features/sign-in/screens/magic-link.tsx.
 */
export default {
  'error.magicLinkFailed': 'Could not log into your account',
  'error.backToLogin': 'Back to Login',
  'auth.checkingLink': 'Signing you in…',
} as Record<string, string>;
