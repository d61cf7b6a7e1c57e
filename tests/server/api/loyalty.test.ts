// @vitest-environment node
// Points, store credit through our API, the subscription link and the stand-in loyalty service
// (docs/product.md#api-calls).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchCreditCard, type LoyaltyFetch } from '../../../server/api/lib/loyalty-service';
import { DEMO_LOYALTY_TOKEN } from '../../../server/seed/loyalty';
import { DEMO_SETTINGS, upgradeSeed } from '../../../server/seed/db-seed';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const other = customerToken('9002', 'other@example.com');
const setSettings = (patch: Record<string, unknown>) =>
  h.db.query("UPDATE shops SET settings = settings || $1::jsonb WHERE id = 'demo-shop'", [JSON.stringify(patch)]);

describe('GET /points/{shopId}', () => {
  it("answers the signed-in customer's own points", async () => {
    expect(await h.call('GET', '/points/demo-shop', { token: shopper })).toEqual({ status: 200, json: { data: { points: 1250 } } });
    expect((await h.call('GET', '/points/demo-shop', { token: other })).json).toEqual({ data: { points: 80 } });
  });

  it('answers 0 for a customer without points', async () => {
    await h.db.query("DELETE FROM loyalty_points WHERE customer_id = '9002'");
    expect((await h.call('GET', '/points/demo-shop', { token: other })).json).toEqual({ data: { points: 0 } });
  });

  it('refuses: no token 401, a guest 403, a malformed shop 400, an unknown shop 404', async () => {
    expect((await h.call('GET', '/points/demo-shop', { token: null })).status).toBe(401);
    const guest = await h.call('GET', '/points/demo-shop', { token: anonToken() });
    expect([guest.status, guest.json.error.code]).toEqual([403, 'permission-denied']);
    expect((await h.call('GET', '/points/bad%20shop', { token: shopper })).status).toBe(400);
    expect((await h.call('GET', '/points/no-such-shop', { token: shopper })).status).toBe(404);
  });
});

describe('GET /credit/{shopId}', () => {
  const credit = (token: string | null, query = '') => h.call('GET', `/credit/demo-shop${query}`, { token });
  const expires = new Date(NOW + 365 * 86_400_000).toISOString().slice(0, 10);

  it("answers the signed-in customer's own card, asked of the loyalty service with the shop's token, and never the token", async () => {
    await setSettings({ credit: { isActive: true, name: 'Store credit', accessToken: DEMO_LOYALTY_TOKEN } });
    const res = await credit(shopper);
    expect(res).toEqual({ status: 200, json: { data: { amount: 25, giftCardId: 'gc_550123', expiresOn: expires, code: 'HRBR-7Q2K-9XLM' } } });
    expect(JSON.stringify(res.json)).not.toContain(DEMO_LOYALTY_TOKEN);
    // the other customer has no card: their own 404, never the shopper's card
    const theirs = await credit(other);
    expect([theirs.status, theirs.json.error.message]).toEqual([404, 'No store credit for this customer.']);
  });

  it('refuses: no token 401, a guest 403, a malformed country 400, an unknown shop 404', async () => {
    await setSettings({ credit: { isActive: true, accessToken: DEMO_LOYALTY_TOKEN } });
    expect((await credit(null)).status).toBe(401);
    const guest = await credit(anonToken());
    expect([guest.status, guest.json.error.code]).toEqual([403, 'permission-denied']);
    expect((await credit(shopper, '?country=Germany')).status).toBe(400);
    expect((await h.call('GET', '/credit/no-such-shop', { token: shopper })).status).toBe(404);
  });

  it('is 404 while the credit setting is off or has no access token', async () => {
    await setSettings({ credit: { isActive: false, accessToken: DEMO_LOYALTY_TOKEN } });
    expect((await credit(shopper)).status).toBe(404);
    await setSettings({ credit: { isActive: true } });
    const res = await credit(shopper);
    expect([res.status, res.json.error.message]).toEqual([404, 'Store credit is not set up for this shop.']);
  });

  it("follows the shopper's country variant of the credit setting", async () => {
    await setSettings({ credit: [{ countries: ['DE'], isActive: false, accessToken: DEMO_LOYALTY_TOKEN }, { accessToken: DEMO_LOYALTY_TOKEN }] });
    expect((await credit(shopper, '?country=us')).status).toBe(200);
    expect((await credit(shopper)).status).toBe(200);
    expect((await credit(shopper, '?country=DE')).status).toBe(404);
  });
});

describe('the loyalty service client (lib/loyalty-service.ts)', () => {
  const CARD_JSON = { amount: '7.50', gift_card_id: 42, expires_on: null, code: 'C-1' };
  const service = (answer: () => Response | Promise<Response>) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch: LoyaltyFetch = async (url, init) => { calls.push({ url, init }); return answer(); };
    return { fetch, calls };
  };
  const req = { serviceUrl: 'https://loyalty.example/v1/credit', accessToken: 'tok-1', customerId: '9001', shopDomain: 'demo-shop.myshopify.com' };

  it("sends the shop's serviceUrl customer_id, shop_url and the access-token header, and reads the card", async () => {
    const s = service(() => Response.json(CARD_JSON));
    expect(await fetchCreditCard({ fetch: s.fetch }, req)).toEqual({ amount: 7.5, giftCardId: '42', expiresOn: null, code: 'C-1' });
    const u = new URL(s.calls[0]!.url);
    expect(u.origin + u.pathname).toBe('https://loyalty.example/v1/credit');
    expect(Object.fromEntries(u.searchParams)).toEqual({ customer_id: '9001', shop_url: 'demo-shop.myshopify.com' });
    expect((s.calls[0]!.init.headers as Record<string, string>)['access-token']).toBe('tok-1');
  });

  it('calls no http:// or malformed serviceUrl outside the local stack, and falls back to the stand-in only where there is one', async () => {
    const s = service(() => Response.json(CARD_JSON));
    expect(await fetchCreditCard({ fetch: s.fetch }, { ...req, serviceUrl: 'http://10.0.0.1/credit' })).toBeNull();
    expect(await fetchCreditCard({ fetch: s.fetch }, { ...req, serviceUrl: 'not a url' })).toBeNull();
    expect(s.calls).toEqual([]);
    const standIn = service(() => Response.json(CARD_JSON));
    expect(await fetchCreditCard({ fetch: s.fetch, standIn: standIn.fetch }, { ...req, serviceUrl: undefined })).toMatchObject({ amount: 7.5 });
    expect(new URL(standIn.calls[0]!.url).pathname).toBe('/loyalty-service/credit');
    expect(await fetchCreditCard({ fetch: s.fetch, allowHttp: true }, { ...req, serviceUrl: 'http://127.0.0.1:9/credit' })).toMatchObject({ amount: 7.5 });
  });

  it('turns a missing card into null and every other failure into 502 loyalty-unavailable', async () => {
    expect(await fetchCreditCard({ fetch: service(() => new Response('{}', { status: 404 })).fetch }, req)).toBeNull();
    const failing = [
      () => new Response('oops', { status: 500 }),
      () => Response.json({ amount: 'lots' }),
      () => new Response('<html>', { status: 200 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const answer of failing) {
      await expect(fetchCreditCard({ fetch: service(answer).fetch }, req)).rejects.toMatchObject({ status: 502, code: 'loyalty-unavailable' });
    }
  });

  it("a refused token is 502 for the shopper and a log line naming the shop for the merchant, the token in neither", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const refused = fetchCreditCard({ fetch: service(() => new Response('{}', { status: 401 })).fetch }, req);
      await expect(refused).rejects.toMatchObject({ status: 502, code: 'loyalty-unavailable' });
      await refused.catch((e: Error) => expect(e.message).not.toContain('tok-1'));
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toContain('refused the access token of demo-shop.myshopify.com');
      expect(String(error.mock.calls[0]![0])).not.toContain('tok-1');
    } finally {
      error.mockRestore();
    }
  });

  it('gives up on a service slower than the timeout', async () => {
    const slow: LoyaltyFetch = (_url, init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    await expect(fetchCreditCard({ fetch: slow, timeoutMs: 20 }, req)).rejects.toMatchObject({ status: 502 });
  });
});

describe('GET /integrations/{shopId}/{customerId}/subscription-link', () => {
  const link = (id: string, token: string | null) => h.call('GET', `/integrations/demo-shop/${id}/subscription-link`, { token });

  it("answers the portal, its login page and the store's portal login from the subscriptions setting", async () => {
    await setSettings({ subscriptions: { isActive: true, name: 'Subscriptions', url: '/apps/subscriptions/' } });
    expect(await link('9001', shopper)).toEqual({
      status: 200,
      json: { data: { url: '/apps/subscriptions', loginUrl: '/apps/subscriptions/login', tokenUrl: '/apps/subscriptions/api/login' } },
    });
    await setSettings({ subscriptions: { isActive: true, url: 'https://portal.example/s', link: 'https://portal.example/s/sign-in' } });
    expect((await link('9001', shopper)).json.data.loginUrl).toBe('https://portal.example/s/sign-in');
  });

  it("refuses another customer's id and guests with 403, no token with 401, a bad id with 400", async () => {
    await setSettings({ subscriptions: { isActive: true, url: '/apps/subscriptions' } });
    expect((await link('9002', shopper)).status).toBe(403);
    expect((await link('9001', anonToken())).status).toBe(403);
    expect((await link('9001', null)).status).toBe(401);
    expect((await link('9001%20x', shopper)).status).toBe(400);
  });

  it('answers the portal of the subscriptions variant without countries (the call names no country)', async () => {
    await setSettings({ subscriptions: [{ countries: ['DE'], url: 'https://de.portal.example' }, { isActive: true, url: '/apps/subscriptions' }] });
    expect((await link('9001', shopper)).json.data.url).toBe('/apps/subscriptions');
    await setSettings({ subscriptions: [{ countries: ['DE'], url: 'https://de.portal.example' }] });
    expect((await link('9001', shopper)).status).toBe(404);
  });

  it('is 404 while the subscriptions setting is off', async () => {
    await setSettings({ subscriptions: { isActive: false, url: '/apps/subscriptions' } });
    const res = await link('9001', shopper);
    expect([res.status, res.json.error.message]).toEqual([404, 'Subscriptions are not set up for this shop.']);
  });
});

describe('GET /loyalty-service/credit (the third-party loyalty service)', () => {
  const credit = (query: string, token?: string) =>
    h.app.request(`/loyalty-service/credit?${query}`, { headers: token === undefined ? {} : { 'access-token': token } });
  const ok = 'customer_id=9001&shop_url=demo-shop.myshopify.com';

  it("answers the customer's card with the shop's access token, as plain JSON", async () => {
    const res = await credit(ok, DEMO_LOYALTY_TOKEN);
    expect(res.status).toBe(200);
    const expires = new Date(NOW + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(await res.json()).toEqual({ amount: '25.00', gift_card_id: 'gc_550123', expires_on: expires, code: 'HRBR-7Q2K-9XLM' });
    expect((await credit('customer_id=9001&shop_url=https://demo-shop.myshopify.com/', DEMO_LOYALTY_TOKEN)).status).toBe(200);
  });

  it('is 401 without the token, with a wrong one, or for an unknown shop', async () => {
    expect((await credit(ok)).status).toBe(401);
    expect((await credit(ok, 'wrong-token')).status).toBe(401);
    expect((await credit('customer_id=9001&shop_url=elsewhere.myshopify.com', DEMO_LOYALTY_TOKEN)).status).toBe(401);
  });

  it('accepts the token of a country variant of the credit setting', async () => {
    await setSettings({ credit: [{ countries: ['DE'], accessToken: 'de-token' }, { accessToken: DEMO_LOYALTY_TOKEN }] });
    expect((await credit(ok, 'de-token')).status).toBe(200);
    await setSettings({ credit: { isActive: false, accessToken: DEMO_LOYALTY_TOKEN } });
  });

  it('is 404 for a customer without a card and 400 for a malformed query', async () => {
    expect((await credit('customer_id=9002&shop_url=demo-shop.myshopify.com', DEMO_LOYALTY_TOKEN)).status).toBe(404);
    expect((await credit('shop_url=demo-shop.myshopify.com', DEMO_LOYALTY_TOKEN)).status).toBe(400);
    expect((await credit('customer_id=9%0A1&shop_url=demo-shop.myshopify.com', DEMO_LOYALTY_TOKEN)).status).toBe(400);
  });

  it('is not a door for storefront pages: CORS lets no page send the access-token header', async () => {
    const res = await h.app.request('/loyalty-service/credit', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'access-token' },
    });
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '').not.toContain('access-token');
  });
});

describe('an older demo database', () => {
  it('gets the seeded integration settings where it has none or the old placeholder, and keeps values someone set', async () => {
    await h.db.query(`UPDATE shops SET settings = (settings - 'credit') || '{"points": {"isActive": false}, "membership": {"isActive": true, "name": "Mine"}}'::jsonb WHERE id = 'demo-shop'`);
    await h.db.query("DELETE FROM loyalty_points WHERE customer_id = '9001'");
    await upgradeSeed(h.db, NOW);
    const { rows: [shop] } = await h.db.query<{ settings: Record<string, unknown> }>("SELECT settings FROM shops WHERE id = 'demo-shop'");
    expect(shop!.settings.points).toEqual(DEMO_SETTINGS.points);
    expect(shop!.settings.credit).toEqual(DEMO_SETTINGS.credit);
    expect(shop!.settings.membership).toEqual({ isActive: true, name: 'Mine' });
    expect((await h.call('GET', '/points/demo-shop', { token: shopper })).json).toEqual({ data: { points: 1250 } });
  });
});
