/**
 * A shop's orders as the API answers them: the list's `Order` (newest first, keyset pages) and
 * the receipt's `OrderDetail` (src/api/types.ts), found by id, by id and pass, or by one-click id.
 * Who may see which is the routes' business (routes/orders.ts); this module only reads.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import type {
  FulfillmentStatus, Order, OrderDetail, OrderLineItem, OrdersResponse, ShipmentStatus,
} from '../../../src/api/types';
import { encodeCursor, type CursorKey } from './cursor';
import { canCancel, canEdit, type OrderState } from './order-rules';

/** Orders per page of `POST /orders/{shopId}/orders`. */
export const ORDERS_PAGE_SIZE = 10;

/** An `orders` row as the read queries select it. */
export interface OrderRow {
  id: string;
  name: string;
  status: string;
  fulfillment_status: string;
  shipment_status: string | null;
  estimated_delivery_at: Date | null;
  delivered_at: Date | null;
  currency_code: string;
  total_price: number;
  created_at: Date;
  customer_id: string;
  subtotal_price: number;
  shipping_price: number;
  total_tax: number;
  total_discount: number;
  shipping_address: OrderDetail['shippingAddress'];
  tracking_company: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  canceled_at: Date | null;
  pass: string;
}

interface LineRow {
  order_id: string;
  product_id: number;
  variant_id: number;
  title: string;
  variant_title: string;
  quantity: number;
  image: string;
  price: number;
}

export const ORDER_COLUMNS = `id, name, status, fulfillment_status, shipment_status, estimated_delivery_at, delivered_at,
  currency_code, total_price, created_at, customer_id, subtotal_price, shipping_price, total_tax, total_discount,
  shipping_address, tracking_company, tracking_number, tracking_url, canceled_at, pass`;

/** The rule inputs of a row (order-rules.ts). */
export const stateOf = (r: OrderRow): OrderState => ({
  fulfillmentStatus: r.fulfillment_status as FulfillmentStatus,
  shipmentStatus: r.shipment_status as ShipmentStatus | null,
  canceledAt: r.canceled_at,
});

async function linesOf(db: Queryable, orderIds: string[]): Promise<Map<string, OrderLineItem[]>> {
  const { rows } = await db.query<LineRow>(
    'SELECT * FROM order_line_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position',
    [orderIds],
  );
  const byOrder = new Map<string, OrderLineItem[]>();
  for (const l of rows) {
    const list = byOrder.get(l.order_id) ?? [];
    list.push({
      productId: l.product_id,
      variantId: Number(l.variant_id),
      title: l.title,
      variantTitle: l.variant_title,
      quantity: l.quantity,
      image: l.image,
      price: l.price,
    });
    byOrder.set(l.order_id, list);
  }
  return byOrder;
}

function toOrder(r: OrderRow, lineItems: OrderLineItem[]): Order {
  return {
    id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    fulfillmentStatus: r.fulfillment_status as FulfillmentStatus,
    latestShipment: r.shipment_status
      ? {
          displayStatus: r.shipment_status as ShipmentStatus,
          estimatedDeliveryAt: r.estimated_delivery_at?.toISOString() ?? null,
          deliveredAt: r.delivered_at?.toISOString() ?? null,
        }
      : null,
    currencyCode: r.currency_code,
    totalPrice: r.total_price,
    lineItems,
  };
}

/** The receipt of one row: the list's fields plus money, address, tracking and what the shopper may do. */
function toDetail(r: OrderRow, lineItems: OrderLineItem[]): OrderDetail {
  const state = stateOf(r);
  return {
    ...toOrder(r, lineItems),
    subtotalPrice: r.subtotal_price,
    shippingPrice: r.shipping_price,
    totalTax: r.total_tax,
    totalDiscount: r.total_discount,
    shippingAddress: r.shipping_address ?? null,
    tracking: r.tracking_company && r.tracking_number ? { company: r.tracking_company, number: r.tracking_number } : null,
    canCancel: canCancel(state),
    canEdit: canEdit(state),
    canceledAt: r.canceled_at?.toISOString() ?? null,
  };
}

/**
 * One page of a customer's orders, newest first.
 * @param after the previous page's decoded `pageCursor` (see cursor.ts `parseCursor`), or null for the first page
 * @returns up to ORDERS_PAGE_SIZE orders and the next page's cursor (null on the last page)
 */
export async function listOrders(
  db: Queryable,
  shopId: string,
  customerId: string,
  after: CursorKey | null,
): Promise<OrdersResponse> {
  const params: unknown[] = [shopId, customerId, ORDERS_PAGE_SIZE + 1];
  let where = 'shop_id = $1 AND customer_id = $2';
  if (after) {
    params.push(new Date(after.t).toISOString(), after.id);
    where += ' AND (created_at, id) < ($4::timestamptz, $5)';
  }
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3`,
    params,
  );
  const page = rows.slice(0, ORDERS_PAGE_SIZE);
  const last = page[page.length - 1];
  const lines = page.length ? await linesOf(db, page.map((r) => r.id)) : new Map<string, OrderLineItem[]>();
  return {
    items: page.map((r) => toOrder(r, lines.get(r.id) ?? [])),
    pageCursor: rows.length > ORDERS_PAGE_SIZE && last ? encodeCursor({ t: last.created_at.getTime(), id: last.id }) : null,
  };
}

/** An order's receipt with what the routes check: its owner, and the raw row (pass, tracking URL). */
export interface FoundOrder { order: OrderDetail; customerId: string; row: OrderRow }

async function found(db: Queryable, row: OrderRow | undefined): Promise<FoundOrder | null> {
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return { order: toDetail(row, lines.get(row.id) ?? []), customerId: row.customer_id, row };
}

/** One order of the shop by id, or null when there is none. */
export async function getOrder(db: Queryable, shopId: string, orderId: string): Promise<FoundOrder | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE shop_id = $1 AND id = $2`, [shopId, orderId]);
  return found(db, rows[0]);
}

/** One order of the shop by its one-click id, or null when there is none. */
export async function getOrderByOneClickId(db: Queryable, shopId: string, oneClickId: string): Promise<FoundOrder | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE shop_id = $1 AND one_click_id = $2`,
    [shopId, oneClickId],
  );
  return found(db, rows[0]);
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * True when `given` is the order's pass. Compares SHA-256 digests with `timingSafeEqual`, so the
 * time taken says nothing about how much of the pass was right (nor its length).
 */
export function passMatches(pass: string, given: string): boolean {
  return timingSafeEqual(digest(pass), digest(given));
}
