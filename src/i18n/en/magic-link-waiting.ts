/**
 * English texts: the 'waiting for magic link' view (docs/product.md#screens-and-parts 'Login flow'), registered by
 * src/features/sign-in/components/magic-link-waiting.tsx.
 */
export default {
  'auth.linkHeading': 'Check your email',
  'auth.linkSentTo': 'We sent a login link to {email}. Open it to sign in.',
  'auth.resendLink': 'Resend link',
} as Record<string, string>;
