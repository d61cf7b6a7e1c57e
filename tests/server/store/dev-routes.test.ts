// @vitest-environment node
// The local Shopify's /dev helpers, and the store's account pages agreeing with what Shopify holds.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeMultipass } from '../../../server/lib/multipass';
import { createLocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET, DEMO_MULTIPASS_SECRET } from '../../../server/store/seed/catalog';
import { makeClient } from './helpers';
import { CLIENT_ID, EXCHANGE, localShopify, T0 } from './shopify-helpers';

const json = async (res: Response) => (await res.json()) as { data?: Record<string, unknown>; error?: { code: string; message: string } };
const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('POST /dev/orders', () => {
  it('places a priced order for the customer, shipped to their default address, readable through Admin GraphQL', async () => {
    const s = localShopify();
    const res = await s.post('/dev/orders', { email: 'SHOPPER@example.com', lineItems: [{ variantId: 400070011, quantity: 2 }] });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    // 2 x 28.00 = 56.00, shipping 8.00, tax 4.48
    expect(data).toMatchObject({
      id: expect.stringMatching(/^\d+$/), name: '#2001', customerId: '9001', createdAt: new Date(T0).toISOString(),
      fulfillmentStatus: 'UNFULFILLED', shipmentStatus: null, financialStatus: 'PAID', totalPrice: 6848,
      shippingAddress: { city: 'Portland', countryCode: 'US' },
    });
    const second = await json(await s.post('/dev/orders', { email: 'shopper@example.com', fulfillmentStatus: 'OPEN', shipmentStatus: 'IN_TRANSIT' }));
    expect(second.data).toMatchObject({ name: '#2002', shipmentStatus: 'IN_TRANSIT', tracking: { company: expect.any(String), number: expect.any(String) }, estimatedDeliveryAt: expect.any(String) });
    const token = await s.install();
    const { body } = await s.gql(token, `{ order(id: "gid://shopify/Order/${data!.id}") { name totalPriceSet { shopMoney { amount } } customer { email } } }`);
    expect(body.data.order).toEqual({ name: '#2001', totalPriceSet: { shopMoney: { amount: '68.48' } }, customer: { email: 'shopper@example.com' } });
    const shipped = await s.gql(token, `{ order(id: "gid://shopify/Order/${second.data!.id}") { displayFulfillmentStatus fulfillments { displayStatus createdAt estimatedDeliveryAt } } }`);
    const [f] = shipped.body.data.order.fulfillments;
    expect(f).toMatchObject({ displayStatus: 'IN_TRANSIT', createdAt: new Date(T0).toISOString() });
    expect(Date.parse(f.estimatedDeliveryAt)).toBeGreaterThan(T0);
  });

  it('prices at the current price after PATCH /dev/variants', async () => {
    const s = localShopify();
    await s.shopify.routes.request('/dev/variants/400070011', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 1000 }) });
    const { data } = await json(await s.post('/dev/orders', { email: 'other@example.com' }));
    expect(data).toMatchObject({ subtotalPrice: 1000, shippingPrice: 800, totalTax: 80, totalPrice: 1880, shippingAddress: { city: 'Toronto' } });
  });

  it('answers 404 for an unknown customer and 400 for a bad body, never 500', async () => {
    const s = localShopify();
    const unknown = await s.post('/dev/orders', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: { code: 'not-found', message: 'No customer with that email.' } });
    for (const body of [{}, { email: 'shopper@example.com', lineItems: [{ variantId: 1 }] }, { email: 'shopper@example.com', fulfillmentStatus: 'DONE' }, 'x']) {
      const res = await s.post('/dev/orders', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error!.code).toBe('invalid-argument');
    }
    const notJson = await s.shopify.routes.request('/dev/orders', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });
});

describe('fulfil, cancel, customers', () => {
  it('fulfils an order with a shipment, and refuses to cancel it then; cancels an unfulfilled one', async () => {
    const s = localShopify();
    const { data: a } = await json(await s.post('/dev/orders', { email: 'shopper@example.com' }));
    const fulfilled = await json(await s.post(`/dev/orders/${a!.id}/fulfil`, { shipmentStatus: 'OUT_FOR_DELIVERY' }));
    expect(fulfilled.data).toMatchObject({ fulfillmentStatus: 'FULFILLED', shipmentStatus: 'OUT_FOR_DELIVERY' });
    const refused = await s.post(`/dev/orders/${a!.id}/cancel`, {});
    expect(refused.status).toBe(409);
    const { data: b } = await json(await s.post('/dev/orders', { email: 'shopper@example.com' }));
    const cancelled = await json(await s.post(`/dev/orders/${b!.id}/cancel`, {}));
    expect(cancelled.data).toMatchObject({ fulfillmentStatus: 'CANCELED', financialStatus: 'REFUNDED', cancelledAt: new Date(T0).toISOString() });
    expect((await s.post('/dev/orders/99/fulfil', {})).status).toBe(404);
    expect((await s.post('/dev/orders/abc/cancel', {})).status).toBe(404);
  });

  it('creates a customer (409 for a taken email) whom /dev/orders then serves', async () => {
    const s = localShopify();
    const made = await json(await s.post('/dev/customers', { email: 'Fresh@Example.com', firstName: 'Fresh' }));
    expect(made.data).toMatchObject({ id: expect.stringMatching(/^\d+$/), email: 'fresh@example.com', firstName: 'Fresh' });
    const taken = await s.post('/dev/customers', { email: 'fresh@example.com' });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error!.message).toBe('Email has already been taken');
    const order = await json(await s.post('/dev/orders', { email: 'fresh@example.com' }));
    expect(order.data).toMatchObject({ customerId: made.data!.id, shippingAddress: null });
    expect((await s.post('/dev/customers', { email: 'no' })).status).toBe(400);
  });
});

describe('persistence', () => {
  it('keeps changes in the data file for the next start', async () => {
    const dataFile = path.join(mkdtempSync(path.join(tmpdir(), 'local-shopify-')), 'shop.json');
    const first = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile, now: () => T0 });
    const res = await first.routes.request('/dev/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'other@example.com' }) });
    const { data } = await json(res);
    await first.flush();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).orders.some((o: { name: string }) => o.name === '#2001')).toBe(true);
    const second = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile, now: () => T0 + 86_400_000 });
    expect(second.data.orders.find((o) => String(o.id) === data!.id)?.name).toBe('#2001');
    const next = await json(await second.routes.request('/dev/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'other@example.com' }) }));
    expect(next.data!.name).toBe('#2002');
  });
});

describe('the store serves the local Shopify', () => {
  it('answers token exchange, Admin GraphQL and /dev routes on the store origin', async () => {
    const s = localShopify();
    const { app } = makeClient({ shopify: s.shopify });
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const order = await json(await post('/dev/orders', { email: 'other@example.com' }));
    expect(order.data!.name).toBe('#2001');
    const exchanged = (await (await post('/admin/oauth/access_token', { ...EXCHANGE, subject_token: await s.shopify.sessionToken() })).json()) as { access_token: string };
    const res = await post('/admin/api/2026-10/graphql.json', { query: `{ order(id: "gid://shopify/Order/${order.data!.id}") { name } }` }, { 'x-shopify-access-token': exchanged.access_token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ order: { name: '#2001' } });
    expect((await post('/admin/api/latest/graphql.json', { query: '{ shop { name } }' }, { 'x-shopify-access-token': exchanged.access_token })).status).toBe(404);
  });
});

describe("the store's account pages", () => {
  const signIn = async (send: (url: string) => Promise<Response>, clock: number) =>
    send(`/account/login/multipass/${encodeMultipass(DEMO_MULTIPASS_SECRET, { email: 'shopper@example.com', identifier: '9001', first_name: 'Sam', last_name: 'Rivera' }, clock)}`);

  it('lists an order made with /dev/orders on /account and an address added with customerAddressCreate on /account/addresses', async () => {
    const s = localShopify();
    const { send } = makeClient({ shopify: s.shopify, now: () => s.clock.t });
    expect((await signIn(send, s.clock.t)).headers.get('location')).toBe('/account');
    const order = await json(await s.post('/dev/orders', { email: 'shopper@example.com', lineItems: [{ variantId: 400070011, quantity: 2 }] }));
    const account = await (await send('/account')).text();
    const row = new RegExp(`<tr data-order-id="${order.data!.id}"><td class="order-name">#2001</td><td class="order-date">June 1, 2026</td><td class="order-payment">Paid</td><td class="order-status">Unfulfilled</td><td class="order-total">\\$68\\.48</td></tr>`);
    expect(account).toMatch(row);
    expect(account.match(/<tr data-order-id=/g)).toHaveLength(32);
    expect(account).toContain('<td class="order-name">#1020</td>');

    const token = await s.install();
    const created = await s.gql(token, `mutation { customerAddressCreate(customerId: "gid://shopify/Customer/9001", address: {address1: "9 Widget Way", city: "Bend", provinceCode: "OR", countryCode: US, zip: "97701"}) { address { id } userErrors { message } } }`);
    expect(created.body.data.customerAddressCreate.userErrors).toEqual([]);
    const addresses = await (await send('/account/addresses')).text();
    expect(addresses).toContain('<address>9 Widget Way<br>Bend OR 97701<br>United States</address>');
    expect(addresses).toContain('<p class="address-default">Default</p><address>Sam Rivera<br>12 Harbor Street, Apt 4');
    expect((await send('/account/addresses')).headers.get('cache-control')).toBe('no-store');
  });

  it('shows a cancelled order as cancelled, and sends anonymous visitors to log in', async () => {
    const s = localShopify();
    const { send } = makeClient({ shopify: s.shopify, now: () => s.clock.t });
    expect((await send('/account/addresses')).headers.get('location')).toBe('/account/login');
    await signIn(send, s.clock.t);
    await s.post('/dev/orders/820020/cancel', {});
    const account = await (await send('/account')).text();
    expect(account).toMatch(/<td class="order-name">#1020<\/td><td class="order-date">[^<]+<\/td><td class="order-payment">Refunded<\/td><td class="order-status">Cancelled<\/td>/);
  });

  it('renders the app embed only from what the app wrote through Admin GraphQL: nothing before, nothing from a malformed value, exactly its values after', async () => {
    const s = localShopify();
    const { send } = makeClient({ shopify: s.shopify, embed: null });
    const before = await (await send('/')).text();
    expect(before).not.toContain('id="status-config"');
    expect(before).not.toContain('<status-launcher>');
    expect(before).not.toContain('status-launcher.js');
    const token = await s.install();
    const write = async (value: unknown) => {
      const set = await s.gql(token, `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { userErrors { message } } }`,
        { m: [{ ownerId: 'gid://shopify/AppInstallation/1', namespace: 'status', key: 'embed', type: 'json', value: JSON.stringify(value) }] });
      expect(set.body.data.metafieldsSet.userErrors).toEqual([]);
    };
    // an old install's shape: no shop id, no Firebase config
    await write({ utmTracking: { medium: 'email', campaign: 'spring' }, notificationTriggers: [] });
    expect(await (await send('/')).text()).not.toContain('id="status-config"');
    await write({ apiBase: 5, shopId: ['x'], firebase: 'none' });
    expect(await (await send('/')).text()).not.toContain('<status-launcher>');
    const firebase = { apiKey: 'key-of-another-app', authDomain: 'auth.example', projectId: 'another-project' };
    await write({ shopId: 'shop-x', apiBase: 'https://app.example', firebase, utmTracking: { medium: 'email', campaign: 'spring' }, notificationTriggers: [] });
    const after = await (await send('/')).text();
    expect(configOf(after)).toMatchObject({ shopId: 'shop-x', apiBase: 'https://app.example', firebase, utmTracking: { campaign: 'spring' } });
    expect(configOf(after).authEmulatorUrl).toBeUndefined();
    expect(after).toContain('<status-launcher>');
  });

});
