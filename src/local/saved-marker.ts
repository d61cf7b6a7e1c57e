/**
 * Whether this browser has ever saved something with us (a favorite or an item saved from the
 * cart): localStorage `status:saved`. Page elements ask for saved lists only when it is set or a
 * customer is signed in, so a new visitor's page makes no identity or API request before they act
 * (docs/architecture.md#what-loads-when: nothing before interaction). Storage may be blocked: then
 * it reads false and writes nothing, and the lists load when the shopper acts (toggling reads the
 * list first).
 */
export const SAVED_MARKER_KEY = 'status:saved';

/** True when this browser saved something before. */
export function savedBefore(): boolean {
  try {
    return localStorage.getItem(SAVED_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers that this browser saved something. */
export function markSaved(): void {
  try {
    localStorage.setItem(SAVED_MARKER_KEY, '1');
  } catch {
    /* storage blocked */
  }
}
