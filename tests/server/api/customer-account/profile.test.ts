// @vitest-environment node
// The Profile block's answer (GET /customer-account/profile) and the 'not offered' answers of the
// favorites and saved-from-cart routes, by the merchant's settings as the widget reads them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN, type AccountProfileResponse } from '../../../../server/api/customer-account/routes';
import { listSaved, saveItems } from '../../../../server/api/lib/saved-items';
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
  await h.db.query("UPDATE shops SET settings = $1::jsonb WHERE id = 'demo-shop'", [seeded]);
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
    expect(await profile()).toEqual({ favorites: false, savedFromCart: null, points: null, storefront: STORE_ORIGIN });
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
    expect(await profile()).toEqual({ favorites: false, savedFromCart: null, points: null, storefront: STORE_ORIGIN });
  });

  it('still asks for a session token first: a shopper without one gets 401, not the setting', async () => {
    await setSettings({ wishlist: { isActive: false } });
    const res = await atClock(h.clock.now, async () => h.app.request('/customer-account/favorites', { headers: { Origin: EXTENSION_ORIGIN } }));
    expect(res.status).toBe(401);
  });
});
