// @vitest-environment node
/**
 * customers/redact and shop/redact delivered as Shopify sends them: a customer's rows are gone
 * from every table and another customer's stay; a shop's rows are gone from every table and
 * another shop's stay. The rows are made through the API's own routes where there is one
 * (favorites, saved from cart, collections, typed email, sign-in codes and their mails, tracking),
 * directly otherwise. The checks are written here table by table, not taken from the map, and
 * must cover every table the map says holds a customer's or a shop's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTION_MAP } from '../../../server/api/webhooks/redaction-map';
import { anonToken, customerToken, HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness, customerPayload, dataRequestPayload, deliver, SHOP_DOMAIN } from './webhooks-harness';

let h: Harness;
beforeAll(async () => { h = await createWebhookHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h?.close(); });

interface Shopper { shopId: string; id: string; email: string; anonUid: string; googleUid: string; collections: string[] }

const shopper = (shopId: string, id: string, email: string, tag: string): Shopper =>
  ({ shopId, id, email, anonUid: `anon-${tag}`, googleUid: `google-${tag}`, collections: [] });

const A = shopper('demo-shop', '9001', 'shopper@example.com', 'a');
const B = shopper('demo-shop', '9002', 'other@example.com', 'b');
const C = shopper('second-shop', '7777', 'c.second@example.com', 'c');

const ok = async (res: Promise<{ status: number; json: any }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json;
};

/** Gives `s` rows in every table that can hold a customer's. */
async function seedShopper(s: Shopper, product: number): Promise<void> {
  const token = customerToken(s.id, s.email, s.shopId);
  const anon = anonToken(s.anonUid);
  await h.db.query('INSERT INTO customers (id, shop_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [s.id, s.shopId]);
  await ok(h.call('POST', '/saved/wishlist', { token, data: { shopId: s.shopId, items: [{ productId: product }] } }));
  await ok(h.call('POST', '/saved/cart', { token, data: { shopId: s.shopId, items: [{ productId: product + 1 }] } }));
  const made = await ok(h.call('POST', '/saved/wishlist-collection', { token, data: { shopId: s.shopId, collection: { name: `Picks of ${s.id}`, items: [{ productId: product + 2 }] } } }));
  s.collections.push(made.data.uuid);
  // A guest's favorite and typed email, from the anonymous session the customer later signed in from.
  await ok(h.call('POST', '/saved/wishlist', { token: anon, data: { shopId: s.shopId, items: [{ productId: product + 3 }] } }));
  await ok(h.call('POST', '/member/unverified', { token: anon, data: { shopId: s.shopId, email: s.email } }));
  await ok(h.call('POST', '/authentication/create-otc', { token: anon, data: { shopId: s.shopId, email: s.email } }));
  // an event of the signed-in customer (stored with their customer id) and one of their guest session (its uid only)
  await ok(h.call('POST', '/tracking/event/inject', {
    token,
    body: JSON.stringify({ events: { [`ev-${s.id}`]: { event: 'viewed', event_data: { productId: product }, customer_id: s.id, shop_id: s.shopId } } }),
  }));
  await ok(h.call('POST', '/tracking/event/inject', {
    token: anon,
    body: JSON.stringify({ events: { [`ev-guest-${s.id}`]: { event: 'viewed', event_data: { productId: product }, status_id: s.anonUid, shop_id: s.shopId } } }),
  }));
  await h.db.query('INSERT INTO customer_anon_users (customer_id, anon_user_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [s.id, s.anonUid]);
  await h.db.query('INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ($1, $2, $3, now()) ON CONFLICT DO NOTHING', [s.shopId, s.googleUid, s.id]);
  await h.db.query('INSERT INTO loyalty_points (customer_id, points) VALUES ($1, 120) ON CONFLICT DO NOTHING', [s.id]);
  await h.db.query(`INSERT INTO loyalty_cards (customer_id, gift_card_id, code, amount_cents) VALUES ($1, 'gc-' || $1, 'CODE-' || $1, 500) ON CONFLICT DO NOTHING`, [s.id]);
  // An export made for the merchant.
  await requestData(s);
  await h.webhooks.drain();
}

/** Delivers a customers/data_request for `s`, its job left waiting in the queue. */
async function requestData(s: Shopper): Promise<void> {
  const domain = `${s.shopId}.myshopify.com`;
  const request = { ...dataRequestPayload({ id: s.id, email: s.email }), shop_domain: domain };
  expect((await deliver(h, 'customers/data_request', request, { domain })).status).toBe(200);
}

const n = async (sql: string, params: unknown[]) => (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

/** The customer's rows per table, found by hand (not by the map's conditions). */
async function rowsOfCustomer(s: Shopper): Promise<Record<string, number>> {
  const uids = [s.id, s.anonUid, s.googleUid];
  return {
    saved_items: await n('saved_items WHERE shop_id = $1 AND owner_id = ANY($2::text[])', [s.shopId, uids]),
    wishlist_collections: await n('wishlist_collections WHERE shop_id = $1 AND customer_id = $2', [s.shopId, s.id]),
    wishlist_collection_items: await n('wishlist_collection_items WHERE collection_uuid = ANY($1::uuid[])', [s.collections]),
    login_codes: await n('login_codes WHERE shop_id = $1 AND lower(email) = $2', [s.shopId, s.email]),
    unverified_emails: await n('unverified_emails WHERE shop_id = $1 AND (lower(email) = $2 OR uid = ANY($3::text[]))', [s.shopId, s.email, uids]),
    outbox: await n('outbox WHERE lower(to_addr) = $1', [s.email]),
    tracking_events: await n('tracking_events WHERE shop_id = $1 AND (customer_id = $2 OR status_id = ANY($3::text[]))', [s.shopId, s.id, uids]),
    rate_limits: await n('rate_limits WHERE position($1 in key) > 0 OR key = ANY($2::text[])', [`:${s.shopId}:${s.email}`, [`track:uid:${s.anonUid}`, `track:uid:${s.googleUid}`]]),
    loyalty_points: await n('loyalty_points WHERE customer_id = $1', [s.id]),
    loyalty_cards: await n('loyalty_cards WHERE customer_id = $1', [s.id]),
    customer_anon_users: await n('customer_anon_users WHERE customer_id = $1', [s.id]),
    customer_users: await n('customer_users WHERE customer_id = $1', [s.id]),
    customers: await n('customers WHERE shop_id = $1 AND id = $2', [s.shopId, s.id]),
    data_requests: await n('data_requests WHERE shop_id = $1 AND customer_id = $2', [s.shopId, s.id]),
    webhook_deliveries: await n(`webhook_deliveries WHERE shop_id = $1 AND payload #>> '{customer,id}' = $2`, [s.shopId, s.id]),
  };
}

/** The shop's rows per table, found by hand. */
async function rowsOfShop(shopId: string, shoppers: Shopper[]): Promise<Record<string, number>> {
  const ids = shoppers.map((s) => s.id);
  const byShop = async (table: string) => n(`${table} WHERE shop_id = $1`, [shopId]);
  return {
    shops: await n('shops WHERE id = $1', [shopId]),
    shop_origins: await byShop('shop_origins'),
    shopify_sessions: await byShop('shopify_sessions'),
    product_cache: await byShop('product_cache'),
    customers: await byShop('customers'),
    customer_users: await byShop('customer_users'),
    customer_anon_users: await n('customer_anon_users WHERE customer_id = ANY($1::text[])', [ids]),
    saved_items: await byShop('saved_items'),
    wishlist_collections: await byShop('wishlist_collections'),
    wishlist_collection_items: await n('wishlist_collection_items WHERE collection_uuid = ANY($1::uuid[])', [shoppers.flatMap((s) => s.collections)]),
    login_codes: await byShop('login_codes'),
    unverified_emails: await byShop('unverified_emails'),
    outbox: await n('outbox WHERE lower(to_addr) = ANY($1::text[])', [shoppers.map((s) => s.email)]),
    tracking_events: await byShop('tracking_events'),
    rate_limits: await n('rate_limits WHERE position($1 in key) > 0 OR key = $2', [`:${shopId}:`, `track:shop:${shopId}`]),
    loyalty_points: await n('loyalty_points WHERE customer_id = ANY($1::text[])', [ids]),
    loyalty_cards: await n('loyalty_cards WHERE customer_id = ANY($1::text[])', [ids]),
    data_requests: await byShop('data_requests'),
    webhook_deliveries: await byShop('webhook_deliveries'),
  };
}

const tablesWith = (side: 'customer' | 'shop') => Object.entries(REDACTION_MAP).filter(([, e]) => 'where' in e[side]).map(([t]) => t).sort();
const allZero = (rows: Record<string, number>) => Object.fromEntries(Object.keys(rows).map((t) => [t, 0]));

beforeAll(async () => {
  await h.db.query(`INSERT INTO shops (id, shopify_domain) VALUES ('second-shop', 'second-shop.myshopify.com')`);
  await h.db.query(`INSERT INTO shop_origins (shop_id, origin) VALUES ('second-shop', 'https://second.example')`);
  // The harness installed the demo shop (its session exists); the second shop gets one too.
  for (const shopId of ['demo-shop', 'second-shop']) {
    await h.db.query(`INSERT INTO shopify_sessions (shop, shop_id, access_token, updated_at) VALUES ($1 || '.myshopify.com', $1, 'v1.sealed', now()) ON CONFLICT DO NOTHING`, [shopId]);
    await h.db.query(`INSERT INTO product_cache (shop_id, product_id, card, cache_until) VALUES ($1, 7001, '{}', now() + interval '1 hour')`, [shopId]);
  }
  await seedShopper(A, 7001);
  await seedShopper(B, 7011);
  await seedShopper(C, 7021);
  // A request of each still waiting in the queue when the redaction comes.
  for (const s of [A, B, C]) await requestData(s);
}, HARNESS_START_MS);

describe('customers/redact', () => {
  it('is checked here for every table the map says holds a customer\'s rows', async () => {
    expect(Object.keys(await rowsOfCustomer(A)).sort()).toEqual(tablesWith('customer'));
  });

  it('starts from rows of both customers in every one of those tables', async () => {
    for (const s of [A, B]) {
      const rows = await rowsOfCustomer(s);
      expect(Object.entries(rows).filter(([, count]) => count === 0).map(([t]) => t), `tables without a row of ${s.email}`).toEqual([]);
    }
  });

  it('exports the customer\'s favorites and collections for the merchant, and nothing of another customer', async () => {
    const { rows } = await h.db.query<{ export: any }>('SELECT export FROM data_requests WHERE shop_id = $1 AND customer_id = $2', ['demo-shop', A.id]);
    const tables = rows[0]!.export.tables;
    expect(tables.saved_items.map((r: any) => Number(r.product_id))).toEqual(expect.arrayContaining([7001, 7002, 7004]));
    expect(tables.wishlist_collections.map((r: any) => r.name)).toContain('Picks of 9001');
    expect(tables.unverified_emails.map((r: any) => r.email)).toContain(A.email);
    expect(tables.login_codes[0]).not.toHaveProperty('code_hash');
    expect(JSON.stringify(rows[0]!.export)).not.toContain(B.email);
  });

  it('deletes every row of the customer in every table and leaves the other customer\'s', async () => {
    const otherBefore = await rowsOfCustomer(B);
    const secondShopBefore = await rowsOfCustomer(C);
    const res = await deliver(h, 'customers/redact', { ...customerPayload({ id: A.id, email: A.email, phone: '+15555550100' }), orders_to_redact: [820001] });
    expect(res.status).toBe(200);
    await h.webhooks.drain();

    const left = await rowsOfCustomer(A);
    expect(left).toEqual(allZero(left));
    // The others' waiting data requests ran in the same drain: one more export each, their
    // payloads dropped, nothing else changed.
    const ranRequest = (before: Record<string, number>) => ({ ...before, data_requests: before.data_requests! + 1, webhook_deliveries: 0 });
    expect(await rowsOfCustomer(B)).toEqual(ranRequest(otherBefore));
    expect(await rowsOfCustomer(C)).toEqual(ranRequest(secondShopBefore));
    // The customer's next visit finds no favorites.
    const after = await h.call('POST', '/saved/wishlist-items', { token: customerToken(A.id, A.email), data: { shopId: 'demo-shop' } });
    expect(after.json.data.items).toEqual([]);

    // Delivered again (same webhook id): nothing more to delete, nothing else touched.
    const again = await deliver(h, 'customers/redact', customerPayload({ id: A.id, email: A.email }), { webhookId: res.webhookId });
    expect(again.status).toBe(200);
    await h.webhooks.drain();
    expect(await rowsOfCustomer(B)).toEqual(ranRequest(otherBefore));
  });
});

describe('shop/redact', () => {
  it('is checked here for every table the map says holds a shop\'s rows', async () => {
    expect(Object.keys(await rowsOfShop('demo-shop', [A, B])).sort()).toEqual(tablesWith('shop'));
  });

  it('deletes every row of the shop in every table and leaves the other shop\'s', async () => {
    // A is back (a new favorite, a new sign-in): the demo shop has rows in every table again.
    await seedShopper(A, 7001);
    const demoBefore = await rowsOfShop('demo-shop', [A, B]);
    expect(Object.entries(demoBefore).filter(([, count]) => count === 0).map(([t]) => t), 'tables without a row of demo-shop').toEqual([]);
    const secondBefore = await rowsOfShop('second-shop', [C]);
    expect(Object.entries(secondBefore).filter(([, count]) => count === 0).map(([t]) => t), 'tables without a row of second-shop').toEqual([]);

    const res = await deliver(h, 'shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN });
    expect(res.status).toBe(200);
    await h.webhooks.drain();

    const left = await rowsOfShop('demo-shop', [A, B]);
    expect(left).toEqual(allZero(left));
    expect(await rowsOfShop('second-shop', [C])).toEqual(secondBefore);
    expect((await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken('after-redact') })).status).toBe(404);
    // Shopify delivers it again: the shop is unknown now, acknowledged, nothing done.
    expect((await deliver(h, 'shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN }, { webhookId: res.webhookId })).json.data.received).toBe('unknown-shop');
  });
});
