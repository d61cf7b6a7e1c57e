// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/types';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, idToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const page = (pageCursor: string | null, token = shopper) =>
  h.call('POST', '/orders/demo-shop/orders', { token, data: { shopId: 'demo-shop', customerId: '9001', pageCursor } });

describe('POST /orders/{shopId}/orders', () => {
  it('pages through 28 orders, 10 at a time, newest first', async () => {
    const first = await page(null);
    expect(first.status).toBe(200);
    expect(first.json.data.items).toHaveLength(10);
    expect(first.json.data.items[0].name).toBe('#1028');
    expect(typeof first.json.data.pageCursor).toBe('string');

    const second = await page(first.json.data.pageCursor);
    expect(second.json.data.items).toHaveLength(10);
    expect(second.json.data.items[0].name).toBe('#1018');

    const third = await page(second.json.data.pageCursor);
    expect(third.json.data.items).toHaveLength(8);
    expect(third.json.data.pageCursor).toBeNull();

    const all: Order[] = [...first.json.data.items, ...second.json.data.items, ...third.json.data.items];
    expect(new Set(all.map((o) => o.id)).size).toBe(28);
    const dates = all.map((o) => Date.parse(o.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('returns orders in the wire shape, with line items from the catalog', async () => {
    const { json } = await page(null);
    const order: Order = json.data.items[0];
    expect(order).toMatchObject({ name: '#1028', status: 'paid', fulfillmentStatus: 'OPEN', currencyCode: 'USD' });
    expect(order.latestShipment).toMatchObject({ displayStatus: 'IN_TRANSIT', deliveredAt: null });
    expect(order.lineItems.length).toBeGreaterThanOrEqual(1);
    expect(order.lineItems[0]).toEqual(expect.objectContaining({
      productId: expect.any(Number), variantId: expect.any(Number), title: expect.any(String),
      image: expect.stringMatching(/^\/images\/.+\.svg$/), price: expect.any(Number), quantity: expect.any(Number),
    }));
    expect(order.totalPrice).toBe(order.lineItems.reduce((s, l) => s + l.price * l.quantity, 0));
  });

  it('covers every fulfillment and shipment status; canceled orders have no shipment', async () => {
    const { rows } = await h.db.query<{ fulfillment_status: string; shipment_status: string | null }>(
      "SELECT fulfillment_status, shipment_status FROM orders WHERE customer_id = '9001'",
    );
    expect(new Set(rows.map((r) => r.fulfillment_status)).size).toBe(10);
    expect(new Set(rows.map((r) => r.shipment_status).filter(Boolean)).size).toBe(16);
    expect(rows.filter((r) => r.fulfillment_status === 'CANCELED').every((r) => r.shipment_status === null)).toBe(true);
  });

  it('refuses anonymous users with 401 and a bad cursor with 400', async () => {
    const anon = await page(null, anonToken());
    expect(anon.status).toBe(401);
    expect(anon.json.error.code).toBe('unauthenticated');
    expect((await page('not-a-cursor')).status).toBe(400);
  });

  it("shows each customer only their own orders", async () => {
    const other = await page(null, customerToken('9002', 'other@example.com'));
    expect(other.json.data.items.map((o: Order) => o.name)).toEqual(['#1029', '#1030']);
    const stranger = idToken({ uid: 'g-2', isAnonymous: false, email: 'nobody@example.com', claims: {} });
    expect((await page(null, stranger)).json.data).toEqual({ items: [], pageCursor: null });
  });

  it('refuses a shopId in the body that differs from the path', async () => {
    const res = await h.call('POST', '/orders/other-shop/orders', { token: shopper, data: { shopId: 'demo-shop' } });
    expect(res.status).toBe(400);
  });
});

describe('GET /orders/{shopId}/order/{id}', () => {
  it("returns the customer's own order and refuses another customer's", async () => {
    const mine = await h.call('GET', '/orders/demo-shop/order/820028', { token: shopper });
    expect(mine.json.data.name).toBe('#1028');
    const theirs = await h.call('GET', '/orders/demo-shop/order/820030', { token: shopper });
    expect(theirs).toEqual({ status: 403, json: { error: { code: 'permission-denied', message: 'Unable to get order.' } } });
    expect((await h.call('GET', '/orders/demo-shop/order/1', { token: shopper })).status).toBe(404);
  });
});

describe('orders for Google users (no custom claims)', () => {
  it("resolves the customer from the token's verified email only", async () => {
    const google = googleToken('g-orders', 'Other@Example.com');
    expect((await page(null, google)).json.data.items.map((o: Order) => o.name)).toEqual(['#1029', '#1030']);
    expect((await h.call('GET', '/orders/demo-shop/order/820030', { token: google })).status).toBe(200);
    const unverified = googleToken('g-orders-2', 'other@example.com', false);
    expect((await page(null, unverified)).json.data).toEqual({ items: [], pageCursor: null });
    expect((await h.call('GET', '/orders/demo-shop/order/820030', { token: unverified })).status).toBe(403);
  });
});
