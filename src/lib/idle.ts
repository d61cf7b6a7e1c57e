/**
 * Runs work when the main thread is idle (DESIGN.md 1: idle work uses requestIdleCallback with a
 * timeout). Safari has no requestIdleCallback: there a setTimeout of 1 ms stands in, so the work
 * still runs after the current task.
 */

/**
 * Calls `fn` once when the browser is idle, or after `timeoutMs` at the latest.
 * Errors thrown by `fn` are reported with console.error, never rethrown into the page.
 * @returns a function that cancels the call if it has not run yet
 */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  const run = () => {
    try {
      fn();
    } catch (e) {
      console.error('[status]', e);
    }
  };
  const w = globalThis as typeof globalThis & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}
