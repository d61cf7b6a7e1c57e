// @vitest-environment node
// The customer account extensions' API (server/api/customer-account/): who may call what, with the
// session tokens new customer accounts hand an extension (the local Shopify signs them as Shopify
// does: HS256 with the app's secret, a bare `dest`, `sub` the customer's GID when signed in).
// Every route of that API x every caller below; a route added later fails until it has a row.
// Each 200 is checked for the caller's own data: their lists, points, store credit, orders and
// collections. A route that changes one resource is sent with the owner's: every other customer
// gets 404 there, then changes their own (a row '(their own)' of the same route).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ACCOUNT_ROUTES, customerAccountRoutes, EXTENSION_ORIGIN } from '../../../../server/api/customer-account/routes';
import { ApiError } from '../../../../server/api/errors';
import { SIGN_IN_MESSAGE } from '../../../../server/api/customer-account/session';
import { createCollection } from '../../../../server/api/lib/collections';
import { recordCustomer } from '../../../../server/api/lib/customers';
import { listSaved, saveItems } from '../../../../server/api/lib/saved-items';
import { SEED_COLLECTIONS } from '../../../../server/seed/db-seed';
import { DEMO_LOYALTY_TOKEN } from '../../../../server/seed/loyalty';
import { atClock, createHarness, customerToken, HARNESS_START_MS, SECOND_SHOP, STORE_ORIGIN, type Harness } from '../helpers';

let h: Harness;
const OWNER = { id: '9001', email: 'shopper@example.com' };
const OTHER = { id: '9002', email: 'other@example.com' };
/** What each customer has saved, by product id, as the widget lists it (the seed's lists and what beforeAll adds). */
const lists = { owner: [] as number[], other: [] as number[], second: [] as number[], ownerCart: [] as number[], otherCart: [] as number[], secondCart: [] as number[] };

const CALLERS = [
  'this customer', 'another customer of the shop', "another shop's customer", 'no customer (no sub)',
  'forged token', 'expired token', "the shop's merchant (App Bridge token)", 'no token',
] as const;
type Caller = typeof CALLERS[number];
const tokens = {} as Record<Caller, string | null>;
let ownerFavoriteId = '';
/** The owner's seeded collections: 'Summer picks' (shared) and 'Gift ideas' (private), whose first item (7011) the owner moves. */
const [SUMMER, GIFTS] = SEED_COLLECTIONS.map((c) => c.uuid) as [string, string];
let ownerItemId = '';
/** Each other customer's two private collections (made in beforeAll): the item of `a` moves to `b`, then `a` is shared. */
const theirs = { other: { a: '', b: '', itemId: '' }, second: { a: '', b: '', itemId: '' } };

/** One request to the app as an extension sends it (`body` as JSON), at the harness's clock (shopify-api checks `exp` against Date.now()). */
async function call(method: string, path: string, token: string | null, body?: unknown) {
  return atClock(h.clock.now, async () => {
    const res = await h.app.request(path, {
      method,
      headers: { Origin: EXTENSION_ORIGIN, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
  });
}
const productIds = (json: any): number[] => json.data.items.map((i: { productId: number }) => i.productId).sort();
/** Points by customer (server/seed/loyalty.ts SEED_POINTS; the second shop's shopper has none). */
const POINTS = { owner: 1250, other: 80, second: 0 };
/** Store credit by customer, cents: the owner's seeded card (SEED_CARDS), none for the other customer, the second shop's shopper's card (beforeAll). */
const CREDIT = { owner: 2500, other: null, second: 700 };

beforeAll(async () => {
  h = await createHarness();
  if ((await h.installSecondShop()).status !== 200) throw new Error('the second shop did not install');
  // The owner's and the other customer's lists as the widget saves them (the same rows the extension reads).
  const widget = async (token: string, path: string, ids: number[] = []) => {
    const res = ids.length
      ? await h.call('POST', path, { token, data: { shopId: 'demo-shop', items: ids.map((productId) => ({ productId })) } })
      : await h.call('POST', path, { token, data: { shopId: 'demo-shop' } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.data.items as { id: string; productId: number }[];
  };
  const ids = (items: { productId: number }[]) => items.map((i) => i.productId).sort();
  const owner = customerToken(OWNER.id, OWNER.email);
  const other = customerToken(OTHER.id, OTHER.email);
  const saved = await widget(owner, '/saved/wishlist', [7004, 7010]);
  ownerFavoriteId = saved.find((i) => i.productId === 7004)!.id;
  lists.owner = ids(saved);
  lists.ownerCart = ids(await widget(owner, '/saved/cart', [7006]));
  lists.other = ids(await widget(other, '/saved/wishlist', [7002]));
  lists.otherCart = ids(await widget(other, '/saved/cart/items'));
  lists.second = ids(await saveItems(h.db, SECOND_SHOP.shopId, SECOND_SHOP.shopper.id, 'wishlist', [{ productId: 7003 }], h.clock.now));
  lists.secondCart = ids(await listSaved(h.db, SECOND_SHOP.shopId, SECOND_SHOP.shopper.id, 'cart'));
  ownerItemId = (await h.db.query<{ id: string }>('SELECT id FROM wishlist_collection_items WHERE collection_uuid = $1 AND product_id = 7011', [GIFTS])).rows[0]!.id;
  // The other customers' collections, as the widget makes them: 'Their picks' with one item, then 'Their list', empty.
  for (const [who, shopId, customerId, productId] of [['other', 'demo-shop', OTHER.id, 7002], ['second', SECOND_SHOP.shopId, SECOND_SHOP.shopper.id, 7003]] as const) {
    await recordCustomer(h.db, shopId, customerId, h.clock.now);
    const a = await createCollection(h.db, shopId, customerId, { name: 'Their picks', items: [{ productId }] }, h.clock.now - 2000);
    const b = await createCollection(h.db, shopId, customerId, { name: 'Their list', items: [] }, h.clock.now - 1000);
    theirs[who] = { a: a.uuid, b: b.uuid, itemId: a.items[0]!.id };
  }

  // Both shops offer favorites, saved items, points and store credit (each with its own loyalty token), so every caller's 200 shows their own.
  await h.db.query(`UPDATE shops SET settings = settings || jsonb_build_object('points', '{"isActive": true, "name": "Harbor Rewards"}'::jsonb, 'credit', jsonb_build_object('isActive', true, 'accessToken', $1::text)) WHERE id = 'demo-shop'`, [DEMO_LOYALTY_TOKEN]);
  await h.db.query(
    `UPDATE shops SET settings = settings || '{"wishlist": {"isActive": true}, "saved": {"isActive": true}, "points": {"isActive": true}, "credit": {"isActive": true, "accessToken": "second-shop-loyalty-token"}}'::jsonb WHERE id = $1`,
    [SECOND_SHOP.shopId],
  );
  // The second shop's loyalty service keeps a card for its shopper (the stand-in's rows).
  await h.db.query(`INSERT INTO loyalty_cards (customer_id, gift_card_id, code, amount_cents) VALUES ($1, 'gc_second', 'SECOND-1', $2)`, [SECOND_SHOP.shopper.id, CREDIT.second]);

  const demo = h.shopify;
  tokens['this customer'] = await demo.customerSessionToken({ customerId: OWNER.id });
  tokens['another customer of the shop'] = await demo.customerSessionToken({ customerId: OTHER.id });
  tokens["another shop's customer"] = await h.shopify.shop(SECOND_SHOP.domain).customerSessionToken({ customerId: SECOND_SHOP.shopper.id });
  tokens['no customer (no sub)'] = await demo.customerSessionToken();
  tokens['forged token'] = await demo.customerSessionToken({ customerId: OWNER.id, secret: 'not-the-app-secret' });
  tokens['expired token'] = await demo.customerSessionToken({ customerId: OWNER.id, expiresInS: -60 });
  tokens["the shop's merchant (App Bridge token)"] = await demo.sessionToken();
  tokens['no token'] = null;
}, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

interface Case {
  path: string;
  /** status per caller; a 200's answer, as `view` shows it, is checked against `sees` */
  expect: Record<Caller, number>;
  /** what of a 200's answer is the caller's own; default: the list's product ids */
  view?: (json: any) => unknown;
  /** what each caller with a 200 sees, as `view` shows it (read when the case runs) */
  sees?: () => Partial<Record<Caller, unknown>>;
  /** the JSON body sent */
  body?: () => unknown;
  /** for a caller refused the owner's resource: the same route on their own, which answers 200 and `sees` */
  own?: () => Partial<Record<Caller, { path: string; body?: unknown }>>;
}
/** Each collection's name, whether shared, and its products, newest first. */
const collectionsView = (json: any) => json.data.collections.map((c: { name: string; shared: boolean; items: { productId: number }[] }) => ({
  name: c.name, shared: c.shared, items: c.items.map((i) => i.productId),
}));
/** A collection as `collectionsView` shows it. */
const col = (name: string, shared: boolean, items: number[]) => ({ name, shared, items });
const refused = { 'no customer (no sub)': 401, 'forged token': 401, 'expired token': 401, "the shop's merchant (App Bridge token)": 401, 'no token': 401 } as const;
/** The cases by route; the DELETE removes a copy of the owner's favorite made for each caller, so a caller's 200 is its own effect. */
const CASES: Record<string, Case> = {
  'GET /customer-account/favorites': {
    path: '/customer-account/favorites',
    expect: { 'this customer': 200, 'another customer of the shop': 200, "another shop's customer": 200, ...refused },
    sees: () => ({ 'this customer': lists.owner, 'another customer of the shop': lists.other, "another shop's customer": lists.second }),
  },
  'DELETE /customer-account/favorites/:id': {
    path: '/customer-account/favorites/{ownerFavoriteId}',
    // nobody but the owner finds the owner's item (404, the same answer as an unknown id)
    expect: { 'this customer': 200, 'another customer of the shop': 404, "another shop's customer": 404, ...refused },
    sees: () => ({ 'this customer': lists.owner.filter((id) => id !== 7004) }),
  },
  'GET /customer-account/saved-from-cart': {
    path: '/customer-account/saved-from-cart',
    expect: { 'this customer': 200, 'another customer of the shop': 200, "another shop's customer": 200, ...refused },
    sees: () => ({ 'this customer': lists.ownerCart, 'another customer of the shop': lists.otherCart, "another shop's customer": lists.secondCart }),
  },
  'GET /customer-account/profile': {
    path: '/customer-account/profile',
    expect: { 'this customer': 200, 'another customer of the shop': 200, "another shop's customer": 200, ...refused },
    view: (json) => ({ savedFromCart: productIds({ data: json.data.savedFromCart }), points: json.data.points.points, credit: json.data.credit?.amount ?? null }),
    sees: () => ({
      'this customer': { savedFromCart: lists.ownerCart, points: POINTS.owner, credit: CREDIT.owner },
      'another customer of the shop': { savedFromCart: lists.otherCart, points: POINTS.other, credit: CREDIT.other },
      "another shop's customer": { savedFromCart: lists.secondCart, points: POINTS.second, credit: CREDIT.second },
    }),
  },
  'GET /customer-account/orders': {
    path: '/customer-account/orders',
    expect: { 'this customer': 200, 'another customer of the shop': 200, "another shop's customer": 200, ...refused },
    view: (json) => ({ buyAgain: json.data.buyAgain.map((o: { id: string }) => o.id), arriving: json.data.arriving?.id ?? null }),
    // the shopper's newest orders: #1031 delivered, #1028 in transit; the other customer's #1030 delivered; the second shop's #5001 delivered
    sees: () => ({
      'this customer': { buyAgain: ['820031'], arriving: '820028' },
      'another customer of the shop': { buyAgain: ['820030'], arriving: null },
      "another shop's customer": { buyAgain: [SECOND_SHOP.order.id], arriving: null },
    }),
  },
  'GET /customer-account/collections': {
    path: '/customer-account/collections',
    expect: { 'this customer': 200, 'another customer of the shop': 200, "another shop's customer": 200, ...refused },
    view: collectionsView,
    sees: () => ({
      'this customer': [col('Summer picks', true, [7015, 7014, 7018]), col('Gift ideas', false, [7011, 7026])],
      'another customer of the shop': [col('Their list', false, []), col('Their picks', false, [7002])],
      "another shop's customer": [col('Their list', false, []), col('Their picks', false, [7003])],
    }),
  },
  // the owner moves Gift ideas' 7011 to Summer picks; the others, refused it, move their own into their empty list
  'POST /customer-account/collection-items/:id/move': {
    path: '/customer-account/collection-items/{ownerItemId}/move',
    body: () => ({ to: SUMMER }),
    expect: { 'this customer': 200, 'another customer of the shop': 404, "another shop's customer": 404, ...refused },
    view: collectionsView,
    own: () => ({
      'another customer of the shop': { path: `/customer-account/collection-items/${theirs.other.itemId}/move`, body: { to: theirs.other.b } },
      "another shop's customer": { path: `/customer-account/collection-items/${theirs.second.itemId}/move`, body: { to: theirs.second.b } },
    }),
    sees: () => ({
      'this customer': [col('Summer picks', true, [7015, 7014, 7018, 7011]), col('Gift ideas', false, [7026])],
      'another customer of the shop': [col('Their list', false, [7002]), col('Their picks', false, [])],
      "another shop's customer": [col('Their list', false, [7003]), col('Their picks', false, [])],
    }),
  },
  // the owner shares the private Gift ideas; the others, refused it, share their own
  'POST /customer-account/collections/:uuid/share': {
    path: `/customer-account/collections/${GIFTS}/share`,
    expect: { 'this customer': 200, 'another customer of the shop': 404, "another shop's customer": 404, ...refused },
    view: collectionsView,
    own: () => ({
      'another customer of the shop': { path: `/customer-account/collections/${theirs.other.a}/share` },
      "another shop's customer": { path: `/customer-account/collections/${theirs.second.a}/share` },
    }),
    sees: () => ({
      'this customer': [col('Summer picks', true, [7015, 7014, 7018, 7011]), col('Gift ideas', true, [7026])],
      'another customer of the shop': [col('Their list', false, [7002]), col('Their picks', true, [])],
      "another shop's customer": [col('Their list', false, [7003]), col('Their picks', true, [])],
    }),
  },
};

describe("the customer account extensions' API, by route and caller", () => {
  it('has a case for every route, and customers whose lists differ', () => {
    expect(CUSTOMER_ACCOUNT_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(CASES).sort());
    expect(lists.owner).toContain(7004);
    for (const list of [lists.other, lists.second]) expect(list).not.toContain(7004);
    expect(lists.ownerCart).not.toEqual(lists.otherCart);
    expect(ownerItemId).toMatch(/^\d+$/);
  });

  // The owner's DELETE, move and share come last: the other callers try the owner's item and collection while they are as seeded.
  for (const caller of [...CALLERS].reverse()) {
    it(`answers each route as expected for: ${caller}`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const [key, c] of Object.entries(CASES)) {
        const method = key.slice(0, key.indexOf(' '));
        const path = c.path.replace('{ownerFavoriteId}', ownerFavoriteId).replace('{ownerItemId}', ownerItemId);
        const sends: { row: string; path: string; body?: unknown; status: number }[] = [{ row: key, path, body: c.body?.(), status: c.expect[caller] }];
        const own = c.own?.()[caller];
        if (own) sends.push({ row: `${key} (their own)`, ...own, status: 200 });
        for (const send of sends) {
          const res = await call(method, send.path, tokens[caller], send.body);
          seen[send.row] = res.status;
          wanted[send.row] = send.status;
          if (res.status === 200) expect((c.view ?? productIds)(res.json), `${send.row} as ${caller}`).toEqual(c.sees?.()[caller]);
          if (res.status === 401) expect(res.json.error.code, `${send.row} as ${caller}`).toBe(caller === 'no customer (no sub)' ? 'sign-in-required' : 'invalid-session-token');
          if (res.status === 404) expect(res.json.error.code, `${send.row} as ${caller}`).toBe('not-found');
          expect(res.headers.get('Cache-Control'), `${send.row} as ${caller}`).toBe('no-store');
        }
      }
      expect(seen).toEqual(wanted);
    });
  }
});

describe('one identity with the widget', () => {
  it("shows 'Sign in to see your favorites' to a shopper who is not signed in", async () => {
    const res = await call('GET', '/customer-account/favorites', tokens['no customer (no sub)']);
    expect(res.json).toEqual({ error: { code: 'sign-in-required', message: SIGN_IN_MESSAGE } });
  });

  it('a favorite removed in the account pages is gone from the widget, and one saved in the widget shows there', async () => {
    const owner = customerToken(OWNER.id, OWNER.email);
    const widget = async () => (await h.call('POST', '/saved/wishlist-items', { token: owner, data: { shopId: 'demo-shop' } })).json.data.items.map((i: { productId: number }) => i.productId);
    const token = await h.shopify.customerSessionToken({ customerId: OWNER.id });
    const before = await call('GET', '/customer-account/favorites', token);
    // with the cards of their products, from the shop's catalog, in the list's order
    const cards = before.json.data.products as { id: number; title: string; url: string }[];
    const listed = before.json.data.items.map((i: { productId: number }) => i.productId) as number[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((p) => p.id)).toEqual(listed.filter((id) => cards.some((p) => p.id === id)));
    for (const card of cards) expect(card).toMatchObject({ title: expect.stringMatching(/\S/), url: expect.stringMatching(/^\/products\//) });
    const first = before.json.data.items[0] as { id: string; productId: number };
    const removed = await call('DELETE', `/customer-account/favorites/${first.id}`, token);
    expect(removed.status).toBe(200);
    expect(await widget()).not.toContain(first.productId);
    await h.call('POST', '/saved/wishlist', { token: owner, data: { shopId: 'demo-shop', items: [{ productId: 7012 }] } });
    expect(productIds((await call('GET', '/customer-account/favorites', token)).json)).toContain(7012);
  });

  it('answers 400, not 500, for an id that is no id, and 404 for an id that does not exist', async () => {
    const token = await h.shopify.customerSessionToken({ customerId: OWNER.id });
    expect((await call('DELETE', '/customer-account/favorites/%3Cscript%3E', token)).status).toBe(400);
    expect((await call('DELETE', '/customer-account/favorites/999999999', token)).status).toBe(404);
  });
});

describe('CORS', () => {
  it("answers a preflight from Shopify's extension origin with the Authorization header, and none from the storefront", async () => {
    const preflight = (origin: string) => atClock(h.clock.now, async () => h.app.request('/customer-account/favorites', {
      method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'authorization' },
    }));
    const ours = await preflight(EXTENSION_ORIGIN);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(ours.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(ours.headers.get('Access-Control-Allow-Methods')).toContain('DELETE');
    expect(ours.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    for (const origin of [STORE_ORIGIN, 'https://evil.example']) expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it("gives the storefront's widget routes no CORS for the extension origin", async () => {
    const res = await h.call('POST', '/saved/wishlist-items', { token: customerToken(OWNER.id, OWNER.email), data: { shopId: 'demo-shop' }, origin: EXTENSION_ORIGIN });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('without a configured Shopify app', () => {
  it("answers 503 'not-configured' and reads nothing", async () => {
    const app = customerAccountRoutes({ db: h.db, shopify: h.admin, now: () => h.clock.now }, undefined);
    app.onError((err, c) => (err instanceof ApiError ? c.json({ error: { code: err.code } }, err.status) : c.text('crash', 500)));
    const res = await app.request('/customer-account/favorites', { headers: { Authorization: `Bearer ${tokens['this customer']}` } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'not-configured' } });
  });
});
