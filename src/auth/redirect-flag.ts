/**
 * The sessionStorage flag of a Google redirect sign-in (docs/product.md#sign-in-and-session): set
 * before the page leaves for Google, read when it comes back (the `#status` address it comes back
 * to opens the panel, whose login section finishes the sign-in: auth/google.ts). Storage may be
 * blocked: reads then say 'not pending', writes do nothing. Only the sign-in flows write it
 * (auth/google.ts, the sign-in store); only the login section reads it, so a page view reads no
 * storage for it.
 */
export const REDIRECT_FLAG = 'status:auth-redirect';

/** True when a redirect sign-in is pending in this tab. */
export function redirectPending(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Sets (`on`) or clears the flag; does nothing when storage is blocked. */
export function setRedirectPending(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(REDIRECT_FLAG, '1');
    else sessionStorage.removeItem(REDIRECT_FLAG);
  } catch {
    /* storage blocked: the redirect result is then picked up only if the panel opens */
  }
}
