/**
 * Empties recently viewed (docs/product.md#sign-out): the one write besides the launcher's recorder.
 * Apart from the reads (./recently-viewed.ts), which For you needs in the panel entry, so only the
 * sign-out chunk carries it (the panel's budget, docs/architecture.md#what-loads-when).
 */
import { RECENTLY_VIEWED_KEY, type ViewedWindow } from './recently-viewed';

/** Empties the list, in memory and in storage (sign-out). Never throws: storage that is missing or throws leaves the memory cleared. */
export function clearRecentlyViewed(): void {
  (window as ViewedWindow).statusViewed = undefined;
  try {
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    /* memory only */
  }
}
