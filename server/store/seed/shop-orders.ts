/**
 * The demo shop's 33 seeded orders, dated relative to `now` (orders.ts prices, ships and tracks
 * them):
 * - #1001..#1028 (ids 820001..820028), the shopper's: every fulfillment status and every shipment
 *   display status; #1028 is the newest of them (OPEN, in transit).
 * - #1029 (820029, unfulfilled) and #1030 (820030, delivered), other@example.com's.
 * - Re-buy cases, the shopper's, all delivered: #1031 (a sold-out item), #1032 (a deleted
 *   product's item), #1033 (more of an item than the store has).
 * Orders are shipped to their customer's default address, every 4th with 10% off; keys and tokens
 * of the status page derive from the order id (orders.ts `demoSecret`).
 */
import { CAPPED_VARIANT_ID, PRODUCTS, RETIRED_VARIANT_ID, SOLD_OUT_VARIANT_ID } from './catalog';
import { OTHER, SHOPPER, seedDefaultAddress } from './customers';
import { demoOrder, demoSecret, type DemoOrder, type FulfillmentStatus, type ShipmentStatus } from './orders';

const DAY_MS = 86_400_000;

const FULFILLMENT: FulfillmentStatus[] = [
  'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'FULFILLED', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT',
  'RESTOCKED', 'SCHEDULED', 'UNFULFILLED', 'CANCELED',
];
/**
 * Newest orders first: shipments still moving go to the recent orders (so 'arriving next' has a
 * date ahead), finished ones to older orders; past the list, older orders are delivered.
 */
const SHIPMENT: ShipmentStatus[] = [
  'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'CONFIRMED', 'LABEL_PRINTED', 'LABEL_PURCHASED', 'READY_FOR_PICKUP',
  'ATTEMPTED_DELIVERY', 'SUBMITTED', 'DELIVERED', 'PICKED_UP', 'MARKED_AS_FULFILLED', 'FULFILLED',
  'FAILURE', 'NOT_DELIVERED', 'LABEL_VOIDED', 'CANCELED',
];

interface SeedOrder {
  id: string;
  customerId: string;
  name: string;
  fulfillment: FulfillmentStatus;
  shipment: ShipmentStatus | null;
  createdAt: number;
  /** k-th order of the shop's seed; picks the line items (unless `lines`), discount and carrier */
  k: number;
  lines?: { variantId: number; quantity: number }[];
}

/** The shopper's 28 orders (#1001 oldest .. #1028 newest) and the other customer's 2 (#1029, #1030). */
function baseOrders(now: number): SeedOrder[] {
  const orders: SeedOrder[] = [];
  for (let k = 0; k < 28; k++) {
    orders.push({
      id: String(820028 - k),
      customerId: SHOPPER.id,
      name: `#${1028 - k}`,
      fulfillment: FULFILLMENT[k % FULFILLMENT.length]!,
      shipment: null,
      // the 10 newest every 2 days from 2 days ago, then every 18 days: the oldest about 344 days ago
      createdAt: now - (k < 10 ? 2 + k * 2 : 20 + (k - 10) * 18) * DAY_MS - k * 3_600_000,
      k,
    });
  }
  // Canceled and unfulfilled orders have no shipment; the others cycle through every display status.
  let s = 0;
  for (const o of orders) {
    if (o.fulfillment !== 'CANCELED' && o.fulfillment !== 'UNFULFILLED') o.shipment = SHIPMENT[s++] ?? 'DELIVERED';
  }
  orders.push(
    { id: '820030', customerId: OTHER.id, name: '#1030', fulfillment: 'FULFILLED', shipment: 'DELIVERED', createdAt: now - 20 * DAY_MS, k: 28 },
    { id: '820029', customerId: OTHER.id, name: '#1029', fulfillment: 'UNFULFILLED', shipment: null, createdAt: now - 1 * DAY_MS, k: 29 },
  );
  return orders;
}

/** The shopper's delivered orders with a sold-out (#1031), a deleted (#1032) and a capped (#1033) item. */
function rebuyOrders(now: number): SeedOrder[] {
  const delivered = { customerId: SHOPPER.id, fulfillment: 'FULFILLED', shipment: 'DELIVERED' } as const;
  return [
    { ...delivered, id: '820031', name: '#1031', createdAt: now - DAY_MS, k: 31, lines: [{ variantId: 400070011, quantity: 1 }, { variantId: SOLD_OUT_VARIANT_ID, quantity: 1 }] },
    { ...delivered, id: '820032', name: '#1032', createdAt: now - 30 * DAY_MS - 5 * 3_600_000, k: 32, lines: [{ variantId: 400070081, quantity: 2 }, { variantId: RETIRED_VARIANT_ID, quantity: 1 }] },
    { ...delivered, id: '820033', name: '#1033', createdAt: now - 45 * DAY_MS - 7 * 3_600_000, k: 33, lines: [{ variantId: CAPPED_VARIANT_ID, quantity: 2 }, { variantId: 400070161, quantity: 1 }] },
  ];
}

/** Line items picked by k: 1 to 5 catalog variants, some twice. */
function linesOf(k: number): { variantId: number; quantity: number }[] {
  return Array.from({ length: 1 + ((k * 3) % 5) }, (_, n) => {
    const product = PRODUCTS[(k * 7 + n * 5) % PRODUCTS.length]!;
    return { variantId: product.variants[(k + n) % product.variants.length]!.id, quantity: (k + n) % 4 === 0 ? 2 : 1 };
  });
}

/** The 33 seeded orders, priced and tracked, at clock `now` (epoch ms). */
export function seedOrders(now: number): DemoOrder[] {
  return [...baseOrders(now), ...rebuyOrders(now)].map((o) => demoOrder({
    id: o.id,
    name: o.name,
    customerId: o.customerId,
    fulfillment: o.fulfillment,
    shipment: o.shipment,
    createdAt: o.createdAt,
    lines: o.lines ?? linesOf(o.k),
    discountPercent: o.k % 4 === 3 ? 10 : 0,
    shippingAddress: seedDefaultAddress(o.customerId),
    n: o.k,
    pass: demoSecret('pass', o.id),
    oneClickId: demoSecret('one-click', o.id),
  }, now));
}
