/**
 * The one-line status of an order (docs/product.md#order-label, #limits 'statuses'). From the latest
 * shipment: delivered with a date -> 'Delivered {date}'; an estimated delivery -> 'Arriving
 * {date}'; else the shipment's display status in words. Without a shipment: the fulfillment
 * status in words (UNFULFILLED 'Order placed', CANCELED 'Order canceled'). A canceled order says
 * so even when a shipment exists, and a shipment that ended (failed, canceled, voided, not
 * delivered, picked up) never says 'Arriving'. A status the table does not know (bad API data)
 * reads as the fulfillment status, else 'Order placed'. The merchant's `orderLabel.display`
 * (docs/product.md#data) says whether an order is titled by its name or by this label (`orderTitles`).
 */
import type { FulfillmentStatus, Order, ShipmentStatus } from '../../../api/types';
import { t, addTexts } from '../../../i18n';
import ordersEn from '../../../i18n/en/orders';

// The orders texts travel with the orders chunk (every user of them imports this module).
addTexts(ordersEn);

/** A label as a translation key and the ISO date (if any) for its `{date}` placeholder. */
export interface OrderLabelKey { key: string; date?: string }

const ENDED: ReadonlySet<ShipmentStatus> = new Set<ShipmentStatus>([
  'DELIVERED', 'CANCELED', 'FAILURE', 'LABEL_VOIDED', 'NOT_DELIVERED', 'PICKED_UP',
]);

const FULFILLMENT = new Set<string>([
  'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'FULFILLED', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT', 'RESTOCKED', 'SCHEDULED', 'UNFULFILLED', 'CANCELED',
] satisfies FulfillmentStatus[]);
const SHIPMENT = new Set<string>([
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED',
  'LABEL_PURCHASED', 'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED',
] satisfies ShipmentStatus[]);

/** The label of `order` as a key (`orders.label.*`, `orders.shipment.*`, `orders.fulfillment.*`) plus date. Pure. */
export function orderLabelKey(order: Pick<Order, 'fulfillmentStatus' | 'latestShipment'>): OrderLabelKey {
  const s = order.latestShipment;
  const fulfillment = { key: `orders.fulfillment.${FULFILLMENT.has(order.fulfillmentStatus) ? order.fulfillmentStatus : 'UNFULFILLED'}` };
  if (order.fulfillmentStatus === 'CANCELED' || !s) return fulfillment;
  if (s.displayStatus === 'DELIVERED' && s.deliveredAt) return { key: 'orders.label.delivered', date: s.deliveredAt };
  if (s.estimatedDeliveryAt && !ENDED.has(s.displayStatus)) return { key: 'orders.label.arriving', date: s.estimatedDeliveryAt };
  return SHIPMENT.has(s.displayStatus) ? { key: `orders.shipment.${s.displayStatus}` } : fulfillment;
}

const dateFormats: Record<string, Intl.DateTimeFormat> = {};

function dateFormat(locale: string | undefined, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined };
  try {
    return (dateFormats[key] ??= new Intl.DateTimeFormat(locale, options));
  } catch {
    return (dateFormats[key] = new Intl.DateTimeFormat(undefined, options)); // a bad locale tag: the browser's own
  }
}

/**
 * `iso` as a short date in `locale`: 'Mar 5' within the year of `now`, 'Dec 31, 2025' outside it
 * (formatters are created once per locale). '' when `iso` is not a date.
 */
export function shortDate(iso: string, locale?: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateFormat(locale, d.getFullYear() !== now.getFullYear()).format(d);
}

/** The shopper-facing label of `order`, translated, e.g. 'Delivered Mar 5', 'In transit', 'Order placed'. */
export function orderLabel(
  order: Pick<Order, 'fulfillmentStatus' | 'latestShipment'>,
  formatDate: (iso: string) => string = (iso) => shortDate(iso),
): string {
  const { key, date } = orderLabelKey(order);
  return t(key, date ? { date: formatDate(date) } : undefined);
}

/** How orders are titled (docs/product.md#data `orderLabel.display`): by name ('#1025') or by status label. */
export type LabelDisplay = 'name' | 'status';

/** The `display` of the `orderLabel` setting: 'status' when it says so, else 'name' (the default, also for bad values). */
export const labelDisplay = (setting: Record<string, unknown> | null | undefined): LabelDisplay =>
  setting?.display === 'status' ? 'status' : 'name';

/**
 * An order's title and subtitle for `display`: `[name, label]` for 'name', `[label, name]` for
 * 'status' (docs/product.md#data `orderLabel.display`); `label` is `orderLabel(order, formatDate)`.
 */
export function orderTitles(order: Order, display: LabelDisplay, formatDate?: (iso: string) => string): [string, string] {
  const label = orderLabel(order, formatDate);
  return display === 'status' ? [label, order.name] : [order.name, label];
}
