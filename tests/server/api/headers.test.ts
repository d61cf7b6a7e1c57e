// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../server/api/app';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const ORIGIN = 'http://127.0.0.1:3000';

const request = (method: string, path: string, opts: { token?: string; body?: string } = {}) =>
  h.app.request(path, {
    method,
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body,
  });

function expectPrivate(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

/** The store may call cross-origin: CORS answers its origin (or any origin). */
const expectCorsOpenTo = (res: Response) => expect([ORIGIN, '*']).toContain(res.headers.get('access-control-allow-origin'));

describe('API security headers', () => {
  it("sends a customer's orders with nosniff, no-referrer and no-store, and keeps CORS open", async () => {
    const res = await request('GET', '/orders/demo-shop/order/820028', { token: shopper });
    expect(res.status).toBe(200);
    expectPrivate(res);
    expectCorsOpenTo(res);
  });

  it("sends no-store and nosniff on every route of the app but the public GETs, whatever the answer", async () => {
    const routes = new Set(h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect(routes.size).toBeGreaterThan(10);
    const cacheable = ['GET /health', 'GET /init/for-you/:shopId', 'GET /products/:shopId', 'GET /init/countries'];
    for (const route of [...routes].filter((r) => !cacheable.includes(r))) {
      const [method, path] = route.split(' ');
      const res = await request(method!, path!.replace(/:(\w+)/g, (_m, n: string) => (n === 'shopId' ? 'demo-shop' : '9001')), {
        token: anonToken(),
        body: method === 'GET' ? undefined : JSON.stringify({ data: { shopId: 'demo-shop' } }),
      });
      expect(res.headers.get('cache-control'), route).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), route).toBe('no-referrer');
    }
  });

  it('lets caches keep GET /health, which carries no personal data', async () => {
    const res = await request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('puts the headers on refusals too: 401, 400, 404, 413', async () => {
    expectPrivate(await request('GET', '/init/v2/demo-shop/user'));
    expectPrivate(await request('POST', '/init/for-you', { token: anonToken(), body: '{nope' }));
    expectPrivate(await request('GET', '/no/such/route', { token: anonToken() }));
    const big = await request('POST', '/products/batch', { token: anonToken(), body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(big.status).toBe(413);
    expectPrivate(big);
  });

  it('answers a CORS preflight from the store as before, with nosniff', async () => {
    const res = await h.app.request('/products/batch', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBeLessThan(300);
    expectCorsOpenTo(res);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
