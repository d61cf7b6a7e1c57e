/**
 * The init API group (SPEC.md 7: `POST /init/for-you`, `GET /init/v2/{shopId}/user`).
 */
import { apiCall } from './client';
import type { ForYouRequest, ForYouResponse, InitUserResponse } from './types';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => Number.isInteger(x) && x > 0) : []);

/**
 * Sends the shopper's recently viewed ids (newest first, at most 8) and resolves to the ids to
 * show in 'Recently viewed' and 'Popular today'. Junk in the response becomes empty lists.
 * @throws ApiError
 */
export async function fetchForYou(recentlyViewed: number[]): Promise<ForYouResponse> {
  const body: ForYouRequest = { recentlyViewed };
  const res = await apiCall<Partial<ForYouResponse>>('POST', '/init/for-you', body);
  return { recentlyViewed: ids(res?.recentlyViewed), popularToday: ids(res?.popularToday), products: Array.isArray(res?.products) ? res.products : [] };
}

/**
 * The user init (SPEC.md 7: `GET /init/v2/{shopId}/user`): merchant settings, customizations,
 * content, feature flags and, for signed-in shoppers, the customer.
 * @throws ApiError
 */
export function fetchInitUser(shopId: string): Promise<InitUserResponse> {
  return apiCall<InitUserResponse>('GET', `/init/v2/${encodeURIComponent(shopId)}/user`);
}
