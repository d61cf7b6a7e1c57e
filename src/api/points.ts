/** Loyalty points (SPEC.md 7 `GET /points/{shopId}`). Rejects with `ApiError` only. */
import { apiCall } from './call';
import type { PointsResponse } from './types';

/**
 * The signed-in customer's points.
 * @returns a whole number >= 0 (anything else in the answer reads 0)
 * @throws ApiError (403 for a guest)
 */
export async function fetchPoints(shopId: string): Promise<number> {
  const data = await apiCall<PointsResponse>('GET', `/points/${encodeURIComponent(shopId)}`);
  const n = Number(data?.points);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
