// @vitest-environment node
// The storefront emulator as Shopify's app proxy: /apps/status/* forwarded to the
// API's /proxy/* with a signed query; against a recording stub and against the real API app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAppProxyQuery } from '../../../server/lib/app-proxy';
import { encodeMultipass } from '../../../server/lib/multipass';
import { DEMO_APP_SECRET, DEMO_MULTIPASS_SECRET, SHOPIFY_DOMAIN } from '../../../server/seed/catalog';
import { createHarness, HARNESS_START_MS, readCustomToken, type Harness } from '../api/helpers';
import { makeClient } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const API_BASE = 'http://api.test';

interface Forwarded { url: URL; init?: RequestInit }

/** A store whose server calls a stub app that records each request and answers `answer()`. */
function storeWithStub(answer: () => Response | Promise<Response> = () => Response.json({ data: { ok: true } })) {
  const forwarded: Forwarded[] = [];
  const client = makeClient({
    apiBase: API_BASE,
    now: () => h.clock.now,
    fetchApi: async (url, init) => { forwarded.push({ url: new URL(url), init }); return answer(); },
  });
  return { ...client, forwarded };
}

/** Signs `client`'s visitor in to the store as `customerId` (a multipass login, as the classic store does). */
async function storeLogin(client: ReturnType<typeof makeClient>, customerId: string, email: string) {
  const token = encodeMultipass(DEMO_MULTIPASS_SECRET, { email, identifier: customerId }, h.clock.now);
  const res = await client.send(`/account/login/multipass/${token}`);
  expect(res.status).toBe(302);
}

describe('the app proxy (/apps/status/*)', () => {
  it("forwards a signed-in visitor's request to {apiBase}/proxy/... with the query and a signature that verifies", async () => {
    const store = storeWithStub();
    await storeLogin(store, '9001', 'shopper@example.com');
    const res = await store.send('/apps/status/session?locale=de&extra=1&extra=2');
    expect(res.status).toBe(200);
    const [{ url, init }] = store.forwarded;
    expect(`${url.origin}${url.pathname}`).toBe(`${API_BASE}/proxy/session`);
    expect(url.searchParams.getAll('extra')).toEqual(['1', '2']);
    expect(verifyAppProxyQuery(url.searchParams, DEMO_APP_SECRET, h.clock.now)).toEqual({
      ok: true, shop: SHOPIFY_DOMAIN, loggedInCustomerId: '9001', pathPrefix: '/apps/status', timestamp: Math.floor(h.clock.now / 1000),
    });
    // like Shopify: the store's cookies never reach the app
    expect(new Headers(init?.headers).get('cookie')).toBeNull();
  });

  it("sends an empty logged_in_customer_id for a guest, and the shopper's own customer id in the query is replaced", async () => {
    const store = storeWithStub();
    await store.send('/apps/status/session?logged_in_customer_id=9001&shop=evil.myshopify.com');
    const { url } = store.forwarded[0];
    expect(url.searchParams.getAll('logged_in_customer_id')).toEqual(['']);
    expect(url.searchParams.getAll('shop')).toEqual([SHOPIFY_DOMAIN]);
    expect(verifyAppProxyQuery(url.searchParams, DEMO_APP_SECRET, h.clock.now)).toMatchObject({ ok: true, loggedInCustomerId: '' });
  });

  it('forwards under /de/ and /fr/ too, and /apps/status itself to /proxy', async () => {
    const store = storeWithStub();
    await store.send('/de/apps/status/session');
    await store.send('/fr/apps/status/session');
    await store.send('/apps/status');
    expect(store.forwarded.map((f) => f.url.pathname)).toEqual(['/proxy/session', '/proxy/session', '/proxy']);
  });

  it("passes the app's status, body and content type back, never cached and without the app's cookies", async () => {
    const store = storeWithStub(() => new Response('short and stout', { status: 418, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Set-Cookie': 'app=1', 'Cache-Control': 'public, max-age=600' } }));
    const res = await store.send('/apps/status/teapot');
    expect(res.status).toBe(418);
    expect(await res.text()).toBe('short and stout');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it("answers 502 with a small JSON error when the app cannot be reached", async () => {
    const store = storeWithStub(() => { throw new TypeError('fetch failed'); });
    const res = await store.send('/apps/status/session');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'app-proxy-unavailable', message: 'The app did not answer.' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps every forwarded path under /proxy: dot segments are resolved on the store, an encoded slash stays encoded', async () => {
    const store = storeWithStub();
    await store.send('/apps/status/..%2fhealth');
    const traversal = await store.send('/apps/status/%2e%2e/health'); // the store's /apps/health: no proxy there
    expect(traversal.status).toBe(404);
    expect(store.forwarded.map((f) => `${f.url.origin}${f.url.pathname}`)).toEqual([`${API_BASE}/proxy/..%2fhealth`]);
  });

  it("keeps the store's own order-edit page at /apps/status/order-edit/{id} (not forwarded to /proxy)", async () => {
    const store = storeWithStub(() => Response.json({ error: { code: 'invalid-session', message: 'x' } }, { status: 403 }));
    await store.send('/apps/status/order-edit/820010?session=x');
    expect(store.forwarded.map((f) => f.url.pathname)).toEqual(['/orders/demo-shop/order-editing-session/820010']);
  });
});

describe('the app proxy against the real API', () => {
  const store = () => makeClient({ apiBase: API_BASE, now: () => h.clock.now, fetchApi: (url, init) => Promise.resolve(h.app.request(url.slice(API_BASE.length), init)) });

  it("gives a shopper signed in to the store the custom token of their customer", async () => {
    const client = store();
    await storeLogin(client, '9001', 'shopper@example.com');
    const res = await client.send('/apps/status/session');
    expect(res.status).toBe(200);
    const { data } = await res.json() as { data: { customToken: string; customerId: string; email: string } };
    expect(data).toMatchObject({ customerId: '9001', email: 'shopper@example.com' });
    expect(readCustomToken(data.customToken).uid).toBe('customer-9001');
  });

  it("answers a guest with the API's 401 'not-logged-in', and a store signing with another secret with 401 'invalid-signature'", async () => {
    const guest = await store().send('/apps/status/session');
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { error: { code: string } }).error.code).toBe('not-logged-in');

    const wrong = makeClient({ apiBase: API_BASE, appSecret: 'not-the-app-secret', now: () => h.clock.now, fetchApi: (url, init) => Promise.resolve(h.app.request(url.slice(API_BASE.length), init)) });
    await storeLogin(wrong, '9001', 'shopper@example.com');
    const forged = await wrong.send('/apps/status/session');
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('invalid-signature');
  });
});
