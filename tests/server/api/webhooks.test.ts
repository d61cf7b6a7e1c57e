// @vitest-environment node
/**
 * POST /admin/webhooks as Shopify calls it: signed deliveries are recorded once per webhook id and
 * their jobs run in the queue; forged, unsigned or malformed ones change nothing; deliveries for
 * shops or topics the app does not know are acknowledged and ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness, customerPayload, dataRequestPayload, deliver, deliveryTraces, SHOP_DOMAIN, SHOPIFY_APP, uninstallPayload } from './webhooks-harness';

let h: Harness;
beforeAll(async () => { h = await createWebhookHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h?.close(); });

const exportsOf = async (customerId: string) =>
  (await h.db.query<{ export: any }>('SELECT export FROM data_requests WHERE shop_id = $1 AND customer_id = $2', ['demo-shop', customerId])).rows;

describe('POST /admin/webhooks refuses what Shopify did not sign', () => {
  const body = customerPayload({ id: 9001, email: 'shopper@example.com' });

  it('answers 401 to a wrong HMAC, another secret, or a missing HMAC or header, and records and queues nothing', async () => {
    const before = await deliveryTraces(h);
    const forged = [
      await deliver(h, 'customers/redact', body, { hmac: 'AAAA' }),
      await deliver(h, 'customers/redact', body, { secret: 'not-the-app-secret' }),
      await deliver(h, 'customers/redact', body, { omit: ['X-Shopify-Hmac-Sha256'] }),
      await deliver(h, 'customers/redact', body, { omit: ['X-Shopify-Webhook-Id'] }),
      await deliver(h, 'customers/redact', body, { omit: ['X-Shopify-Topic'] }),
      await deliver(h, 'customers/redact', '', {}),
    ];
    for (const res of forged) expect(res).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } });
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    // The shopper's favorites are all still there.
    const saved = await h.db.query('SELECT 1 FROM saved_items WHERE owner_id = $1', ['9001']);
    expect(saved.rows.length).toBeGreaterThan(0);
  });

  it('answers 401 to a body changed after signing', async () => {
    const signedFor = JSON.stringify(customerPayload({ id: 9002, email: 'other@example.com' }));
    const { signBody } = await import('./webhooks-harness');
    const res = await deliver(h, 'customers/redact', JSON.stringify(body), { hmac: signBody(signedFor) });
    expect(res.status).toBe(401);
  });
});

describe('POST /admin/webhooks with a valid signature', () => {
  it('answers 400 to a body that is not JSON or not the topic\'s payload, and records nothing', async () => {
    const before = await deliveryTraces(h);
    for (const raw of ['{"shop_domain": "demo-shop.myshopify.com", ', 'null', '[]', '"x"']) {
      const res = await deliver(h, 'customers/redact', raw);
      expect(res).toMatchObject({ status: 400, json: { error: { code: 'invalid-argument' } } });
    }
    const wrongShape = await deliver(h, 'customers/redact', { shop_domain: SHOP_DOMAIN, customer: { id: 'not a number' } });
    expect(wrongShape.status).toBe(400);
    expect((await deliver(h, 'products/update', { title: 'no id' })).status).toBe(400);
    expect(await deliveryTraces(h)).toEqual(before);
  });

  it('acknowledges a topic the app does not subscribe to and ignores it', async () => {
    const before = await deliveryTraces(h);
    const res = await deliver(h, 'orders/create', { id: 1 });
    expect(res).toMatchObject({ status: 200, json: { data: { received: 'ignored' } } });
    expect(await deliveryTraces(h)).toEqual(before);
  });

  it('acknowledges a delivery for a shop it does not know and does nothing', async () => {
    const before = await deliveryTraces(h);
    const res = await deliver(h, 'shop/redact', { shop_id: 1, shop_domain: 'stranger.myshopify.com' }, { domain: 'stranger.myshopify.com' });
    expect(res).toMatchObject({ status: 200, json: { data: { received: 'unknown-shop' } } });
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    expect((await h.db.query('SELECT 1 FROM shops WHERE id = $1', ['demo-shop'])).rows).toHaveLength(1);
  });

  it('makes one data_request export per webhook id, however often Shopify delivers it', async () => {
    const body = { ...dataRequestPayload({ id: 9002, email: 'other@example.com' }, 77), orders_requested: [820029] };
    const first = await deliver(h, 'customers/data_request', body);
    expect(first).toMatchObject({ status: 200, json: { data: { received: 'queued' } } });
    const again = await deliver(h, 'customers/data_request', body, { webhookId: first.webhookId });
    expect(again).toMatchObject({ status: 200, json: { data: { received: 'duplicate' } } });
    expect(await h.webhooks.drain()).toBe(1);
    const third = await deliver(h, 'customers/data_request', body, { webhookId: first.webhookId });
    expect(third.json.data.received).toBe('duplicate');
    expect(await h.webhooks.drain()).toBe(0);

    const exports = await exportsOf('9002');
    expect(exports).toHaveLength(1);
    expect(exports[0]!.export).toMatchObject({ shopDomain: SHOP_DOMAIN, customer: { id: '9002', email: 'other@example.com' }, dataRequestId: '77' });
    // A new request (a new webhook id) is a new export.
    await deliver(h, 'customers/data_request', { ...body, data_request: { id: 78 } });
    await h.webhooks.drain();
    expect(await exportsOf('9002')).toHaveLength(2);
  });

  it('drops the payload once its job ran, keeping the webhook id', async () => {
    const res = await deliver(h, 'products/update', { id: 7001, title: 'Tee', variants: [{ id: 1 }] });
    expect(res.status).toBe(200);
    const pending = await h.db.query<{ payload: unknown; handled_at: Date | null }>('SELECT payload, handled_at FROM webhook_deliveries WHERE webhook_id = $1', [res.webhookId]);
    expect(pending.rows[0]).toMatchObject({ payload: { id: '7001' }, handled_at: null });
    await h.webhooks.drain();
    const handled = await h.db.query<{ payload: unknown; handled_at: Date | null }>('SELECT payload, handled_at FROM webhook_deliveries WHERE webhook_id = $1', [res.webhookId]);
    expect(handled.rows[0]!.payload).toBeNull();
    expect(handled.rows[0]!.handled_at).toBeInstanceOf(Date);
  });
});

describe('what each topic does', () => {
  it('products/update and products/delete drop the product\'s cached card', async () => {
    const cache = (id: number) => h.db.query(
      `INSERT INTO product_cache (shop_id, product_id, card, cache_until) VALUES ('demo-shop', $1, '{"id": 1}', now() + interval '1 hour')
       ON CONFLICT (shop_id, product_id) DO UPDATE SET cache_until = EXCLUDED.cache_until`, [id]);
    const cached = async () => (await h.db.query<{ product_id: number }>('SELECT product_id FROM product_cache WHERE shop_id = $1 ORDER BY product_id', ['demo-shop'])).rows.map((r) => Number(r.product_id));
    await cache(7001); await cache(7002); await cache(7003);
    await deliver(h, 'products/update', { id: 7001, variants: [] });
    await deliver(h, 'products/delete', { id: 7002 });
    await h.webhooks.drain();
    expect(await cached()).toEqual([7003]);
  });

  it('customers/delete unties our identities from the customer; their favorites stay for customers/redact', async () => {
    await h.db.query(`INSERT INTO customers (id, shop_id, created_at) VALUES ('5551', 'demo-shop', now())`);
    await h.db.query(`INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ('demo-shop', 'google-uid-5551', '5551', now())`);
    await h.db.query(`INSERT INTO saved_items (shop_id, owner_id, kind, product_id, created_at) VALUES ('demo-shop', '5551', 'wishlist', 7005, now())`);
    await deliver(h, 'customers/delete', { id: 5551, admin_graphql_api_id: 'gid://shopify/Customer/5551' });
    await h.webhooks.drain();
    expect((await h.db.query('SELECT 1 FROM customer_users WHERE customer_id = $1', ['5551'])).rows).toHaveLength(0);
    expect((await h.db.query('SELECT 1 FROM saved_items WHERE owner_id = $1', ['5551'])).rows).toHaveLength(1);
  });
});

describe('app/scopes_update', () => {
  const scopeOf = async () => (await h.db.query<{ scope: string }>('SELECT scope FROM shopify_sessions WHERE shop_id = $1', ['demo-shop'])).rows[0]?.scope;

  it('stores the scopes the merchant granted on the shop\'s session, unless the session was written after the change', async () => {
    await h.db.query(
      `INSERT INTO shopify_sessions (shop, shop_id, scope, access_token, updated_at) VALUES ($1, 'demo-shop', 'read_products', 'v1.sealed', $2)
       ON CONFLICT (shop) DO UPDATE SET scope = EXCLUDED.scope, updated_at = EXCLUDED.updated_at`, [SHOP_DOMAIN, new Date(h.clock.now - 60_000).toISOString()]);
    const granted = await deliver(h, 'app/scopes_update', {
      id: 954889, previous: ['read_products'], current: ['read_products', 'read_orders', 'read_all_orders'], updated_at: new Date(h.clock.now - 30_000).toISOString(),
    });
    expect(granted.json.data.received).toBe('queued');
    await h.webhooks.drain();
    expect(await scopeOf()).toBe('read_products,read_orders,read_all_orders');

    // A late delivery of an older change: the session written since (here by the change above) is newer.
    await deliver(h, 'app/scopes_update', { id: 954889, previous: [], current: ['read_products'], updated_at: new Date(h.clock.now - 45_000).toISOString() });
    await h.webhooks.drain();
    expect(await scopeOf()).toBe('read_products,read_orders,read_all_orders');
  });

  it('answers 400 to a body without the granted scopes, and changes nothing', async () => {
    const before = await scopeOf();
    expect((await deliver(h, 'app/scopes_update', { id: 954889, previous: ['read_products'] })).status).toBe(400);
    expect((await deliver(h, 'app/scopes_update', { id: 954889, current: ['READ PRODUCTS'] })).status).toBe(400);
    expect(await scopeOf()).toBe(before);
  });
});

describe('domains/create, domains/update and domains/destroy', () => {
  const allowed = async (origin: string) => (await h.app.request('/init/v2/demo-shop/user', {
    method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
  })).headers.get('access-control-allow-origin');

  it("answers a domain the merchant adds to the shop at once, and stops when it is removed", async () => {
    expect(await allowed('https://shop.brand.example')).toBeNull();
    expect((await deliver(h, 'domains/create', { id: 690933842, host: 'Shop.Brand.Example' })).json.data.received).toBe('queued');
    await h.webhooks.drain();
    expect(await allowed('https://shop.brand.example')).toBe('https://shop.brand.example');
    await deliver(h, 'domains/update', { id: 690933843, host: 'fr.brand.example' });
    await h.webhooks.drain();
    expect(await allowed('https://fr.brand.example')).toBe('https://fr.brand.example');
    await deliver(h, 'domains/destroy', { id: 690933842, host: 'shop.brand.example' });
    await h.webhooks.drain();
    expect(await allowed('https://shop.brand.example')).toBeNull();
  });

  it('answers 400 to a host that is no host name, and trusts nothing from it', async () => {
    for (const host of ['https://evil.example', 'evil.example/path', '', 'a b.example']) {
      expect((await deliver(h, 'domains/create', { id: 1, host })).status).toBe(400);
    }
    expect(await allowed('https://evil.example')).toBeNull();
  });
});

describe('a signed delivery re-sent with other headers (only the body is signed)', () => {
  const HOUR = 3600_000;
  const session = () => h.db.query(
    `INSERT INTO shopify_sessions (shop, shop_id, access_token, updated_at) VALUES ($1, 'demo-shop', 'v1.sealed', now())
     ON CONFLICT (shop) DO UPDATE SET access_token = EXCLUDED.access_token`, [SHOP_DOMAIN]);
  const shopStillInstalled = async () => {
    expect((await h.db.query('SELECT 1 FROM shops WHERE id = $1 AND uninstalled_at IS NULL', ['demo-shop'])).rows).toHaveLength(1);
    expect((await h.db.query('SELECT 1 FROM shopify_sessions WHERE shop_id = $1', ['demo-shop'])).rows).toHaveLength(1);
  };

  it('a product update re-sent as app/uninstalled leaves the shop installed and its tokens in place', async () => {
    await session();
    const before = await deliveryTraces(h);
    for (const body of [{ id: 7001 }, { id: 7001, title: 'Tee', variants: [{ id: 1 }] }]) {
      expect(await deliver(h, 'app/uninstalled', body)).toMatchObject({ status: 400, json: { error: { code: 'invalid-argument' } } });
    }
    // Nor as a customer's deletion, nor a domain's or a compliance body as an uninstall.
    expect((await deliver(h, 'customers/delete', { id: 7001 })).status).toBe(400);
    expect((await deliver(h, 'app/uninstalled', { id: 1, host: 'shop.example' })).status).toBe(400);
    expect((await deliver(h, 'app/uninstalled', { ...customerPayload({ id: 9001, email: 'shopper@example.com' }), name: 'x', domain: 'x', myshopify_domain: SHOP_DOMAIN, id: 1 })).status).toBe(400);
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    await shopStillInstalled();
  });

  it("a customer's compliance request re-sent as shop/redact erases nothing of the shop", async () => {
    const before = await deliveryTraces(h);
    const redact = customerPayload({ id: 9001, email: 'shopper@example.com' });
    const request = dataRequestPayload({ id: 9001, email: 'shopper@example.com' });
    expect(await deliver(h, 'shop/redact', redact)).toMatchObject({ status: 400, json: { error: { code: 'invalid-argument' } } });
    expect((await deliver(h, 'shop/redact', request)).status).toBe(400);
    // A data request is no erasure, and an erasure of the shop none of a customer's.
    expect((await deliver(h, 'customers/redact', request)).status).toBe(400);
    expect((await deliver(h, 'customers/data_request', redact)).status).toBe(400);
    expect((await deliver(h, 'customers/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN })).status).toBe(400);
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    expect((await h.db.query('SELECT 1 FROM saved_items WHERE shop_id = $1', ['demo-shop'])).rows.length).toBeGreaterThan(0);
  });

  it("one shop's uninstall or erasure sent in another shop's name changes neither shop", async () => {
    await h.db.query(`INSERT INTO shops (id, shopify_domain) VALUES ('victim-shop', 'victim-shop.myshopify.com') ON CONFLICT DO NOTHING`);
    await h.db.query(`INSERT INTO saved_items (shop_id, owner_id, kind, product_id, created_at) VALUES ('victim-shop', '4242', 'wishlist', 7001, now())`);
    const before = await deliveryTraces(h);
    const domain = 'victim-shop.myshopify.com';
    for (const [topic, body] of [
      ['app/uninstalled', uninstallPayload()],
      ['shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN }],
      ['customers/redact', customerPayload({ id: 4242, email: null })],
    ] as const) {
      expect(await deliver(h, topic, body, { domain })).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } });
    }
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    expect((await h.db.query('SELECT 1 FROM shops WHERE id = $1 AND uninstalled_at IS NULL', ['victim-shop'])).rows).toHaveLength(1);
    expect((await h.db.query('SELECT 1 FROM saved_items WHERE shop_id = $1', ['victim-shop'])).rows).toHaveLength(1);
  });

  it('a delivery triggered more than 72 hours ago, in the future, or at no stated time is refused; one Shopify still retries is taken', async () => {
    await session();
    const before = await deliveryTraces(h);
    const at = (msFromNow: number) => new Date(h.clock.now + msFromNow).toISOString();
    expect(await deliver(h, 'app/uninstalled', uninstallPayload(), { triggeredAt: at(-73 * HOUR) })).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } });
    expect((await deliver(h, 'app/uninstalled', uninstallPayload(), { triggeredAt: at(10 * 60_000) })).status).toBe(401);
    expect((await deliver(h, 'app/uninstalled', uninstallPayload(), { triggeredAt: 'yesterday' })).status).toBe(400);
    expect((await deliver(h, 'app/uninstalled', uninstallPayload(), { omit: ['X-Shopify-Triggered-At'] })).status).toBe(400);
    expect(await h.webhooks.drain()).toBe(0);
    expect(await deliveryTraces(h)).toEqual(before);
    await shopStillInstalled();
    // Shopify's last retries come up to 48 hours after the event.
    expect((await deliver(h, 'products/update', { id: 7001 }, { triggeredAt: at(-47 * HOUR) })).json.data.received).toBe('queued');
    expect((await deliver(h, 'products/update', { id: 7001 }, { triggeredAt: at(60_000) })).json.data.received).toBe('queued');
    expect(await h.webhooks.drain()).toBe(2);
  });
});

describe('app/uninstalled', () => {
  it('disables the shop: its widget answers as for an unknown shop, and its tokens are deleted', async () => {
    const token = anonToken('uninstall-visitor');
    expect((await h.call('GET', '/init/v2/demo-shop/user', { token })).status).toBe(200);
    await h.db.query(
      `INSERT INTO shopify_sessions (shop, shop_id, access_token, updated_at) VALUES ($1, 'demo-shop', 'v1.sealed', now())
       ON CONFLICT (shop) DO UPDATE SET access_token = EXCLUDED.access_token`, [SHOP_DOMAIN]);

    const res = await deliver(h, 'app/uninstalled', uninstallPayload());
    expect(res.status).toBe(200);
    await h.webhooks.drain();

    expect(await h.call('GET', '/init/v2/demo-shop/user', { token })).toMatchObject({ status: 404, json: { error: { message: 'No shop id found' } } });
    expect((await h.call('GET', '/init/for-you/demo-shop', { token: null })).status).toBe(404);
    expect((await h.call('POST', '/saved/wishlist', { token, data: { shopId: 'demo-shop', items: [{ productId: 7001 }] } })).status).toBe(404);
    expect((await h.db.query('SELECT 1 FROM shopify_sessions WHERE shop_id = $1', ['demo-shop'])).rows).toHaveLength(0);
    // Compliance webhooks still reach an uninstalled shop: shop/redact comes 48 hours after this.
    const later = await deliver(h, 'customers/data_request', dataRequestPayload({ id: 9001, email: 'shopper@example.com' }));
    expect(later.json.data.received).toBe('queued');
  });
});

describe('an app/uninstalled or shop/redact that arrives after the merchant reinstalled', () => {
  const sessions = async () => (await h.db.query('SELECT 1 FROM shopify_sessions WHERE shop_id = $1', ['demo-shop'])).rows.length;

  it('leaves the reinstalled shop running, with its new tokens and its shoppers\' data; a later uninstall still applies', async () => {
    const token = anonToken('reinstall-visitor');
    await h.webhooks.drain();
    // The merchant uninstalls; Shopify's deliveries are late (queued, retried).
    h.clock.now += 60_000;
    const uninstall = await deliver(h, 'app/uninstalled', uninstallPayload());
    const redact = await deliver(h, 'shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN });
    expect([uninstall.json.data.received, redact.json.data.received]).toEqual(['queued', 'queued']);
    // ...and reinstalls before the jobs run.
    h.clock.now += 60_000;
    expect((await h.install()).status).toBe(200);
    expect(await sessions()).toBe(1);
    expect(await h.webhooks.drain()).toBe(2);

    expect((await h.call('GET', '/init/v2/demo-shop/user', { token })).status).toBe(200);
    expect(await sessions()).toBe(1);
    expect((await h.db.query('SELECT 1 FROM saved_items WHERE shop_id = $1', ['demo-shop'])).rows.length).toBeGreaterThan(0);

    // An uninstall after this installation disables the shop as before.
    h.clock.now += 60_000;
    await deliver(h, 'app/uninstalled', uninstallPayload());
    await h.webhooks.drain();
    expect((await h.call('GET', '/init/v2/demo-shop/user', { token })).status).toBe(404);
    expect(await sessions()).toBe(0);
  });
});

describe('POST /admin/webhooks in the production app (no /dev routes)', () => {
  let prod: Harness;
  beforeAll(async () => { prod = await createHarness({ dev: false, app: { shopifyApp: SHOPIFY_APP } }); }, HARNESS_START_MS);
  afterAll(async () => { await prod?.close(); });

  it('takes signed deliveries and refuses forged ones', async () => {
    const body = dataRequestPayload({ id: 9001, email: 'shopper@example.com' });
    expect((await deliver(prod, 'customers/data_request', body)).json.data.received).toBe('queued');
    expect((await deliver(prod, 'customers/data_request', body, { secret: 'forged' })).status).toBe(401);
    expect(await prod.webhooks.drain()).toBe(1);
  });
});
