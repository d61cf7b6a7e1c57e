/**
 * Writes an order that changed (a cancel) into the request cache (docs/product.md#request-cache): its
 * receipt entry and its row in the order list, so both show the change without a new request.
 * Part of the orders store (it owns both keys), in its own module like load-more.ts: only the
 * receipt chunk needs it.
 */
import type { Order, OrderDetail } from '../../../api/types';
import { entry, update } from '../../../cache/request-cache';
import { ORDERS_KEY } from './orders';
import { receiptKey } from './order';

/** Puts `order` in its receipt entry and replaces its status fields in the order list (if loaded). */
export function storeOrder(order: OrderDetail): void {
  update<OrderDetail>(receiptKey(order.id), (e) => ({ ...e, data: order, error: null }));
  const rows = entry<Order[]>(ORDERS_KEY).value.data;
  if (!rows) return;
  const { status, fulfillmentStatus, latestShipment } = order;
  update<Order[]>(ORDERS_KEY, (e) => ({ ...e, data: rows.map((o) => (o && o.id === order.id ? { ...o, status, fulfillmentStatus, latestShipment } : o)) }));
}
