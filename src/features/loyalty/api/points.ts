/** Loyalty points (docs/product.md#api-calls `GET /points/{shopId}`). Rejects with `ApiError` only. */
import { apiCall, shaped } from '../../../api/call';
import type { PointsResponse } from '../../../api/types';

/**
 * The signed-in customer's points.
 * @returns a whole number >= 0 (an answer whose `points` is no number reads 0)
 * @throws ApiError (403 for a guest; 'bad-response' for an answer that is no object)
 */
export async function fetchPoints(shopId: string): Promise<number> {
  // an answer that is no object (`{data: 42}`) is a failed load, not 0 points: the shopper never sees a balance the API did not give
  const data = await apiCall<PointsResponse>('GET', `/points/${encodeURIComponent(shopId)}`).then((d) => shaped(d, () => true, 'points'));
  const n = Number(data.points);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
