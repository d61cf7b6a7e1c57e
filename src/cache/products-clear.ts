/**
 * Empties the product cache (SPEC.md 4 'Sign-out clears the cache'). Its own module: only
 * sign-out needs it, so the panel's first chunk (which reads and writes the cache,
 * ./products.ts) does not carry it (DESIGN.md 1).
 */
import { clear } from 'idb-keyval';
import { productStore } from './products';

/** Empties the cache. Never rejects: storage that is missing or fails has nothing we can reach. */
export async function clearProductCache(): Promise<void> {
  const s = productStore();
  if (!s) return;
  try {
    await clear(s);
  } catch {
    /* nothing cached that we can reach */
  }
}
