// @vitest-environment node
// The Profile block's answer (GET /customer-account/profile) and the 'not offered' answers of the
// favorites and saved-from-cart routes, by the merchant's settings as the widget reads them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_CREDIT_TIMEOUT_MS } from '../../../../server/api/customer-account/profile';
import { EXTENSION_ORIGIN } from '../../../../server/api/customer-account/routes';
import type { AccountProfileResponse } from '../../../../server/api/customer-account/types';
import { LOYALTY_TIMEOUT_MS } from '../../../../server/api/lib/loyalty-service';
import { listSaved, saveItems } from '../../../../server/api/lib/saved-items';
import { DEMO_LOYALTY_TOKEN } from '../../../../server/seed/loyalty';
import { atClock, createHarness, HARNESS_START_MS, SECOND_SHOP, STORE_ORIGIN, type Harness } from '../helpers';

let h: Harness;
/** The demo shop's settings as seeded: each test starts from them. */
let seeded = '';
const SHOPPER = '9001';
const OTHER = '9002';

beforeAll(async () => {
  h = await createHarness({ secondShop: true });
  seeded = JSON.stringify((await h.db.query<{ settings: unknown }>("SELECT settings FROM shops WHERE id = 'demo-shop'")).rows[0]!.settings);
}, HARNESS_START_MS);
afterAll(async () => { await h.close(); });
beforeEach(async () => {
  await h.db.query("UPDATE shops SET settings = $1::jsonb, currency = 'USD' WHERE id = 'demo-shop'", [seeded]);
});

/** Merges `patch` into the demo shop's settings (a key set to null is removed). */
async function setSettings(patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    await (value === null
      ? h.db.query("UPDATE shops SET settings = settings - $1 WHERE id = 'demo-shop'", [key])
      : h.db.query("UPDATE shops SET settings = jsonb_set(settings, ARRAY[$1], $2::jsonb) WHERE id = 'demo-shop'", [key, JSON.stringify(value)]));
  }
}

/** A request of an extension for `customerId` (a session token of `shop`, default the demo shop). */
async function call(method: string, path: string, customerId: string, shop?: string) {
  return atClock(h.clock.now, async () => {
    const token = await (shop ? h.shopify.shop(shop) : h.shopify).customerSessionToken({ customerId });
    const res = await h.app.request(path, { method, headers: { Origin: EXTENSION_ORIGIN, Authorization: `Bearer ${token}` } });
    return { status: res.status, json: await res.json() };
  });
}
const profile = async (customerId = SHOPPER, shop?: string): Promise<AccountProfileResponse> => {
  const res = await call('GET', '/customer-account/profile', customerId, shop);
  expect(res.status).toBe(200);
  return res.json.data;
};

describe('GET /customer-account/profile', () => {
  it("shows the customer's points with the program's name and page, and their items saved from the cart with their cards", async () => {
    await setSettings({ points: { isActive: true, name: 'Harbor Rewards', link: '/pages/rewards', url: '/pages/other' } });
    const p = await profile();
    expect(p.favorites).toBe(true);
    expect(p.points).toEqual({ points: 1250, name: 'Harbor Rewards', link: '/pages/rewards' });
    expect(p.storefront).toBe(STORE_ORIGIN);
    const cart = await listSaved(h.db, 'demo-shop', SHOPPER, 'cart');
    expect(cart.length).toBeGreaterThan(0);
    expect(p.savedFromCart!.items).toEqual(cart);
    expect(p.savedFromCart!.storefront).toBe(STORE_ORIGIN);
    expect(p.savedFromCart!.products.map((c) => c.id)).toEqual(cart.map((i) => i.productId));
    for (const card of p.savedFromCart!.products) expect(card).toMatchObject({ title: expect.stringMatching(/\S/), url: expect.stringMatching(/^\/products\//) });
  });

  it('shows each customer their own points, and 0 points and no saved items to a customer who has none', async () => {
    await setSettings({ points: { isActive: true } });
    expect((await profile(OTHER)).points).toEqual({ points: 80, name: null, link: null });
    const stranger = await profile('9555');
    expect(stranger.points).toEqual({ points: 0, name: null, link: null });
    expect(stranger.savedFromCart).toEqual({ items: [], products: [], storefront: STORE_ORIGIN });
  });

  it("gives a token of another shop that names this customer's id none of their points or saved items", async () => {
    await h.db.query(`UPDATE shops SET settings = '{"points": {"isActive": true}, "saved": {"isActive": true}}'::jsonb WHERE id = $1`, [SECOND_SHOP.shopId]);
    const p = await profile(SHOPPER, SECOND_SHOP.domain);
    expect(p.points).toEqual({ points: 0, name: null, link: null });
    expect(p.savedFromCart!.items).toEqual([]);
  });

  it("gives a token of another shop that names this customer's id none of their store credit", async () => {
    await setSettings({ credit: { isActive: true, accessToken: DEMO_LOYALTY_TOKEN } });
    expect((await profile()).credit).not.toBeNull();
    await h.db.query(`UPDATE shops SET settings = jsonb_build_object('credit', jsonb_build_object('isActive', true, 'accessToken', $2::text)) WHERE id = $1`, [SECOND_SHOP.shopId, DEMO_LOYALTY_TOKEN]);
    expect((await profile(SHOPPER, SECOND_SHOP.domain)).credit).toBeNull();
  });

  it('lists at most 10 items saved from the cart, the newest', async () => {
    const customer = '9601';
    for (let n = 0; n < 12; n++) {
      h.clock.now += 1000;
      await saveItems(h.db, 'demo-shop', customer, 'cart', [{ productId: 7001 + n }], h.clock.now);
    }
    const all = await listSaved(h.db, 'demo-shop', customer, 'cart');
    expect(all).toHaveLength(12);
    const p = await profile(customer);
    expect(p.savedFromCart!.items).toEqual(all.slice(0, 10));
    expect(p.savedFromCart!.items.map((i) => i.productId)).toEqual([7012, 7011, 7010, 7009, 7008, 7007, 7006, 7005, 7004, 7003]);
  });

  it('answers null for saved items and points, and favorites false, while the merchant has them switched off', async () => {
    await setSettings({ points: { isActive: false, name: 'Harbor Rewards' }, saved: { isActive: false }, wishlist: { isActive: false } });
    expect(await profile()).toEqual({ favorites: false, savedFromCart: null, points: null, credit: null, storefront: STORE_ORIGIN });
  });

  it('reads the variant of a setting without countries (the extension knows no country)', async () => {
    await setSettings({
      points: [{ countries: ['DE'], isActive: false }, { isActive: true, name: 'Rewards' }],
      saved: [{ countries: ['US'], isActive: true }, { isActive: false }],
      wishlist: [{ countries: ['FR'], isActive: true }],
    });
    const p = await profile();
    expect(p.points).toEqual({ points: 1250, name: 'Rewards', link: null });
    expect(p.savedFromCart).toBeNull();
    expect(p.favorites).toBe(false);
  });

  it("shows no program name or page that is not text or not a link the extension may open", async () => {
    for (const [name, link] of [[42, 'javascript:alert(1)'], ['  ', '//evil.example/x'], [null, 'http://shop.example/rewards'], [['x'], 'rewards']]) {
      await setSettings({ points: { isActive: true, name, link } });
      expect((await profile()).points, JSON.stringify({ name, link })).toEqual({ points: 1250, name: null, link: null });
    }
    await setSettings({ points: { isActive: true, link: 'https://rewards.example/harbor' } });
    expect((await profile()).points!.link).toBe('https://rewards.example/harbor');
  });
});

describe("the Profile block's store credit", () => {
  /** The credit setting as a merchant switches it on for the demo shop's loyalty service (the stand-in, server/seed/loyalty.ts). */
  const CREDIT_ON = { isActive: true, name: 'Harbor credit', link: '/collections/all', accessToken: DEMO_LOYALTY_TOKEN };

  /** A loyalty service on a local port answering every request with `answer`; closed after `fn`. */
  async function withService<T>(answer: (req: IncomingMessage, res: ServerResponse) => void, fn: (url: string) => Promise<T>): Promise<T> {
    const server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await fn(`http://127.0.0.1:${(server.address() as AddressInfo).port}/credit`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("shows the customer's store credit in the shop's currency, with the setting's name and page", async () => {
    await setSettings({ credit: CREDIT_ON, points: { isActive: true } });
    await h.db.query("UPDATE shops SET currency = 'EUR' WHERE id = 'demo-shop'");
    const p = await profile();
    // the seeded card: 25.00 in the service's answer
    expect(p.credit).toEqual({ amount: 2500, currencyCode: 'EUR', name: 'Harbor credit', link: '/collections/all' });
    expect(p.points).toEqual({ points: 1250, name: null, link: null });
    expect(JSON.stringify(p)).not.toContain(DEMO_LOYALTY_TOKEN);
  });

  it('shows no store credit to a customer the loyalty service has no card for', async () => {
    await setSettings({ credit: CREDIT_ON });
    expect((await profile(OTHER)).credit).toBeNull();
    expect((await profile()).credit).toMatchObject({ amount: 2500 });
  });

  it('shows no credit name or page that is not text or not a link the extension may open', async () => {
    await setSettings({ credit: { ...CREDIT_ON, name: '  ', link: 'javascript:alert(1)' } });
    expect((await profile()).credit).toEqual({ amount: 2500, currencyCode: 'USD', name: null, link: null });
    await setSettings({ credit: { accessToken: DEMO_LOYALTY_TOKEN, link: 'https://rewards.example/credit' } });
    expect((await profile()).credit).toEqual({ amount: 2500, currencyCode: 'USD', name: null, link: 'https://rewards.example/credit' });
  });

  it('shows none while the credit setting is off, has no access token, or is on only for a country', async () => {
    await setSettings({ credit: { ...CREDIT_ON, isActive: false } });
    expect((await profile()).credit).toBeNull();
    await setSettings({ credit: { isActive: true, name: 'Harbor credit' } });
    expect((await profile()).credit).toBeNull();
    await setSettings({ credit: [{ ...CREDIT_ON, countries: ['US'] }, { isActive: false, accessToken: DEMO_LOYALTY_TOKEN }] });
    expect((await profile()).credit).toBeNull();
    // the variant without countries decides, whatever a country's says
    await setSettings({ credit: [{ countries: ['DE'], isActive: false }, CREDIT_ON] });
    expect((await profile()).credit).toMatchObject({ amount: 2500, name: 'Harbor credit' });
  });

  it("still shows the rest, without store credit, when the loyalty service refuses the shop's token or fails; the merchant's log names the shop, never the token", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // a service that knows another token for the shop than the merchant's setting holds
      const tokens: string[] = [];
      await withService((req, res) => { tokens.push(String(req.headers['access-token'])); res.statusCode = 401; res.end('{}'); }, async (serviceUrl) => {
        await setSettings({ credit: { ...CREDIT_ON, serviceUrl, accessToken: 'a-token-the-service-refuses' }, points: { isActive: true } });
        const refused = await profile();
        expect(refused.credit).toBeNull();
        expect(refused.points).toEqual({ points: 1250, name: null, link: null });
        expect(refused.savedFromCart!.items.length).toBeGreaterThan(0);
      });
      expect(tokens).toEqual(['a-token-the-service-refuses']);
      const logged = error.mock.calls.map((args) => args.map(String).join(' '));
      expect(logged.some((line) => line.includes('demo-shop.myshopify.com') && line.includes('no store credit'))).toBe(true);
      for (const line of logged) expect(line).not.toContain('a-token-the-service-refuses');

      await withService((_req, res) => { res.statusCode = 500; res.end('oops'); }, async (serviceUrl) => {
        await setSettings({ credit: { ...CREDIT_ON, serviceUrl } });
        expect(await profile()).toMatchObject({ credit: null, points: { points: 1250 }, favorites: true });
      });
      await withService((_req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"amount": "lots"}'); }, async (serviceUrl) => {
        await setSettings({ credit: { ...CREDIT_ON, serviceUrl } });
        expect((await profile()).credit).toBeNull();
      });
    } finally {
      error.mockRestore();
    }
  });

  it('waits at most PROFILE_CREDIT_TIMEOUT_MS for a service that does not answer, then shows the rest', async () => {
    expect(PROFILE_CREDIT_TIMEOUT_MS).toBeLessThan(LOYALTY_TIMEOUT_MS);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await withService(() => { /* never answers */ }, async (serviceUrl) => {
        await setSettings({ credit: { ...CREDIT_ON, serviceUrl }, points: { isActive: true } });
        const started = performance.now();
        const p = await profile();
        const took = performance.now() - started;
        expect(p).toMatchObject({ credit: null, points: { points: 1250 } });
        expect(took).toBeGreaterThanOrEqual(PROFILE_CREDIT_TIMEOUT_MS - 50);
        expect(took).toBeLessThan(LOYALTY_TIMEOUT_MS);
      });
    } finally {
      error.mockRestore();
    }
  }, LOYALTY_TIMEOUT_MS + 5_000);
});

describe("the lists' routes while the merchant does not offer them", () => {
  it("answers 404 'not-offered' for favorites, and removes nothing, while the wishlist setting is off", async () => {
    await setSettings({ wishlist: { isActive: false } });
    const res = await call('GET', '/customer-account/favorites', SHOPPER);
    expect(res).toEqual({ status: 404, json: { error: { code: 'not-offered', message: 'Favorites are not offered by this store.' } } });
    const favorite = (await listSaved(h.db, 'demo-shop', SHOPPER, 'wishlist'))[0]!;
    expect(await call('DELETE', `/customer-account/favorites/${favorite.id}`, SHOPPER)).toEqual(res);
    expect((await listSaved(h.db, 'demo-shop', SHOPPER, 'wishlist')).map((i) => i.id)).toContain(favorite.id);
    // saved from cart is its own setting
    expect((await call('GET', '/customer-account/saved-from-cart', SHOPPER)).status).toBe(200);
  });

  it("answers 404 'not-offered' for saved from cart while the saved setting is off", async () => {
    await setSettings({ saved: { isActive: false } });
    expect(await call('GET', '/customer-account/saved-from-cart', SHOPPER)).toEqual({
      status: 404, json: { error: { code: 'not-offered', message: 'Saved items are not offered by this store.' } },
    });
    expect((await call('GET', '/customer-account/favorites', SHOPPER)).status).toBe(200);
  });

  it('offers neither where the store has no such setting, as the widget shows neither', async () => {
    await setSettings({ wishlist: null, saved: null, points: null });
    expect((await call('GET', '/customer-account/favorites', SHOPPER)).json.error.code).toBe('not-offered');
    expect((await call('GET', '/customer-account/saved-from-cart', SHOPPER)).json.error.code).toBe('not-offered');
    expect(await profile()).toEqual({ favorites: false, savedFromCart: null, points: null, credit: null, storefront: STORE_ORIGIN });
  });

  it('still asks for a session token first: a shopper without one gets 401, not the setting', async () => {
    await setSettings({ wishlist: { isActive: false } });
    const res = await atClock(h.clock.now, async () => h.app.request('/customer-account/favorites', { headers: { Origin: EXTENSION_ORIGIN } }));
    expect(res.status).toBe(401);
  });
});
