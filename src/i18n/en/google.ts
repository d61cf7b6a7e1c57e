/** English texts: 'Continue with Google' (SPEC.md 1, 6), registered by src/components/google-button.tsx. */
export default {
  'auth.or': 'or',
  'auth.google': 'Continue with Google',
} as Record<string, string>;
