/** English texts of the Profile page, sign-in follow-up and sign-out (SPEC.md 2 'Profile', 'sign-out', 4): registered by their chunks with addTexts. */
export default {
  'account.signOut': 'Sign out',
  'account.signingOut': 'Signing out…',
  'account.dismiss': 'Dismiss',
  'account.preferences': 'Preferences',
  'account.personalInfo': 'Personal info',
  'account.addresses': 'Addresses',
  'account.addAddress': 'Add address',
  'account.default': 'Default',
  'account.favorites': 'Favorites',
  'account.support': 'Support',
} as Record<string, string>;
