// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMultipass } from '../../../server/lib/multipass';
import { DEMO_MULTIPASS_SECRET } from '../../../server/seed/catalog';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, NOW, STORE_ORIGIN, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const login = (returnUrl: unknown, token = shopper, shopId = 'demo-shop') =>
  h.call('POST', `/member/${shopId}/shopify/login`, { token, data: { shopId, customerId: '9001', returnUrl } });

/** The customer inside a returned multipass login URL. */
function customerIn(url: string, origin = STORE_ORIGIN) {
  const prefix = `${origin}/account/login/multipass/`;
  expect(url.startsWith(prefix)).toBe(true);
  const decoded = decodeMultipass(DEMO_MULTIPASS_SECRET, url.slice(prefix.length), NOW);
  if (!('customer' in decoded)) throw new Error(decoded.error);
  return decoded.customer;
}

describe('POST /member/{shopId}/shopify/login', () => {
  it("returns a multipass URL on the storefront for the signed-in customer, landing on returnUrl's path and query", async () => {
    const res = await login(`${STORE_ORIGIN}/collections/all?page=2#status-orders`);
    expect(res.status).toBe(200);
    expect(customerIn(res.json.data.url)).toEqual({
      email: 'shopper@example.com',
      return_to: '/collections/all?page=2',
      identifier: '9001',
      first_name: 'Sam',
      last_name: 'Rivera',
      created_at: new Date(NOW).toISOString(),
    });
  });

  it('works for a Google user through their verified email', async () => {
    const res = await login(`${STORE_ORIGIN}/`, googleToken('g-other', 'other@example.com'));
    expect(customerIn(res.json.data.url)).toMatchObject({ email: 'other@example.com', identifier: '9002', return_to: '/' });
  });

  it('refuses anonymous users and users without a customer with 401', async () => {
    expect((await login(`${STORE_ORIGIN}/`, anonToken())).status).toBe(401);
    expect((await login(`${STORE_ORIGIN}/`, googleToken('g-x', 'unknown@example.com'))).status).toBe(401);
    expect((await login(`${STORE_ORIGIN}/`, googleToken('g-y', 'shopper@example.com', false))).status).toBe(401);
  });

  it('refuses a returnUrl off the storefront with 400 bad-return-url', async () => {
    for (const url of [
      'https://evil.example/', '/account', 42, 'ftp://127.0.0.1:3000/',
      // paths a browser would read as another host after the store's redirect
      `${STORE_ORIGIN}//evil.example/x`, `${STORE_ORIGIN}/.//evil.example/x`, `${STORE_ORIGIN}/%2e//evil.example`,
      `${STORE_ORIGIN}/${'a'.repeat(3000)}`,
    ]) {
      const res = await login(url);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('bad-return-url');
    }
  });

  it("builds the login URL on whichever of the shop's storefront origins the shopper is on", async () => {
    const { setStorefrontOrigins } = await import('../../../server/api/lib/shops');
    await setStorefrontOrigins(h.db, 'demo-shop', [STORE_ORIGIN, 'https://de.shop.example']);
    try {
      const res = await login('https://de.shop.example/products/canvas-tote');
      expect(res.status).toBe(200);
      expect(customerIn(res.json.data.url, 'https://de.shop.example')).toMatchObject({ return_to: '/products/canvas-tote' });
      expect((await login('https://demo-shop.myshopify.com/cart')).status).toBe(200);
    } finally {
      await setStorefrontOrigins(h.db, 'demo-shop', [STORE_ORIGIN]);
    }
  });

  it('answers 401 multipass-not-set when the shop has no secret', async () => {
    await h.db.query("UPDATE shops SET multipass_secret = NULL WHERE id = 'demo-shop'");
    try {
      const res = await login(`${STORE_ORIGIN}/`);
      expect(res).toEqual({ status: 401, json: { error: { code: 'multipass-not-set', message: 'Multipass key not set' } } });
    } finally {
      await h.db.query("UPDATE shops SET multipass_secret = $1 WHERE id = 'demo-shop'", [DEMO_MULTIPASS_SECRET]);
    }
  });

  it('refuses a body shopId that differs from the path', async () => {
    const res = await h.call('POST', '/member/other-shop/shopify/login', { token: shopper, data: { shopId: 'demo-shop', returnUrl: `${STORE_ORIGIN}/` } });
    expect(res.status).toBe(400);
  });
});
