/**
 * English texts of SPEC.md 8 (error catalogue) and 5 (validation) that the panel itself can
 * show: sign-in, store login and the generic ones. Errors of one area live with that area
 * (en/orders.ts, en/saved.ts, en/profile.ts, en/cart.ts) and ship with its chunk. Keys are
 * stable; words may change.
 */
export default {
  'error.generic': 'Something went wrong. Please try again later.',
  'error.network': 'We could not reach the store. Check your connection and try again.',
  'error.noShopId': 'No shop id found',
  'error.emailInvalid': 'Please enter a valid email address.',
  'error.emailSuggestion': 'Did you mean {emailAddress}?',
  'error.emailFormat': '{emailAddress} is not a valid email address.',
  'error.codeEmailFailed': "We weren't able to email you a login code. Please try again later.",
  'error.loginGeneric': 'Unable to log in. Please try again later.',
  'error.codeIncorrect': 'The code you entered is incorrect',
  'error.codeTooManyTries': "You've tried too many incorrect codes. Please try again later.",
  'error.verifyGeneric': 'Unable to verify the code. Please try again later.',
  'error.googleFailed': 'Unable to sign in with Google. Please try again later.',
  'error.googleUseEmail': 'Unable to sign in with Google. Please use an email to get a login code.',
  'error.magicLinkFailed': 'Could not log into your account',
  'error.backToLogin': 'Back to Login',
  'error.saveEmail': 'Unable to save email address. Try again later.',
  'error.multipassKey': 'Error: Multipass key not set. Users will not be logged in to Shopify.',
  'error.notLoggedIntoShopify': 'You are currently not logged into Shopify',
  'error.shopifyLogin': 'Unable to log in to Shopify',
} as Record<string, string>;
