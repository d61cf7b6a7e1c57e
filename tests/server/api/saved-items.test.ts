// @vitest-environment node
// Saved items: favorites and saved-from-cart through the API, on the project's engine
// (PGlite in 'server', PostgreSQL in 'api-postgres').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ITEMS } from '../../../server/api/lib/saved-items';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';
import { engine } from './test-database';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const SHOPPER = customerToken('9001', 'shopper@example.com');
const OTHER = customerToken('9002', 'other@example.com');

type Item = { id: string; productId: number; variantId: number | null; createdAt: string };
const list = async (token: string, kind: 'wishlist' | 'cart' = 'wishlist') => {
  const res = await h.call('POST', kind === 'wishlist' ? '/saved/wishlist-items' : '/saved/cart/items', { token, data: { shopId: 'demo-shop' } });
  expect(res.status).toBe(200);
  return res.json.data.items as Item[];
};
const save = (token: string, items: unknown, path = '/saved/wishlist') => h.call('POST', path, { token, data: { shopId: 'demo-shop', items } });
const products = (items: Item[]) => items.map((i) => i.productId);
const counts = async (token: string) => (await h.call('GET', '/init/v2/demo-shop/user', { token })).json.data.saved;

describe('favorites of a guest', () => {
  const guest = anonToken('saved-guest-1');

  it('starts empty, lists what the guest saves newest first, with ids, variants and dates', async () => {
    expect(await list(guest)).toEqual([]);
    const first = await save(guest, [{ productId: 7004, variantId: 400070042 }]);
    expect(first.status).toBe(200);
    const res = await save(guest, [{ productId: '7010' }]);
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([
      { id: expect.stringMatching(/^\d+$/), productId: 7010, variantId: null, createdAt: new Date(h.clock.now).toISOString() },
      { id: first.json.data.items[0].id, productId: 7004, variantId: 400070042, createdAt: new Date(h.clock.now).toISOString() },
    ]);
    expect(await list(guest)).toEqual(res.json.data.items);
    expect(await counts(guest)).toEqual({ wishlist: 2, savedFromCart: 0 });
  });

  it('saving a product already saved changes nothing (a retry or a second tab)', async () => {
    const before = await list(guest);
    const again = await save(guest, [{ productId: 7004, variantId: 400070041 }, { productId: 7004 }]);
    expect(again.status).toBe(200);
    expect(again.json.data.items).toEqual(before);
  });

  it('removes a favorite by its id and answers the rest', async () => {
    const [newest, older] = await list(guest);
    const res = await h.call('DELETE', `/saved/wishlist/${newest!.id}`, { token: guest });
    expect(res).toEqual({ status: 200, json: { data: { items: [older] } } });
    expect(await counts(guest)).toEqual({ wishlist: 1, savedFromCart: 0 });
    // Gone: a second delete of the same id is 404.
    expect((await h.call('DELETE', `/saved/wishlist/${newest!.id}`, { token: guest })).status).toBe(404);
  });

  it('POST /saved/wishlist/items saves like POST /saved/wishlist', async () => {
    const res = await save(guest, [{ productId: 7016, variantId: 400070163 }], '/saved/wishlist/items');
    expect(res.status).toBe(200);
    expect(products(res.json.data.items)).toContain(7016);
  });

  it('keeps 64-bit Shopify product and variant ids exact', async () => {
    const res = await save(anonToken('saved-guest-big'), [{ productId: 8_123_456_789_012, variantId: '45123456789012' }]);
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([expect.objectContaining({ productId: 8_123_456_789_012, variantId: 45_123_456_789_012 })]);
  });
});

describe('saved items of a signed-in customer', () => {
  it("lists the shopper's seeded favorites and saved-from-cart items", async () => {
    expect(products(await list(SHOPPER)).sort()).toEqual([7003, 7012, 7015]);
    expect(products(await list(SHOPPER, 'cart')).sort()).toEqual([7008, 7019]);
  });

  it('keeps favorites and saved-from-cart apart: saving one kind leaves the other as it was', async () => {
    const wishlist = await list(OTHER);
    const res = await save(OTHER, [{ productId: 7001, variantId: 400070012 }, { productId: 7006, variantId: 400070061 }], '/saved/cart');
    expect(res.status).toBe(200);
    expect(products(res.json.data.items)).toEqual([7001, 7006]);
    expect(await list(OTHER)).toEqual(wishlist);
    // A cart item's id is not a favorite's: 404 through the wishlist path, and it stays.
    const cartId = res.json.data.items[0].id;
    expect((await h.call('DELETE', `/saved/wishlist/${cartId}`, { token: OTHER })).status).toBe(404);
    const removed = await h.call('DELETE', `/saved/cart/${cartId}`, { token: OTHER });
    expect(removed.status).toBe(200);
    expect(products(removed.json.data.items)).toEqual([7006]);
  });

  it("answers 404 for another owner's item and leaves it where it is", async () => {
    const [item] = await list(SHOPPER);
    for (const token of [OTHER, anonToken('saved-intruder')]) {
      const res = await h.call('DELETE', `/saved/wishlist/${item!.id}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not-found');
    }
    expect((await list(SHOPPER)).map((i) => i.id)).toContain(item!.id);
  });

  it('never takes an owner from the body: customerId of another customer saves for the caller', async () => {
    const res = await h.call('POST', '/saved/wishlist', { token: OTHER, data: { shopId: 'demo-shop', customerId: '9001', items: [{ productId: 7023 }] } });
    expect(res.status).toBe(200);
    expect(products(await list(SHOPPER))).not.toContain(7023);
    expect(products(await list(OTHER))).toContain(7023);
  });
});

describe('bad input', () => {
  const guest = anonToken('saved-bad-input');
  it.each([
    [undefined, 'data.items: is required'],
    [[], 'data.items: must list at least one item'],
    [[{}], 'data.items[0].productId: expected a product id (a positive integer)'],
    [[{ productId: 'abc' }], 'data.items[0].productId: expected a product id (a positive integer)'],
    [[{ productId: -3 }], 'data.items[0].productId: expected a product id (a positive integer)'],
    [[{ productId: 7001, variantId: 1.5 }], 'data.items[0].variantId: expected a product id (a positive integer)'],
    [[{ productId: 2 ** 53 + 2 }], 'data.items[0].productId: expected a product id (a positive integer)'],
    [Array.from({ length: 51 }, (_, i) => ({ productId: 7001 + i })), 'data.items: must list at most 50 items'],
    ['7001', 'data.items: expected an array'],
  ])('refuses items %j with 400 naming the field', async (items, message) => {
    const res = await save(guest, items);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'invalid-argument', message });
    expect(await list(guest)).toEqual([]);
  });

  it('refuses a malformed id with 400 and an unknown one with 404', async () => {
    expect((await h.call('DELETE', '/saved/wishlist/%2E%2E%2Fetc%00', { token: guest })).status).toBe(400);
    expect((await h.call('DELETE', '/saved/cart/999999999', { token: guest })).status).toBe(404);
  });

  it('refuses an unknown shop with 404', async () => {
    const res = await h.call('POST', '/saved/wishlist-items', { token: guest, data: { shopId: 'no-such-shop' } });
    expect(res.status).toBe(404);
  });
});

describe(`at most ${MAX_SAVED_ITEMS} saved items per owner and kind`, () => {
  it('refuses with 409 a save that would pass the cap, saving none of it; a product already saved still answers 200', async () => {
    const owner = 'saved-hoarder';
    const token = anonToken(owner);
    await h.db.query(
      `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at)
       SELECT 'demo-shop', $1, 'wishlist', 100000 + g, NULL, now() FROM generate_series(1, $2::int) g`,
      [owner, MAX_SAVED_ITEMS - 1],
    );
    const over = await save(token, [{ productId: 7001 }, { productId: 7002 }]);
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('too-many-saved-items');
    expect((await list(token)).length).toBe(MAX_SAVED_ITEMS - 1);
    expect((await save(token, [{ productId: 7001 }])).status).toBe(200);
    expect((await save(token, [{ productId: 7001 }, { productId: 100001 }])).status).toBe(200);
    expect((await save(token, [{ productId: 7002 }])).status).toBe(409);
    // The cart is counted apart.
    expect((await save(token, [{ productId: 7002 }], '/saved/cart')).status).toBe(200);
  });
});

describe(`concurrent toggles on ${engine()}`, () => {
  /** Rows of `product` among `owner`'s favorites. */
  const rowsOf = async (owner: string, product: number) =>
    (await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM saved_items WHERE shop_id = 'demo-shop' AND owner_id = $1 AND kind = 'wishlist' AND product_id = $2",
      [owner, product],
    )).rows[0]!.n;

  it.each([
    ['a save', true],
    ['a delete', false],
  ])('50 toggles from two tabs at once, then %s, end in the last toggle\'s state: no duplicate, nothing lost', async (_, lastSaves) => {
    const owner = lastSaves ? '9001' : '9002';
    const token = lastSaves ? SHOPPER : OTHER;
    const product = 7007;
    const others = (await list(token)).filter((i) => i.productId !== product);
    let known = (await save(token, [{ productId: product }])).json.data.items.find((i: Item) => i.productId === product)?.id as string;
    const statuses: number[] = [];
    // Five waves of ten requests in flight at once, alternating save and delete; a delete names
    // the id the tab last saw, as the widget does. Each wave is awaited before the next starts.
    for (let wave = 0; wave < 5; wave++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, k) => (k % 2 === 0
        ? save(token, [{ productId: product }])
        : h.call('DELETE', `/saved/wishlist/${known}`, { token }))));
      for (const res of answers) {
        statuses.push(res.status);
        if (res.status !== 200) continue;
        const mine = (res.json.data.items as Item[]).filter((i) => i.productId === product);
        expect(mine.length).toBeLessThanOrEqual(1);
        if (mine[0]) known = mine[0].id;
      }
      expect(await rowsOf(owner, product)).toBeLessThanOrEqual(1);
    }
    expect(statuses).toHaveLength(50);
    expect(statuses.every((s) => s === 200 || s === 404), statuses.join(',')).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(25);

    // The final toggle, awaited last.
    if (lastSaves) {
      expect((await save(token, [{ productId: product }])).status).toBe(200);
    } else {
      const current = (await list(token)).find((i) => i.productId === product);
      if (current) expect((await h.call('DELETE', `/saved/wishlist/${current.id}`, { token })).status).toBe(200);
    }
    expect(await rowsOf(owner, product)).toBe(lastSaves ? 1 : 0);
    // Nothing else of the owner's was touched.
    expect((await list(token)).filter((i) => i.productId !== product)).toEqual(others);
  });

  it('50 concurrent saves of distinct products by one owner keep every one, once', async () => {
    const token = anonToken('saved-burst');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, k) => save(token, [{ productId: 200 + k }, { productId: 200 + ((k + 1) % 50) }])));
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const items = await list(token);
    expect(items).toHaveLength(50);
    expect(new Set(products(items)).size).toBe(50);
  });
});
