/**
 * The sample shopper the live preview shows when 'Signed-in shopper' is chosen, built from the
 * shop's own sample products (GET .../sample): the customer with two addresses and answers to the
 * draft's personalization fields, orders of every kind of status label the widget draws (arriving
 * with a date, delivered, a shipment status, unfulfilled, canceled) with receipts, favorites,
 * items saved from the cart and a favorites collection. Pure functions of their inputs.
 */
import type { Address, Customer, Order, OrderDetail, Product, SavedItem, WishlistCollection } from '../../src/api/types';
import type { MerchantConfig } from '../../server/api/settings/schema';

/** What GET /admin/api/shops/{shop}/sample answers. */
export interface Sample { products: Product[]; shopCurrency: string }

/** The signed-in shopper of the preview. */
export const SAMPLE_USER = { uid: 'preview-shopper', email: 'alex.morgan@example.com', customerId: '9001', firstName: 'Alex', lastName: 'Morgan' };

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const SAMPLE_ADDRESSES: Address[] = [
  { id: 'preview-address-1', firstName: 'Alex', lastName: 'Morgan', company: '', address1: '1200 SE Morrison St', address2: 'Apt 4', city: 'Portland', province: 'Oregon', zip: '97214', country: 'United States', phone: '(503) 555-0142', default: true },
  { id: 'preview-address-2', firstName: 'Alex', lastName: 'Morgan', company: 'Morgan Studio', address1: 'Torstraße 109', address2: '', city: 'Berlin', province: '', zip: '10119', country: 'Germany', phone: '', default: false },
];

/** A sample answer for each of the draft's personalization fields (by its type), keyed by field key. */
export function samplePersonalizations(config: MerchantConfig): Record<string, unknown> {
  const setting = config.settings.personalization;
  const variant = Array.isArray(setting) ? setting.find((v) => !v.countries?.length) ?? setting[0] : setting;
  const out: Record<string, unknown> = {};
  for (const f of variant?.data ?? []) {
    const options = (f.options ?? []) as string[];
    const units = (f.units ?? []) as string[];
    switch (f.type) {
      case 'choice': if (options[0]) out[f.key] = options[0]; break;
      case 'choices': out[f.key] = options.slice(0, 2); break;
      case 'measure': out[f.key] = { value: 42, unit: units[0] ?? 'cm' }; break;
      case 'number': out[f.key] = 7; break;
      case 'date': out[f.key] = '1990-05-17'; break;
      default: out[f.key] = 'Sample answer';
    }
  }
  return out;
}

/** The sample customer (GET /customer/{shop}/{id}) for the draft. */
export function sampleCustomer(config: MerchantConfig): Customer {
  return {
    id: SAMPLE_USER.customerId, email: SAMPLE_USER.email, firstName: SAMPLE_USER.firstName, lastName: SAMPLE_USER.lastName,
    phone: '(503) 555-0142', birthday: '1990-05-17', acceptsMarketing: true,
    personalizations: samplePersonalizations(config), customFields: {}, addresses: SAMPLE_ADDRESSES,
  };
}

/** The line items of an order from `products` (each product once, quantity 1 or 2). */
function lineItems(products: Product[], currency: string) {
  void currency;
  return products.map((p, i) => ({
    productId: p.id, variantId: p.variants[0]?.id ?? p.id, title: p.title, variantTitle: p.variantTitle,
    quantity: i === 0 ? 2 : 1, image: p.image, price: p.price,
  }));
}

/** One order of each status kind, newest first, from the sample products (none when there are none). */
export function sampleOrders(sample: Sample, now: number): Order[] {
  const ps = sample.products;
  if (!ps.length) return [];
  const pick = (start: number, n: number) => Array.from({ length: Math.min(n, ps.length) }, (_, i) => ps[(start + i) % ps.length]!);
  const order = (n: number, daysAgo: number, items: Product[], rest: Pick<Order, 'status' | 'fulfillmentStatus' | 'latestShipment'>): Order => {
    const lines = lineItems(items, sample.shopCurrency);
    return {
      id: `preview-order-${n}`, name: `#${1000 + n}`, createdAt: iso(now - daysAgo * DAY), currencyCode: sample.shopCurrency,
      totalPrice: lines.reduce((sum, l) => sum + l.price * l.quantity, 0), lineItems: lines, ...rest,
    };
  };
  return [
    order(5, 2, pick(0, 3), { status: 'paid', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'IN_TRANSIT', estimatedDeliveryAt: iso(now + 2 * DAY), deliveredAt: null } }),
    order(4, 5, pick(3, 1), { status: 'paid', fulfillmentStatus: 'UNFULFILLED', latestShipment: null }),
    order(3, 9, pick(1, 2), { status: 'paid', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'READY_FOR_PICKUP', estimatedDeliveryAt: null, deliveredAt: null } }),
    order(2, 21, pick(2, 4), { status: 'paid', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'DELIVERED', estimatedDeliveryAt: null, deliveredAt: iso(now - 17 * DAY) } }),
    order(1, 40, pick(4, 1), { status: 'refunded', fulfillmentStatus: 'CANCELED', latestShipment: null }),
  ];
}

/** The receipt of a sample order (GET /orders/{shop}/order/{id}). */
export function sampleReceipt(order: Order): OrderDetail {
  const subtotal = order.totalPrice;
  const shipping = 800;
  const tax = Math.round(subtotal * 0.08);
  const address = SAMPLE_ADDRESSES[0]!;
  const shipped = !!order.latestShipment;
  return {
    ...order, subtotalPrice: subtotal, shippingPrice: shipping, totalTax: tax, totalDiscount: 0, totalPrice: subtotal + shipping + tax,
    shippingAddress: { firstName: address.firstName, lastName: address.lastName, company: address.company, address1: address.address1, address2: address.address2, city: address.city, province: address.province, zip: address.zip, country: address.country, phone: address.phone },
    tracking: shipped ? { company: 'UPS', number: '1Z999AA10123456784' } : null,
    canCancel: !shipped && order.fulfillmentStatus === 'UNFULFILLED',
    canEdit: !shipped && order.fulfillmentStatus === 'UNFULFILLED',
    canceledAt: order.fulfillmentStatus === 'CANCELED' ? order.createdAt : null,
  };
}

/** Saved items of `products`, newest first. */
export function savedItems(products: Product[], prefix: string, now: number): SavedItem[] {
  return products.map((p, i) => ({ id: `${prefix}-${p.id}`, productId: p.id, variantId: p.variants[0]?.id ?? null, createdAt: iso(now - (i + 1) * DAY) }));
}

/** One favorites collection of the sample shopper. */
export function sampleCollection(products: Product[], now: number): WishlistCollection {
  return {
    uuid: '00000000-0000-4000-8000-000000000001', name: 'Summer picks', userId: SAMPLE_USER.customerId, visibility: 'private', isOwner: true,
    items: products.map((p) => ({ id: `preview-collection-item-${p.id}`, productId: p.id, variantId: p.variants[0]?.id ?? null })),
    updatedAt: iso(now - 3 * DAY),
  };
}
