/**
 * English texts of SPEC.md 8 (error catalogue) and 5 (validation) that the panel itself can
 * show at first paint: the generic ones and the e-mail form's. Errors of one area live with that area
 * (en/orders.ts, en/saved.ts, en/profile.ts, en/cart.ts, en/sign-in.ts, en/magic-link.ts,
 * en/store-login.ts, en/email-suggestion.ts) and ship with the chunk that shows them. Keys are
 * stable; words may change.
 */
export default {
  'error.generic': 'Something went wrong. Please try again later.',
  'error.network': 'We could not reach the store. Check your connection and try again.',
  'error.noShopId': 'No shop id found',
  'error.emailInvalid': 'Please enter a valid email address.',
  'error.emailFormat': '{emailAddress} is not a valid email address.',
  'error.codeEmailFailed': "We weren't able to email you a login code. Please try again later.",
  'error.loginGeneric': 'Unable to log in. Please try again later.',
  'error.saveEmail': 'Unable to save email address. Try again later.',
} as Record<string, string>;
