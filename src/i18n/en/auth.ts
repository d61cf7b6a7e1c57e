/**
 * English texts of the sign-in flow that the panel's first paint needs (SPEC.md 2 'Login flow', 5,
 * DESIGN.md 6). Error texts live in errors.ts. Texts only a lazy view shows (magic link, Google,
 * consent boxes) ship with that view's chunk and are registered there with addTexts.
 */
export default {
  'auth.heading': 'Sign in',
  'auth.intro': 'Enter your email and we will send you a login code.',
  'auth.email': 'Email',
  'auth.continue': 'Continue',
  'auth.sending': 'Sending…',
  'auth.codeHeading': 'Enter your code',
  'auth.codeSentTo': 'Enter the 4-digit code we sent to {email}.',
  'auth.codeSent': 'Code sent to {email}',
  'auth.code': 'Login code',
  'auth.digit': 'Digit {n}',
  'auth.back': 'Back',
  'auth.resend': 'Resend code',
  'auth.verifying': 'Checking your code…',
  'auth.signedIn': 'You are signed in.',
} as Record<string, string>;
