/**
 * Recently viewed products (SPEC.md 4 and 9): kept in localStorage under
 * `status:recently-viewed`, newest first, at most 16. An entry is a product id, or the product
 * page's card (`ViewedCard`, from the app embed's config) so 'Recently viewed' can paint without
 * a request (issue 10). Storage can be missing or throw (private mode, blocked cookies): then the
 * list lives in memory for this page.
 */
import type { ViewedCard } from '../config/types';

export const RECENTLY_VIEWED_KEY = 'status:recently-viewed';
export const RECENTLY_VIEWED_MAX = 16;

type Viewed = number | ViewedCard;

let memory: Viewed[] = [];

const idOf = (v: Viewed): unknown => (v && typeof v === 'object' ? v.id : v);
const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0;

/** The stored entries, newest first; [] when storage is empty, unreadable or holds junk. */
function entries(): Viewed[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter((v) => isId(idOf(v))).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    /* fall through to memory */
  }
  return memory;
}

/** The stored ids, newest first; [] when storage is empty, unreadable or holds junk. */
export function readRecentlyViewed(): number[] {
  return entries().map(idOf) as number[];
}

/** The stored cards (entries recorded with one), newest first; their fields are unchecked page data. */
export function readViewedCards(): ViewedCard[] {
  return entries().filter((v): v is ViewedCard => typeof v === 'object');
}

/**
 * Moves `productId` to the front, keeping at most 16 entries; with `card` of the same id, keeps
 * the card too. Ignores ids that are not positive integers.
 */
export function recordRecentlyViewed(productId: number, card?: ViewedCard | null): void {
  if (!isId(productId)) return;
  const entry = card && card.id === productId ? card : productId;
  memory = [entry, ...entries().filter((v) => idOf(v) !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(memory));
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
