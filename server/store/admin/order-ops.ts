/**
 * Orders made and changed by hand in the local Shopify (its `/dev/*` routes): a new order of a
 * customer priced at the shop's current prices, shipped to their default address and tracked
 * as the seed does (seed/orders.ts); fulfilling an order with a shipment status.
 */
import { randomBytes } from 'node:crypto';
import { FREE_SHIPPING_FROM, SHIPPING_CENTS, TAX_RATE, demoOrder, demoTracking, DONE, MOVING, type FulfillmentStatus, type ShipmentStatus } from '../seed/orders';
import type { ShopCustomer, ShopOrder } from './model';
import { shopOrder } from './seed-shop';
import type { ShopStore } from './shop-store';

const DAY_MS = 86_400_000;

export interface NewOrderSpec {
  fulfillmentStatus: FulfillmentStatus;
  shipmentStatus: ShipmentStatus | null;
  lineItems: { variantId: number; quantity: number }[];
}

/**
 * Places an order for `customer` now, named '#2001', '#2002', ...
 * @throws Error when a line's variant is neither in the catalog nor of a deleted product
 */
export function placeOrder(store: ShopStore, customer: ShopCustomer, spec: NewOrderSpec): ShopOrder {
  const now = store.now();
  const def = customer.addresses.find((a) => a.id === customer.defaultAddressId);
  const id = store.nextId('order');
  const number = store.nextId('orderNumber');
  const made = demoOrder({
    id: String(id), name: `#${number}`, customerId: String(customer.id), fulfillment: spec.fulfillmentStatus, shipment: spec.shipmentStatus,
    createdAt: now, lines: spec.lineItems,
    shippingAddress: def ? { ...def } : null,
    n: number, pass: randomBytes(18).toString('base64url'), oneClickId: randomBytes(24).toString('base64url'),
  }, now);
  // the shop's current prices, which PATCH /dev/variants may have changed since the seed
  for (const line of made.lineItems) {
    const live = store.variant(line.variantId);
    if (live) line.price = live.variant.price;
  }
  made.subtotalPrice = made.lineItems.reduce((sum, l) => sum + l.price * l.quantity, 0);
  made.shippingPrice = made.lineItems.length === 0 || made.subtotalPrice >= FREE_SHIPPING_FROM ? 0 : SHIPPING_CENTS;
  made.totalTax = Math.round(made.subtotalPrice * TAX_RATE);
  const order = shopOrder(made, {
    lineItem: () => store.nextId('lineItem'), fulfillment: () => store.nextId('fulfillment'), address: store.nextId('address'),
  }, customer.email, now);
  if (def) order.shippingAddress = { ...def, id: order.shippingAddress!.id };
  store.data.orders.push(order);
  store.changed();
  return order;
}

/**
 * Fulfils `order` with one shipment in `shipment` status (default IN_TRANSIT), tracked as the
 * seed tracks; the order becomes FULFILLED.
 * @returns an error message when the order is cancelled or already fulfilled
 */
export function fulfilOrder(store: ShopStore, order: ShopOrder, shipment: ShipmentStatus = 'IN_TRANSIT'): string | null {
  if (order.cancelledAt !== null) return 'The order is cancelled.';
  if (order.fulfillmentStatus === 'FULFILLED') return 'The order is already fulfilled.';
  const now = store.now();
  const n = order.id;
  const tracking = demoTracking(shipment, n, order.shippingAddress?.country);
  order.fulfillments.push({
    id: store.nextId('fulfillment'),
    name: `${order.name}.${order.fulfillments.length + 1}`,
    status: shipment === 'CANCELED' || shipment === 'LABEL_VOIDED' ? 'CANCELLED' : shipment === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    displayStatus: shipment,
    createdAt: now,
    estimatedDeliveryAt: MOVING.has(shipment) ? now + (1 + (n % 4)) * DAY_MS : null,
    deliveredAt: DONE.has(shipment) ? now : null,
    tracking: tracking ? { ...tracking, url: null } : null,
  });
  order.fulfillmentStatus = 'FULFILLED';
  order.updatedAt = now;
  store.changed();
  return null;
}
