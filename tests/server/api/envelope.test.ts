// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

describe('envelope', () => {
  it('answers /health without a token', async () => {
    expect(await h.call('GET', '/health', { token: null })).toEqual({ status: 200, json: { data: { ok: true } } });
  });

  it('refuses a call without a bearer token with 401 unauthenticated', async () => {
    const res = await h.call('POST', '/init/for-you', { token: null, data: { shopId: 'demo-shop', recentlyViewed: [] } });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
    expect(typeof res.json.error.message).toBe('string');
  });

  it('refuses a token that does not verify with 401', async () => {
    const res = await h.call('GET', '/init/v2/demo-shop/user', { token: 'forged' });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
  });

  it('refuses a body without data, without shopId, or not JSON with 400', async () => {
    for (const body of [JSON.stringify({ recentlyViewed: [] }), JSON.stringify({ data: { recentlyViewed: [] } }), '{nope', JSON.stringify({ data: [] })]) {
      const res = await h.call('POST', '/init/for-you', { body });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
  });

  it('answers an unknown shop with 404 No shop id found', async () => {
    const res = await h.call('POST', '/init/for-you', { data: { shopId: 'nope', recentlyViewed: [] } });
    expect(res).toEqual({ status: 404, json: { error: { code: 'not-found', message: 'No shop id found' } } });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await h.call('GET', '/nothing/here');
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not-found');
  });

  it("allows the shop's storefront origin, Authorization and Content-Type in a preflight", async () => {
    const res = await h.app.request('/products/batch', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('puts the CORS header on failures too', async () => {
    const res = await h.app.request('/init/v2/demo-shop/user', { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it("answers other sites' pages without a CORS grant, so their scripts cannot read the answer", async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001', 'null', 'https://demo-shop.myshopify.com.evil.example']) {
      const res = await h.call('GET', '/init/v2/demo-shop/user', { origin });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("grants every storefront origin of the shop: its domains and its myshopify domain", async () => {
    const { setStorefrontOrigins } = await import('../../../server/api/lib/shops');
    await setStorefrontOrigins(h.db, 'demo-shop', ['http://127.0.0.1:3000', 'https://shop.example', 'https://de.shop.example']);
    for (const origin of ['https://shop.example', 'https://de.shop.example', 'https://demo-shop.myshopify.com']) {
      const res = await h.call('GET', '/init/v2/demo-shop/user', { origin });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toContain('Origin');
    }
    await setStorefrontOrigins(h.db, 'demo-shop', ['http://127.0.0.1:3000']);
  });
});
