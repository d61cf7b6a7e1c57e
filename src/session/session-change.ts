/**
 * Sign-in and sign-out for the session store (session/session.ts): the steps around its writes
 * (remembering the member, the identity chunk's sign-out, the request cache) that only lazy chunks
 * run, in their own module so the panel entry does not carry them (bytes: docs/architecture.md#what-loads-when).
 * The session's signals change through its actions (setMember, holdReports) only; this module writes
 * its own two.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { invalidateRequestCache, clearRequestCache } from '../cache/request-cache-reset';
import { holdReports, loadIdentity, remember, setMember, type AuthUser, type LoginType } from './session';
import { report } from '../lib/report';

const type = signal<LoginType | null>(null);
const initial = signal(false);
/**
 * How the current member signed in this page (docs/product.md#sign-in-records 'Auth state'); null for guests and
 * restored sessions.
 */
export const loginType: ReadonlySignal<LoginType | null> = type;
/** True after a sign-in in this page (not for a restored session). */
export const isInitialLoginSession: ReadonlySignal<boolean> = initial;

/**
 * The shopper just signed in as `member` with Shopify customer `id` (check-customer's answer):
 * remembers them, and marks what was loaded for the guest stale so open screens reload it while
 * still showing it (docs/product.md#sign-in-and-session).
 */
export function signedIn(member: AuthUser, id: string, how: LoginType): void {
  remember({ uid: member.uid, customerId: id, email: member.email });
  batch(() => {
    invalidateRequestCache();
    setMember(member, id);
    type.value = how;
    initial.value = true;
  });
}

/**
 * Signs the shopper out of the widget: Firebase sign-out, customer id and request cache cleared
 * (docs/product.md#sign-out; going to the store logout address is the sign-out store's job). Never throws.
 */
export async function signOut(): Promise<void> {
  // identity's report of nobody waits, so it is not taken for a missing session (no re-check)
  holdReports(true);
  remember(null);
  try {
    await (await loadIdentity()).signOutUser();
  } catch (error) {
    report(error, 'sign-out');
  }
  batch(() => {
    clearRequestCache();
    setMember(null, null);
    type.value = null;
    initial.value = false;
  });
  holdReports();
}
