/**
 * Shopify's orders (order-graphql.ts `GqlOrder`) in the API's wire shapes (src/api/types.ts
 * `Order`, `OrderDetail`). Pure: Shopify's answer in, our shape out, with a safe value for every
 * field Shopify leaves null or names with an enum value we do not know.
 */
import type { FulfillmentStatus, Order, OrderDetail, OrderLineItem, ShipmentStatus } from '../../../src/api/types';
import { fromGid } from '../shopify/types';
import type { GqlAddress, GqlFulfillment, GqlLineItem, GqlMoneyBag, GqlOrder } from './order-graphql';
import { canCancel, canEdit, type OrderState } from './order-rules';

const FULFILLMENT: ReadonlySet<string> = new Set<FulfillmentStatus>([
  'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'FULFILLED', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT', 'RESTOCKED', 'SCHEDULED', 'UNFULFILLED',
]);
const SHIPMENT: ReadonlySet<string> = new Set<ShipmentStatus>([
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED',
  'LABEL_PURCHASED', 'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP',
  'READY_FOR_PICKUP', 'SUBMITTED',
]);

/**
 * A Decimal amount in major units to cents: "28.00" -> 2800, "-1.5" -> -150. Rounds past the
 * second decimal; 0 for anything that is not a decimal number.
 */
export function amountToCents(amount: unknown): number {
  if (typeof amount !== 'string' && typeof amount !== 'number') return 0;
  const s = String(amount).trim();
  if (!/^-?\d{1,15}(\.\d+)?$/.test(s)) return 0;
  return Math.round(Number(s) * 100);
}

const cents = (bag: GqlMoneyBag | null | undefined): number => amountToCents(bag?.presentmentMoney?.amount);

/** An ISO date of Shopify's DateTime, or null when missing or not a date. */
function iso(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * Our fulfillment status: 'CANCELED' for a cancelled order, else Shopify's display status;
 * IN_PROGRESS for a value we do not know (nothing offered that might not hold: no cancel, no edit).
 */
export function fulfillmentStatusOf(o: Pick<GqlOrder, 'cancelledAt' | 'displayFulfillmentStatus'>): FulfillmentStatus {
  if (o.cancelledAt) return 'CANCELED';
  const s = o.displayFulfillmentStatus ?? '';
  return FULFILLMENT.has(s) ? (s as FulfillmentStatus) : 'IN_PROGRESS';
}

/** The financial status in lower case ('paid', 'partially_refunded'); 'pending' when Shopify has none. */
export const financialStatusOf = (s: string | null | undefined): string =>
  typeof s === 'string' && /^[A-Z_]{1,40}$/.test(s) ? s.toLowerCase() : 'pending';

/** The newest fulfillment (Shopify lists them oldest first), or null. */
export const latestFulfillment = (o: Pick<GqlOrder, 'fulfillments'>): GqlFulfillment | null => {
  const list = Array.isArray(o.fulfillments) ? o.fulfillments.filter(Boolean) : [];
  return list[list.length - 1] ?? null;
};

/** The latest shipment of the order; a fulfillment without a known display status shows as FULFILLED. */
function shipmentOf(f: GqlFulfillment | null): Order['latestShipment'] {
  if (!f) return null;
  const s = f.displayStatus ?? '';
  return {
    displayStatus: SHIPMENT.has(s) ? (s as ShipmentStatus) : 'FULFILLED',
    estimatedDeliveryAt: iso(f.estimatedDeliveryAt),
    deliveredAt: iso(f.deliveredAt),
  };
}

/** The carrier, number and tracking page URL of the latest shipment, or null without a carrier and number. */
export function trackingOf(o: Pick<GqlOrder, 'fulfillments'>): { company: string; number: string; url: string | null } | null {
  const info = latestFulfillment(o)?.trackingInfo?.[0];
  if (!info?.company || !info.number) return null;
  return { company: info.company, number: info.number, url: info.url ?? null };
}

/** A numeric id of a GID as a number, 0 when there is none (a deleted product or variant). */
const idNumber = (gid: string | undefined): number => Number(fromGid(gid)) || 0;

/** A line item as the order recorded it; a deleted product or variant keeps its line, with id 0. */
function lineItemOf(l: GqlLineItem): OrderLineItem {
  return {
    productId: idNumber(l.product?.id),
    variantId: idNumber(l.variant?.id),
    title: l.title ?? '',
    variantTitle: l.variantTitle ?? '',
    quantity: Number.isInteger(l.quantity) && l.quantity! > 0 ? l.quantity! : 1,
    image: l.image?.url ?? '',
    price: cents(l.originalUnitPriceSet),
  };
}

function addressOf(a: GqlAddress | null | undefined): OrderDetail['shippingAddress'] {
  if (!a) return null;
  const s = (v: string | null | undefined) => v ?? '';
  return {
    firstName: s(a.firstName), lastName: s(a.lastName), company: s(a.company), address1: s(a.address1),
    address2: s(a.address2), city: s(a.city), province: s(a.province), zip: s(a.zip), country: s(a.country), phone: s(a.phone),
  };
}

/** The rule inputs (order-rules.ts) of an order. */
export function stateOf(o: GqlOrder): OrderState {
  const cancelled = iso(o.cancelledAt);
  return {
    fulfillmentStatus: fulfillmentStatusOf(o),
    shipmentStatus: shipmentOf(latestFulfillment(o))?.displayStatus ?? null,
    canceledAt: cancelled ? new Date(cancelled) : null,
  };
}

/** The Orders list's `Order` of a Shopify order. Money in cents of the presentment currency. */
export function toOrder(o: GqlOrder): Order {
  const lines = Array.isArray(o.lineItems?.nodes) ? o.lineItems!.nodes!.filter(Boolean) : [];
  return {
    id: fromGid(o.id),
    name: o.name ?? '',
    createdAt: iso(o.createdAt) ?? new Date(0).toISOString(),
    status: financialStatusOf(o.displayFinancialStatus),
    fulfillmentStatus: fulfillmentStatusOf(o),
    latestShipment: shipmentOf(latestFulfillment(o)),
    currencyCode: o.presentmentCurrencyCode ?? o.totalPriceSet?.presentmentMoney?.currencyCode ?? 'USD',
    totalPrice: cents(o.totalPriceSet),
    lineItems: lines.map(lineItemOf),
  };
}

/** The receipt's `OrderDetail` of a Shopify order: the list's fields, money, address, tracking and the rules' flags. */
export function toDetail(o: GqlOrder): OrderDetail {
  const order = toOrder(o);
  const state = stateOf(o);
  const tracking = trackingOf(o);
  return {
    ...order,
    subtotalPrice: o.subtotalPriceSet ? cents(o.subtotalPriceSet) : order.lineItems.reduce((sum, l) => sum + l.price * l.quantity, 0),
    shippingPrice: cents(o.totalShippingPriceSet),
    totalTax: cents(o.totalTaxSet),
    totalDiscount: Math.abs(cents(o.totalDiscountsSet)),
    shippingAddress: addressOf(o.shippingAddress),
    tracking: tracking ? { company: tracking.company, number: tracking.number } : null,
    canCancel: canCancel(state),
    canEdit: canEdit(state),
    canceledAt: iso(o.cancelledAt),
  };
}
