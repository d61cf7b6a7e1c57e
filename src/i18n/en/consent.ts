/**
 * English texts: the consent boxes of the e-mail form (docs/product.md#data, #validation), registered by
 * src/features/sign-in/components/consent-toggles.tsx.
 */
export default {
  'auth.marketing': 'Email me with news and offers',
  'auth.terms': 'I agree to the {privacyPolicy} and {termsOfService}',
  'auth.privacyPolicy': 'Privacy Policy',
  'auth.termsOfService': 'Terms of Service',
} as Record<string, string>;
