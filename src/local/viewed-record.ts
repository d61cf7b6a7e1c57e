/**
 * The recently viewed recorder (docs/product.md#events 'Recently viewed is kept locally', #limits: at most 16; issue
 * 13 consent), in the launcher's late half: a product page's view goes to localStorage
 * (`status:recently-viewed`, newest first) only when the store's consent allows preferences
 * (tracking/consent.ts); until then, or when storage throws, into the page's in-memory list
 * (`window.statusViewed`, which local/recently-viewed.ts reads). `keepViews()` moves that list into
 * storage once consent arrives, without a reload. Standalone on purpose: local/recently-viewed.ts
 * is in the panel's entry, which the late half must not pull (so the key and the limit are
 * repeated here; tests/local/viewed-record.test.ts reads back through local/recently-viewed.ts).
 */
import type { ViewedCard } from '../settings/types';
import type { Viewed, ViewedWindow } from './recently-viewed';
import { consentAllows } from '../tracking/consent';
import { isId } from '../lib/is-id';

const KEY = 'status:recently-viewed';
const MAX = 16;

const idOf = (v: Viewed): unknown => (v && typeof v === 'object' ? v.id : v);
const w = () => window as ViewedWindow;

function current(): Viewed[] {
  try {
    const raw = w().statusViewed || JSON.parse(localStorage.getItem(KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter((v) => isId(idOf(v)));
  } catch {
    /* unreadable: start afresh */
  }
  return [];
}

/** Stores `list` when consent allows and storage works (clearing the memory list), else keeps it in memory. */
function keep(list: Viewed[]): void {
  if (consentAllows('preferences')) {
    try {
      localStorage.setItem(KEY, JSON.stringify(list));
      w().statusViewed = undefined;
      return;
    } catch {
      /* memory only */
    }
  }
  w().statusViewed = list;
}

/**
 * Moves `productId` to the front, keeping at most 16 entries; with `card` of the same id, keeps
 * the card too. Ignores ids that are not positive integers.
 */
export function recordView(productId: number, card?: ViewedCard | null): void {
  if (!isId(productId)) return;
  const entry = card && card.id === productId ? card : productId;
  keep([entry, ...current().filter((v) => idOf(v) !== productId)].slice(0, MAX));
}

/** Consent arrived: stores the in-memory list (merged before what was stored) when preferences are now allowed. */
export function keepViews(): void {
  const memory = w().statusViewed;
  if (!memory || !consentAllows('preferences')) return;
  w().statusViewed = undefined;
  const stored = current();
  keep([...memory, ...stored.filter((v) => !memory.some((m) => idOf(m) === idOf(v)))].slice(0, MAX));
}
