/**
 * English texts of the Profile page, sign-in follow-up and sign-out (docs/product.md#profile-screen,
 * #route-table 'sign-out', #behaviour):
 * registered by their chunks with addTexts.
 */
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
