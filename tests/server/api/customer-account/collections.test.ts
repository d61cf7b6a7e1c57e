// @vitest-environment node
// The favorites collections of the customer account extensions (GET /customer-account/collections,
// POST /customer-account/collection-items/{id}/move, POST /customer-account/collections/{uuid}/share)
// on the widget's own rows: what a customer sees, moves and shares, and what they cannot reach.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN, MAX_ACCOUNT_BODY_BYTES } from '../../../../server/api/customer-account/routes';
import type { AccountCollectionsResponse } from '../../../../server/api/customer-account/types';
import { createCollection, listCollections, MAX_COLLECTION_ITEMS } from '../../../../server/api/lib/collections';
import { recordCustomer } from '../../../../server/api/lib/customers';
import { SEED_COLLECTIONS } from '../../../../server/seed/db-seed';
import { routeFromHash } from '../../../../src/routes/table';
import { atClock, createHarness, customerToken, HARNESS_START_MS, SECOND_SHOP, STORE_ORIGIN, type Harness } from '../helpers';

let h: Harness;
/** The demo shop's settings as seeded: each test starts from them. */
let seeded = '';
const SHOPPER = '9001';
const OTHER = '9002';
const [SUMMER, GIFTS] = SEED_COLLECTIONS;

beforeAll(async () => {
  h = await createHarness({ secondShop: true });
  seeded = JSON.stringify((await h.db.query<{ settings: unknown }>("SELECT settings FROM shops WHERE id = 'demo-shop'")).rows[0]!.settings);
  await h.db.query(`UPDATE shops SET settings = settings || '{"wishlist": {"isActive": true}}'::jsonb WHERE id = $1`, [SECOND_SHOP.shopId]);
}, HARNESS_START_MS);
afterAll(async () => { await h.close(); });
beforeEach(async () => {
  await h.db.query("UPDATE shops SET settings = $1::jsonb WHERE id = 'demo-shop'", [seeded]);
  h.clock.now += 60_000;
});

/** A request of an extension for `customerId` (a session token of `shop`, default the demo shop); `body` is sent as JSON unless a string. */
async function call(method: string, path: string, customerId: string, opts: { body?: unknown; shop?: string; headers?: Record<string, string> } = {}) {
  return atClock(h.clock.now, async () => {
    const token = await (opts.shop ? h.shopify.shop(opts.shop) : h.shopify).customerSessionToken({ customerId });
    const res = await h.app.request(path, {
      method,
      headers: {
        Origin: EXTENSION_ORIGIN, Authorization: `Bearer ${token}`,
        ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...opts.headers,
      },
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    return { status: res.status, json: await res.json() };
  });
}
const collections = async (customerId = SHOPPER, shop?: string): Promise<AccountCollectionsResponse> => {
  const res = await call('GET', '/customer-account/collections', customerId, { shop });
  expect(res.status).toBe(200);
  return res.json.data;
};
const move = (customerId: string, itemId: string, to: unknown) => call('POST', `/customer-account/collection-items/${itemId}/move`, customerId, { body: { to } });
const share = (customerId: string, uuid: string) => call('POST', `/customer-account/collections/${uuid}/share`, customerId);
/** Each collection's name and its items' [productId, variantId], as the widget keeps them. */
const contents = async (customerId: string) => (await listCollections(h.db, 'demo-shop', customerId))
  .map((c) => ({ name: c.name, items: c.items.map((i) => [i.productId, i.variantId ?? null]) }));

let customers = 0;
/**
 * A new customer of the demo shop with `lists` as collections (made oldest first, so the last is
 * listed first); their uuids and item ids in the given order.
 */
async function customerWith(lists: { name: string; items: { productId: number; variantId?: number | null }[]; visibility?: 'all' | 'private' }[]) {
  const id = String(9700 + ++customers);
  await recordCustomer(h.db, 'demo-shop', id, h.clock.now);
  const made = [];
  for (const list of lists) {
    h.clock.now += 1000;
    made.push(await createCollection(h.db, 'demo-shop', id, list, h.clock.now));
  }
  return { id, uuids: made.map((c) => c.uuid), items: made.map((c) => c.items.map((i) => i.id)) };
}

describe('GET /customer-account/collections', () => {
  it("lists the shopper's collections newest first with their items, the cards of their products and the shared one's link", async () => {
    const data = await collections();
    expect(data.storefront).toBe(STORE_ORIGIN);
    expect(data.collections.map(({ items, ...c }) => ({ ...c, items: items.map((i) => ({ productId: i.productId, variantId: i.variantId })) }))).toEqual([
      { uuid: SUMMER.uuid, name: 'Summer picks', shared: true, shareUrl: `${STORE_ORIGIN}/#status-favorites-collection:${SUMMER.uuid}`, items: SUMMER.items },
      { uuid: GIFTS.uuid, name: 'Gift ideas', shared: false, shareUrl: null, items: GIFTS.items },
    ]);
    // the same items, ids included, as the widget lists them
    const widget = await h.call('POST', '/saved/wishlist-collections', { token: customerToken(SHOPPER, 'shopper@example.com'), data: { shopId: 'demo-shop' } });
    expect(data.collections.map((c) => c.items.map((i) => i.id))).toEqual(widget.json.data.collections.map((c: { items: { id: string }[] }) => c.items.map((i) => i.id)));
    // one card per product the shop still sells, in the order the items list them
    const listed = [...SUMMER.items, ...GIFTS.items].map((i) => i.productId);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.map((p) => p.id)).toEqual(listed.filter((id) => data.products.some((p) => p.id === id)));
    for (const card of data.products) expect(card).toMatchObject({ title: expect.stringMatching(/\S/), url: expect.stringMatching(/^\/products\//), prices: [] });
    // the widget opens the link on the collection
    expect(routeFromHash(new URL(data.collections[0]!.shareUrl!).hash)).toBe(`favorites-collection:${SUMMER.uuid}`);
  });

  it("lists none for a customer without collections, and none of the shopper's to another shop's token naming the shopper's id", async () => {
    const { id } = await customerWith([]);
    expect(await collections(id)).toEqual({ collections: [], products: [], storefront: STORE_ORIGIN });
    const elsewhere = await collections(SHOPPER, SECOND_SHOP.domain);
    expect(elsewhere.collections).toEqual([]);
    expect(elsewhere.storefront).not.toBe(STORE_ORIGIN);
  });
});

describe('POST /customer-account/collection-items/{id}/move', () => {
  it('moves an item to the end of another collection, keeping its id, product and variant; both collections are updated', async () => {
    const c = await customerWith([
      { name: 'Trips', items: [{ productId: 7001, variantId: 400070011 }] },
      { name: 'Home', items: [{ productId: 7002 }, { productId: 7003, variantId: 400070031 }, { productId: 7004 }] },
    ]);
    h.clock.now += 5000;
    const res = await move(c.id, c.items[1]![1]!, c.uuids[0]);
    expect(res.status).toBe(200);
    const data: AccountCollectionsResponse = res.json.data;
    expect(data.collections.map((x) => ({ name: x.name, items: x.items }))).toEqual([
      { name: 'Home', items: [{ id: c.items[1]![0], productId: 7002, variantId: null }, { id: c.items[1]![2], productId: 7004, variantId: null }] },
      { name: 'Trips', items: [{ id: c.items[0]![0], productId: 7001, variantId: 400070011 }, { id: c.items[1]![1], productId: 7003, variantId: 400070031 }] },
    ]);
    expect(data.products.map((p) => p.id)).toEqual([7002, 7004, 7001, 7003].filter((id) => data.products.some((p) => p.id === id)));
    // the widget sees the move, and both collections changed now
    const widget = await listCollections(h.db, 'demo-shop', c.id);
    expect(widget.map((x) => x.updatedAt)).toEqual([new Date(h.clock.now).toISOString(), new Date(h.clock.now).toISOString()]);
    // and it can move back
    expect((await move(c.id, c.items[1]![1]!, c.uuids[1])).status).toBe(200);
    expect(await contents(c.id)).toEqual([
      { name: 'Home', items: [[7002, null], [7004, null], [7003, 400070031]] },
      { name: 'Trips', items: [[7001, 400070011]] },
    ]);
  });

  it('only takes the item out when the target already holds that product and variant; the same product in another variant moves', async () => {
    const c = await customerWith([
      { name: 'Target', items: [{ productId: 7001, variantId: 400070011 }, { productId: 7005 }] },
      { name: 'Source', items: [{ productId: 7005 }, { productId: 7001, variantId: 400070011 }, { productId: 7001, variantId: 400070012 }] },
    ]);
    for (const item of c.items[1]!) expect((await move(c.id, item, c.uuids[0])).status).toBe(200);
    expect(await contents(c.id)).toEqual([
      { name: 'Source', items: [] },
      { name: 'Target', items: [[7001, 400070011], [7005, null], [7001, 400070012]] },
    ]);
  });

  it("answers 400 'The item is already in this collection.' for a move into the collection it is in, and changes nothing", async () => {
    const c = await customerWith([{ name: 'One', items: [{ productId: 7001 }, { productId: 7002 }] }]);
    const before = await listCollections(h.db, 'demo-shop', c.id);
    h.clock.now += 5000;
    expect(await move(c.id, c.items[0]![0]!, c.uuids[0]!.toUpperCase())).toEqual({
      status: 400, json: { error: { code: 'invalid-argument', message: 'The item is already in this collection.' } },
    });
    expect(await listCollections(h.db, 'demo-shop', c.id)).toEqual(before);
  });

  it("answers 404 for another customer's item or target, as for ones that do not exist, and moves nothing", async () => {
    const mine = await customerWith([{ name: 'Mine A', items: [{ productId: 7001 }] }, { name: 'Mine B', items: [{ productId: 7002 }] }]);
    // the other customer's collections, one of them shared
    const theirs = await customerWith([{ name: 'Theirs', items: [{ productId: 7003 }], visibility: 'all' }, { name: 'Theirs too', items: [] }]);
    const mineBefore = await contents(mine.id);
    const theirsBefore = await contents(theirs.id);
    const notFound = (message: string) => ({ status: 404, json: { error: { code: 'not-found', message } } });
    // their item into my collection, or into theirs
    expect(await move(mine.id, theirs.items[0]![0]!, mine.uuids[0])).toEqual(notFound('Item not found.'));
    expect(await move(mine.id, theirs.items[0]![0]!, theirs.uuids[1])).toEqual(notFound('Item not found.'));
    // my item into their collection (shared or not)
    for (const uuid of theirs.uuids) expect(await move(mine.id, mine.items[0]![0]!, uuid)).toEqual(notFound('Collection not found.'));
    // ids nobody has
    expect(await move(mine.id, '999999999', mine.uuids[1])).toEqual(notFound('Item not found.'));
    expect(await move(mine.id, mine.items[0]![0]!, '00000000-0000-4000-8000-000000000000')).toEqual(notFound('Collection not found.'));
    // the shopper's own ids, named by another shop's token for the same customer id
    expect((await call('POST', `/customer-account/collection-items/${mine.items[0]![0]}/move`, mine.id, { shop: SECOND_SHOP.domain, body: { to: mine.uuids[1] } })).status).toBe(404);
    expect(await contents(mine.id)).toEqual(mineBefore);
    expect(await contents(theirs.id)).toEqual(theirsBefore);
  });

  it(`answers 409 'This collection is full.' for a target of ${MAX_COLLECTION_ITEMS} products, unless it holds the item's product already`, async () => {
    const full = Array.from({ length: MAX_COLLECTION_ITEMS }, (_, n) => ({ productId: 8000 + n }));
    const c = await customerWith([{ name: 'Full', items: full }, { name: 'Small', items: [{ productId: 7001 }, { productId: 8000 }] }]);
    expect(await move(c.id, c.items[1]![0]!, c.uuids[0])).toEqual({ status: 409, json: { error: { code: 'collection-full', message: 'This collection is full.' } } });
    expect((await contents(c.id)).map((x) => x.items.length)).toEqual([2, MAX_COLLECTION_ITEMS]);
    // the target holds product 8000: the item only leaves its collection
    expect((await move(c.id, c.items[1]![1]!, c.uuids[0])).status).toBe(200);
    expect((await contents(c.id)).map((x) => x.items.length)).toEqual([1, MAX_COLLECTION_ITEMS]);
  });

  it('answers 400, never a 500, for an id that is no id and a body that is not {to: uuid}', async () => {
    const c = await customerWith([{ name: 'A', items: [{ productId: 7001 }] }, { name: 'B', items: [] }]);
    const path = `/customer-account/collection-items/${c.items[0]![0]}/move`;
    const bad = [
      await move(c.id, '%3Cscript%3E', c.uuids[1]),
      await move(c.id, c.items[0]![0]!, 'not-a-uuid'),
      await move(c.id, c.items[0]![0]!, 42),
      await call('POST', path, c.id, { body: {} }),
      await call('POST', path, c.id, { body: '{"to":' }),
      await call('POST', path, c.id, { body: 'null' }),
      await call('POST', path, c.id, { body: JSON.stringify({ to: c.uuids[1] }), headers: { 'Content-Type': 'text/plain' } }),
    ];
    for (const res of bad) expect(res, JSON.stringify(res)).toMatchObject({ status: 400, json: { error: { code: 'invalid-argument' } } });
    expect(bad[3]!.json.error.message).toBe('body.to: is required');
    const huge = await call('POST', path, c.id, { body: { to: c.uuids[1], pad: 'x'.repeat(MAX_ACCOUNT_BODY_BYTES) } });
    expect(huge).toMatchObject({ status: 413, json: { error: { code: 'payload-too-large' } } });
    expect(await contents(c.id)).toEqual([{ name: 'B', items: [] }, { name: 'A', items: [[7001, null]] }]);
  });
});

describe('POST /customer-account/collections/{uuid}/share', () => {
  it('shares a private collection: shared with its link, readable by anyone with the link in the widget, and sharing again changes nothing', async () => {
    const c = await customerWith([{ name: 'To share', items: [{ productId: 7001 }] }]);
    const other = customerToken(OTHER, 'other@example.com');
    expect((await h.call('GET', `/saved/wishlist-collection/${c.uuids[0]}`, { token: other })).status).toBe(404);
    h.clock.now += 5000;
    const res = await share(c.id, c.uuids[0]!);
    expect(res.status).toBe(200);
    const data: AccountCollectionsResponse = res.json.data;
    expect(data.collections).toEqual([{
      uuid: c.uuids[0], name: 'To share', shared: true, shareUrl: `${STORE_ORIGIN}/#status-favorites-collection:${c.uuids[0]}`,
      items: [{ id: c.items[0]![0], productId: 7001, variantId: null }],
    }]);
    const read = await h.call('GET', `/saved/wishlist-collection/${c.uuids[0]}`, { token: other });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ visibility: 'all', isOwner: false, updatedAt: new Date(h.clock.now).toISOString() });
    // again, later: the same answer, the collection not touched
    h.clock.now += 5000;
    const again = await share(c.id, c.uuids[0]!);
    expect(again.status).toBe(200);
    expect(again.json.data.collections).toEqual(data.collections);
    expect((await listCollections(h.db, 'demo-shop', c.id))[0]!.updatedAt).toBe(new Date(h.clock.now - 5000).toISOString());
  });

  it("answers 404 for another customer's collection, shared or not, and for one that does not exist; 400 for a uuid that is no uuid", async () => {
    const theirs = await customerWith([{ name: 'Private', items: [] }, { name: 'Shared', items: [], visibility: 'all' }]);
    const before = await listCollections(h.db, 'demo-shop', theirs.id);
    for (const uuid of [...theirs.uuids, '00000000-0000-4000-8000-000000000000']) {
      expect(await share(SHOPPER, uuid)).toEqual({ status: 404, json: { error: { code: 'not-found', message: 'Collection not found.' } } });
    }
    expect((await call('POST', `/customer-account/collections/${GIFTS.uuid}/share`, SHOPPER, { shop: SECOND_SHOP.domain })).status).toBe(404);
    expect(await listCollections(h.db, 'demo-shop', theirs.id)).toEqual(before);
    expect((await share(SHOPPER, 'not-a-uuid')).status).toBe(400);
  });
});

describe('while the merchant does not offer favorites', () => {
  it("answers 404 'not-offered' on every collections route, and moves and shares nothing", async () => {
    const c = await customerWith([{ name: 'A', items: [{ productId: 7001 }] }, { name: 'B', items: [] }]);
    const before = await listCollections(h.db, 'demo-shop', c.id);
    await h.db.query("UPDATE shops SET settings = jsonb_set(settings, '{wishlist}', '{\"isActive\": false}'::jsonb) WHERE id = 'demo-shop'");
    const notOffered = { status: 404, json: { error: { code: 'not-offered', message: 'Favorites are not offered by this store.' } } };
    expect(await call('GET', '/customer-account/collections', c.id)).toEqual(notOffered);
    expect(await move(c.id, c.items[0]![0]!, c.uuids[1])).toEqual(notOffered);
    expect(await share(c.id, c.uuids[0]!)).toEqual(notOffered);
    expect(await listCollections(h.db, 'demo-shop', c.id)).toEqual(before);
  });
});

describe('CORS', () => {
  it("lets Shopify's extension origin POST JSON with the session token", async () => {
    const res = await h.app.request('/customer-account/collections/00000000-0000-4000-8000-000000000000/share', {
      method: 'OPTIONS', headers: { Origin: EXTENSION_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(EXTENSION_ORIGIN);
    expect(res.headers.get('Access-Control-Allow-Methods')?.split(',')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['authorization', 'content-type']));
  });
});
