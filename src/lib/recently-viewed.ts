/**
 * Recently viewed product ids (SPEC.md 4 and 9): kept in localStorage under
 * `status:recently-viewed`, newest first, at most 16. Storage can be missing or throw (private
 * mode, blocked cookies): then the list lives in memory for this page.
 */
export const RECENTLY_VIEWED_KEY = 'status:recently-viewed';
export const RECENTLY_VIEWED_MAX = 16;

let memory: number[] = [];

/** The stored ids, newest first; [] when storage is empty, unreadable or holds junk. */
export function readRecentlyViewed(): number[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter((id) => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    /* fall through to memory */
  }
  return memory;
}

/** Moves `productId` to the front, keeping at most 16 ids. Ignores ids that are not positive integers. */
export function recordRecentlyViewed(productId: number): void {
  if (!Number.isInteger(productId) || productId <= 0) return;
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  memory = ids;
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    /* memory only */
  }
}

/** Empties the list (sign-out). */
export function clearRecentlyViewed(): void {
  memory = [];
  try {
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    /* memory only */
  }
}
