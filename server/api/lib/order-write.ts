/**
 * Writing an order with its line items, for the demo seed (server/seed/) and `POST /dev/orders`.
 * The reference API never takes orders from shoppers: in a real shop they come from Shopify.
 */
import { randomBytes } from 'node:crypto';
import type { FulfillmentStatus, OrderDetail, ShipmentStatus } from '../../../src/api/types';
import type { Queryable } from '../db/db';

/** One line item; money in cents of the order's currency. */
export interface NewLineItem {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  image: string;
  price: number;
}

/** An order to insert. Times are epoch ms; money cents, `totalPrice` = subtotal + shipping + tax - discount. */
export interface NewOrder {
  id: string;
  shopId: string;
  customerId: string;
  /** unique in the shop, e.g. '#1031' */
  name: string;
  status: string;
  fulfillmentStatus: FulfillmentStatus;
  shipmentStatus: ShipmentStatus | null;
  estimatedDeliveryAt: number | null;
  deliveredAt: number | null;
  canceledAt: number | null;
  createdAt: number;
  currencyCode: string;
  lineItems: NewLineItem[];
  subtotalPrice: number;
  shippingPrice: number;
  totalTax: number;
  totalDiscount: number;
  shippingAddress: OrderDetail['shippingAddress'];
  tracking: { company: string; number: string; url?: string } | null;
  /** the order status page's pass (order-with-pass) */
  pass: string;
  /** the one-click id (order-one-click) */
  oneClickId: string;
}

/** A new random pass: 144 bits, 24 base64url characters. */
export const newPass = (): string => randomBytes(18).toString('base64url');
/** A new random one-click id: 192 bits, 32 base64url characters. */
export const newOneClickId = (): string => randomBytes(24).toString('base64url');

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The customer's default address in the receipt's shape (no id, no default flag), or null when they have none. */
export async function defaultShippingAddress(db: Queryable, customerId: string): Promise<OrderDetail['shippingAddress']> {
  const { rows } = await db.query<{ a: OrderDetail['shippingAddress'] }>(
    `SELECT jsonb_build_object('firstName', first_name, 'lastName', last_name, 'company', company, 'address1', address1,
       'address2', address2, 'city', city, 'province', province, 'zip', zip, 'country', country, 'phone', phone) AS a
     FROM addresses WHERE customer_id = $1 AND is_default`,
    [customerId],
  );
  return rows[0]?.a ?? null;
}

/**
 * Inserts the order and its line items (run it in a transaction).
 * @throws the database's error for a duplicate id, name (per shop) or one-click id
 */
export async function insertOrder(tx: Queryable, o: NewOrder): Promise<void> {
  const total = o.subtotalPrice + o.shippingPrice + o.totalTax - o.totalDiscount;
  await tx.query(
    `INSERT INTO orders (id, shop_id, customer_id, name, status, fulfillment_status, shipment_status,
       estimated_delivery_at, delivered_at, currency_code, total_price, created_at, subtotal_price, shipping_price,
       total_tax, total_discount, shipping_address, tracking_company, tracking_number, tracking_url, canceled_at, pass, one_click_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
    [o.id, o.shopId, o.customerId, o.name, o.status, o.fulfillmentStatus, o.shipmentStatus, iso(o.estimatedDeliveryAt),
      iso(o.deliveredAt), o.currencyCode, total, iso(o.createdAt), o.subtotalPrice, o.shippingPrice, o.totalTax, o.totalDiscount,
      o.shippingAddress ? JSON.stringify(o.shippingAddress) : null, o.tracking?.company ?? null, o.tracking?.number ?? null,
      o.tracking?.url ?? null, iso(o.canceledAt), o.pass, o.oneClickId],
  );
  for (const [position, l] of o.lineItems.entries()) {
    await tx.query(
      `INSERT INTO order_line_items (order_id, position, product_id, variant_id, title, variant_title, quantity, image, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [o.id, position, l.productId, l.variantId, l.title, l.variantTitle, l.quantity, l.image, l.price],
    );
  }
}
