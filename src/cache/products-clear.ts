/**
 * Empties the product cache (docs/product.md#sign-out): loads the cache's chunk
 * (./products.ts) and clears it. The cache is only ever imported lazily, so it stays one chunk
 * of its own that neither the panel entry nor the sign-out chunk carries
 * (docs/architecture.md#what-loads-when).
 */

/** Empties the cache. Never rejects: storage that is missing or fails has nothing we can reach. */
export async function clearProductCache(): Promise<void> {
  try {
    await (await import('./products')).clearCachedProducts();
  } catch {
    /* the chunk did not load: nothing we can reach */
  }
}
