/**
 * The init API group, For you part (SPEC.md 7: `POST /init/for-you`).
 */
import { apiCall } from './client';
import type { ForYouRequest, ForYouResponse } from './types';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => Number.isInteger(x) && x > 0) : []);

/**
 * Sends the shopper's recently viewed ids (newest first, at most 8) and resolves to the ids to
 * show in 'Recently viewed' and 'Popular today'. Junk in the response becomes empty lists.
 * @throws ApiError
 */
export async function fetchForYou(recentlyViewed: number[]): Promise<ForYouResponse> {
  const body: ForYouRequest = { recentlyViewed };
  const res = await apiCall<Partial<ForYouResponse>>('POST', '/init/for-you', body);
  return { recentlyViewed: ids(res?.recentlyViewed), popularToday: ids(res?.popularToday) };
}
