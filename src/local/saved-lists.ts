/**
 * The shopper's saved lists as this browser last saw them, for the page elements to draw from
 * before the panel's runtime loads (favorite hearts pressed or not, save buttons, the saved link's
 * count): localStorage `status:favorites` and `status:saved-cart`, each a JSON array of
 * `[productId, variantId | null]`, newest first. The favorites store writes the first and the
 * saved-from-cart store the second whenever their list changes; sign-out forgets both. A copy for
 * drawing only: the stores' own requests stay the truth, and an element that is touched loads them.
 * Storage may be blocked or hold junk: then lists read empty and writes do nothing.
 */

/** localStorage key of the favorites as last shown. */
export const FAVORITES_LIST_KEY = 'status:favorites';
/** localStorage key of saved from cart as last shown. */
export const SAVED_CART_LIST_KEY = 'status:saved-cart';

/** A saved product: `[productId, variantId | null]`. */
export type SavedPair = [number, number | null];

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The pairs kept under `key`, newest first; [] when none, unreadable or not pairs of ids. */
export function readList(key: string): SavedPair[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) || '[]');
    return Array.isArray(v) ? v.filter((p): p is SavedPair => Array.isArray(p) && isId(p[0]) && (p[1] === null || isId(p[1]))) : [];
  } catch {
    return [];
  }
}

/** Keeps `items` (as the store shows them) under `key`; null keeps nothing (a list not loaded yet). */
export function keepList(key: string, items: ReadonlyArray<{ productId: number; variantId: number | null }> | null): void {
  if (!items) return;
  try {
    localStorage.setItem(key, JSON.stringify(items.map((i) => [i.productId, i.variantId ?? null])));
  } catch {
    /* storage blocked or full: the elements draw from the stores once touched */
  }
}

/** Forgets both lists (sign-out: docs/product.md#sign-out). */
export function forgetLists(): void {
  try {
    localStorage.removeItem(FAVORITES_LIST_KEY);
    localStorage.removeItem(SAVED_CART_LIST_KEY);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
