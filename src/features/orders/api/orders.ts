/**
 * Order calls of the product API (docs/product.md#product-api 'orders', 'order-tracking'). Reject with `ApiError` only.
 */
import { apiCall, shaped } from '../../../api/call';
import type { LinkResponse, OrderDetail, OrdersResponse } from '../../../api/types';

const enc = encodeURIComponent;
/** A receipt's answer: an order with a name and a list of line items, else the generic error. */
const receipt = (d: OrderDetail): OrderDetail => shaped(d, (d) => typeof d.name === 'string' && Array.isArray(d.lineItems), 'order');
const order = (shopId: string, id: string) => `/orders/${enc(shopId)}/order/${enc(id)}`;

/**
 * `POST /orders/{shopId}/orders`: one page of the signed-in customer's orders, 10 per page,
 * newest first. Pass the previous response's `pageCursor` for the next page (null for the first);
 * the response's `pageCursor` is null on the last page.
 * @throws ApiError
 */
export function fetchOrders(shopId: string, pageCursor: string | null): Promise<OrdersResponse> {
  return apiCall<OrdersResponse>('POST', `/orders/${enc(shopId)}/orders`, {}, { pageCursor }).then((d) => shaped(d, (d) => Array.isArray(d.items), 'orders'));
}

/**
 * `GET /orders/{shopId}/order/{id}`: one order of the signed-in customer, as the receipt shows it.
 * @throws ApiError; 401/403/404 when the order is not the signed-in customer's (docs/product.md#roles)
 */
export function fetchOrder(shopId: string, id: string): Promise<OrderDetail> {
  return apiCall<OrderDetail>('GET', order(shopId, id)).then(receipt);
}

/**
 * `GET /orders/{shopId}/order-with-pass/{id}/{pass}`: an order by id and its pass, for the
 * confirmation page (no login, docs/product.md#roles).
 * @throws ApiError; 403/404 for a wrong pass or id
 */
export function fetchOrderWithPass(shopId: string, id: string, pass: string): Promise<OrderDetail> {
  return apiCall<OrderDetail>('GET', `/orders/${enc(shopId)}/order-with-pass/${enc(id)}/${enc(pass)}`).then(receipt);
}

/**
 * `GET /orders/{shopId}/order-one-click/{id}`: an order by its one-click id, for the
 * confirmation page (no login, docs/product.md#roles).
 * @throws ApiError; 404 for an unknown id
 */
export function fetchOrderOneClick(shopId: string, id: string): Promise<OrderDetail> {
  return apiCall<OrderDetail>('GET', `/orders/${enc(shopId)}/order-one-click/${enc(id)}`).then(receipt);
}

/**
 * `POST /orders/{shopId}/order/{id}/cancel`: cancels the order; resolves to it as it is now.
 * @throws ApiError ('Unable to cancel order' for the shopper, docs/product.md#error-messages)
 */
export function cancelOrder(shopId: string, id: string): Promise<OrderDetail> {
  return apiCall<OrderDetail>('POST', `${order(shopId, id)}/cancel`, {});
}

/**
 * `GET /orders/{shopId}/order/{id}/order-editing-session-link`: the URL of an order-editing
 * session on the store.
 * @throws ApiError
 */
export function orderEditLink(shopId: string, id: string): Promise<LinkResponse> {
  return apiCall<LinkResponse>('GET', `${order(shopId, id)}/order-editing-session-link`);
}

/**
 * `GET /order-tracking/{shopId}/link/{id}`: the carrier's tracking page for the order's latest
 * shipment.
 * @throws ApiError
 */
export function trackingLink(shopId: string, id: string): Promise<LinkResponse> {
  return apiCall<LinkResponse>('GET', `/order-tracking/${enc(shopId)}/link/${enc(id)}`);
}
