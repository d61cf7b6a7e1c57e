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
  // Deliveries to http://app.test/webhooks go to the harness's app in process.
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
