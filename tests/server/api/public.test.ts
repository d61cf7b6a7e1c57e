// @vitest-environment node
// The public part of the API (server/api/routes/public.ts): For you and product data for any
// caller of a shop, without a token, as simple CORS GETs a browser or CDN may cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE } from '../../../server/api/routes/public';
import { CURRENCY_RATES } from '../../../server/store/seed/catalog';
import { anonToken, createHarness, HARNESS_START_MS, NOW, STORE_ORIGIN, type Harness } from './helpers';
import { storeCall } from './local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

describe('GET /init/for-you/{shopId}', () => {
  it("gives a caller without a token the same lists and cards as a signed-in caller's POST", async () => {
    const res = await h.call('GET', '/init/for-you/demo-shop?recentlyViewed=7003,999,7001', { token: null, origin: STORE_ORIGIN });
    expect(res.status).toBe(200);
    const posted = await h.call('POST', '/init/for-you', { token: anonToken('guest-2'), data: { shopId: 'demo-shop', recentlyViewed: [7003, 999, 7001] } });
    expect(res.json.data).toEqual(posted.json.data);
    expect(res.json.data.recentlyViewed).toEqual([7003, 7001]);
    // the demo shop's recent orders make its popular products (no views tracked yet)
    expect(res.json.data.popularToday.length).toBeGreaterThan(0);
    expect(res.json.data.popularToday.length).toBeLessThanOrEqual(8);
    const ids = res.json.data.products.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([7003, 7001, ...res.json.data.popularToday]));
    // one price per market of the demo shop, each in one of its currencies
    expect(res.json.data.products[0].prices.map((p: { currencyCode: string }) => p.currencyCode).sort()).toEqual(Object.keys(CURRENCY_RATES).sort());
  });

  it('lets the browser and a CDN keep the answer, and answers the store origin for CORS', async () => {
    const res = await h.call('GET', '/init/for-you/demo-shop?recentlyViewed=', { token: null, origin: STORE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(res.headers.get('access-control-allow-origin')).toBe(STORE_ORIGIN);
    expect(res.headers.get('vary')).toMatch(/origin/i);
    expect(res.json.data.recentlyViewed).toEqual([]);
    const posted = await h.call('POST', '/init/for-you', { token: anonToken('guest-3'), data: { shopId: 'demo-shop' } });
    expect(res.json.data).toEqual(posted.json.data);
  });

  it('answers an unknown shop with 404 and bad ids with 400, never cached', async () => {
    const unknown = await h.call('GET', '/init/for-you/nope?recentlyViewed=1', { token: null });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('No shop id found');
    for (const q of ['abc', '1,,2', '-5', '1.5', '1,2,x', Array.from({ length: 51 }, (_, i) => i + 1).join(','), '9'.repeat(20)]) {
      const res = await h.call('GET', `/init/for-you/demo-shop?recentlyViewed=${q}`, { token: null });
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await h.call('GET', '/init/for-you/bad%20shop', { token: null })).status).toBe(400);
  });
});

describe('GET /products/{shopId}', () => {
  it('gives the known products in request order with presentment prices, without a token', async () => {
    const res = await h.call('GET', '/products/demo-shop?ids=7002,999,7001', { token: null, origin: STORE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.json.data.items.map((p: { id: number }) => p.id)).toEqual([7002, 7001]);
    expect(res.json.data.items[1]).toMatchObject({ title: 'Canvas Tote', url: '/products/canvas-tote', cacheUntil: NOW + 3_600_000 });
    expect(res.json.data.items[1].prices).toHaveLength(Object.keys(CURRENCY_RATES).length);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('answers no ids with an empty list, and more than 50 with 400', async () => {
    expect((await h.call('GET', '/products/demo-shop', { token: null })).json.data).toEqual({ items: [] });
    const many = Array.from({ length: 51 }, (_, i) => 7000 + i).join(',');
    expect((await h.call('GET', `/products/demo-shop?ids=${many}`, { token: null })).status).toBe(400);
  });
});

describe('Shopify failing', () => {
  it("answers 503 'Unable to load products.' after the bounded retries, never cached, and serves cached products meanwhile", async () => {
    expect((await h.call('GET', '/products/demo-shop?ids=7010', { token: null })).status).toBe(200);
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 500, times: 4 })).status).toBe(200);
    const res = await h.call('GET', '/products/demo-shop?ids=7011', { token: null });
    expect(res.json).toEqual({ error: { code: 'unavailable', message: 'Unable to load products.' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { throttled: true, times: 4 })).status).toBe(200);
    // a product the cache holds needs no call
    expect((await h.call('GET', '/products/demo-shop?ids=7010', { token: null })).json.data.items.map((p: { id: number }) => p.id)).toEqual([7010]);
    expect((await h.call('GET', '/products/demo-shop?ids=7012', { token: null })).status).toBe(503);
    expect((await h.call('GET', '/products/demo-shop?ids=7012', { token: null })).status).toBe(200);
  });
});
