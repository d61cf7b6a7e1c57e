/**
 * The receipt store (docs/product.md#route-table 'order:{id}', 'confirmation:{id}'; 4 'Request cache'): one order's
 * details under request-cache key `order:{id}` (the signed-in customer's) or
 * `confirmation:{id}+{pass}` / `confirmation:{oneClickId}` (no login). While the details load,
 * the screen shows what the order list already has (`listedOrder`), so a click on a row paints
 * at once and costs one request.
 */
import type { ReadonlySignal } from '@preact/signals';
import type { Order, OrderDetail } from '../../../api/types';
import { ApiError } from '../../../api/client';
import { fetchOrder, fetchOrderOneClick, fetchOrderWithPass } from '../api/orders';
import { readOrderDetail } from '../lib/order-detail';
import { entry, load, type Entry, type Page } from '../../../cache/request-cache';
import { orders, ORDERS_MAX_AGE_MS } from './orders';
import { pageConfig } from '../../../settings/config';

/** Request-cache key of order `id`'s receipt. */
export const receiptKey = (id: string) => `order:${id}`;
/** Request-cache key of a confirmation page's order: its route params joined by '+'. */
export const confirmationKey = (params: readonly string[]) => `confirmation:${params.join('+')}`;

/** `{loading, error, data: OrderDetail | null}` of order `id`'s receipt. */
export const receipt = (id: string): ReadonlySignal<Entry<OrderDetail>> => entry<OrderDetail>(receiptKey(id));
/** `{loading, error, data}` of the confirmation page for route `params`. */
export const confirmation = (params: readonly string[]): ReadonlySignal<Entry<OrderDetail>> => entry<OrderDetail>(confirmationKey(params));

/** Order `id` as the loaded order list has it (name, label, date, items, total), or null. */
export function listedOrder(id: string): Order | null {
  return orders.value.data?.find((o) => o && o.id === id) ?? null;
}

/** The page's shop id ('' before the panel starts: the API then answers 404). */
export const shopId = () => pageConfig.value?.shopId ?? '';

/** The answer read into an OrderDetail; an answer without an order is a bad response. */
async function detail(call: Promise<unknown>): Promise<Page<OrderDetail>> {
  const data = readOrderDetail(await call);
  if (!data) throw new ApiError(200, 'bad-response', 'error.generic', 'order answer without an order');
  return { data };
}

/**
 * Loads order `id`'s receipt (`GET /orders/{shopId}/order/{id}`): once while it loads, and not
 * again within ORDERS_MAX_AGE_MS unless `refresh`. Failures land in the entry's `error`.
 */
export function loadReceipt(id: string, refresh = false): Promise<void> {
  return load<OrderDetail>(receiptKey(id), () => detail(fetchOrder(shopId(), id)), { noRefresh: !refresh, maxAgeMs: ORDERS_MAX_AGE_MS });
}

/**
 * Loads the confirmation page's order (docs/product.md#routes, #roles): params `[id, pass]` through
 * `order-with-pass`, a single `[oneClickId]` through `order-one-click`. No login needed.
 */
export function loadConfirmation(params: readonly string[], refresh = false): Promise<void> {
  const [id = '', pass] = params;
  const call = () => detail(pass ? fetchOrderWithPass(shopId(), id, pass) : fetchOrderOneClick(shopId(), id));
  return load<OrderDetail>(confirmationKey(params), call, { noRefresh: !refresh, maxAgeMs: ORDERS_MAX_AGE_MS });
}

/**
 * True when `error` says the order is not the viewer's to see (401, 403, 404; docs/product.md#roles, #error-messages).
 */
export const isUnauthorized = (error: ApiError | null): boolean => !!error && [401, 403, 404].includes(error.status);
