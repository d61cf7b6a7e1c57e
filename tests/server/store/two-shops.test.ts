// @vitest-environment node
// The local Shopify's second shop (second-shop.myshopify.com), as a merchant who installed the app
// on their own store sees it: its own token exchange, tokens, data, throttle bucket and webhooks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalShopify, SECOND_SHOP_DOMAIN, secondShopDataFile } from '../../../server/store/admin';
import { shopRedactPayload } from '../../../server/store/admin/payloads';
import { seedSecondShop } from '../../../server/store/admin/seed-second-shop';
import { seedShop } from '../../../server/store/admin/seed-shop';
import { DEMO_APP_SECRET, SHOPIFY_DOMAIN } from '../../../server/store/seed/catalog';
import { CLIENT_ID, EXCHANGE, localShopify, T0 } from './shopify-helpers';

const DEMO = `https://${SHOPIFY_DOMAIN}`;
const SECOND = `https://${SECOND_SHOP_DOMAIN}`;
const GRAPHQL = '/admin/api/2026-07/graphql.json';
const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';

type Local = ReturnType<typeof localShopify>;

/** POSTs JSON to `url` (absolute: its host names the shop; or a path on the local Shopify's own origin). */
async function post(s: Local, url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await s.shopify.routes.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

/** Token exchange of `sessionToken` at `origin` (a shop's https://{domain}, or '' for the local Shopify's own origin). */
const exchange = (s: Local, origin: string, sessionToken: string, headers: Record<string, string> = {}) =>
  post(s, `${origin}/admin/oauth/access_token`, { ...EXCHANGE, subject_token: sessionToken }, headers);

/** An Admin GraphQL request at `origin` with `token`. */
const gql = (s: Local, origin: string, token: string, query: string, variables?: Record<string, unknown>) =>
  post(s, `${origin}${GRAPHQL}`, { query, variables }, { 'x-shopify-access-token': token });

/** Access tokens of both shops, each from its own token exchange. */
async function installBoth(s: Local) {
  const demo = await exchange(s, DEMO, await s.shopify.sessionToken());
  const second = await exchange(s, SECOND, await s.shopify.shop(SECOND_SHOP_DOMAIN).sessionToken());
  expect([demo.status, second.status]).toEqual([200, 200]);
  return { demo: demo.body.access_token as string, second: second.body.access_token as string, secondRefresh: second.body.refresh_token as string };
}

const CUSTOMERS_BY_EMAIL = 'query ($q: String) { customers(first: 5, query: $q) { nodes { id email firstName } } }';

describe('the second shop', () => {
  it('exchanges its own session token on its domain, and refuses the demo shop\'s there (and its own on the demo shop\'s) with invalid_subject_token', async () => {
    const s = localShopify();
    const secondToken = await s.shopify.shop(SECOND_SHOP_DOMAIN).sessionToken();
    const own = await exchange(s, SECOND, secondToken);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ access_token: expect.stringMatching(/^shpua_/), refresh_token: expect.any(String), expires_in: 3600 });
    expect(await exchange(s, SECOND, await s.shopify.sessionToken())).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
    expect(await exchange(s, DEMO, secondToken)).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
    // on the local Shopify's own origin, naming no shop: the demo shop's
    expect(await exchange(s, '', secondToken)).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
  });

  it('is the shop X-Forwarded-Host names when the request comes to the local Shopify\'s own origin', async () => {
    const s = localShopify();
    const secondToken = await s.shopify.shop(SECOND_SHOP_DOMAIN).sessionToken();
    const forwarded = await exchange(s, 'http://127.0.0.1:3000', secondToken, { 'x-forwarded-host': 'Second-Shop.myshopify.com:443' });
    expect(forwarded.status).toBe(200);
    const shop = await gql(s, '', forwarded.body.access_token, '{ shop { name myshopifyDomain } }');
    expect(shop.status).toBe(401);
    const named = await post(s, GRAPHQL, { query: '{ shop { name myshopifyDomain } }' }, { 'x-shopify-access-token': forwarded.body.access_token, 'x-forwarded-host': SECOND_SHOP_DOMAIN });
    expect(named).toMatchObject({ status: 200, body: { data: { shop: { name: 'Second Shop', myshopifyDomain: SECOND_SHOP_DOMAIN } } } });
  });

  it('refuses the other shop\'s access token with 401 as a wrong token, and its refresh token with invalid_grant', async () => {
    const s = localShopify();
    const tokens = await installBoth(s);
    expect(await gql(s, SECOND, tokens.demo, '{ shop { name } }')).toEqual({ status: 401, body: { errors: INVALID_TOKEN } });
    expect(await gql(s, DEMO, tokens.second, '{ shop { name } }')).toEqual({ status: 401, body: { errors: INVALID_TOKEN } });
    const refresh = await post(s, `${DEMO}/admin/oauth/access_token`, {
      grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: DEMO_APP_SECRET, refresh_token: tokens.secondRefresh,
    });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await gql(s, SECOND, tokens.second, '{ shop { name } }')).body.data.shop.name).toBe('Second Shop');
  });

  it('answers its own customers: shopper@example.com is customer 9501 there and 9001 in the demo shop', async () => {
    const s = localShopify();
    const tokens = await installBoth(s);
    const q = { q: 'email:shopper@example.com' };
    expect((await gql(s, SECOND, tokens.second, CUSTOMERS_BY_EMAIL, q)).body.data.customers.nodes)
      .toEqual([{ id: 'gid://shopify/Customer/9501', email: 'shopper@example.com', firstName: 'Sam' }]);
    expect((await gql(s, DEMO, tokens.demo, CUSTOMERS_BY_EMAIL, q)).body.data.customers.nodes)
      .toEqual([{ id: 'gid://shopify/Customer/9001', email: 'shopper@example.com', firstName: 'Sam' }]);
    const byId = 'query ($id: ID!) { customer(id: $id) { id } }';
    expect((await gql(s, SECOND, tokens.second, byId, { id: 'gid://shopify/Customer/9001' })).body.data.customer).toBeNull();
    expect((await gql(s, DEMO, tokens.demo, byId, { id: 'gid://shopify/Customer/9501' })).body.data.customer).toBeNull();
    const orders = 'query ($id: ID!) { customer(id: $id) { orders(first: 10) { nodes { id name } } } }';
    expect((await gql(s, SECOND, tokens.second, orders, { id: 'gid://shopify/Customer/9501' })).body.data.customer.orders.nodes)
      .toEqual([{ id: 'gid://shopify/Order/850001', name: '#5001' }]);
    const all = (await gql(s, SECOND, tokens.second, '{ customers(first: 10) { nodes { id email } } }')).body.data.customers.nodes;
    expect(all).toEqual([
      { id: 'gid://shopify/Customer/9501', email: 'shopper@example.com' },
      { id: 'gid://shopify/Customer/9502', email: 'mallory@second-shop.example' },
    ]);
  });

  it('has no id the demo shop has or counts towards, and no order name of the demo shop\'s', () => {
    const demo = seedShop(T0);
    const second = seedSecondShop(T0);
    const ids = (d: typeof demo) => [
      ...d.customers.flatMap((c) => [`Customer/${c.id}`, ...c.addresses.map((a) => `Address/${a.id}`), ...c.metafields.map((m) => `Metafield/${m.id}`)]),
      ...d.products.flatMap((p) => [`Product/${p.id}`, ...p.variants.map((v) => `Variant/${v.id}`)]),
      ...d.orders.flatMap((o) => [
        `Order/${o.id}`, ...o.lineItems.map((l) => `LineItem/${l.id}`), ...o.fulfillments.map((f) => `Fulfillment/${f.id}`),
        ...(o.shippingAddress ? [`Address/${o.shippingAddress.id}`] : []),
      ]),
      ...d.themes.map((t) => `Theme/${t.id}`), ...d.markets.map((m) => `Market/${m.id}`), `Shop/${d.shop.id}`, `AppInstallation/${d.installation.id}`,
    ];
    const demoIds = new Set(ids(demo));
    expect(ids(second).filter((id) => demoIds.has(id))).toEqual([]);
    const demoNames = new Set(demo.orders.map((o) => o.name));
    expect(second.orders.map((o) => o.name).filter((name) => demoNames.has(name))).toEqual([]);
    // the second shop counts new records (and order numbers) above the demo shop's counters
    for (const kind of ['customer', 'order', 'orderNumber', 'lineItem', 'fulfillment', 'address', 'metafield'] as const) {
      expect(second.next[kind], kind).toBeGreaterThan(demo.next[kind]);
    }
  });

  it('has a throttle bucket of its own: the demo shop\'s empty bucket does not throttle it', async () => {
    const s = localShopify();
    const tokens = await installBoth(s);
    expect((await s.shopify.routes.request('/dev/admin-api/bucket', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"currentlyAvailable":0}' })).status).toBe(200);
    const demo = await gql(s, DEMO, tokens.demo, '{ shop { name } }');
    expect(demo.body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    const second = await gql(s, SECOND, tokens.second, '{ shop { name } }');
    expect(second.body.data.shop.name).toBe('Second Shop');
    expect(second.body.extensions.cost.throttleStatus.currentlyAvailable).toBeGreaterThan(1900);
  });

  it('answers 404 on the domain of a shop it does not serve, for token exchange and Admin GraphQL', async () => {
    const s = localShopify();
    const tokens = await installBoth(s);
    const stranger = 'https://stranger-shop.myshopify.com';
    expect(await exchange(s, stranger, await s.shopify.sessionToken({ shop: 'stranger-shop.myshopify.com' }))).toEqual({ status: 404, body: { errors: 'Not Found' } });
    expect(await gql(s, stranger, tokens.demo, '{ shop { name } }')).toEqual({ status: 404, body: { errors: 'Not Found' } });
    expect((await post(s, GRAPHQL, { query: '{ shop { name } }' }, { 'x-shopify-access-token': tokens.demo, 'x-forwarded-host': 'stranger-shop.myshopify.com' })).status).toBe(404);
    expect(() => s.shopify.shop('stranger-shop.myshopify.com')).toThrow(/serves no shop stranger-shop\.myshopify\.com/);
  });

  it('sends its webhooks with its own domain in X-Shopify-Shop-Domain and its shop fields in the body', async () => {
    const received: { headers: Headers; body: string }[] = [];
    const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      received.push({ headers: new Headers(init?.headers), body: String(init?.body) });
      return new Response('', { status: 200 });
    }) as typeof globalThis.fetch;
    const s = localShopify({ appUrl: 'http://app.test', fetch });
    const second = s.shopify.shop(SECOND_SHOP_DOMAIN);
    expect(second.deliverWebhook('shop/redact', shopRedactPayload(second.data.shop))).not.toBeNull();
    expect(s.shopify.deliverWebhook('shop/redact', shopRedactPayload(s.shopify.data.shop))).not.toBeNull();
    await s.shopify.flush();
    expect(received.map((r) => [r.headers.get('x-shopify-shop-domain'), JSON.parse(r.body)])).toEqual([
      [SECOND_SHOP_DOMAIN, { shop_id: 2, shop_domain: SECOND_SHOP_DOMAIN }],
      [SHOPIFY_DOMAIN, { shop_id: 1, shop_domain: SHOPIFY_DOMAIN }],
    ]);
  });
});

describe('the second shop\'s data file', () => {
  const dirs: string[] = [];
  afterEach(() => { for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true }); });

  it('keeps its tokens in a sibling file across restarts, while the demo shop\'s file holds only the demo shop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'two-shops-'));
    dirs.push(dir);
    const dataFile = join(dir, 'shopify.json');
    expect(secondShopDataFile(dataFile)).toBe(join(dir, 'shopify.second-shop.json'));
    const first = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile, now: () => T0 });
    const token = await first.shop(SECOND_SHOP_DOMAIN).sessionToken();
    const res = await first.routes.request(`${SECOND}/admin/oauth/access_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...EXCHANGE, subject_token: token }) });
    const { access_token: accessToken } = (await res.json()) as { access_token: string };
    await first.flush();
    first.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).shop.domain).toBe(SHOPIFY_DOMAIN);
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).accessTokens).toEqual([]);
    expect(JSON.parse(readFileSync(secondShopDataFile(dataFile), 'utf8')).shop.domain).toBe(SECOND_SHOP_DOMAIN);

    const again = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile, now: () => T0 + 60_000 });
    const shop = await again.routes.request(`${SECOND}${GRAPHQL}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': accessToken }, body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(((await shop.json()) as { data: { shop: { name: string } } }).data.shop.name).toBe('Second Shop');
    again.close();
  });
});
