/**
 * Firebase's Google popup/redirect code (GoogleAuthProvider, signInWithPopup, signInWithRedirect,
 * getRedirectResult, browserPopupRedirectResolver), loaded only by src/auth/google.ts, working on
 * the identity chunk's Auth instance so its `onAuthStateChanged` reports the Google user.
 *
 * Why a second instance of firebase/auth's browser build (the `?google` import below): the
 * bundler splits by module, and firebase/auth is one large module, so importing the resolver
 * from 'firebase/auth' anywhere puts it into the identity chunk that every
 * shopper loads (its budget: docs/performance.md). This copy is tree-shaken to what the popup needs and costs
 * only the shoppers who press 'Continue with Google'. The two instances share the Auth object;
 * Firebase's popup path only reads its config and calls its `_updateCurrentUser`.
 *
 * perf/size.ts measures this chunk in its own 'google' stage (docs/architecture.md#what-loads-when: the popup resolver
 * loads on the Google button only). tests/auth/google-popup.test.ts checks that the imported
 * names still are the functions we expect.
 *
 * The path names firebase 12.19.0's internal file (package.json pins it): an upgrade that
 * renames it fails the build loudly, never silently.
 */
import type * as FirebaseAuth from 'firebase/auth';
// @ts-expect-error -- a second module instance of the same file (see above); typed just below
import { f, ai, aj, K, s } from '../../node_modules/@firebase/auth/dist/esm/index-4NFEPWkC.js?google';
import { authInstance, type IdentityUser } from './identity';

const GoogleAuthProvider = f as typeof FirebaseAuth.GoogleAuthProvider;
const signInWithPopup = ai as typeof FirebaseAuth.signInWithPopup;
const signInWithRedirect = aj as typeof FirebaseAuth.signInWithRedirect;
const getRedirectResult = K as typeof FirebaseAuth.getRedirectResult;
const resolver = s as FirebaseAuth.PopupRedirectResolver;

const toUser = (u: FirebaseAuth.User): IdentityUser => ({ uid: u.uid, email: u.email, isAnonymous: u.isAnonymous });

/** Google in a popup. Rejects with Firebase's error (`code` 'auth/popup-blocked', 'auth/popup-closed-by-user', ...). */
export async function popup(): Promise<IdentityUser> {
  return toUser((await signInWithPopup(authInstance(), new GoogleAuthProvider(), resolver)).user);
}

/** Leaves the page for Google's sign-in; the result is read on the next load with `redirectResult`. */
export function redirect(): Promise<never> {
  return signInWithRedirect(authInstance(), new GoogleAuthProvider(), resolver);
}

/** The user of a finished redirect sign-in, or null when there was none. Rejects when it failed. */
export async function redirectResult(): Promise<IdentityUser | null> {
  const cred = await getRedirectResult(authInstance(), resolver);
  return cred && toUser(cred.user);
}

/** The provider id of the Google provider this chunk builds ('google.com'); for the guard test. */
export const googleProviderId = (): string => new GoogleAuthProvider().providerId;

/** The firebase functions this chunk reached by their internal names; for the guard test. */
export const popupFunctions = () => ({ signInWithPopup, signInWithRedirect, getRedirectResult, resolver });
