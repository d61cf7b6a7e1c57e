// @vitest-environment node
// What makes the widget start on a shop's storefront, from the app alone: installing writes the
// app embed's metafield (shop id, API base, Firebase web config) and makes the shop's domains,
// as Shopify reports them, the origins the API answers; a lost or failed write is made good
// when the merchant opens Home (shopify/storefront-sync.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, adminPath } from './admin/admin-call';
import { syncStorefront } from '../../../server/api/shopify/storefront-sync';
import { createHarness, HARNESS_START_MS, STORE_ORIGIN, TEST_EMBED_APP, type Harness } from './helpers';
import { storeCall } from './local-shopify';

let h: Harness;
beforeEach(async () => { h = await createHarness({ install: false }); }, HARNESS_START_MS);
afterEach(async () => { await h.close(); });

const metafield = () => {
  const m = h.shopify.data.installation.metafields.find((x) => x.namespace === 'status' && x.key === 'embed');
  return m ? JSON.parse(m.value) as Record<string, unknown> : undefined;
};
const origins = async () => (await h.db.query<{ origin: string }>("SELECT origin FROM shop_origins WHERE shop_id = 'demo-shop' ORDER BY position")).rows.map((r) => r.origin);
const preflight = (origin: string) => h.app.request('/init/v2/demo-shop/user', {
  method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
});

describe('installing the app on a shop', () => {
  it('writes the shop id, API base and Firebase web config the widget starts from, and answers the shop\'s own domain and no other', async () => {
    const own = 'https://www.brand.example';
    h.shopify.store.storefront = { primary: own, myshopify: STORE_ORIGIN };
    expect((await preflight(own)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await h.install()).status).toBe(200);
    expect(metafield()).toMatchObject({
      shopId: 'demo-shop', apiBase: 'http://api.test', authEmulatorUrl: 'http://127.0.0.1:9099',
      firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: 'demo-status' },
      meButton: { isActive: true }, theme: { primary: '#1f6f5c' },
    });
    expect(await origins()).toEqual([own, 'https://demo-shop.myshopify.com']);
    expect((await preflight(own)).headers.get('access-control-allow-origin')).toBe(own);
    expect((await preflight('https://demo-shop.myshopify.com')).headers.get('access-control-allow-origin')).toBe('https://demo-shop.myshopify.com');
    expect((await preflight('https://brand.example.evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stands when Shopify fails while the app writes the metafield; Home then says the widget is ready once Shopify answers again', async () => {
    // every try of the first storefront call fails (the admin client tries 4 times)
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 503, times: 4 })).status).toBe(200);
    const installed = await h.install();
    expect(installed.status).toBe(200);
    expect(metafield()).toBeUndefined();
    const home = await adminCall(h, 'GET', adminPath('overview'));
    expect(home.status).toBe(200);
    expect(home.json.data.widget).toEqual({ ready: true });
    expect(metafield()).toMatchObject({ shopId: 'demo-shop', apiBase: 'http://api.test' });
  });

  it('answers not ready, never throws, while Shopify keeps failing the storefront calls', async () => {
    expect((await h.install()).status).toBe(200);
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 502, times: 4 })).status).toBe(200);
    expect(await syncStorefront({ db: h.db, shopify: h.admin, embedApp: TEST_EMBED_APP }, 'demo-shop')).toEqual({ ready: false, reason: 'unavailable' });
    expect(await syncStorefront({ db: h.db, shopify: h.admin, embedApp: TEST_EMBED_APP }, 'demo-shop')).toEqual({ ready: true });
  });

  it('rewrites a metafield an old install left without the shop id when the merchant opens Home', async () => {
    expect((await h.install()).status).toBe(200);
    const m = h.shopify.data.installation.metafields.find((x) => x.namespace === 'status' && x.key === 'embed')!;
    m.value = JSON.stringify({ notificationTriggers: [], utmTracking: null });
    const home = await adminCall(h, 'GET', adminPath('overview'));
    expect(home.json.data.widget).toEqual({ ready: true });
    expect(metafield()).toMatchObject({ shopId: 'demo-shop', apiBase: 'http://api.test', firebase: { projectId: 'demo-status' } });
  });
});
