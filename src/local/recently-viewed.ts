/**
 * Recently viewed products (docs/product.md#behaviour, #limits): kept in localStorage under
 * `status:recently-viewed`, newest first, at most 16. An entry is a product id, or the product
 * page's card (`ViewedCard`, from the app embed's config) so 'Recently viewed' can paint without
 * a request. The launcher's late half records them (local/viewed-record.ts). While the
 * store's consent does not allow preferences yet (tracking/consent.ts), or when storage is missing or
 * throws (private mode, blocked cookies), the list lives in memory for this page:
 * `window.statusViewed`, shared by the launcher, its late half and the panel (separate bundles).
 * Reads only: the launcher's late half records, and sign-out clears (./recently-viewed-clear.ts,
 * which the panel entry does not carry).
 */
import type { ViewedCard } from '../settings/types';
import { isId } from '../lib/is-id';

export const RECENTLY_VIEWED_KEY = 'status:recently-viewed';
export const RECENTLY_VIEWED_MAX = 16;

/** An entry: a product id or the product page's card. */
export type Viewed = number | ViewedCard;
/** The page's in-memory list (set while it must not or cannot be stored). */
export type ViewedWindow = Window & { statusViewed?: Viewed[] };

const idOf = (v: Viewed): unknown => (v && typeof v === 'object' ? v.id : v);

/** The entries, newest first: the in-memory list when there is one, else storage's; [] when empty, unreadable or junk. */
function entries(): Viewed[] {
  try {
    const raw = (window as ViewedWindow).statusViewed || JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter((v) => isId(idOf(v))).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    /* unreadable: none */
  }
  return [];
}

/** The stored ids, newest first; [] when storage is empty, unreadable or holds junk. */
export function readRecentlyViewed(): number[] {
  return entries().map(idOf) as number[];
}

/** The stored cards (entries recorded with one), newest first; their fields are unchecked page data. */
export function readViewedCards(): ViewedCard[] {
  return entries().filter((v): v is ViewedCard => typeof v === 'object');
}
