// @vitest-environment node
/**
 * Store login end to end, API then storefront: a returnUrl on the store whose path normalizes to
 * '//other-host' must never become a redirect off the store (an open redirect). Either the API refuses it
 * ('bad-return-url') or the store lands on /account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, customerToken, HARNESS_START_MS, NOW, STORE_ORIGIN, type Harness } from '../api/helpers';
import { makeClient } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

describe('store login return paths', () => {
  it.each(['//evil.example/x', '/.//evil.example/x', '/a/..//evil.example/x', '/%2e//evil.example/x'])(
    'a returnUrl of the store plus %s never redirects to another host',
    async (path) => {
      const res = await h.call('POST', '/member/demo-shop/shopify/login', {
        token: customerToken('9001', 'shopper@example.com'),
        data: { shopId: 'demo-shop', returnUrl: `${STORE_ORIGIN}${path}` },
      });
      if (res.status === 400) {
        expect(res.json.error.code).toBe('bad-return-url');
        return;
      }
      expect(res.status).toBe(200);
      const { send } = makeClient({ now: () => NOW });
      const landing = await send(res.json.data.url.slice(STORE_ORIGIN.length));
      expect(landing.status).toBe(302);
      expect(landing.headers.get('location')).toBe('/account');
    },
  );

  it('still lands on an ordinary store page', async () => {
    const res = await h.call('POST', '/member/demo-shop/shopify/login', {
      token: customerToken('9001', 'shopper@example.com'),
      data: { shopId: 'demo-shop', returnUrl: `${STORE_ORIGIN}/collections/all?page=2` },
    });
    const { send } = makeClient({ now: () => NOW });
    const landing = await send(res.json.data.url.slice(STORE_ORIGIN.length));
    expect(landing.headers.get('location')).toBe('/collections/all?page=2');
  });
});
