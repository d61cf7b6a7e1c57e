// @vitest-environment node
// Favorites collections through the API: owner, another customer, a guest, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopifyCustomer } from './shopify-data';
import { MAX_COLLECTIONS } from '../../../server/api/lib/collections';
import { SEED_COLLECTIONS } from '../../../server/seed/db-seed';
import { anonToken, createHarness, customerToken, googleToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const SHOPPER = customerToken('9001', 'shopper@example.com');
const OTHER = customerToken('9002', 'other@example.com');
const GUEST = anonToken('collections-guest');
const [SUMMER, GIFTS] = SEED_COLLECTIONS.map((c) => c.uuid) as [string, string];
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const list = async (token: string) => {
  const res = await h.call('POST', '/saved/wishlist-collections', { token, data: { shopId: 'demo-shop' } });
  expect(res.status).toBe(200);
  return res.json.data.collections as any[];
};
const create = (token: string, collection: unknown) => h.call('POST', '/saved/wishlist-collection', { token, data: { shopId: 'demo-shop', collection } });
const get = (token: string, uuid: string) => h.call('GET', `/saved/wishlist-collection/${uuid}`, { token });
const put = (token: string, uuid: string, collection: unknown) =>
  h.call('PUT', `/saved/wishlist-collection/${uuid}`, { token, data: { shopId: 'demo-shop', collection } });
const remove = (token: string, uuid: string) => h.call('DELETE', `/saved/wishlist-collection/${uuid}`, { token });
const productsOf = (c: { items: { productId: number }[] }) => c.items.map((i) => i.productId);

describe('the list of collections', () => {
  it("gives the shopper their seeded collections newest first, with items, as their owner", async () => {
    const collections = await list(SHOPPER);
    expect(collections.map((c) => [c.name, c.visibility, productsOf(c)])).toEqual([
      ['Summer picks', 'all', [7015, 7014, 7018]],
      ['Gift ideas', 'private', [7011, 7026]],
    ]);
    expect(collections[0]).toEqual({
      uuid: SUMMER, name: 'Summer picks', userId: '9001', visibility: 'all', isOwner: true,
      items: [
        { id: expect.stringMatching(/^\d+$/), productId: 7015, variantId: 400070151 },
        { id: expect.stringMatching(/^\d+$/), productId: 7014, variantId: 400070142 },
        { id: expect.stringMatching(/^\d+$/), productId: 7018, variantId: 400070181 },
      ],
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('is empty for other@example.com, for a guest, and for a Google user the shop has no customer for', async () => {
    expect(await list(OTHER)).toEqual([]);
    expect(await list(GUEST)).toEqual([]);
    expect(await list(googleToken('google-nobody', 'nobody@example.com'))).toEqual([]);
  });
});

describe('creating a collection', () => {
  it('makes a private collection with a random v4 uuid, the name trimmed, listed first', async () => {
    const res = await create(OTHER, { name: '  Rainy days  ', items: [{ productId: 7006, variantId: 400070062 }, { productId: '7005' }] });
    expect(res.status).toBe(200);
    const c = res.json.data;
    expect(c).toMatchObject({ name: 'Rainy days', visibility: 'private', userId: '9002', isOwner: true });
    expect(c.uuid).toMatch(V4);
    expect(c.items.map((i: any) => [i.productId, i.variantId])).toEqual([[7006, 400070062], [7005, null]]);
    expect((await list(OTHER))[0]).toEqual(c);
    expect((await create(OTHER, { name: 'Rainy days' })).json.data.uuid).not.toBe(c.uuid);
  });

  it('keeps a product and variant listed twice once, in its first place', async () => {
    const res = await create(OTHER, { name: 'Twice', items: [{ productId: 7001 }, { productId: 7002 }, { productId: 7001, variantId: null }] });
    expect(productsOf(res.json.data)).toEqual([7001, 7002]);
  });

  it.each([
    [{ name: '' }, 'data.collection.name: Name required'],
    [{ name: '   ' }, 'data.collection.name: Name required'],
    [{ items: [{ productId: 7001 }] }, 'data.collection.name: Name required'],
    [{ name: 'x'.repeat(61) }, 'data.collection.name: must be at most 60 characters'],
    [{ name: 'x'.repeat(5000) }, 'data.collection.name: must be at most 60 characters'],
    [{ name: 42 }, 'data.collection.name: expected a string'],
    [{ name: 'Tab\there' }, 'data.collection.name: must not contain control characters'],
    [{ name: 'Shared', visibility: 'public' }, "data.collection.visibility: expected 'all' or 'private'"],
    [{ name: 'Big', items: Array.from({ length: 201 }, (_, i) => ({ productId: 7001 + i })) }, 'data.collection.items: must list at most 200 items'],
    [{ name: 'Bad item', items: [{ productId: 'seven' }] }, 'data.collection.items[0].productId: expected a product id (a positive integer)'],
  ])('refuses %j with 400 naming the field and saves nothing', async (collection, message) => {
    const before = await list(SHOPPER);
    const res = await create(SHOPPER, collection);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'invalid-argument', message });
    expect(await list(SHOPPER)).toEqual(before);
  });

  it('refuses a missing collection with 400', async () => {
    const res = await h.call('POST', '/saved/wishlist-collection', { token: SHOPPER, data: { shopId: 'demo-shop' } });
    expect(res.json.error.message).toBe('data.collection: is required');
  });

  it('accepts a name of 60 characters counted as the shopper sees them (emoji are one)', async () => {
    const name = '🌞'.repeat(60);
    const res = await create(OTHER, { name });
    expect(res.status).toBe(200);
    expect(res.json.data.name).toBe(name);
  });

  it('is for signed-in customers only: 401 for a guest, nothing created', async () => {
    const res = await create(GUEST, { name: 'Guest picks' });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
    const { rows } = await h.db.query("SELECT 1 FROM wishlist_collections WHERE name = 'Guest picks'");
    expect(rows).toHaveLength(0);
  });

  it(`refuses with 409 a customer's collection past ${MAX_COLLECTIONS}`, async () => {
    const c = { id: await newShopifyCustomer(h, 'collector@example.com') };
    await h.db.query(
      `INSERT INTO wishlist_collections (uuid, shop_id, customer_id, name, created_at, updated_at)
       SELECT gen_random_uuid(), 'demo-shop', $1, 'C' || g, now(), now() FROM generate_series(1, $2::int) g`,
      [c.id, MAX_COLLECTIONS],
    );
    const res = await create(customerToken(c.id, 'collector@example.com'), { name: 'One more' });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('too-many-collections');
  });
});

describe('reading one collection', () => {
  it('shows a shared collection to anyone with a token, guests included, as not their own', async () => {
    for (const token of [GUEST, OTHER, customerToken('9999', 'elsewhere@example.com', 'other-shop')]) {
      const res = await get(token, SUMMER);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ uuid: SUMMER, name: 'Summer picks', isOwner: false, userId: '9001' });
      expect(productsOf(res.json.data)).toEqual([7015, 7014, 7018]);
    }
    expect((await get(SHOPPER, SUMMER.toUpperCase())).json.data.isOwner).toBe(true);
  });

  it('answers 404 for a private collection to anyone but its owner, as for an unknown uuid', async () => {
    expect((await get(SHOPPER, GIFTS)).status).toBe(200);
    for (const token of [GUEST, OTHER]) {
      const res = await get(token, GIFTS);
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not-found', message: 'Collection not found.' });
      expect(JSON.stringify(res.json)).not.toContain('Gift ideas');
    }
    const unknown = await get(OTHER, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json).toEqual({ error: { code: 'not-found', message: 'Collection not found.' } });
  });

  it('refuses a malformed uuid with 400', async () => {
    for (const bad of ['not-a-uuid', "5eed0c01-0000-4000-8000-00000000000'", '5eed0c01000040008000000000000001']) {
      expect((await get(SHOPPER, encodeURIComponent(bad))).status).toBe(400);
    }
  });
});

describe('changing a collection', () => {
  it('lets the owner rename, share and replace the items; another customer then sees it', async () => {
    const { json: { data: made } } = await create(SHOPPER, { name: 'Desk', items: [{ productId: 7016 }] });
    expect((await get(OTHER, made.uuid)).status).toBe(404);
    h.clock.now += 60_000;
    const res = await put(SHOPPER, made.uuid, { name: ' Desk setup ', visibility: 'all', items: [{ productId: 7017, variantId: 400070172 }, { productId: 7016 }] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uuid: made.uuid, name: 'Desk setup', visibility: 'all', isOwner: true, updatedAt: new Date(h.clock.now).toISOString() });
    expect(productsOf(res.json.data)).toEqual([7017, 7016]);
    // Only the fields given change.
    const renamed = await put(SHOPPER, made.uuid, { name: 'Desk' });
    expect(renamed.json.data).toMatchObject({ name: 'Desk', visibility: 'all' });
    expect(productsOf(renamed.json.data)).toEqual([7017, 7016]);
    const seen = await get(OTHER, made.uuid);
    expect(seen.json.data).toMatchObject({ name: 'Desk', isOwner: false });
    // Sharing off again hides it.
    await put(SHOPPER, made.uuid, { visibility: 'private' });
    expect((await get(OTHER, made.uuid)).status).toBe(404);
  });

  it('refuses anyone but the owner (403, 401 for a guest) and changes nothing', async () => {
    const before = (await get(SHOPPER, SUMMER)).json.data;
    for (const [token, status] of [[OTHER, 403], [GUEST, 401]] as const) {
      expect((await put(token, SUMMER, { name: 'Mine now', items: [] })).status).toBe(status);
      expect((await remove(token, SUMMER)).status).toBe(status);
    }
    expect((await put(OTHER, GIFTS, { name: 'Mine now' })).status).toBe(403);
    expect((await get(SHOPPER, SUMMER)).json.data).toEqual(before);
  });

  it('refuses a blank name with "Name required" and an unknown uuid with 404', async () => {
    const res = await put(SHOPPER, SUMMER, { name: ' ' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('data.collection.name: Name required');
    expect((await put(SHOPPER, '00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
  });
});

describe('deleting', () => {
  it('deletes for the owner, and a POST with the old name, visibility and items brings it back (Undo)', async () => {
    const { json: { data: made } } = await create(SHOPPER, { name: 'Short-lived', visibility: 'all', items: [{ productId: 7002, variantId: 400070023 }] });
    const res = await remove(SHOPPER, made.uuid);
    expect(res).toEqual({ status: 200, json: { data: { uuid: made.uuid } } });
    expect((await get(SHOPPER, made.uuid)).status).toBe(404);
    expect((await list(SHOPPER)).map((c) => c.uuid)).not.toContain(made.uuid);
    expect((await remove(SHOPPER, made.uuid)).status).toBe(404);
    const { rows } = await h.db.query('SELECT 1 FROM wishlist_collection_items WHERE collection_uuid = $1', [made.uuid]);
    expect(rows).toHaveLength(0);

    const undo = await create(SHOPPER, { name: made.name, visibility: made.visibility, items: made.items });
    expect(undo.json.data).toMatchObject({ name: 'Short-lived', visibility: 'all' });
    expect(undo.json.data.items.map((i: any) => [i.productId, i.variantId])).toEqual([[7002, 400070023]]);
    expect((await list(SHOPPER))[0].uuid).toBe(undo.json.data.uuid);
  });

  it('removes one item for the owner and answers the collection', async () => {
    const { json: { data: made } } = await create(SHOPPER, { name: 'Trim me', visibility: 'all', items: [{ productId: 7001 }, { productId: 7002 }] });
    const [first, second] = made.items;
    for (const [token, status] of [[OTHER, 403], [GUEST, 401]] as const) {
      expect((await h.call('DELETE', `/saved/wishlist-collection-item/${first.id}`, { token })).status).toBe(status);
    }
    const res = await h.call('DELETE', `/saved/wishlist-collection-item/${first.id}`, { token: SHOPPER });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uuid: made.uuid, isOwner: true, items: [second] });
    expect((await h.call('DELETE', `/saved/wishlist-collection-item/${first.id}`, { token: SHOPPER })).status).toBe(404);
  });

  it("answers 404 for an item of another's private collection, so its id is not revealed", async () => {
    const item = (await get(SHOPPER, GIFTS)).json.data.items[0];
    const res = await h.call('DELETE', `/saved/wishlist-collection-item/${item.id}`, { token: OTHER });
    expect(res.status).toBe(404);
    expect((await get(SHOPPER, GIFTS)).json.data.items[0]).toEqual(item);
  });
});

describe("'Save collection': another customer copies a shared one", () => {
  it('makes their own collection with its name and items, leaving the original alone', async () => {
    const shared = (await get(OTHER, SUMMER)).json.data;
    const res = await create(OTHER, { name: shared.name, items: shared.items });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Summer picks', userId: '9002', isOwner: true, visibility: 'private' });
    expect(res.json.data.uuid).not.toBe(SUMMER);
    expect(productsOf(res.json.data)).toEqual([7015, 7014, 7018]);
    expect((await get(SHOPPER, SUMMER)).json.data.items).toEqual(shared.items);
  });
});
