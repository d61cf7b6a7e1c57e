// Shared fixtures for the identity, sign-in and orders tests.
import type { PageConfig } from '../../src/settings/types';
import type { Order } from '../../src/api/types';

export const pageConfig = {
  shopId: 'demo-shop',
  shopifyDomain: 'demo-shop.myshopify.com',
  customerId: null,
  locale: { language: 'en', countryCode: 'DE', currency: 'EUR', currencyMultiplier: 1 },
  shopCurrency: 'USD',
  page: { productId: null, collectionId: null, cartStatusId: null },
  routes: { root: '/' },
  apiBase: 'http://api.test',
  meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
  theme: { primary: '#1f6f5c', onPrimary: '#fff' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  firebase: { apiKey: 'demo-key', authDomain: 'demo-status.firebaseapp.com', projectId: 'demo-status' },
} satisfies PageConfig;

let n = 1000;
/** An order with sensible defaults; `overrides` win. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  n += 1;
  return {
    id: `gid-${n}`,
    name: `#${n}`,
    createdAt: '2025-03-03T12:00:00Z',
    status: 'paid',
    fulfillmentStatus: 'UNFULFILLED',
    latestShipment: null,
    currencyCode: 'USD',
    totalPrice: 2800,
    lineItems: [],
    ...overrides,
  };
}

/** A line item with an image. */
export function lineItem(i: number) {
  return { productId: i, variantId: i * 10, title: `Product ${i}`, variantTitle: '', quantity: 1, image: `/img/${i}.jpg`, price: 1000 };
}

/** A Response with `body` as JSON. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
