/**
 * A customer's orders in the wire shape of src/api/types.ts `Order`, newest first.
 */
import type { Queryable } from '../db/db';
import type { FulfillmentStatus, Order, OrderLineItem, OrdersResponse, ShipmentStatus } from '../../../src/api/types';
import { encodeCursor, type CursorKey } from './cursor';

/** Orders per page of `POST /orders/{shopId}/orders`. */
export const ORDERS_PAGE_SIZE = 10;

interface OrderRow {
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

const ORDER_COLUMNS = `id, name, status, fulfillment_status, shipment_status, estimated_delivery_at, delivered_at,
  currency_code, total_price, created_at, customer_id`;

async function withLineItems(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const { rows: lines } = await db.query<LineRow>(
    'SELECT * FROM order_line_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
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
    lineItems: lines
      .filter((l) => l.order_id === r.id)
      .map((l): OrderLineItem => ({
        productId: l.product_id,
        variantId: Number(l.variant_id),
        title: l.title,
        variantTitle: l.variant_title,
        quantity: l.quantity,
        image: l.image,
        price: l.price,
      })),
  }));
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
  return {
    items: await withLineItems(db, page),
    pageCursor: rows.length > ORDERS_PAGE_SIZE && last ? encodeCursor({ t: last.created_at.getTime(), id: last.id }) : null,
  };
}

/** One order of the shop with its owner's customer id, or null when there is none. */
export async function getOrder(
  db: Queryable,
  shopId: string,
  orderId: string,
): Promise<{ order: Order; customerId: string } | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE shop_id = $1 AND id = $2`, [shopId, orderId]);
  if (!rows[0]) return null;
  const [order] = await withLineItems(db, rows);
  return { order, customerId: rows[0].customer_id };
}
