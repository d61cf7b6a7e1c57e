/**
 * How the demo shop prices, ships and tracks an order, for the local Shopify's seed
 * (shop-orders.ts) and its `POST /dev/orders`: `demoOrder(spec)` turns variants and statuses into a
 * whole order (`DemoOrder`).
 * - money: subtotal of the lines; a percentage discount when asked; shipping 800 cents, free
 *   from 10,000 cents after discount; tax 8% of the discounted subtotal
 * - shipments still moving carry an estimated delivery 5 days after the order, never in the past;
 *   delivered and picked-up ones a delivery date 4 days after it (at most an hour ago)
 * - every carrier shipment has a tracking number (UPS, USPS, FedEx, DHL Express in turn; Canada
 *   Post in Canada); local pickup and orders marked fulfilled by hand have none
 */
import { createHmac } from 'node:crypto';
import type { Address, FulfillmentStatus, OrderLineItem, ShipmentStatus } from '../../../src/api/types';
import { orderableVariantById, SHOP_CURRENCY, SHOP_ID } from './catalog';

/**
 * An order's statuses, its line items and its shipping address have the shapes the app's API
 * answers (src/api/types.ts), so they are written once, there: FulfillmentStatus (CANCELED is a
 * cancelled order), ShipmentStatus (Shopify's FulfillmentDisplayStatus), OrderLineItem (money in
 * cents of the order's currency) and an address with '' for empty fields and names, not codes.
 */
export type { FulfillmentStatus, ShipmentStatus };
export type DemoAddress = Omit<Address, 'id' | 'default'>;

/** A priced, dated and tracked order. Times are epoch ms; money cents. */
export interface DemoOrder {
  id: string;
  shopId: string;
  customerId: string;
  /** unique in the shop, e.g. '#1031' */
  name: string;
  /** 'paid', 'refunded' or 'partially_refunded' */
  status: string;
  fulfillmentStatus: FulfillmentStatus;
  shipmentStatus: ShipmentStatus | null;
  estimatedDeliveryAt: number | null;
  deliveredAt: number | null;
  canceledAt: number | null;
  createdAt: number;
  currencyCode: string;
  lineItems: OrderLineItem[];
  subtotalPrice: number;
  shippingPrice: number;
  totalTax: number;
  totalDiscount: number;
  shippingAddress: DemoAddress | null;
  tracking: { company: string; number: string; url?: string } | null;
  /** the order status page's key */
  pass: string;
  /** the order status page's token */
  oneClickId: string;
}

const DAY_MS = 86_400_000;

/** Shipping, cents, below FREE_SHIPPING_FROM. */
export const SHIPPING_CENTS = 800;
/** Discounted subtotal from which shipping is free, cents. */
export const FREE_SHIPPING_FROM = 10_000;
/** Sales tax on the discounted subtotal. */
export const TAX_RATE = 0.08;

/** Shipments on their way: they have an estimated delivery and no delivery yet. */
export const MOVING = new Set<ShipmentStatus>([
  'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'CONFIRMED', 'LABEL_PRINTED', 'LABEL_PURCHASED', 'READY_FOR_PICKUP',
  'ATTEMPTED_DELIVERY', 'SUBMITTED',
]);
/** Shipments that reached the shopper. */
export const DONE = new Set<ShipmentStatus>(['DELIVERED', 'PICKED_UP']);
/** Shipments without a carrier, so without a tracking number: local pickup, and fulfilled by hand. */
export const UNTRACKED = new Set<ShipmentStatus>(['READY_FOR_PICKUP', 'PICKED_UP', 'MARKED_AS_FULFILLED']);

const CARRIERS = ['UPS', 'USPS', 'FedEx', 'DHL Express'] as const;

const digits = (n: number, length: number) => String(n).padStart(length, '0').slice(-length);

/**
 * The tracking of a shipment, deterministic in `n`, with numbers in each carrier's format, or
 * null when the shipment has no carrier (UNTRACKED) or there is no shipment.
 * @param country the shipping address's country name
 */
export function demoTracking(shipment: ShipmentStatus | null, n: number, country: string | undefined): { company: string; number: string } | null {
  if (!shipment || UNTRACKED.has(shipment)) return null;
  const company = country === 'Canada' ? 'Canada Post' : CARRIERS[n % CARRIERS.length]!;
  const seq = 1_000_003 + n * 7_919;
  const number = {
    UPS: `1Z5R89E0${digits(seq * 97, 10)}`,
    USPS: `9400111${digits(seq * 104_729, 15)}`,
    FedEx: `7${digits(seq * 15_485_863, 11)}`,
    'DHL Express': digits(seq * 32_452_843, 10),
    'Canada Post': `7023${digits(seq * 86_028_121, 12)}`,
  }[company]!;
  return { company, number };
}

/**
 * A deterministic demo secret ('pass' 24 characters, 'one-click' 32) for a seeded order, so a
 * re-seeded shop keeps its links. Demo data only: orders of `POST /dev/orders` get random ones.
 */
export function demoSecret(kind: 'pass' | 'one-click', orderId: string): string {
  return createHmac('sha256', 'status-demo-seed').update(`${kind}:${orderId}`).digest('base64url').slice(0, kind === 'pass' ? 24 : 32);
}

/** What the seed or the dev route says about an order; `demoOrder` derives the rest. */
export interface DemoOrderSpec {
  id: string;
  name: string;
  customerId: string;
  shopId?: string;
  fulfillment: FulfillmentStatus;
  shipment: ShipmentStatus | null;
  /** epoch ms */
  createdAt: number;
  /** catalog (or retired) variants and quantities */
  lines: { variantId: number; quantity: number }[];
  /** percent off the subtotal, 0 when none */
  discountPercent?: number;
  shippingAddress: DemoAddress | null;
  /** picks the carrier, tracking number and estimated delivery */
  n: number;
  pass: string;
  oneClickId: string;
}

/**
 * A whole order from `spec` at time `now` (epoch ms).
 * @throws Error when a line's variant is neither in the catalog nor retired
 */
export function demoOrder(spec: DemoOrderSpec, now: number): DemoOrder {
  const lineItems: OrderLineItem[] = spec.lines.map(({ variantId, quantity }) => {
    const found = orderableVariantById(variantId);
    if (!found) throw new Error(`No variant ${variantId}`);
    const { product, variant } = found;
    return { productId: product.id, variantId, title: product.title, variantTitle: variant.title, quantity, image: product.image, price: variant.price };
  });
  const subtotal = lineItems.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const discount = Math.round((subtotal * (spec.discountPercent ?? 0)) / 100);
  const discounted = subtotal - discount;
  const { shipment, fulfillment, createdAt } = spec;
  return {
    id: spec.id,
    shopId: spec.shopId ?? SHOP_ID,
    customerId: spec.customerId,
    name: spec.name,
    status: fulfillment === 'CANCELED' ? 'refunded' : fulfillment === 'RESTOCKED' ? 'partially_refunded' : 'paid',
    fulfillmentStatus: fulfillment,
    shipmentStatus: shipment,
    estimatedDeliveryAt: shipment && MOVING.has(shipment) ? Math.max(createdAt + 5 * DAY_MS, now + (1 + (spec.n % 4)) * DAY_MS) : null,
    deliveredAt: shipment && DONE.has(shipment) ? Math.min(createdAt + 4 * DAY_MS, now - 3_600_000) : null,
    canceledAt: fulfillment === 'CANCELED' ? Math.min(createdAt + 3 * 3_600_000, now) : null,
    createdAt,
    currencyCode: SHOP_CURRENCY,
    lineItems,
    subtotalPrice: subtotal,
    shippingPrice: lineItems.length === 0 || discounted >= FREE_SHIPPING_FROM ? 0 : SHIPPING_CENTS,
    totalTax: Math.round(discounted * TAX_RATE),
    totalDiscount: discount,
    shippingAddress: spec.shippingAddress,
    tracking: demoTracking(shipment, spec.n, spec.shippingAddress?.country),
    pass: spec.pass,
    oneClickId: spec.oneClickId,
  };
}
