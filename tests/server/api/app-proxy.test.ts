// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedAppProxyQuery } from '../../../server/lib/app-proxy';
import { LIMITS } from '../../../server/api/lib/limits';
import { DEMO_APP_SECRET, SHOPIFY_DOMAIN } from '../../../server/seed/catalog';
import { anonToken, createHarness, HARNESS_START_MS, NOW, readCustomToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

interface Proxied { customer?: string; shop?: string; timestamp?: number; secret?: string; query?: string }

/** The query Shopify forwards for the store's /apps/status/session. */
const proxiedQuery = (p: Proxied = {}) => signedAppProxyQuery(
  new URLSearchParams(p.query ?? ''),
  { shop: p.shop ?? SHOPIFY_DOMAIN, loggedInCustomerId: p.customer ?? '9001', pathPrefix: '/apps/status', timestamp: p.timestamp ?? Math.floor(h.clock.now / 1000) },
  p.secret ?? DEMO_APP_SECRET,
);

/** GET /proxy/session as Shopify's servers call it: no bearer token, one address per test unless given. */
const proxySession = (q: URLSearchParams | string, ip = '10.9.0.1') => h.call('GET', `/proxy/session?${q}`, { token: null, ip });

describe('GET /proxy/session', () => {
  it("answers a good signature of a logged-in customer with a custom token equal to code sign-in's for that customer", async () => {
    const res = await proxySession(proxiedQuery());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.data).toMatchObject({ customerId: '9001', email: 'shopper@example.com' });
    const viaProxy = readCustomToken(res.json.data.customToken);

    // the same customer signing in with an emailed code
    const sent = await h.call('POST', '/authentication/create-otc', { token: anonToken('anon-proxy-cmp'), data: { shopId: 'demo-shop', email: 'Shopper@Example.com' } });
    const code = /\b(\d{4})\b/.exec(h.mails.filter((m) => m.to === 'shopper@example.com').at(-1)!.text)![1];
    const signedIn = await h.call('POST', '/authentication/validate-otc', { token: anonToken('anon-proxy-cmp'), data: { shopId: 'demo-shop', otp: Number(code), ids: [sent.json.data.codeId] } });
    expect(signedIn.status).toBe(200);
    const viaCode = readCustomToken(signedIn.json.data.token);

    expect(viaProxy).toEqual(viaCode);
    expect(viaProxy).toEqual({ uid: 'customer-9001', claims: { email: 'shopper@example.com', shopId: 'demo-shop', customerId: '9001' } });
  });

  it("keeps the storefront's own query parameters signed (a parameter added later breaks the signature)", async () => {
    const q = proxiedQuery({ query: 'locale=de&extra=1&extra=2' });
    expect((await proxySession(q)).status).toBe(200);
    expect((await proxySession(`${q}&extra=3`)).json.error.code).toBe('invalid-signature');
  });

  it("refuses a forged signature, another customer's id under a real signature, and a missing signature with 401 'invalid-signature'", async () => {
    const forged = proxiedQuery({ secret: 'not-the-app-secret' });
    const swapped = proxiedQuery();
    swapped.set('logged_in_customer_id', '9002');
    const unsigned = proxiedQuery();
    unsigned.delete('signature');
    for (const q of [forged, swapped, unsigned]) {
      const res = await proxySession(q, '10.9.0.2');
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('invalid-signature');
      expect(res.json.data).toBeUndefined();
    }
  });

  it("refuses a signature more than 90 s old or ahead with 401 'stale-signature', and takes one 90 s old", async () => {
    const t = Math.floor(NOW / 1000);
    for (const timestamp of [t - 91, t + 91, t - 3600]) {
      const res = await proxySession(proxiedQuery({ timestamp }));
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('stale-signature');
    }
    expect((await proxySession(proxiedQuery({ timestamp: t - 90 }))).status).toBe(200);
  });

  it("refuses a guest (empty logged_in_customer_id) with 401 'not-logged-in'", async () => {
    const res = await proxySession(proxiedQuery({ customer: '' }));
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('not-logged-in');
  });

  it("answers 404 'customer-not-found' for a customer the shop does not have, and 'shop-not-found' for a shop the API does not serve", async () => {
    const unknown = await proxySession(proxiedQuery({ customer: '777777' }));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('customer-not-found');

    await h.db.query("INSERT INTO shops (id, shopify_domain) VALUES ('proxy-other-shop', 'proxy-other-shop.myshopify.com') ON CONFLICT DO NOTHING");
    // 9001 is the demo shop's customer: another shop's signed request cannot reach them (that
    // shop has no access token of ours, so nothing is asked of any Shopify)
    const otherShop = await proxySession(proxiedQuery({ shop: 'proxy-other-shop.myshopify.com' }));
    expect(otherShop.status).toBe(401);
    expect(otherShop.json.error.code).toBe('shop-not-installed');

    const noShop = await proxySession(proxiedQuery({ shop: 'never-installed.myshopify.com' }));
    expect(noShop.status).toBe(404);
    expect(noShop.json.error.code).toBe('shop-not-found');
  });

  it('answers junk queries with 4xx and a clear error, never 500', async () => {
    const good = proxiedQuery().toString();
    const cases: Array<[string, number, string]> = [
      ['', 401, 'invalid-signature'],
      ['signature=zz', 401, 'invalid-signature'],
      [`${good}&shop=second.myshopify.com`, 400, 'invalid-argument'],
      [`${good}&signature=${'a'.repeat(64)}`, 400, 'invalid-argument'],
      [good.replace(/logged_in_customer_id=[^&]*/, `logged_in_customer_id=${'9'.repeat(80)}`), 400, 'invalid-argument'],
      [good.replace(/shop=[^&]*/, 'shop=%00evil'), 400, 'invalid-argument'],
      ['timestamp=%ZZ&%%%=1', 401, 'invalid-signature'],
    ];
    for (const [q, status, code] of cases) {
      const res = await proxySession(q, '10.9.0.3');
      expect([q, res.status, res.json.error.code]).toEqual([q, status, code]);
    }
  });

  it('keeps answering good signatures from an address that sent many forged ones (Shopify forwards every store from a few addresses)', async () => {
    const ip = '10.9.0.4';
    const forged = proxiedQuery({ secret: 'guess' });
    for (let i = 0; i < 50; i++) expect((await proxySession(forged, ip)).status).toBe(401);
    expect((await proxySession(proxiedQuery(), ip)).status).toBe(200);
  });

  it(`mints at most ${LIMITS.appProxyPerCustomer.max} tokens per customer in 15 minutes`, async () => {
    h.clock.now += LIMITS.appProxyPerCustomer.windowMs; // a fresh window for the other tests' sign-ins
    try {
      let last = 0;
      for (let i = 0; i <= LIMITS.appProxyPerCustomer.max; i++) last = (await proxySession(proxiedQuery({ customer: '9002' }), `10.9.1.${i}`)).status;
      expect(last).toBe(429);
      expect((await proxySession(proxiedQuery({ customer: '9001' }), '10.9.2.1')).status).toBe(200);
    } finally {
      h.clock.now = NOW;
    }
  });
});
