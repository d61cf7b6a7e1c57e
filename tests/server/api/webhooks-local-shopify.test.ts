// @vitest-environment node
/**
 * Webhooks end to end with the local Shopify delivering them, as it does in `npm start`: its
 * signature, headers and payloads are what the app's route, queue and handlers accept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalShopify, type LocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { anonToken, HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness, SHOPIFY_APP } from './webhooks-harness';

let h: Harness;
let shopify: LocalShopify;

beforeAll(async () => {
  h = await createWebhookHarness();
  // Deliveries to http://app.test/admin/webhooks (shopify.app.toml's /webhooks under application_url) go to the harness's app in process.
  shopify = createLocalShopify({
    apiKey: SHOPIFY_APP.apiKey, apiSecret: DEMO_APP_SECRET, appUrl: 'http://app.test', now: () => h.clock.now,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => h.app.request(String(input), init)) as typeof fetch,
    retryDelaysMs: [],
  });
}, HARNESS_START_MS);

afterAll(async () => {
  shopify?.close();
  await h?.close();
});

/** Calls a /dev helper of the local Shopify and waits for the webhook it sends to be answered. */
async function trigger(path: string, body?: unknown): Promise<{ webhookId: string; state: string; lastStatus: number | null }> {
  const res = await shopify.routes.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = await res.json() as { data: { webhook: { webhookId: string } } };
  await shopify.flush();
  const log = await (await shopify.routes.request('/dev/webhooks')).json() as { data: { webhookId: string; state: string; lastStatus: number | null }[] };
  return log.data.find((e) => e.webhookId === data.webhook.webhookId)!;
}

describe('webhooks the local Shopify delivers', () => {
  it('customers/data_request is answered 200 and leaves an export of the shopper for the merchant', async () => {
    const delivered = await trigger('/dev/compliance', { topic: 'customers/data_request', email: 'shopper@example.com' });
    expect(delivered).toMatchObject({ state: 'delivered', lastStatus: 200 });
    expect(await h.webhooks.drain()).toBe(1);
    const { rows } = await h.db.query<{ export: any }>('SELECT export FROM data_requests WHERE webhook_id = $1', [delivered.webhookId]);
    expect(rows[0]!.export).toMatchObject({ shopDomain: 'demo-shop.myshopify.com', customer: { email: 'shopper@example.com' } });
    expect(rows[0]!.export.tables.saved_items.length).toBeGreaterThan(0);
  });

  it('products/update carries only the product id (include_fields) and drops the product\'s cached card', async () => {
    await h.db.query(`INSERT INTO product_cache (shop_id, product_id, card, cache_until) VALUES ('demo-shop', 7001, '{"id": 1}', now() + interval '1 hour') ON CONFLICT DO NOTHING`);
    const res = await shopify.routes.request('/dev/variants/400070011', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 3100 }) });
    expect(res.status).toBe(200);
    await shopify.flush();
    const log = await (await shopify.routes.request('/dev/webhooks')).json() as { data: { topic: string; url: string; state: string; lastStatus: number | null; webhookId: string }[] };
    const delivered = log.data.find((e) => e.topic === 'products/update')!;
    expect(delivered).toMatchObject({ url: 'http://app.test/admin/webhooks', state: 'delivered', lastStatus: 200 });
    const { rows } = await h.db.query<{ payload: unknown }>('SELECT payload FROM webhook_deliveries WHERE webhook_id = $1', [delivered.webhookId]);
    // recorded as the route read it (loose: any other field would be kept): nothing but the id arrived
    expect(rows[0]!.payload).toEqual({ id: '7001' });
    await h.webhooks.drain();
    expect((await h.db.query(`SELECT 1 FROM product_cache WHERE shop_id = 'demo-shop' AND product_id = 7001`)).rows).toHaveLength(0);
  });

  it('app/scopes_update is answered 200 and the stored session gets the granted scopes', async () => {
    await h.db.query(
      `INSERT INTO shopify_sessions (shop, shop_id, scope, access_token, updated_at) VALUES ('demo-shop.myshopify.com', 'demo-shop', 'read_products', 'v1.sealed', $1)
       ON CONFLICT (shop) DO UPDATE SET scope = EXCLUDED.scope, updated_at = EXCLUDED.updated_at`, [new Date(h.clock.now - 60_000).toISOString()]);
    const entry = shopify.deliverWebhook('app/scopes_update', { id: 1, previous: ['read_products'], current: ['read_products', 'read_themes'], updated_at: new Date(h.clock.now).toISOString() });
    await shopify.flush();
    expect(entry).toMatchObject({ state: 'delivered', lastStatus: 200 });
    await h.webhooks.drain();
    expect((await h.db.query<{ scope: string }>(`SELECT scope FROM shopify_sessions WHERE shop_id = 'demo-shop'`)).rows[0]!.scope).toBe('read_products,read_themes');
  });

  it('customers/delete is answered 200 and the deleted customer\'s sign-ins no longer lead to them', async () => {
    await h.db.query(`INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ('demo-shop', 'google-uid-9002', '9002', now()) ON CONFLICT DO NOTHING`);
    const res = await shopify.routes.request('/dev/customers/9002', { method: 'DELETE' });
    expect(res.status).toBe(200);
    await shopify.flush();
    const log = await (await shopify.routes.request('/dev/webhooks')).json() as { data: { topic: string; state: string; lastStatus: number | null }[] };
    expect(log.data.find((e) => e.topic === 'customers/delete')).toMatchObject({ state: 'delivered', lastStatus: 200 });
    await h.webhooks.drain();
    expect((await h.db.query(`SELECT 1 FROM customer_users WHERE shop_id = 'demo-shop' AND customer_id = '9002'`)).rows).toHaveLength(0);
  });

  it('app/uninstalled is answered 200; then the widget answers for the shop as for an unknown one', async () => {
    const token = anonToken('local-shopify-visitor');
    expect((await h.call('GET', '/init/v2/demo-shop/user', { token })).status).toBe(200);
    const delivered = await trigger('/dev/uninstall');
    expect(delivered).toMatchObject({ state: 'delivered', lastStatus: 200 });
    await h.webhooks.drain();
    expect((await h.call('GET', '/init/v2/demo-shop/user', { token })).status).toBe(404);
    expect((await h.db.query('SELECT 1 FROM shopify_sessions WHERE shop_id = $1', ['demo-shop'])).rows).toHaveLength(0);
  });
});
