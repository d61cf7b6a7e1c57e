/**
 * Load once (docs/architecture.md#what-loads-when): the first call runs `load`, later calls share
 * its promise; a rejection is forgotten so the next call tries again (a chunk that failed on a
 * flaky network loads on the next intent). The building block of the lazy-component helper
 * (ui/lazy.tsx), and on its own for one-time async starts that are not components: identity, the
 * sign-in flows, the panel and the launcher's standalone chunks, the product cache.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
