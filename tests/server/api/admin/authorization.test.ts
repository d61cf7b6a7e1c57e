// @vitest-environment node
// Who may call the admin API, generated from its route table (ADMIN_ROUTES): every route with no
// session token, one signed with another secret, an expired one, a shopper's (a customer account
// extension's) and one of another shop is refused; the shop's own token gets through. A route added to the table is covered at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '../../../../server/api/admin/routes';
import { createHarness, HARNESS_START_MS, type Harness } from '../helpers';
import { adminCall, DEMO_SHOP } from './admin-call';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

/** A valid body for the routes that take one (PUT config: the shop's current config at its version). */
async function requestOf(route: (typeof ADMIN_ROUTES)[number]): Promise<{ path: string; body: unknown; headers: Record<string, string> }> {
  const path = route.path.replace(':shop', DEMO_SHOP);
  if (route.method !== 'PUT') return { path, body: undefined, headers: {} };
  const current = await adminCall(h, 'GET', path);
  return { path, body: current.json.data.config, headers: { 'If-Match': `"${current.json.data.version}"` } };
}

const CALLERS = {
  'no token': async () => null,
  'a token signed with another secret': () => h.shopify.sessionToken({ secret: 'not-the-app-secret-at-all-0123456789' }),
  'an expired token': async () => {
    const token = await h.shopify.sessionToken({ expiresInS: 5 });
    h.clock.now += 60_000;
    return token;
  },
  'not a token': async () => 'not.a.jwt',
  // signed with the same secret for the same app, but a shopper's: new customer accounts' token for an extension
  "a customer account extension's token": () => h.shopify.customerSessionToken({ customerId: '9001' }),
} as const;

describe('admin API authorization, from ADMIN_ROUTES', () => {
  for (const route of ADMIN_ROUTES) {
    const name = `${route.method} ${route.path}`;
    for (const [caller, token] of Object.entries(CALLERS)) {
      it(`${name}: 401 for ${caller}`, async () => {
        const req = await requestOf(route);
        const res = await adminCall(h, route.method, req.path, { token: await token(), body: req.body, headers: req.headers });
        expect(res.status).toBe(401);
        expect(res.json.error.code).toBe('invalid-session-token');
        expect(JSON.stringify(res.json)).not.toContain('"data"');
      });
    }

    it(`${name}: 403 for another shop's token`, async () => {
      const req = await requestOf(route);
      const res = await adminCall(h, route.method, req.path, { token: await h.shopify.sessionToken({ shop: 'other-shop.myshopify.com' }), body: req.body, headers: req.headers });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    });

    it(`${name}: 403 for the shop's own token naming another shop in the path`, async () => {
      const req = await requestOf(route);
      const res = await adminCall(h, route.method, req.path.replace(DEMO_SHOP, 'other-shop.myshopify.com'), { body: req.body, headers: req.headers });
      expect(res.status).toBe(403);
    });

    it(`${name}: the shop's own token gets through`, async () => {
      const req = await requestOf(route);
      const res = await adminCall(h, route.method, req.path, { body: req.body, headers: req.headers });
      expect([401, 403]).not.toContain(res.status);
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    });
  }

  it('covers every admin route the app serves', () => {
    const served = h.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/admin/api/')).map((r) => `${r.method} ${r.path}`);
    expect([...new Set(served)].sort()).toEqual(ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`).sort());
  });
});
