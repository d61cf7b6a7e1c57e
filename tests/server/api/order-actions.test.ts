// @vitest-environment node
// Cancel, edit link and tracking link of an order, read from and written to the local Shopify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/api/types';
import { ORDER_EDIT_SESSION_TTL_MS, signEditSession } from '../../../server/api/lib/order-edit';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, STORE_ORIGIN, type Harness } from './helpers';
import { placeOrder, shopOrder, type NewOrderBody } from './local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const other = customerToken('9002', 'other@example.com');
const cancel = (id: string, token: string | null = shopper) => h.call('POST', `/orders/demo-shop/order/${id}/cancel`, { token, data: { shopId: 'demo-shop' } });
const editLink = (id: string, token: string | null = shopper) => h.call('GET', `/orders/demo-shop/order/${id}/order-editing-session-link`, { token });
const trackingLink = (id: string, token: string | null = shopper) => h.call('GET', `/order-tracking/demo-shop/link/${id}`, { token });
const NOT_CANCELABLE = { status: 409, json: { error: { code: 'not-cancelable', message: 'Unable to cancel order' } } };

/** A new order of `email` placed in the local Shopify, as its receipt shows it to the shopper. */
async function newOrder(email: string, body: Omit<NewOrderBody, 'email'> = {}): Promise<OrderDetail> {
  const { id } = await placeOrder(h, { email, ...body });
  const res = await h.call('GET', `/orders/demo-shop/order/${id}`, { token: shopper });
  expect(res.status).toBe(200);
  return res.json.data;
}

describe('POST /orders/{shopId}/order/{id}/cancel', () => {
  it('cancels an unfulfilled order in Shopify once: refunded, restocked, by the customer; a second cancel is 409', async () => {
    const res = await cancel('820020');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: '820020', fulfillmentStatus: 'CANCELED', status: 'refunded', canCancel: false, canEdit: false });
    expect(res.json.data.canceledAt).toBe(new Date(h.clock.now).toISOString());
    // Shopify holds it: the order is cancelled there, and the receipt says so too
    expect(await shopOrder(h, '820020')).toMatchObject({ cancelledAt: expect.any(String), cancelReason: 'CUSTOMER', displayFinancialStatus: 'REFUNDED' });
    expect((await h.call('GET', '/orders/demo-shop/order/820020', { token: shopper })).json.data.fulfillmentStatus).toBe('CANCELED');
    expect(await cancel('820020')).toEqual(NOT_CANCELABLE);
  });

  it("refuses shipped, fulfilled and already canceled orders with 409 'Unable to cancel order', changing nothing", async () => {
    for (const id of ['820028', '820025', '820019']) {
      const before = await shopOrder(h, id);
      expect(await cancel(id)).toEqual(NOT_CANCELABLE);
      expect(await shopOrder(h, id)).toEqual(before);
    }
  });

  it("lets only the owner cancel: another customer 403, anonymous 401, unknown order 404", async () => {
    expect((await cancel('820010', other)).status).toBe(403);
    expect((await cancel('820010', anonToken())).status).toBe(401);
    expect((await cancel('820010', null)).status).toBe(401);
    expect((await cancel('999999')).status).toBe(404);
    expect((await h.call('GET', '/orders/demo-shop/order/820010', { token: shopper })).json.data.canCancel).toBe(true);
  });

  it('of two cancels at once, exactly one succeeds and the other gets 409', async () => {
    const order = await newOrder('shopper@example.com');
    const answers = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await shopOrder(h, order.id)).toMatchObject({ cancelledAt: expect.any(String), displayFinancialStatus: 'REFUNDED' });
  });

  it('cancels an OPEN order without a shipment, but not an IN_PROGRESS one', async () => {
    const open = await newOrder('shopper@example.com', { fulfillmentStatus: 'OPEN' });
    expect(open.canCancel).toBe(true);
    expect((await cancel(open.id)).status).toBe(200);
    const busy = await newOrder('shopper@example.com', { fulfillmentStatus: 'IN_PROGRESS' });
    expect(busy.canCancel).toBe(false);
    expect(await cancel(busy.id)).toEqual(NOT_CANCELABLE);
  });
});

describe('GET /orders/{shopId}/order/{id}/order-editing-session-link', () => {
  it("gives the owner of an editable order a link to the store's order-edit page, valid 15 minutes", async () => {
    const res = await editLink('820010');
    expect(res.status).toBe(200);
    const url = new URL(res.json.data.url);
    expect(url.origin).toBe(STORE_ORIGIN);
    expect(url.pathname).toBe('/apps/status/order-edit/820010');
    const session = url.searchParams.get('session')!;
    expect(session.startsWith(`${h.clock.now + ORDER_EDIT_SESSION_TTL_MS}.`)).toBe(true);

    const check = await h.call('GET', `/orders/demo-shop/order-editing-session/820010?session=${encodeURIComponent(session)}`, { token: null });
    expect(check.status).toBe(200);
    expect(check.json.data.order).toMatchObject({ id: '820010', name: '#1010', lineItems: expect.arrayContaining([expect.objectContaining({ quantity: expect.any(Number) })]) });
  });

  it("answers 409 'not-editable' for shipped and canceled orders", async () => {
    for (const id of ['820028', '820019']) {
      const res = await editLink(id);
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('not-editable');
    }
  });

  it('lets only the owner ask: another customer 403, anonymous 401', async () => {
    expect((await editLink('820010', other)).status).toBe(403);
    expect((await editLink('820010', anonToken())).status).toBe(401);
  });

  it('refuses a forged, tampered, expired or other-order session with 403, and a since-canceled order with 409', async () => {
    const { rows: [shop] } = await h.db.query<{ signing_secret: string }>("SELECT signing_secret FROM shops WHERE id = 'demo-shop'");
    const check = (id: string, session: string) =>
      h.call('GET', `/orders/demo-shop/order-editing-session/${id}?session=${encodeURIComponent(session)}`, { token: null });
    const good = signEditSession(shop!.signing_secret, 'demo-shop', '820010', h.clock.now + 60_000);
    expect((await check('820010', good)).status).toBe(200);
    expect((await check('820020', good)).status).toBe(403);
    expect((await check('820010', signEditSession('guessed-secret', 'demo-shop', '820010', h.clock.now + 60_000))).status).toBe(403);
    expect((await check('820010', good.replace(/^\d+/, String(h.clock.now + 3_600_000)))).status).toBe(403);
    expect((await check('820010', 'garbage')).status).toBe(403);
    const expired = await check('820010', signEditSession(shop!.signing_secret, 'demo-shop', '820010', h.clock.now - 1));
    expect(expired).toEqual({ status: 403, json: { error: { code: 'invalid-session', message: 'This order editing link has expired.' } } });

    const order = await newOrder('shopper@example.com');
    const link = new URL((await editLink(order.id)).json.data.url);
    expect((await cancel(order.id)).status).toBe(200);
    expect((await check(order.id, link.searchParams.get('session')!)).status).toBe(409);
  });

  it('builds the link on the primary storefront origin', async () => {
    await h.db.query("INSERT INTO shop_origins (shop_id, origin, position) VALUES ('demo-shop', 'https://de.demo.example', 1)");
    try {
      expect(new URL((await editLink('820010')).json.data.url).origin).toBe(STORE_ORIGIN);
    } finally {
      await h.db.query("DELETE FROM shop_origins WHERE origin = 'https://de.demo.example'");
    }
  });
});

describe('GET /order-tracking/{shopId}/link/{id}', () => {
  it("links the carrier's tracking page for the latest shipment, with the tracking number", async () => {
    const res = await trackingLink('820028');
    expect(res.status).toBe(200);
    const { tracking } = (await h.call('GET', '/orders/demo-shop/order/820028', { token: shopper })).json.data as OrderDetail;
    const url = new URL(res.json.data.url);
    expect(url.protocol).toBe('https:');
    expect(url.href).toContain(tracking!.number);
    expect(url.hostname).toMatch({ UPS: /ups\.com$/, USPS: /usps\.com$/, FedEx: /fedex\.com$/, 'DHL Express': /dhl\.com$/ }[tracking!.company]!);
  });

  it('uses Canada Post for a Canadian address', async () => {
    const res = await trackingLink('820030', other);
    expect(res.status).toBe(200);
    expect(new URL(res.json.data.url).hostname).toBe('www.canadapost-postescanada.ca');
  });

  it('answers 404 for an order without tracking: unfulfilled, or picked up in store', async () => {
    expect((await trackingLink('820010')).status).toBe(404);
    const placed = await placeOrder(h, { email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'PICKED_UP' });
    expect((await trackingLink(placed.id)).json).toEqual({ error: { code: 'not-found', message: 'No tracking for this order.' } });
  });

  it('lets only the owner ask: another customer 403, anonymous 401', async () => {
    expect((await trackingLink('820028', other)).status).toBe(403);
    expect((await trackingLink('820028', anonToken())).status).toBe(401);
  });
});
