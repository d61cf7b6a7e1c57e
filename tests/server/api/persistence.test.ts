// @vitest-environment node
// What a shopper changes in Profile and Orders is kept by Shopify, and the app's own access to
// Shopify (the shop's encrypted offline session) survives the API stopping and starting again on
// the same database (a PGlite data directory, or a database on the throwaway PostgreSQL server),
// including the start's migrations and seed upgrade: no second install is needed.
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../../server/api/app';
import type { Db } from '../../../server/api/db/db';
import { openDatabase } from '../../../server/api/index';
import { createOutboxMailer } from '../../../server/api/mail';
import { createShopifyAdmin } from '../../../server/api/shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY, type ShopifyFetch } from '../../../server/api/shopify/api';
import { DEMO_TOKEN_KEY, tokenKey } from '../../../server/api/shopify/token-crypto';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { createLocalShopify } from '../../../server/store/admin';
import { fakeAuth } from './fake-auth';
import { atClock, customerToken, NOW } from './helpers';
import { createTestDatabase, engine, type TestDatabase } from './test-database';
import { emulatorEmbedApp } from '../../../server/api/shopify/embed-metafield';

const databases: TestDatabase[] = [];
afterAll(async () => { await Promise.all(databases.map((d) => d.dispose())); });

const shopper = customerToken('9001', 'shopper@example.com');

/** The local Shopify, which outlives the API's restarts (another system). */
const shopify = createLocalShopify({ apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, now: () => NOW });
const toShopify: ShopifyFetch = async (input, init) => shopify.routes.request(typeof input === 'string' || input instanceof URL ? input.toString() : input, init);
afterAll(() => shopify.close());

/** The API as a start makes it: openDatabase (migrate, seed, upgradeSeed), then the app. */
async function start(where: { url?: string; dataDir?: string }) {
  const db: Db = await openDatabase({ ...where, now: NOW });
  const shopifyApp = { apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, tokenKey: DEMO_TOKEN_KEY, fetch: toShopify };
  const admin = createShopifyAdmin({ db, now: () => NOW, shopify: createShopifyApi(shopifyApp), tokenKey: tokenKey(DEMO_TOKEN_KEY), apiVersion: API_VERSION, fetch: toShopify });
  const app = createApp({ db, now: () => NOW, sendMail: createOutboxMailer(db, () => NOW), shopify: admin, embedApp: emulatorEmbedApp('http://api.test', '127.0.0.1:9099'), ...fakeAuth }, { shopifyApp });
  const call = async (method: string, path: string, data?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper}` },
      body: data === undefined ? undefined : JSON.stringify({ data: { shopId: 'demo-shop', ...data } }),
    });
    return { status: res.status, json: await res.json() };
  };
  const install = () => atClock(NOW, async () => {
    const res = await app.request('/shopify/install', { method: 'POST', headers: { Authorization: `Bearer ${await shopify.sessionToken()}` } });
    expect(res.status).toBe(200);
  });
  return { db, call, install };
}

it(`keeps addresses, profile edits, preferences and a cancel across a restart (${engine()})`, { timeout: 60_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  const where = { url: target.url, dataDir: target.dataDir };

  let api = await start(where);
  await api.install();
  const added = await api.call('POST', '/customer/demo-shop/9001/address', {
    address: { firstName: 'Sam', lastName: 'Rivera', address1: '500 Congress Avenue', city: 'Austin', province: 'TX', zip: '78701', country: 'US', default: true },
  });
  expect(added.status).toBe(200);
  const [, portland] = added.json.data.addresses;
  expect((await api.call('DELETE', `/customer/demo-shop/9001/address/${portland.id}`)).status).toBe(200);
  expect((await api.call('PUT', '/customer/demo-shop/9001', { customer: { firstName: 'Samuel', personalizations: { skinType: 'Oily' }, birthday: '1991-01-02' } })).status).toBe(200);
  expect((await api.call('POST', '/orders/demo-shop/order/820020/cancel', {})).status).toBe(200);
  const before = (await api.call('GET', '/customer/demo-shop/9001')).json.data;
  await api.db.close();

  api = await start(where);
  try {
    const after = (await api.call('GET', '/customer/demo-shop/9001')).json.data;
    // the same access to Shopify, without installing again
    expect(after).toEqual(before);
    expect(after.addresses.map((a: { city: string; default: boolean }) => [a.city, a.default])).toEqual([['Austin', true], ['Seattle', false]]);
    expect(after).toMatchObject({ firstName: 'Samuel', birthday: '1991-01-02', personalizations: expect.objectContaining({ skinType: 'Oily' }) });
    expect((await api.call('GET', '/orders/demo-shop/order/820020')).json.data).toMatchObject({ fulfillmentStatus: 'CANCELED', canCancel: false });
  } finally {
    await api.db.close();
  }
});
