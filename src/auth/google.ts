/**
 * Google sign-in (docs/product.md#features, #roles, #error-messages): a lazy chunk loaded by 'Continue with
 * Google' only, and by a panel that starts after a redirect sign-in. Popup first; a blocked popup falls
 * back to a full-page redirect (with `status:auth-redirect` set in sessionStorage, and a `#status` hash in
 * the address it comes back to, so the next page opens the panel, which finishes here with
 * `googleRedirectResult`; the launcher reads no storage on page views).
 *
 * Firebase's popup/redirect resolver lives one chunk further, in src/auth/google-popup.ts,
 * never in the identity chunk (docs/architecture.md#what-loads-when). Failures reject with a SignInError
 * carrying the docs/product.md#error-messages message; a popup the shopper closed resolves to null and
 * shows nothing.
 */
import type { IdentityUser } from './identity';
import { SignInError } from './errors';
import { setRedirectPending as flag } from './redirect-flag';
import { statusHash, statusRoute } from '../routes/hash';

/** Firebase error codes that mean the shopper closed or replaced the popup. */
const CANCELLED = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

const firebase = () => import('./google-popup');

const fail = (key: string) => new SignInError(key);

/**
 * Signs in with Google in a popup on the identity chunk's Auth instance. Resolves to the Google
 * user, or null when the popup was closed (or the page is leaving for a redirect sign-in).
 * @throws SignInError 'error.googleFailed', or 'error.googleUseEmail' when the redirect fallback failed too
 */
export async function signInWithGooglePopup(): Promise<IdentityUser | null> {
  const fb = await firebase().catch(() => Promise.reject(fail('error.googleFailed')));
  try {
    return await fb.popup();
  } catch (error) {
    const code = (error as { code?: string } | null)?.code ?? '';
    if (CANCELLED.includes(code)) return null;
    if (code !== 'auth/popup-blocked') throw fail('error.googleFailed');
  }
  flag(true);
  const back = markReturn();
  try {
    await fb.redirect(); // resolves as the page starts to leave
    return null;
  } catch {
    flag(false);
    back();
    throw fail('error.googleUseEmail');
  }
}

/**
 * Firebase's redirect comes back to the page's current address: a `#status` hash there (the
 * panel's own route hash, or For you's when a page element started the sign-in) opens the panel
 * on return. Returns what puts the address back when the redirect does not start.
 */
function markReturn(): () => void {
  const { href } = location;
  const set = (url: string) => {
    try {
      history.replaceState(history.state, '', url);
    } catch {
      /* sandboxed frames may refuse replaceState: the sign-in then finishes when the panel opens */
    }
  };
  if (statusRoute(location.hash) == null) set(statusHash(''));
  return () => set(href);
}

/**
 * Finishes a redirect sign-in after the page came back: clears the flag, then reads Firebase's
 * redirect result. Resolves to the Google user, or null when there is none.
 * @throws SignInError 'error.googleUseEmail' when the redirect sign-in failed
 */
export async function googleRedirectResult(): Promise<IdentityUser | null> {
  flag(false);
  try {
    return await (await firebase()).redirectResult();
  } catch {
    throw fail('error.googleUseEmail');
  }
}
