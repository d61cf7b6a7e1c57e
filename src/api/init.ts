/**
 * For you's data (SPEC.md 7 `POST /init/for-you`), read from its public twin
 * `GET /init/for-you/{shopId}` (server/api/routes/public.ts): no token, no preflight, cacheable.
 */
import { publicGet, readAnswer } from './client';
import type { ForYouResponse } from './types';
import { isId } from '../lib/is-id';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isId) : []);

let early: Promise<Response | null> | null = null;

/**
 * Takes the launcher's For you request, started on intent or open with the URL `fetchForYou`
 * would use (src/launcher.ts): the next `fetchForYou` uses its answer when it asked for the same
 * ids. `res` resolves to null when that request failed.
 */
export function adoptForYouRequest(res: Promise<Response | null> | undefined): void {
  early = res ?? null;
}

/**
 * The answer of the adopted request when it asked for `search` (same shop and API: one page
 * config) and succeeded within 15,000 ms; else null.
 */
async function earlyAnswer(search: string): Promise<Partial<ForYouResponse> | null> {
  const taken = early;
  early = null;
  // the launcher's fetch has no timeout of its own (launcher bytes): wait for it 15 s at most
  const res = taken && (await Promise.race([taken, new Promise<null>((r) => setTimeout(r, 15000))]));
  if (!res?.url.endsWith(search)) return null;
  return readAnswer<Partial<ForYouResponse>>(res, res.url).catch(() => null);
}

/**
 * Sends the shopper's recently viewed ids (newest first, at most 8) and resolves to the ids to
 * show in 'Recently viewed' and 'Popular today', with their products. Junk in the response
 * becomes empty lists.
 * @throws ApiError
 */
export async function fetchForYou(recentlyViewed: number[]): Promise<ForYouResponse> {
  const search = `?recentlyViewed=${recentlyViewed.join(',')}`;
  const res = (await earlyAnswer(search)) ?? (await publicGet<Partial<ForYouResponse>>('/init/for-you', search));
  return { recentlyViewed: ids(res?.recentlyViewed), popularToday: ids(res?.popularToday), products: Array.isArray(res?.products) ? res.products : [] };
}
