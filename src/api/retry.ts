/**
 * When a failed GET is tried again (docs/security.md 'Faults: the API'): GETs only, never a POST,
 * PUT or DELETE (they may have acted). A network failure (not a timeout: the shopper has already
 * waited 15 s), 429, 502, 503 and 504 are tried again at most twice, 300 ms and then 900 ms
 * later, or after the answer's `Retry-After` seconds when it gives them, at most 5,000 ms.
 * Loaded only after a GET's first try failed (`getWithRetry` in client.ts), so its bytes cost
 * nothing until then.
 */
import type { ApiError } from './api-error';

/** Waits before the 2nd and 3rd tries, ms. */
export const RETRY_DELAYS_MS = [300, 900];
/** The longest `Retry-After` honoured, ms. */
export const RETRY_AFTER_CAP_MS = 5000;

/** True for failures worth a second try of a GET. */
export const retryable = (e: unknown): e is ApiError =>
  (e as ApiError | null)?.name === 'ApiError' && ((e as ApiError).code === 'network' || [429, 502, 503, 504].includes((e as ApiError).status));

/**
 * How long to wait before trying again after failure `e` of try number `tries` + 1 (0-based),
 * in ms, or null when not to try again.
 */
export function retryDelay(e: unknown, tries: number): number | null {
  if (!retryable(e) || tries >= RETRY_DELAYS_MS.length) return null;
  // Retry-After in seconds; an HTTP date or junk reads NaN and the default wait applies
  const after = e.retryAfter ? Number(e.retryAfter) * 1000 : NaN;
  return after >= 0 ? Math.min(after, RETRY_AFTER_CAP_MS) : RETRY_DELAYS_MS[tries];
}

/**
 * Tries `get` again after its first try failed with `first`, as `retryDelay` says.
 * @throws the last failure (an ApiError: `get` is a `send`, client.ts) when no try is left or it is not retryable
 */
export async function retryGet<T>(first: unknown, get: () => Promise<T>): Promise<T> {
  for (let tries = 0, e = first; ; tries++) {
    const wait = retryDelay(e, tries);
    if (wait === null) throw e;
    await new Promise((r) => setTimeout(r, wait));
    try {
      return await get();
    } catch (next) {
      e = next;
    }
  }
}
