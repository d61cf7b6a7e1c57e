// @vitest-environment node
/**
 * Inputs that PostgreSQL or a Date would choke on (a 500): each answers 400 'invalid-argument' (or
 * the email check's code 100) before it reaches them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../server/api/lib/cursor';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const NUL = '\u0000';
const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObjects = (n: number) => '{"":'.repeat(n) + '1' + '}'.repeat(n);

function expectInvalid(res: { status: number; json: any }, field?: string) {
  expect(res.status).toBe(400);
  expect(res.json.error.code).toBe('invalid-argument');
  if (field) expect(res.json.error.message).toContain(field);
}

describe('NUL and other control characters', () => {
  // A NUL anywhere in a JSON body is refused by the body scan (PostgreSQL stores no NUL in text
  // or jsonb), before any route reads a field; other control characters reach the field checks.
  it.each(['create-otc', 'create-magic-link'])("answers 400 'invalid-argument' for a NUL in the email of %s", async (route) => {
    const res = await h.call('POST', `/authentication/${route}`, {
      data: { shopId: 'demo-shop', email: `shopper${NUL}@example.com`, returnUrl: 'http://127.0.0.1:3000/' },
    });
    expectInvalid(res, 'NUL');
  });

  it.each(['create-otc', 'create-magic-link', 'unverified'])('answers 400 code 100 (invalid email) for a control character in the email of %s', async (route) => {
    const path = route === 'unverified' ? '/member/unverified' : `/authentication/${route}`;
    const res = await h.call('POST', path, {
      data: { shopId: 'demo-shop', email: 'shop\u0001per@example.com', returnUrl: 'http://127.0.0.1:3000/' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(100);
  });

  it("answers 400 'invalid-argument' for a NUL in the email of /member/unverified", async () => {
    expectInvalid(await h.call('POST', '/member/unverified', { data: { shopId: 'demo-shop', email: `a${NUL}b@example.com` } }), 'NUL');
  });

  it("answers 400 'invalid-argument' for a NUL or a control character in the envelope's shop id", async () => {
    expectInvalid(await h.call('POST', '/init/for-you', { data: { shopId: `demo-shop${NUL}`, recentlyViewed: [] } }), 'NUL');
    expectInvalid(await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop\u0007', recentlyViewed: [] } }), 'data.shopId');
  });

  it("answers 400 'invalid-argument' for a NUL in the path's shop id", async () => {
    expectInvalid(await h.call('GET', '/init/v2/demo%00shop/user'), 'path.shopId');
    expectInvalid(await h.call('GET', '/orders/demo%00shop/order/1', { token: shopper }), 'path.shopId');
    expectInvalid(await h.call('GET', '/customer/demo%00shop/9001/personalizations', { token: shopper }), 'path.shopId');
  });

  it("answers 400 'invalid-argument' for a NUL in the order id", async () => {
    expectInvalid(await h.call('GET', '/orders/demo-shop/order/10%0001', { token: shopper }), 'path.id');
  });

  it("answers 400 'invalid-argument' for a NUL in a pass, a one-click id, an address id or an edit session", async () => {
    expectInvalid(await h.call('GET', '/orders/demo-shop/order-with-pass/820028/ab%00cd', { token: shopper }), 'path.pass');
    expectInvalid(await h.call('GET', '/orders/demo-shop/order-one-click/ab%00cd', { token: shopper }), 'path.oneClickId');
    expectInvalid(await h.call('DELETE', '/customer/demo-shop/9001/address/30%0001', { token: shopper }), 'path.addressId');
    expectInvalid(await h.call('GET', '/orders/demo-shop/order-editing-session/820010?session=1%00', { token: null }), 'query.session');
  });

  it("answers 400 'invalid-argument' for a NUL or a repeat in the app proxy's shop or customer id", async () => {
    expectInvalid(await h.call('GET', '/proxy/session?shop=demo%00shop.myshopify.com&logged_in_customer_id=9001', { token: null }), 'query.shop');
    expectInvalid(await h.call('GET', '/proxy/session?shop=demo-shop.myshopify.com&logged_in_customer_id=9001&logged_in_customer_id=9002', { token: null }), 'query.logged_in_customer_id');
  });

  it("answers 400 'invalid-argument' for a NUL or a control character in an address or a preference answer", async () => {
    const address = { firstName: 'Sam', lastName: 'Rivera', address1: '1 Main St', city: 'Austin\u0007', province: 'TX', zip: '78701', country: 'US' };
    expectInvalid(await h.call('POST', '/customer/demo-shop/9001/address', { token: shopper, data: { shopId: 'demo-shop', address } }), 'data.address.city');
    const nul = await h.call('PUT', '/customer/demo-shop/9001', { token: shopper, body: '{"data":{"shopId":"demo-shop","customer":{"personalizations":{"a":"x\\u0000"}}}}' });
    expectInvalid(nul, 'NUL');
  });

  it("answers 400 'invalid-argument' for a NUL or a control character in a tracking event name", async () => {
    const send = (name: string) => h.call('POST', '/tracking/event/inject', {
      token: anonToken('visitor-nul'),
      body: JSON.stringify({ events: { 'ev-nul': { event: name, created_at: NOW } } }),
    });
    expectInvalid(await send(`open${NUL}`), 'NUL');
    expectInvalid(await send('open\u001b[31m'), 'events.ev-nul.event');
  });

  it("answers 400 'invalid-argument' for a NUL or an unpaired surrogate in a tracking event's data (jsonb stores neither)", async () => {
    for (const q of [NUL, '\ud800']) {
      const res = await h.call('POST', '/tracking/event/inject', {
        token: anonToken('visitor-nul'),
        body: JSON.stringify({ events: { 'ev-nul-data': { event: 'open', event_data: { q }, created_at: NOW } } }),
      });
      expectInvalid(res);
    }
  });
});

describe('page cursors', () => {
  it("answers 400 'invalid-argument' for a cursor whose time is 1e300", async () => {
    const res = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop', pageCursor: cursorOf({ t: 1e300, id: 'x' }) } });
    expectInvalid(res, 'data.pageCursor');
  });

  it("answers 400 'invalid-argument' for a cursor with a NUL in its id", async () => {
    const res = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop', pageCursor: cursorOf({ t: NOW, id: NUL }) } });
    expectInvalid(res, 'data.pageCursor');
  });

  it('still pages with a cursor the API made', async () => {
    const first = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop', pageCursor: null } });
    const second = await h.call('POST', '/orders/demo-shop/orders', { token: shopper, data: { shopId: 'demo-shop', pageCursor: first.json.data.pageCursor } });
    expect(second.status).toBe(200);
    expect(second.json.data.items[0].name).toBe('#1019');
    expect(encodeCursor({ t: 0, id: 'a' })).toBe(cursorOf({ t: 0, id: 'a' }));
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['arrays', deepArrays(200_000)],
    ['objects', deepObjects(200_000)],
  ])("answers 400 'invalid-argument' for 200,000-deep %s sent to an envelope route", async (_kind, deep) => {
    const res = await h.call('POST', '/init/for-you', { body: `{"data":{"shopId":"demo-shop","recentlyViewed":${deep}}}` });
    expectInvalid(res, 'nested');
  });

  it.each([
    ['arrays', deepArrays(200_000)],
    ['objects', deepObjects(200_000)],
  ])("answers 400 'invalid-argument' for 200,000-deep %s sent to /tracking/event/inject", async (_kind, deep) => {
    const res = await h.call('POST', '/tracking/event/inject', { body: `{"events":{"e":{"event":"x","event_data":${deep}}}}` });
    expectInvalid(res, 'nested');
  });

  it('answers 400 for a deep body at the top level and for a route that does not exist', async () => {
    expectInvalid(await h.call('POST', '/init/for-you', { body: deepArrays(200_000) }));
    expect((await h.call('POST', '/no/such/route', { body: deepArrays(200_000) })).status).toBe(400);
  });
});
