/**
 * Sets or clears the Google redirect sign-in flag (features/sign-in/state/redirect-flag.ts). Its own module: only
 * the sign-in chunks write the flag, so the panel entry, which only reads it, does not carry this.
 */
import { REDIRECT_FLAG } from './redirect-flag';

/** Sets (`on`) or clears the flag; does nothing when storage is blocked. */
export function setRedirectPending(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(REDIRECT_FLAG, '1');
    else sessionStorage.removeItem(REDIRECT_FLAG);
  } catch {
    /* storage blocked: the redirect result is then picked up only if the panel opens */
  }
}
