/**
 * Sign-in and sign-out for the session store (session/session.ts): the writes that only lazy chunks
 * make, in their own module so the panel entry does not carry them (bytes: DESIGN.md 1).
 */
import { batch } from '@preact/signals';
import { invalidateRequestCache, clearRequestCache } from '../cache/request-cache-reset';
import {
  customerId, hasLoggedIn, hold, isInitialLoginSession, loadIdentity, loginType, remember, report, stopRecheck, user,
  type AuthUser, type LoginType,
} from './session';

/** Holds identity reports until `releaseReports` (a sign-in under way: isSignedIn flips once, at its end). */
export function holdReports(): void {
  hold.on = true;
  hold.held = undefined;
}

/** Ends `holdReports`; a report that arrived meanwhile for another user is taken now. */
export function releaseReports(): void {
  if (!hold.on) return;
  hold.on = false;
  if (hold.held !== undefined && hold.held?.uid !== user.value?.uid) report(hold.held);
}

/**
 * The shopper just signed in as `member` with Shopify customer `id` (check-customer's answer):
 * remembers them, and marks what was loaded for the guest stale so open screens reload it while
 * still showing it (SPEC.md 4 'Auth').
 */
export function signedIn(member: AuthUser, id: string, type: LoginType): void {
  remember({ uid: member.uid, customerId: id, email: member.email });
  batch(() => {
    invalidateRequestCache();
    customerId.value = id;
    user.value = member;
    loginType.value = type;
    isInitialLoginSession.value = true;
    hasLoggedIn.value = true;
  });
}

/**
 * Signs the shopper out of the widget: Firebase sign-out, customer id and request cache cleared
 * (SPEC.md 4 'Sign-out'; going to the store logout address is the sign-out store's job). Never throws.
 */
export async function signOut(): Promise<void> {
  // not a missing session: no re-check
  hasLoggedIn.value = false;
  stopRecheck();
  remember(null);
  try {
    await (await loadIdentity()).signOutUser();
  } catch (error) {
    console.error('[status] sign-out', error);
  }
  batch(() => {
    clearRequestCache();
    customerId.value = null;
    user.value = null;
    loginType.value = null;
    isInitialLoginSession.value = false;
  });
}
