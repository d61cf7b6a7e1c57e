// @vitest-environment node
// Orders for tests are placed in the local Shopify (its POST /dev/orders); the app's dev route
// GET /dev/order-links gives the confirmation page's secrets of one (local stack only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPPED_VARIANT_ID, RETIRED_VARIANT_ID, SOLD_OUT_VARIANT_ID } from '../../../server/store/seed/catalog';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';
import { placeOrder } from './local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');

describe("orders placed in the local Shopify's POST /dev/orders", () => {
  it('show first in the customer\'s Orders as an unfulfilled order placed now, shipped to their default address', async () => {
    const placed = await placeOrder(h, { email: 'Shopper@Example.com' });
    const list = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop' } });
    expect(list.json.data.items[0]).toMatchObject({ id: placed.id, name: placed.name });
    const order = (await h.call('GET', `/orders/demo-shop/order/${placed.id}`, { token: shopper })).json.data;
    expect(order).toMatchObject({
      fulfillmentStatus: 'UNFULFILLED', latestShipment: null, canCancel: true, canEdit: true, status: 'paid',
      createdAt: new Date(h.clock.now).toISOString(), shippingAddress: expect.objectContaining({ city: 'Portland' }), tracking: null,
    });
    expect(order.lineItems).toEqual([expect.objectContaining({ title: 'Canvas Tote', variantTitle: 'Natural', quantity: 1, price: 2800 })]);
    expect(order.totalPrice).toBe(2800 + 800 + 224);
  });

  it('open by the pass and one-click id of GET /dev/order-links, sold-out, capped and retired items kept', async () => {
    const placed = await placeOrder(h, { email: 'shopper@example.com', lineItems: [{ variantId: SOLD_OUT_VARIANT_ID }, { variantId: CAPPED_VARIANT_ID, quantity: 2 }, { variantId: RETIRED_VARIANT_ID }] });
    expect(placed.pass).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.oneClickId).toMatch(new RegExp(`^${placed.id}-[0-9a-f]{32}$`));
    const byPass = await h.call('GET', `/orders/demo-shop/order-with-pass/${placed.id}/${placed.pass}`, { token: anonToken() });
    expect(byPass.json.data.lineItems.map((l: { title: string }) => l.title)).toEqual(['Linen Shirt', 'Silk Scarf', 'Glass Lantern']);
    const byClick = await h.call('GET', `/orders/demo-shop/order-one-click/${placed.oneClickId}`, { token: anonToken() });
    expect(byClick.json.data.id).toBe(placed.id);
  });

  it('show a shipped order with tracking, and a delivered one with its delivery date', async () => {
    const receipt = async (body: Parameters<typeof placeOrder>[1]) =>
      (await h.call('GET', `/orders/demo-shop/order/${(await placeOrder(h, body)).id}`, { token: shopper })).json.data;
    const shipped = await receipt({ email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT' });
    expect(shipped).toMatchObject({ canCancel: false, canEdit: false, tracking: { company: expect.any(String), number: expect.any(String) } });
    expect(Date.parse(shipped.latestShipment.estimatedDeliveryAt)).toBeGreaterThan(h.clock.now);
    const delivered = await receipt({ email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'DELIVERED' });
    expect(delivered.latestShipment.deliveredAt).not.toBeNull();
  });
});

describe('GET /dev/order-links/{orderId}', () => {
  it("answers each order its own secrets, per shop, and 400 for an id that is not Shopify's", async () => {
    const a = (await h.call('GET', '/dev/order-links/820028', { token: null })).json.data;
    const b = (await h.call('GET', '/dev/order-links/820027?shop=demo-shop', { token: null })).json.data;
    expect(a.pass).not.toBe(b.pass);
    expect(a.oneClickId).not.toBe(b.oneClickId);
    expect((await h.call('GET', '/dev/order-links/820028', { token: null })).json.data).toEqual(a);
    expect((await h.call('GET', '/dev/order-links/abc', { token: null })).status).toBe(400);
    expect((await h.call('GET', '/dev/order-links/820028?shop=unknown-shop', { token: null })).status).toBe(404);
  });

  it('does not exist in the production app, nor does the old POST /dev/orders in any', async () => {
    expect(h.app.routes.map((r) => `${r.method} ${r.path}`)).not.toContain('POST /dev/orders');
    expect((await h.call('POST', '/dev/orders', { token: null, body: JSON.stringify({ email: 'shopper@example.com' }) })).status).toBeGreaterThanOrEqual(400);
    const prod = await createHarness({ dev: false });
    try {
      expect(prod.app.routes.map((r) => r.path)).not.toContain('/dev/order-links/:orderId');
      expect((await prod.call('GET', '/dev/order-links/820028', { token: shopper })).status).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
