/** English texts of sign-in follow-up and sign-out (SPEC.md 2 'sign-out', 4): registered by their chunks with addTexts. */
export default {
  'account.signOut': 'Sign out',
  'account.signingOut': 'Signing out…',
  'account.dismiss': 'Dismiss',
} as Record<string, string>;
