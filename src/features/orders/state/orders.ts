/**
 * The orders store (docs/product.md#orders-screen, #request-cache): the signed-in customer's orders under
 * request-cache key 'orders', newest first, 10 per page, with page-cursor pagination.
 */
import type { ReadonlySignal } from '@preact/signals';
import type { Order } from '../../../api/types';
import { fetchOrders } from '../api/orders';
import { entry, load, type Entry, type Page } from '../../../cache/request-cache';
import { loadMore } from '../../../cache/load-more';
import { pageConfig } from '../../../settings/config';

/** Request-cache key of the order list. */
export const ORDERS_KEY = 'orders';
/** How long a loaded list is reused when the Orders screen opens again: 300,000 ms (5 minutes). */
export const ORDERS_MAX_AGE_MS = 300_000;

/** `{loading, error, data: Order[] | null, pageCursor}` of the order list. */
export const orders: ReadonlySignal<Entry<Order[]>> = entry<Order[]>(ORDERS_KEY);

async function page(pageCursor: string | null): Promise<Page<Order[]>> {
  const res = await fetchOrders(pageConfig.value?.shopId ?? '', pageCursor);
  return { data: res.items, pageCursor: res.pageCursor };
}

/**
 * Loads the first page (`POST /orders/{shopId}/orders`). Reuses a list younger than
 * ORDERS_MAX_AGE_MS unless `refresh` is true. Failures land in `orders.value.error` (ApiError).
 */
export function loadOrders(refresh = false): Promise<void> {
  return load<Order[]>(ORDERS_KEY, page, { noRefresh: !refresh, maxAgeMs: ORDERS_MAX_AGE_MS });
}

/** Fetches the page after `orders.value.pageCursor` and appends it; no-op without a cursor or while loading. */
export function loadMoreOrders(): Promise<void> {
  return loadMore<Order[]>(ORDERS_KEY, page, (previous, next) => [...previous, ...next]);
}
