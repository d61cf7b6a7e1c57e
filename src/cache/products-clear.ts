/**
 * Empties the product cache (SPEC.md 4 'Sign-out clears the cache'): loads the cache's chunk
 * (./products.ts) and clears it. The cache is only ever imported lazily, so it stays one chunk
 * of its own that neither the panel entry nor the sign-out chunk carries (DESIGN.md 1).
 */

/** Empties the cache. Never rejects: storage that is missing or fails has nothing we can reach. */
export async function clearProductCache(): Promise<void> {
  try {
    await (await import('./products')).clearCachedProducts();
  } catch {
    /* the chunk did not load: nothing we can reach */
  }
}
