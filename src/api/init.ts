/**
 * For you's data (docs/product.md#api-calls `POST /init/for-you`), read from its public twin
 * `GET /init/for-you/{shopId}` (server/api/routes/public.ts): no token, no preflight, cacheable.
 */
import { publicGet } from './client';
import type { ForYouResponse } from './types';
import { isId } from '../lib/is-id';
import { ownValue } from '../lib/own';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter(isId) : []);

/**
 * The launcher's early For you answer, read in full by the launcher as soon as it arrives: the
 * URL it was answered for and its parsed JSON body, or false for a status above 299.
 */
export type EarlyForYou = [url: string, body: unknown];

let early: Promise<EarlyForYou | null> | null = null;

/**
 * Takes the launcher's For you request, started on intent or open with the URL `fetchForYou`
 * would use (src/launcher.ts): the next `fetchForYou` uses its answer when it asked for the same
 * ids. `res` resolves to null when that request failed or its body was not JSON.
 */
export function adoptForYouRequest(res: Promise<EarlyForYou | null> | undefined): void {
  early = res ?? null;
}

/**
 * The `data` of the adopted answer when it asked for `search` (same shop and API: one page
 * config) and succeeded within 15,000 ms; else null. Already parsed, it resolves in microtasks:
 * For you's cards land in the same task as the panel's first render.
 */
async function earlyAnswer(search: string): Promise<Partial<ForYouResponse> | null> {
  const taken = early;
  early = null;
  // the launcher's fetch has no timeout of its own (launcher bytes): wait for it 15 s at most
  const got = taken && (await Promise.race([taken, new Promise<null>((r) => setTimeout(r, 15000))]));
  const body = got && got[0].endsWith(search) && got[1];
  // any JSON value: an own `data` only (own() reads a string or number as its wrapper object)
  return (body && ownValue(body as Record<string, Partial<ForYouResponse> | null>, 'data')) || null;
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
