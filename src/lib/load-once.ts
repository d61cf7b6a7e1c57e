/**
 * The one load-once helper for lazy chunks and other one-time async starts (DESIGN.md 1): the
 * first call runs `load`, later calls share its promise; a rejection is forgotten so the next
 * call tries again (a chunk that failed on a flaky network loads on the next intent).
 * Screens use preact-iso's `lazy`, which does the same for components.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
