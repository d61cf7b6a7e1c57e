/**
 * A shop's orders, read from Shopify's Admin GraphQL in one round trip each: the list's `Order`
 * (newest first, ORDERS_PAGE_SIZE a page) and the receipt's `OrderDetail` (src/api/types.ts).
 * Who may see which is the routes' business (routes/orders.ts); this module only reads, and keeps
 * nothing beyond the call (orders are personal data).
 */
import { z } from 'zod';
import type { OrderDetail, OrdersResponse } from '../../../src/api/types';
import { fromGid, toGid, type ShopifyAdmin } from '../shopify/types';
import { MAX_CURSOR_LENGTH } from './cursor';
import { CUSTOMER_ORDERS_QUERY, ORDER_QUERY, type CustomerOrdersAnswer, type GqlOrder, type OrderAnswer } from './order-graphql';
import { toDetail, toOrder, trackingOf } from './order-mapping';
import { askShopify } from './shopify-failure';

/** Orders per page of `POST /orders/{shopId}/orders`. */
export const ORDERS_PAGE_SIZE = 10;

/** The message of every refusal to show an order (docs/product.md#error-messages 'Unable to get order.'). */
export const UNABLE_TO_GET_ORDER = 'Unable to get order.';

/** A Shopify order id as the routes take it: digits only (anything else is no order of Shopify). */
export const isOrderId = (id: string): boolean => /^\d{1,20}$/.test(id);

/** Our page cursor: base64url of `{c: Shopify's endCursor}`, so the widget never sees Shopify's own. */
export const encodeOrdersCursor = (endCursor: string): string => Buffer.from(JSON.stringify({ c: endCursor })).toString('base64url');

/** Shopify's endCursor inside our page cursor, or null for anything this module did not make. Never throws. */
export function parseOrdersCursor(cursor: string): string | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const c = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { c?: unknown } | null)?.c;
    return typeof c === 'string' && c.length > 0 && c.length <= 384 && /^[\x21-\x7e]+$/.test(c) ? c : null;
  } catch {
    return null;
  }
}

/** The envelope's `pageCursor` of the Orders list: missing, null or '' for the first page, else Shopify's endCursor. */
export const ordersPageCursor = z.string().max(MAX_CURSOR_LENGTH, { error: 'not a page cursor of this API' }).nullish().transform((s, ctx) => {
  if (!s) return null;
  const c = parseOrdersCursor(s);
  if (!c) ctx.addIssue({ code: 'custom', message: 'not a page cursor of this API' });
  return c;
});

/**
 * One page of a customer's orders, newest first: `customer(id) { orders(...) }`.
 * @param customerId the Shopify customer's numeric id
 * @param after Shopify's endCursor of the previous page (`ordersPageCursor`), or null for the first page
 * @returns up to ORDERS_PAGE_SIZE orders and the next page's cursor (null on the last page);
 *   no orders for a customer Shopify does not know (deleted)
 * @throws ApiError 503/502 'Unable to get order.' when Shopify fails (shopify-failure.ts)
 */
export async function listOrders(shopify: ShopifyAdmin, shopId: string, customerId: string, after: string | null): Promise<OrdersResponse> {
  const answer = await askShopify<CustomerOrdersAnswer>(shopify, shopId, UNABLE_TO_GET_ORDER, CUSTOMER_ORDERS_QUERY, {
    customerId: toGid('Customer', customerId), first: ORDERS_PAGE_SIZE, after,
  });
  const orders = answer?.customer?.orders;
  const nodes = Array.isArray(orders?.nodes) ? orders!.nodes!.filter((o): o is GqlOrder => !!o && typeof o.id === 'string') : [];
  const end = orders?.pageInfo?.hasNextPage ? orders.pageInfo.endCursor : null;
  return { items: nodes.map(toOrder), pageCursor: end ? encodeOrdersCursor(end) : null };
}

/** An order's receipt with what the routes check: its owner and the shipment's tracking. */
export interface FoundOrder {
  order: OrderDetail;
  /** the Shopify customer's numeric id; null for an order without a customer */
  customerId: string | null;
  /** the latest shipment's carrier, number and the carrier's own URL */
  tracking: { company: string; number: string; url: string | null } | null;
}

/**
 * One order of the shop by its numeric id: `order(id)`.
 * @returns null for an id that is not numeric or that Shopify does not know
 * @throws ApiError 503/502 'Unable to get order.' when Shopify fails
 */
export async function getOrder(shopify: ShopifyAdmin, shopId: string, orderId: string): Promise<FoundOrder | null> {
  if (!isOrderId(orderId)) return null;
  const answer = await askShopify<OrderAnswer>(shopify, shopId, UNABLE_TO_GET_ORDER, ORDER_QUERY, { id: toGid('Order', orderId) });
  const o = answer?.order;
  if (!o || typeof o.id !== 'string') return null;
  return { order: toDetail(o), customerId: fromGid(o.customer?.id) || null, tracking: trackingOf(o) };
}
