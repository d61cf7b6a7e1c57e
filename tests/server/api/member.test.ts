// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopifyCustomer, shopifyCustomer, shopifyCustomerByEmail } from './shopify-data';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const request = (customerEmail: string, extra: Record<string, unknown> = {}) => ({
  shopId: 'demo-shop', customerEmail, statusId: 'anon-9', anonUserId: 'anon-9', anonIdToken: anonToken('anon-9'), acceptsMarketing: false, countryCode: 'US', ...extra,
});

describe('POST /member/check-customer', () => {
  it('returns the seeded customer, ties the anonymous user and stores the marketing choice', async () => {
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9001', 'shopper@example.com'),
      data: request('Shopper@Example.com'),
    });
    expect(res).toEqual({ status: 200, json: { data: { customerId: '9001', email: 'shopper@example.com' } } });
    const anon = await h.db.query("SELECT anon_user_id FROM customer_anon_users WHERE customer_id = '9001'");
    expect(anon.rows).toEqual([{ anon_user_id: 'anon-9' }]);
    // the marketing choice is the Shopify customer's email marketing consent
    expect(shopifyCustomer(h, 9001).emailMarketingConsent.marketingState).toBe('UNSUBSCRIBED');
  });

  it('creates a customer for a signed-in email it does not know (e.g. Google sign-in)', async () => {
    const token = googleToken('google-1', 'gina@example.com');
    const res = await h.call('POST', '/member/check-customer', { token, data: request('gina@example.com', { acceptsMarketing: true }) });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe('gina@example.com');
    // created in Shopify, subscribed; the app keeps only the mapping
    expect(shopifyCustomerByEmail(h, 'gina@example.com')).toMatchObject({ id: Number(res.json.data.customerId), emailMarketingConsent: { marketingState: 'SUBSCRIBED' } });
    expect((await h.db.query('SELECT shop_id FROM customers WHERE id = $1', [res.json.data.customerId])).rows).toEqual([{ shop_id: 'demo-shop' }]);
    // the Google user is that customer from now on
    expect((await h.call('GET', `/customer/demo-shop/${res.json.data.customerId}`, { token })).json.data.email).toBe('gina@example.com');
  });

  it('refuses anonymous users and other emails with 403', async () => {
    expect((await h.call('POST', '/member/check-customer', { token: anonToken(), data: request('shopper@example.com') })).status).toBe(403);
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9002', 'other@example.com'),
      data: request('shopper@example.com'),
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('permission-denied');
  });
});

describe('POST /member/check-customer with Google users', () => {
  it('accepts a verified Google email of a seeded customer', async () => {
    const res = await h.call('POST', '/member/check-customer', {
      token: googleToken('google-shopper', 'SHOPPER@example.com'),
      data: request('shopper@example.com', { anonUserId: null, statusId: 'google-shopper' }),
    });
    expect(res).toEqual({ status: 200, json: { data: { customerId: '9001', email: 'shopper@example.com' } } });
  });

  it('refuses an unverified email, and a verified one that is not customerEmail', async () => {
    const unverified = await h.call('POST', '/member/check-customer', {
      token: googleToken('google-2', 'gus@example.com', false),
      data: request('gus@example.com'),
    });
    expect(unverified.status).toBe(403);
    const other = await h.call('POST', '/member/check-customer', {
      token: googleToken('google-3', 'gail@example.com'),
      data: request('shopper@example.com'),
    });
    expect(other.status).toBe(403);
    expect(shopifyCustomerByEmail(h, 'gus@example.com')).toBeUndefined();
    expect(shopifyCustomerByEmail(h, 'gail@example.com')).toBeUndefined();
  });
});

describe('POST /member/check-customer moves guest data', () => {
  const saveAs = async (owner: string, kind: string, productId: number, variantId: number | null) =>
    h.db.query(
      `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at) VALUES ('demo-shop', $1, $2, $3, $4, now())`,
      [owner, kind, productId, variantId],
    );
  const itemsOf = async (owner: string) =>
    (await h.db.query<{ kind: string; product_id: number; variant_id: string | null }>(
      "SELECT kind, product_id, variant_id::text FROM saved_items WHERE shop_id = 'demo-shop' AND owner_id = $1 ORDER BY kind, product_id",
      [owner],
    )).rows;

  it("moves the anonymous user's saved items and unverified email to the customer, once", async () => {
    const anon = 'anon-guest-1';
    const before = await itemsOf('9002');
    await saveAs(anon, 'wishlist', 7001, 400070011); // other@ already has this one (seed)
    await saveAs(anon, 'wishlist', 7004, null);
    await saveAs(anon, 'cart', 7006, 400070061);
    expect((await h.call('POST', '/member/unverified', { token: anonToken(anon), data: { shopId: 'demo-shop', email: 'typed@example.com' } })).status).toBe(200);

    const check = () => h.call('POST', '/member/check-customer', {
      token: customerToken('9002', 'other@example.com'),
      data: request('other@example.com', { anonUserId: anon, anonIdToken: anonToken(anon), statusId: anon }),
    });
    expect((await check()).status).toBe(200);
    const after = await itemsOf('9002');
    expect(after).toHaveLength(before.length + 2);
    expect(after).toEqual(expect.arrayContaining([
      { kind: 'wishlist', product_id: 7001, variant_id: '400070011' },
      { kind: 'wishlist', product_id: 7004, variant_id: null },
      { kind: 'cart', product_id: 7006, variant_id: '400070061' },
    ]));
    expect(after.filter((i) => i.product_id === 7001)).toHaveLength(1);
    expect(await itemsOf(anon)).toEqual([]);
    const emails = await h.db.query("SELECT uid, email FROM unverified_emails WHERE uid IN ('9002', $1)", [anon]);
    expect(emails.rows).toEqual([{ uid: '9002', email: 'typed@example.com' }]);

    // Again: nothing changes, nothing is lost.
    expect((await check()).status).toBe(200);
    expect(await itemsOf('9002')).toEqual(after);
    expect((await h.db.query("SELECT email FROM unverified_emails WHERE uid = '9002'")).rows).toEqual([{ email: 'typed@example.com' }]);
  });

  it('moves what a Google user saved under its own (linked anonymous) uid', async () => {
    const uid = 'google-linked-1';
    await saveAs(uid, 'wishlist', 7010, null);
    const res = await h.call('POST', '/member/check-customer', {
      token: googleToken(uid, 'linked@example.com'),
      data: request('linked@example.com', { anonUserId: uid, anonIdToken: null, statusId: uid }),
    });
    expect(res.status).toBe(200);
    expect(await itemsOf(res.json.data.customerId)).toEqual([{ kind: 'wishlist', product_id: 7010, variant_id: null }]);
    expect(await itemsOf(uid)).toEqual([]);
  });
});

describe('POST /member/check-customer moves only guest data the caller proves it had', () => {
  const favorites = async (owner: string) =>
    (await h.db.query("SELECT product_id FROM saved_items WHERE shop_id = 'demo-shop' AND owner_id = $1 AND kind = 'wishlist' ORDER BY product_id", [owner])).rows;

  it("leaves another customer's saved items where they are when the body names their id as anonUserId", async () => {
    const shopperBefore = await favorites('9001');
    expect(shopperBefore.length).toBeGreaterThan(0);
    const otherBefore = await favorites('9002');
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9002', 'other@example.com'),
      data: request('other@example.com', { anonUserId: '9001', anonIdToken: null, statusId: '9001' }),
    });
    expect(res.status).toBe(200);
    expect(await favorites('9001')).toEqual(shopperBefore);
    expect(await favorites('9002')).toEqual(otherBefore);
    const tied = await h.db.query("SELECT 1 FROM customer_anon_users WHERE anon_user_id = '9001'");
    expect(tied.rows).toHaveLength(0);
  });

  it("refuses with 400 an anonIdToken that is a customer's token, not a guest's, and moves nothing", async () => {
    const shopperBefore = await favorites('9001');
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9002', 'other@example.com'),
      data: request('other@example.com', { anonIdToken: customerToken('9001', 'shopper@example.com') }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid-anon-token');
    expect(await favorites('9001')).toEqual(shopperBefore);
    for (const bad of ['not-a-token', 42, 'x'.repeat(5000)]) {
      const r = await h.call('POST', '/member/check-customer', { token: customerToken('9002', 'other@example.com'), data: request('other@example.com', { anonIdToken: bad }) });
      expect(r.status).toBe(400);
    }
  });
});

describe('POST /member/unverified', () => {
  it('stores one email per visitor, the latest wins', async () => {
    const save = (email: string) => h.call('POST', '/member/unverified', { token: anonToken('typist'), data: { shopId: 'demo-shop', email } });
    expect(await save('First@Example.com')).toEqual({ status: 200, json: { data: { saved: true } } });
    expect((await save('second@example.com')).status).toBe(200);
    const { rows } = await h.db.query("SELECT shop_id, email FROM unverified_emails WHERE uid = 'typist'");
    expect(rows).toEqual([{ shop_id: 'demo-shop', email: 'second@example.com' }]);
  });

  it.each(['nope', '', 'a@b', 'x@invalid.test'])('refuses %j with code 100', async (email) => {
    const res = await h.call('POST', '/member/unverified', { token: anonToken('typist-2'), data: { shopId: 'demo-shop', email } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(100);
  });
});

describe('a guest signs in: their favorites and saved-from-cart items join the customer', () => {
  type Item = { productId: number; variantId: number | null };
  const save = (token: string, path: string, items: Item[] | { productId: number }[]) =>
    h.call('POST', path, { token, data: { shopId: 'demo-shop', items } });
  const listOf = async (token: string, path: string) =>
    ((await h.call('POST', path, { token, data: { shopId: 'demo-shop' } })).json.data.items as Item[]);
  const ids = (items: Item[]) => items.map((i) => i.productId).sort();
  const counts = async (token: string) => (await h.call('GET', '/init/v2/demo-shop/user', { token })).json.data.saved;

  /** A customer of its own, with one favorite (Canvas Tote - Black) and one saved-from-cart item. */
  async function newCustomer(email: string) {
    const c = { id: await newShopifyCustomer(h, email) };
    const token = customerToken(c.id, email);
    expect((await save(token, '/saved/wishlist', [{ productId: 7001, variantId: 400070012 }])).status).toBe(200);
    expect((await save(token, '/saved/cart', [{ productId: 7008, variantId: 400070082 }])).status).toBe(200);
    return { id: c.id, email, token };
  }
  const signIn = (customer: { email: string; token: string }, guest: string | null, anonIdToken: string | null) =>
    h.call('POST', '/member/check-customer', {
      token: customer.token,
      data: request(customer.email, { anonUserId: guest, statusId: guest, anonIdToken }),
    });

  it('a guest saves 2 favorites (one the customer already has) and a cart item, signs in: the customer has the union, each once', async () => {
    const customer = await newCustomer('union@example.com');
    const guest = anonToken('merge-guest-1');
    await save(guest, '/saved/wishlist', [{ productId: 7001, variantId: 400070011 }, { productId: 7013, variantId: 400070132 }]);
    await save(guest, '/saved/cart', [{ productId: 7008, variantId: 400070081 }, { productId: 7019, variantId: 400070193 }]);
    expect(await counts(guest)).toEqual({ wishlist: 2, savedFromCart: 2 });

    expect((await signIn(customer, 'merge-guest-1', guest)).status).toBe(200);
    const favorites = await listOf(customer.token, '/saved/wishlist-items');
    expect(ids(favorites)).toEqual([7001, 7013]);
    // The product the customer already had stays as they saved it (their variant).
    expect(favorites.find((i) => i.productId === 7001)!.variantId).toBe(400070012);
    expect(ids(await listOf(customer.token, '/saved/cart/items'))).toEqual([7008, 7019]);
    expect(await counts(customer.token)).toEqual({ wishlist: 2, savedFromCart: 2 });
    expect(await listOf(guest, '/saved/wishlist-items')).toEqual([]);
    expect(await counts(guest)).toEqual({ wishlist: 0, savedFromCart: 0 });

    // Signing in again (another tab) changes nothing.
    expect((await signIn(customer, 'merge-guest-1', guest)).status).toBe(200);
    expect(ids(await listOf(customer.token, '/saved/wishlist-items'))).toEqual([7001, 7013]);
  });

  it("moves nothing for a caller who sends no proof of the guest, or another guest's token", async () => {
    const customer = await newCustomer('unproven@example.com');
    const guest = anonToken('merge-guest-2');
    await save(guest, '/saved/wishlist', [{ productId: 7020 }]);
    await save(anonToken('merge-guest-3'), '/saved/wishlist', [{ productId: 7021 }]);

    // The body names the guest, but no token proves it.
    expect((await signIn(customer, 'merge-guest-2', null)).status).toBe(200);
    // The token of another guest: only that guest's items move.
    expect((await signIn(customer, 'merge-guest-2', anonToken('merge-guest-3'))).status).toBe(200);
    expect(ids(await listOf(customer.token, '/saved/wishlist-items'))).toEqual([7001, 7021]);
    expect(ids(await listOf(guest, '/saved/wishlist-items'))).toEqual([7020]);
  });

  it('keeps at most 500 favorites: past the cap the guest\'s newest move and the rest go', async () => {
    const customer = await newCustomer('full@example.com');
    await h.db.query(
      `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at)
       SELECT 'demo-shop', $1, 'wishlist', 300000 + g, NULL, now() FROM generate_series(1, 497) g`, [customer.id],
    );
    const guest = anonToken('merge-guest-4');
    for (const productId of [7002, 7003, 7004, 7005]) {
      h.clock.now += 1000;
      await save(guest, '/saved/wishlist', [{ productId }]);
    }
    expect((await signIn(customer, 'merge-guest-4', guest)).status).toBe(200);
    const favorites = ids(await listOf(customer.token, '/saved/wishlist-items'));
    expect(favorites).toHaveLength(500);
    // 498 before (497 and Canvas Tote): room for the guest's 2 newest.
    expect(favorites.filter((p) => p < 8000)).toEqual([7001, 7004, 7005]);
    expect(await listOf(guest, '/saved/wishlist-items')).toEqual([]);
  });
});
