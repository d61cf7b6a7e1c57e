// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderDetail } from '../../../src/api/types';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, idToken, type Harness } from './helpers';
import { placeOrder, storeCall } from './local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const other = customerToken('9002', 'other@example.com');
const page = (pageCursor: string | null, token = shopper) =>
  h.call('POST', '/orders/demo-shop/orders', { token, data: { shopId: 'demo-shop', customerId: '9001', pageCursor } });
const receipt = (id: string, token: string | null = shopper) => h.call('GET', `/orders/demo-shop/order/${id}`, { token });
const UNABLE = { error: { code: 'permission-denied', message: 'Unable to get order.' } };

describe('POST /orders/{shopId}/orders', () => {
  it('pages through 31 orders, 10 at a time, newest first', async () => {
    const first = await page(null);
    expect(first.status).toBe(200);
    expect(first.json.data.items).toHaveLength(10);
    expect(first.json.data.items.slice(0, 2).map((o: Order) => o.name)).toEqual(['#1031', '#1028']);
    expect(typeof first.json.data.pageCursor).toBe('string');

    const second = await page(first.json.data.pageCursor);
    expect(second.json.data.items).toHaveLength(10);
    expect(second.json.data.items[0].name).toBe('#1019');

    const third = await page(second.json.data.pageCursor);
    expect(third.json.data.items).toHaveLength(10);
    const fourth = await page(third.json.data.pageCursor);
    expect(fourth.json.data.items).toHaveLength(1);
    expect(fourth.json.data.pageCursor).toBeNull();

    const all: Order[] = [first, second, third, fourth].flatMap((p) => p.json.data.items);
    expect(new Set(all.map((o) => o.id)).size).toBe(31);
    const dates = all.map((o) => Date.parse(o.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('asks Shopify once per page, and once per receipt', async () => {
    // a full throttle bucket: the pages before spent points the harness's fixed clock never restores
    const full = await h.shopify.routes.request('/dev/admin-api/bucket', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currentlyAvailable: 2000 }) });
    expect(full.status).toBe(200);
    h.shopifyRequests.length = 0;
    expect((await page(null)).status).toBe(200);
    expect(h.shopifyRequests).toHaveLength(1);
    h.shopifyRequests.length = 0;
    expect((await h.call('GET', '/orders/demo-shop/order/820028', { token: shopper })).status).toBe(200);
    expect(h.shopifyRequests).toHaveLength(1);
  });

  it("returns the local Shopify's orders in the wire shape, with their line items", async () => {
    const { json } = await page(null);
    const order: Order = json.data.items[1];
    expect(order).toMatchObject({ name: '#1028', status: 'paid', fulfillmentStatus: 'OPEN', currencyCode: 'USD' });
    expect(order.latestShipment).toMatchObject({ displayStatus: 'IN_TRANSIT', deliveredAt: null });
    expect(order.lineItems.length).toBeGreaterThanOrEqual(1);
    expect(order.lineItems[0]).toEqual(expect.objectContaining({
      productId: expect.any(Number), variantId: expect.any(Number), title: expect.any(String),
      image: expect.stringMatching(/^\/images\/.+\.png\?width=400&height=400$/), price: expect.any(Number), quantity: expect.any(Number),
    }));
    // The list is plain `Order`s: no pass, no receipt-only fields.
    expect(Object.keys(order).sort()).toEqual(['createdAt', 'currencyCode', 'fulfillmentStatus', 'id', 'latestShipment', 'lineItems', 'name', 'status', 'totalPrice']);
  });

  it('covers every fulfillment and shipment status; canceled orders have no shipment', async () => {
    const all: Order[] = [];
    for (let cursor: string | null = null, n = 0; n === 0 || cursor; n++) {
      const res = await page(cursor);
      all.push(...res.json.data.items);
      cursor = res.json.data.pageCursor;
    }
    expect(new Set(all.map((o) => o.fulfillmentStatus)).size).toBe(10);
    expect(new Set(all.map((o) => o.latestShipment?.displayStatus).filter(Boolean)).size).toBe(16);
    expect(all.filter((o) => o.fulfillmentStatus === 'CANCELED').every((o) => o.latestShipment === null)).toBe(true);
  });

  it('refuses anonymous users with 401 and a bad cursor with 400', async () => {
    const anon = await page(null, anonToken());
    expect(anon.status).toBe(401);
    expect(anon.json.error.code).toBe('unauthenticated');
    expect((await page('not-a-cursor')).status).toBe(400);
    // a cursor of the old keyset format, or Shopify's own, is not ours either
    expect((await page(Buffer.from(JSON.stringify({ t: 1, id: '820020' })).toString('base64url'))).status).toBe(400);
  });

  it('shows each customer only their own orders', async () => {
    const theirs = await page(null, other);
    expect(theirs.json.data.items.map((o: Order) => o.name)).toEqual(['#1029', '#1030']);
    const stranger = idToken({ uid: 'g-2', isAnonymous: false, email: 'nobody@example.com', claims: {} });
    expect((await page(null, stranger)).json.data).toEqual({ items: [], pageCursor: null });
  });

  it('refuses a shopId in the body that differs from the path', async () => {
    const res = await h.call('POST', '/orders/other-shop/orders', { token: shopper, data: { shopId: 'demo-shop' } });
    expect(res.status).toBe(400);
  });
});

describe('GET /orders/{shopId}/order/{id}: the receipt', () => {
  it('shows the owner the receipt: money adding up, shipping address, tracking, what they may do', async () => {
    const res = await receipt('820028');
    expect(res.status).toBe(200);
    const order: OrderDetail = res.json.data;
    expect(order).toMatchObject({ id: '820028', name: '#1028', fulfillmentStatus: 'OPEN', canCancel: false, canEdit: false, canceledAt: null });
    expect(order.subtotalPrice).toBe(order.lineItems.reduce((s, l) => s + l.price * l.quantity, 0));
    expect(order.totalPrice).toBe(order.subtotalPrice + order.shippingPrice + order.totalTax - order.totalDiscount);
    expect(order.totalTax).toBeGreaterThan(0);
    expect(order.shippingAddress).toEqual({
      firstName: 'Sam', lastName: 'Rivera', company: '', address1: '12 Harbor Street', address2: 'Apt 4', city: 'Portland',
      province: 'Oregon', zip: '97201', country: 'United States', phone: '(503) 555-0142',
    });
    expect(order.tracking).toEqual({ company: expect.any(String), number: expect.stringMatching(/^[0-9A-Z]{10,22}$/) });
    const { pass } = (await h.call('GET', '/dev/order-links/820028', { token: null })).json.data;
    expect(JSON.stringify(order)).not.toContain(pass);
  });

  it('gives some orders a discount and free shipping over $100, per the demo shop', async () => {
    const details: OrderDetail[] = [];
    for (const id of ['820025', '820021', '820017', '820013']) details.push((await receipt(id)).json.data);
    expect(details.some((o) => o.totalDiscount > 0)).toBe(true);
    for (const o of details) {
      expect(o.shippingPrice).toBe(o.subtotalPrice - o.totalDiscount >= 10_000 ? 0 : 800);
      expect(o.totalPrice).toBe(o.subtotalPrice + o.shippingPrice + o.totalTax - o.totalDiscount);
    }
  });

  it('marks unfulfilled orders cancelable and editable, and canceled ones with their date', async () => {
    expect((await receipt('820020')).json.data).toMatchObject({ fulfillmentStatus: 'UNFULFILLED', latestShipment: null, canCancel: true, canEdit: true });
    const canceled = (await receipt('820019')).json.data;
    expect(canceled).toMatchObject({ fulfillmentStatus: 'CANCELED', status: 'refunded', canCancel: false, canEdit: false, tracking: null });
    expect(Date.parse(canceled.canceledAt)).toBeGreaterThan(Date.parse(canceled.createdAt));
  });

  it("refuses another customer's order with 403 'Unable to get order.', anonymous callers with 401, unknown ids with 404", async () => {
    expect(await receipt('820030')).toEqual({ status: 403, json: UNABLE });
    expect(await receipt('820028', other)).toEqual({ status: 403, json: UNABLE });
    const anon = await receipt('820028', anonToken());
    expect(anon.status).toBe(401);
    expect((await receipt('820028', null)).status).toBe(401);
    expect(await receipt('1')).toEqual({ status: 404, json: { error: { code: 'not-found', message: 'Unable to get order.' } } });
  });
});

describe('GET .../order-with-pass/{id}/{pass} and .../order-one-click/{oneClickId}', () => {
  let pass = '';
  let oneClick = '';
  let otherPass = '';
  beforeAll(async () => {
    ({ pass, oneClickId: oneClick } = (await h.call('GET', '/dev/order-links/820028', { token: null })).json.data);
    otherPass = (await h.call('GET', '/dev/order-links/820027', { token: null })).json.data.pass;
  });

  it('shows the order to anyone holding its pass, anonymous visitors and other customers included', async () => {
    for (const token of [anonToken('visitor-pass'), other, shopper]) {
      const res = await h.call('GET', `/orders/demo-shop/order-with-pass/820028/${pass}`, { token });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ id: '820028', name: '#1028', shippingAddress: expect.objectContaining({ city: 'Portland' }) });
    }
  });

  it("answers a wrong pass, another order's pass and an unknown order alike: 404 'Unable to get order.'", async () => {
    const notFound = { status: 404, json: { error: { code: 'not-found', message: 'Unable to get order.' } } };
    expect(await h.call('GET', `/orders/demo-shop/order-with-pass/820028/${pass.slice(0, -1)}x`, { token: anonToken() })).toEqual(notFound);
    expect(await h.call('GET', `/orders/demo-shop/order-with-pass/820028/${otherPass}`, { token: anonToken() })).toEqual(notFound);
    expect(await h.call('GET', `/orders/demo-shop/order-with-pass/999999/${pass}`, { token: anonToken() })).toEqual(notFound);
    expect((await h.call('GET', `/orders/demo-shop/order-with-pass/820028/${pass}`, { token: null })).status).toBe(401);
  });

  it('shows the order to anyone holding its one-click id, and nobody holding only the order id', async () => {
    const res = await h.call('GET', `/orders/demo-shop/order-one-click/${oneClick}`, { token: anonToken('visitor-click') });
    expect(res.status).toBe(200);
    expect(res.json.data.name).toBe('#1028');
    expect((await h.call('GET', '/orders/demo-shop/order-one-click/820028', { token: anonToken() })).status).toBe(404);
    // the secret part is bound to its order: moved to another order id it opens nothing
    expect((await h.call('GET', `/orders/demo-shop/order-one-click/${oneClick.replace('820028', '820027')}`, { token: anonToken() })).status).toBe(404);
    expect((await h.call('GET', `/orders/other-shop/order-one-click/${oneClick}`, { token: anonToken() })).status).toBe(404);
  });
});

describe('orders for Google users (no custom claims)', () => {
  it("resolves the customer from the token's verified email only", async () => {
    const google = googleToken('g-orders', 'Other@Example.com');
    expect((await page(null, google)).json.data.items.map((o: Order) => o.name)).toEqual(['#1029', '#1030']);
    expect((await receipt('820030', google)).status).toBe(200);
    const unverified = googleToken('g-orders-2', 'other@example.com', false);
    expect((await page(null, unverified)).json.data).toEqual({ items: [], pageCursor: null });
    expect((await receipt('820030', unverified)).status).toBe(403);
  });
});

describe('orders placed in the local Shopify', () => {
  it("shows a new order first in the customer's Orders, with the receipt, pass and one-click id working", async () => {
    const placed = await placeOrder(h, { email: 'shopper@example.com' });
    const list = await page(null);
    expect(list.json.data.items[0]).toMatchObject({ id: placed.id, name: placed.name, fulfillmentStatus: 'UNFULFILLED', latestShipment: null });
    expect((await receipt(placed.id)).json.data).toMatchObject({ id: placed.id, canCancel: true, canEdit: true });
    expect((await receipt(placed.id, other)).status).toBe(403);
    const byPass = await h.call('GET', `/orders/demo-shop/order-with-pass/${placed.id}/${placed.pass}`, { token: anonToken('v-new') });
    expect(byPass.json.data.name).toBe(placed.name);
    const byClick = await h.call('GET', `/orders/demo-shop/order-one-click/${placed.oneClickId}`, { token: anonToken('v-new') });
    expect(byClick.json.data.id).toBe(placed.id);
  });
});

describe('Shopify failing', () => {
  const fault = async (body: Record<string, unknown>) => expect((await storeCall(h, 'POST', '/dev/admin-api/faults', body)).status).toBe(200);
  const UNAVAILABLE = { status: 503, json: { error: { code: 'unavailable', message: 'Unable to get order.' } } };

  it('rides out a few 5xx and THROTTLED answers with retries', async () => {
    await fault({ status: 502, times: 2 });
    expect((await receipt('820028')).status).toBe(200);
    await fault({ throttled: true, times: 1 });
    expect((await page(null)).json.data.items).toHaveLength(10);
  });

  it("answers 503 'Unable to get order.' when Shopify stays down or throttled past the bounded retries", async () => {
    await fault({ status: 503, times: 4 });
    expect(await receipt('820028')).toEqual(UNAVAILABLE);
    await fault({ throttled: true, times: 4 });
    expect(await page(null)).toEqual(UNAVAILABLE);
    // the retries were bounded: nothing is left queued, and the next call works
    expect((await receipt('820028')).status).toBe(200);
  });
});
