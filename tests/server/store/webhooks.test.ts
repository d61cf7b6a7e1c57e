// @vitest-environment node
// Webhook delivery from the local Shopify to the app: signed as Shopify signs, retried on failure, logged.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookDeliverer } from '../../../server/store/admin/webhooks';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { localShopify } from './shopify-helpers';

interface Received { url: string; headers: Headers; body: string }

/** A stand-in app: records each delivery and answers the statuses in `answers` in turn (then 200). */
function fakeApp(answers: number[] = []) {
  const received: Received[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    received.push({ url: String(url), headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response('', { status: answers.shift() ?? 200 });
  }) as typeof globalThis.fetch;
  return { received, fetch };
}

const hmac = (body: string) => createHmac('sha256', DEMO_APP_SECRET).update(body, 'utf8').digest('base64');

describe('webhook delivery', () => {
  it('sends products/update for a price change to the URI the CLI deploys, signed with the app secret, with Shopify headers and only the id', async () => {
    const app = fakeApp();
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch });
    const res = await s.shopify.routes.request('/dev/variants/400070011', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 3100, inventory: 3 }) });
    expect(res.status).toBe(200);
    await s.shopify.flush();
    expect(app.received).toHaveLength(1);
    const [d] = app.received;
    // shopify.app.toml: uri "/webhooks" under application_url http://127.0.0.1:3001/admin, served from http://app.test
    expect(d!.url).toBe('http://app.test/admin/webhooks');
    expect(d!.headers.get('x-shopify-hmac-sha256')).toBe(hmac(d!.body));
    expect(d!.headers.get('x-shopify-topic')).toBe('products/update');
    expect(d!.headers.get('x-shopify-shop-domain')).toBe('demo-shop.myshopify.com');
    expect(d!.headers.get('x-shopify-api-version')).toBe('2026-07');
    expect(d!.headers.get('x-shopify-webhook-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(d!.headers.get('x-shopify-event-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(d!.headers.get('x-shopify-triggered-at')).toBe('2026-06-01T12:00:00.000Z');
    // the subscription's include_fields = ["id"]: nothing else in the body
    expect(JSON.parse(d!.body)).toEqual({ id: 7001 });
  });

  it('sends the whole payload to a subscription without include_fields, and only the named fields, nested ones too, with them', async () => {
    const app = fakeApp();
    const payload = { id: 7001, title: 'Canvas Tote', variants: [{ id: 1, price: '31.00', sku: 'A' }, { id: 2, price: '9.00', sku: 'B' }], image: { src: 'x.png', width: 10 } };
    const deliverer = new WebhookDeliverer({
      secret: DEMO_APP_SECRET, shopDomain: 'demo-shop.myshopify.com', apiVersion: '2026-07', fetch: app.fetch, retryDelaysMs: [], now: Date.now,
      subscriptions: new Map([
        ['products/update', { uri: 'http://app.test/admin/webhooks', includeFields: ['id', 'variants.price', 'image.src', 'missing', 'title.length'] }],
        ['products/create', { uri: 'http://app.test/admin/webhooks', includeFields: null }],
      ]),
    });
    deliverer.deliver('products/update', payload);
    deliverer.deliver('products/create', payload);
    await deliverer.flush();
    expect(JSON.parse(app.received[0]!.body)).toEqual({ id: 7001, variants: [{ price: '31.00' }, { price: '9.00' }], image: { src: 'x.png' } });
    expect(JSON.parse(app.received[1]!.body)).toEqual(payload);
  });

  it('retries after a 500 with the same webhook id, and logs attempts and the last status', async () => {
    const app = fakeApp([500, 503]);
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch, retryDelaysMs: [1, 1, 1] });
    await s.post('/dev/compliance', { topic: 'customers/redact', email: 'other@example.com' });
    await s.shopify.flush();
    expect(app.received).toHaveLength(3);
    expect(new Set(app.received.map((r) => r.headers.get('x-shopify-webhook-id'))).size).toBe(1);
    for (const r of app.received) expect(r.headers.get('x-shopify-hmac-sha256')).toBe(hmac(r.body));
    expect(JSON.parse(app.received[0]!.body)).toEqual({
      shop_id: 1, shop_domain: 'demo-shop.myshopify.com', customer: { id: 9002, email: 'other@example.com', phone: null }, orders_to_redact: [820029, 820030],
    });
    const log = (await (await s.shopify.routes.request('/dev/webhooks')).json()) as { data: unknown[] };
    expect(log.data).toEqual([expect.objectContaining({
      topic: 'customers/redact', webhookId: app.received[0]!.headers.get('x-shopify-webhook-id'), attempts: 3, lastStatus: 200, state: 'delivered',
    })]);
  });

  it('gives up after the last retry and logs the failure', async () => {
    const app = fakeApp([500, 500, 500]);
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch, retryDelaysMs: [1, 1] });
    await s.post('/dev/compliance', { topic: 'shop/redact' });
    await s.shopify.flush();
    expect(app.received).toHaveLength(3);
    const log = (await (await s.shopify.routes.request('/dev/webhooks')).json()) as { data: unknown[] };
    expect(log.data[0]).toMatchObject({ topic: 'shop/redact', attempts: 3, lastStatus: 500, state: 'failed' });
  });

  it('counts no answer within the timeout as a failure and retries', async () => {
    let calls = 0;
    const hanging = ((_url: string, init?: RequestInit) => {
      calls++;
      if (calls > 1) return Promise.resolve(new Response('', { status: 200 }));
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }) as unknown as typeof fetch;
    const deliverer = new WebhookDeliverer({
      secret: DEMO_APP_SECRET, shopDomain: 'demo-shop.myshopify.com', apiVersion: '2026-07',
      subscriptions: new Map([['shop/redact', { uri: 'http://app.test/admin/webhooks', includeFields: null }]]), fetch: hanging, retryDelaysMs: [1], now: Date.now, timeoutMs: 30,
    });
    const entry = deliverer.deliver('shop/redact', { shop_id: 1 });
    await deliverer.flush();
    expect(calls).toBe(2);
    expect(entry).toMatchObject({ attempts: 2, lastStatus: 200, state: 'delivered' });
  });

  it('delivers only topics the app subscribes to in shopify.app.toml, and nothing without an app URL', async () => {
    const app = fakeApp();
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch });
    expect(s.shopify.deliverWebhook('orders/create', { id: 1 })).toBeNull();
    const order = await s.post('/dev/orders', { email: 'shopper@example.com' });
    expect(order.status).toBe(200);
    await s.shopify.flush();
    expect(app.received).toEqual([]);
    const quiet = localShopify({ fetch: app.fetch });
    expect(quiet.shopify.deliverWebhook('shop/redact', {})).toBeNull();
  });

  it('deleting a product sends products/delete; the product is gone from Admin GraphQL but old line items keep its title', async () => {
    const app = fakeApp();
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch });
    const token = await s.install();
    expect((await s.shopify.routes.request('/dev/products/7001', { method: 'DELETE' })).status).toBe(200);
    expect((await s.shopify.routes.request('/dev/products/7001', { method: 'DELETE' })).status).toBe(404);
    await s.shopify.flush();
    expect(app.received.map((r) => [r.headers.get('x-shopify-topic'), JSON.parse(r.body)])).toEqual([['products/delete', { id: 7001 }]]);
    const { body } = await s.gql(token, '{ product(id: "gid://shopify/Product/7001") { id } order(id: "gid://shopify/Order/820031") { lineItems(first: 5) { nodes { title product { id } } } } }');
    expect(body.data.product).toBeNull();
    expect(body.data.order.lineItems.nodes[0]).toEqual({ title: 'Canvas Tote', product: null });
  });

  it('uninstalling revokes the tokens and sends app/uninstalled; deleting a customer sends customers/delete', async () => {
    const app = fakeApp();
    const s = localShopify({ appUrl: 'http://app.test', fetch: app.fetch });
    const token = await s.install();
    const del = await s.shopify.routes.request('/dev/customers/9002', { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await s.gql(token, '{ customer(id: "gid://shopify/Customer/9002") { id } }')).body.data.customer).toBeNull();
    expect((await s.post('/dev/uninstall', {})).status).toBe(200);
    await s.shopify.flush();
    expect(app.received.map((r) => r.headers.get('x-shopify-topic'))).toEqual(['customers/delete', 'app/uninstalled']);
    // Shopify's shapes: what is left of the customer with its gid; the Shop resource.
    expect(JSON.parse(app.received[0]!.body)).toMatchObject({ id: 9002, admin_graphql_api_id: 'gid://shopify/Customer/9002' });
    expect(JSON.parse(app.received[1]!.body)).toMatchObject({ id: 1, name: expect.any(String), myshopify_domain: 'demo-shop.myshopify.com', domain: 'demo-shop.myshopify.com' });
    expect((await s.gql(token, '{ shop { name } }')).status).toBe(401);
  });
});
