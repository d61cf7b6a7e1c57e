/** Order calls of the product API (SPEC.md 7 'orders'). Rejects with `ApiError` only. */
import { apiCall } from './call';
import type { OrdersResponse } from './types';

/**
 * `POST /orders/{shopId}/orders`: one page of the signed-in customer's orders, 10 per page,
 * newest first. Pass the previous response's `pageCursor` for the next page (null for the first);
 * the response's `pageCursor` is null on the last page.
 * @throws ApiError
 */
export function fetchOrders(shopId: string, pageCursor: string | null): Promise<OrdersResponse> {
  return apiCall<OrdersResponse>('POST', `/orders/${encodeURIComponent(shopId)}/orders`, {}, { pageCursor });
}
