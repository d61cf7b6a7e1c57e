// @vitest-environment node
// POST /dev/orders (local stack only): each end-to-end test makes the order it needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPPED_VARIANT_ID, RETIRED_VARIANT_ID, SOLD_OUT_VARIANT_ID } from '../../../server/seed/catalog';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const make = (body: unknown) => h.call('POST', '/dev/orders', { token: null, body: JSON.stringify(body) });

describe('POST /dev/orders', () => {
  it("makes an unfulfilled order of the customer, placed now and shipped to their default address, that they see first", async () => {
    const res = await make({ email: 'Shopper@Example.com' });
    expect(res.status).toBe(200);
    const order = res.json.data;
    expect(order).toMatchObject({
      name: '#2001', fulfillmentStatus: 'UNFULFILLED', latestShipment: null, canCancel: true, canEdit: true, status: 'paid',
      createdAt: new Date(h.clock.now).toISOString(), shippingAddress: expect.objectContaining({ city: 'Portland' }), tracking: null,
    });
    expect(order.lineItems).toEqual([expect.objectContaining({ title: 'Canvas Tote', variantTitle: 'Natural', quantity: 1, price: 2800 })]);
    expect(order.totalPrice).toBe(2800 + 800 + 224);
    const list = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop' } });
    expect(list.json.data.items[0].id).toBe(order.id);
  });

  it('answers the pass and one-click id that open the order without signing in', async () => {
    const { json: { data: order } } = await make({ email: 'shopper@example.com', lineItems: [{ variantId: SOLD_OUT_VARIANT_ID }, { variantId: CAPPED_VARIANT_ID, quantity: 2 }, { variantId: RETIRED_VARIANT_ID }] });
    expect(order.pass).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(order.oneClickId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const byPass = await h.call('GET', `/orders/demo-shop/order-with-pass/${order.id}/${order.pass}`, { token: anonToken() });
    expect(byPass.json.data.lineItems.map((l: { title: string }) => l.title)).toEqual(['Linen Shirt', 'Silk Scarf', 'Glass Lantern']);
    const byClick = await h.call('GET', `/orders/demo-shop/order-one-click/${order.oneClickId}`, { token: anonToken() });
    expect(byClick.json.data.id).toBe(order.id);
  });

  it('makes a shipped order with tracking, and a delivered one with its delivery date', async () => {
    const shipped = (await make({ email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT' })).json.data;
    expect(shipped).toMatchObject({ canCancel: false, canEdit: false, tracking: { company: expect.any(String), number: expect.any(String) } });
    expect(Date.parse(shipped.latestShipment.estimatedDeliveryAt)).toBeGreaterThan(h.clock.now);
    const delivered = (await make({ email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'DELIVERED' })).json.data;
    expect(delivered.latestShipment.deliveredAt).not.toBeNull();
  });

  it('answers 404 for an email without a customer and 400 for bad input', async () => {
    expect((await make({ email: 'nobody@example.com' })).status).toBe(404);
    for (const body of [{}, { email: 'shopper@example.com', lineItems: [{ variantId: 1 }] }, { email: 'shopper@example.com', fulfillmentStatus: 'DONE' },
      { email: 'shopper@example.com', lineItems: [] }, { email: 'shopper@example.com', lineItems: [{ variantId: SOLD_OUT_VARIANT_ID, quantity: 0 }] }]) {
      const res = await make(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
  });

  it('does not exist in the production app', async () => {
    const prod = await createHarness({ dev: false });
    try {
      expect(prod.app.routes.map((r) => r.path)).not.toContain('/dev/orders');
      const count = async () => (await prod.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
      const before = await count();
      expect((await prod.call('POST', '/dev/orders', { token: shopper, body: JSON.stringify({ email: 'shopper@example.com' }) })).status).toBeGreaterThanOrEqual(400);
      expect(await count()).toBe(before);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
