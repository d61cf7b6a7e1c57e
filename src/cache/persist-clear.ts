/**
 * Empties the last visit's lists (./persist.ts) on sign-out (docs/product.md#sign-out). The lists' module is only ever
 * imported lazily, so it stays a chunk of its own that neither the panel entry nor the sign-out chunk carries
 * (docs/architecture.md#what-loads-when).
 */

/** Deletes every stored record and drops writes under way. Never rejects: storage that fails has nothing we can reach. */
export async function clearLastVisits(): Promise<void> {
  try {
    await (await import('./persist')).forgetAllLastVisits();
  } catch {
    /* the chunk did not load: nothing we can reach */
  }
}
