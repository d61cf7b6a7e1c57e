// @vitest-environment node
// The Order index block's answer (GET /customer-account/orders): Buy again from the customer's
// delivered orders with the lines the shop still sells and Shopify's add-to-cart link on the storefront,
// and the order arriving next, from the local Shopify's orders as the widget's Orders tab reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAddLink } from '../../../../server/api/customer-account/orders';
import { EXTENSION_ORIGIN } from '../../../../server/api/customer-account/routes';
import type { AccountOrdersResponse } from '../../../../server/api/customer-account/types';
import { listOrders } from '../../../../server/api/lib/orders';
import { PRODUCTS, RETIRED_VARIANT_ID, SOLD_OUT_VARIANT_ID } from '../../../../server/store/seed/catalog';
import { atClock, createHarness, HARNESS_START_MS, STORE_ORIGIN, type Harness } from '../helpers';
import { storeCall } from '../local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const HOUR = 3_600_000;
/** Two variants the demo shop sells and has in stock. */
const TOTE = PRODUCTS[0]!.variants[0]!;
const SHIRT = PRODUCTS[2]!.variants.find((v) => v.available && v.id !== SOLD_OUT_VARIANT_ID)!;

/** A request of an extension for `customerId` of the demo shop. */
async function orders(customerId: string) {
  return atClock(h.clock.now, async () => {
    const token = await h.shopify.customerSessionToken({ customerId });
    const res = await h.app.request('/customer-account/orders', { headers: { Origin: EXTENSION_ORIGIN, Authorization: `Bearer ${token}` } });
    return { status: res.status, json: await res.json() };
  });
}

interface DevOrder {
  id: string; name: string; estimatedDeliveryAt: string | null; deliveredAt: string | null;
  lineItems: { productId: number; variantId: number; title: string; variantTitle: string; quantity: number; image: string }[];
}
/** Places an order for `email` in the local Shopify an hour after the last one (so the list's order is the placing order). */
async function place(email: string, fulfillmentStatus: string, shipmentStatus: string | null, lineItems: { variantId: number; quantity: number }[]): Promise<DevOrder> {
  h.clock.now += HOUR;
  const res = await storeCall(h, 'POST', '/dev/orders', { email, fulfillmentStatus, shipmentStatus, lineItems });
  if (res.status !== 200) throw new Error(`POST /dev/orders: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
}
/** Shopify's add-to-cart link on the harness's storefront for `pairs` of [variant id, quantity], written out as the browser sends it. */
const addLink = (...pairs: [number, number][]) =>
  `${STORE_ORIGIN}/cart/add?${pairs.map(([id, quantity]) => `items%5B%5D%5Bid%5D=${id}&items%5B%5D%5Bquantity%5D=${quantity}`).join('&')}`;
/** A line as the route answers it: the image as Shopify's CDN sizes it for the API (server/api/lib/image-url.ts). */
const lineOf = ({ productId, variantId, title, variantTitle, quantity, image }: DevOrder['lineItems'][number]) =>
  ({ productId, variantId, title, variantTitle, quantity, image: `${image}?width=400&height=400` });

describe('GET /customer-account/orders', () => {
  it("lists the 3 newest delivered orders with the lines the shop still sells, each with a link adding them to the storefront's cart, and the order arriving next", async () => {
    const made = await storeCall(h, 'POST', '/dev/customers', { email: 'buyer@example.com', firstName: 'Bea' });
    expect(made.status).toBe(200);
    const customer = made.json.data.id as string;
    const email = 'buyer@example.com';
    const oldest = await place(email, 'FULFILLED', 'DELIVERED', [{ variantId: TOTE.id, quantity: 1 }]);
    const first = await place(email, 'FULFILLED', 'DELIVERED', [{ variantId: TOTE.id, quantity: 3 }]);
    const pickedUp = await place(email, 'FULFILLED', 'PICKED_UP', [{ variantId: SHIRT.id, quantity: 2 }, { variantId: SOLD_OUT_VARIANT_ID, quantity: 1 }]);
    const allGone = await place(email, 'FULFILLED', 'DELIVERED', [{ variantId: RETIRED_VARIANT_ID, quantity: 1 }, { variantId: SOLD_OUT_VARIANT_ID, quantity: 1 }]);
    const canceled = await place(email, 'CANCELED', 'DELIVERED', [{ variantId: TOTE.id, quantity: 1 }]);
    const inTransit = await place(email, 'FULFILLED', 'IN_TRANSIT', [{ variantId: SHIRT.id, quantity: 1 }]);
    const latest = await place(email, 'FULFILLED', 'DELIVERED', [{ variantId: SHIRT.id, quantity: 1 }, { variantId: RETIRED_VARIANT_ID, quantity: 1 }, { variantId: TOTE.id, quantity: 2 }]);
    const open = await place(email, 'UNFULFILLED', null, [{ variantId: TOTE.id, quantity: 1 }]);

    // what Shopify says of them, as the widget's Orders tab reads it
    const page = await listOrders(h.admin, 'demo-shop', customer, null);
    expect(page.items.map((o) => o.id)).toEqual([open, latest, inTransit, canceled, allGone, pickedUp, first, oldest].map((o) => o.id));
    const listed = new Map(page.items.map((o) => [o.id, o]));
    expect(listed.get(pickedUp.id)!.latestShipment).toMatchObject({ displayStatus: 'PICKED_UP', deliveredAt: expect.any(String) });
    expect(listed.get(canceled.id)).toMatchObject({ fulfillmentStatus: 'CANCELED', latestShipment: { displayStatus: 'DELIVERED' } });

    const res = await orders(customer);
    expect(res.status).toBe(200);
    const data: AccountOrdersResponse = res.json.data;
    expect(data.storefront).toBe(STORE_ORIGIN);
    // newest first; the canceled order, the one with nothing left to sell and, past 3, the oldest are not there
    expect(data.buyAgain.map((o) => o.name)).toEqual([latest.name, pickedUp.name, first.name]);
    const [again, pickup, firstAgain] = data.buyAgain;
    expect(again).toEqual({
      id: latest.id, name: latest.name, deliveredAt: listed.get(latest.id)!.latestShipment!.deliveredAt,
      lines: [lineOf(latest.lineItems[0]!), lineOf(latest.lineItems[2]!)],
      cartUrl: addLink([SHIRT.id, 1], [TOTE.id, 2]),
    });
    expect(again!.lines[0]).toMatchObject({ variantId: SHIRT.id, title: PRODUCTS[2]!.title, image: expect.stringMatching(/\S/) });
    // the sold-out variant is left out; a pickup counts as delivered
    expect(pickup!.lines).toEqual([lineOf(pickedUp.lineItems[0]!)]);
    expect(pickup!.cartUrl).toBe(addLink([SHIRT.id, 2]));
    expect(firstAgain!.cartUrl).toBe(addLink([TOTE.id, 3]));

    expect(data.arriving).toEqual({ id: inTransit.id, name: inTransit.name, estimatedDeliveryAt: inTransit.estimatedDeliveryAt, status: 'IN_TRANSIT' });
    expect(Date.parse(data.arriving!.estimatedDeliveryAt)).toBeGreaterThan(h.clock.now);
  });

  it("shows the seeded shopper's newest delivered order without its sold-out item, and their order in transit", async () => {
    const { json } = await orders('9001');
    const data: AccountOrdersResponse = json.data;
    expect(data.buyAgain.map((o) => o.name)).toEqual(['#1031']);
    expect(data.buyAgain[0]!.lines.map((l) => l.variantId)).toEqual([400070011]);
    expect(data.buyAgain[0]!.cartUrl).toBe(addLink([400070011, 1]));
    expect(data.arriving).toMatchObject({ id: '820028', name: '#1028', status: 'IN_TRANSIT' });
  });

  it('has nothing to buy again and nothing arriving for a customer without orders, or one Shopify does not know', async () => {
    const made = await storeCall(h, 'POST', '/dev/customers', { email: 'new-buyer@example.com' });
    expect(made.status).toBe(200);
    for (const customer of [made.json.data.id as string, '9555']) {
      expect(await orders(customer)).toEqual({ status: 200, json: { data: { buyAgain: [], arriving: null, storefront: STORE_ORIGIN } } });
    }
  });

  it("has no order arriving when none of the customer's is on its way", async () => {
    const { json } = await orders('9002');
    expect(json.data.arriving).toBeNull();
    expect(json.data.buyAgain.map((o: { name: string }) => o.name)).toEqual(['#1030']);
  });
});

describe("Buy again's link", () => {
  it("adds to the shopper's cart rather than replacing it: Shopify's /cart/add with each variant once, quantities added, in the lines' order", () => {
    const url = new URL(cartAddLink('https://shop.example', [{ variantId: 41, quantity: 2 }, { variantId: 7, quantity: 1 }, { variantId: 41, quantity: 1 }]));
    expect(url.origin + url.pathname).toBe('https://shop.example/cart/add');
    expect(url.searchParams.getAll('items[][id]')).toEqual(['41', '7']);
    expect(url.searchParams.getAll('items[][quantity]')).toEqual(['3', '1']);
    expect([...url.searchParams.keys()]).toEqual(['items[][id]', 'items[][quantity]', 'items[][id]', 'items[][quantity]']);
  });
});

describe('Shopify failing', () => {
  it("answers 503 'Unable to get order.' while Shopify stays down, never a 500 with a stack, and works again after", async () => {
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 503, times: 4 })).status).toBe(200);
    const res = await orders('9001');
    expect(res).toEqual({ status: 503, json: { error: { code: 'unavailable', message: 'Unable to get order.' } } });
    expect((await orders('9001')).status).toBe(200);
  });
});
