/**
 * Resets of the request cache (docs/product.md#request-cache, 'Sign-out clears the cache'): on
 * sign-in every entry turns stale, on sign-out every entry is forgotten. Its own module: only the
 * sign-in and sign-out chunks run these, so the panel entry does not carry them
 * (docs/architecture.md#what-loads-when).
 */
import { empty, entries, update } from './request-cache';

/** Marks every entry stale (sign-in): data stays on screen, the next `load` fetches it again. */
export function invalidateRequestCache(): void {
  for (const key of entries.keys()) update(key, (e) => ({ ...e, fetchedAt: 0 }));
}

/** Forgets every entry (sign-out). */
export function clearRequestCache(): void {
  for (const key of entries.keys()) update(key, empty);
}
