/**
 * English texts of the login section (docs/product.md#screens-and-parts 'Login flow', #validation,
 * #error-messages; docs/architecture.md#stable-names): the e-mail form, the code form and their errors.
 * Registered by src/features/sign-in/components/login-section.tsx, the lazy chunk that shows them. Texts only a
 * later view shows (magic link, Google, consent boxes) ship with that view's chunk.
 */
export default {
  'auth.heading': 'Sign in',
  'auth.email': 'Email',
  'auth.continue': 'Continue',
  'auth.codeSentTo': 'Enter the 4-digit code we sent to {email}.',
  'auth.codeSent': 'Code sent to {email}',
  'auth.linkSent': 'Link sent to {email}',
  'auth.code': 'Login code',
  'auth.digit': 'Digit {n}',
  'auth.back': 'Back',
  'auth.resend': 'Resend code',
  'error.emailInvalid': 'Please enter a valid email address.',
  'error.emailFormat': '{emailAddress} is not a valid email address.',
  'error.codeEmailFailed': "We weren't able to email you a login code. Please try again later.",
  'error.loginGeneric': 'Unable to log in. Please try again later.',
  'error.saveEmail': 'Unable to save email address. Try again later.',
  // ---- signed in from the store session ----
  'auth.storeSignIn': 'Signing you in…',
  // ---- Firebase unreachable ----
  'error.identityUnreachable': "We can't reach the sign-in service right now. Please try again in a few minutes.",
} as Record<string, string>;
