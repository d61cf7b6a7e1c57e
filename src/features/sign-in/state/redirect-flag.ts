/**
 * The sessionStorage flag of a Google redirect sign-in (SPEC.md 4 'Auth'): set before the page
 * leaves for Google, read when it comes back (the launcher then opens the panel, which finishes
 * the sign-in). Storage may be blocked: reads then say 'not pending', writes do nothing.
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
