/**
 * Whether a failure came from being offline (docs/architecture.md: the API client turns a fetch
 * that never got an answer into an ApiError with code 'network'; src/api/client.ts `send`). Pure
 * and shared: stores use it to tell a shopper that an action needs the network, the last-visit
 * lists (cache/persist.ts) to say "You're offline".
 */

/** True when the browser reports no network (`navigator.onLine` false); false where it cannot tell. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * True when `error` is a failed fetch (an ApiError, or anything shaped like one, with code
 * 'network') or the browser is offline (then a token or timeout failure is the network's too).
 * Anything else, null included, is false.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (error == null) return false;
  return (error as { code?: unknown }).code === 'network' || browserOffline();
}
