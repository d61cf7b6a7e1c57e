// The Google chunk imports firebase/auth 12.19.0's internal build by its minified export names
// (src/auth/google-popup.ts explains why). A firebase upgrade that reshuffles them must fail here.
import { googleProviderId, popupFunctions } from '../../src/auth/google-popup';

test('the Google chunk reaches firebase’s real Google provider and popup functions', () => {
  expect(googleProviderId()).toBe('google.com');
  const fns = popupFunctions();
  // Firebase's signatures: signInWithPopup(auth, provider, resolver?), signInWithRedirect(auth,
  // provider, resolver?), getRedirectResult(auth, resolver?); the resolver is a class.
  expect([fns.signInWithPopup.length, fns.signInWithRedirect.length, fns.getRedirectResult.length]).toEqual([3, 3, 2]);
  expect(typeof fns.resolver).toBe('function');
  // Unminified here, so the internal letters must name exactly these functions.
  expect([fns.signInWithPopup.name, fns.signInWithRedirect.name, fns.getRedirectResult.name]).toEqual(['signInWithPopup', 'signInWithRedirect', 'getRedirectResult']);
});
