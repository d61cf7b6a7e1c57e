// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeMultipass } from '../../../server/lib/multipass';
import { DEMO_MULTIPASS_SECRET, PRODUCTS } from '../../../server/seed/catalog';
import { makeClient } from './helpers';

const natural = PRODUCTS.find((p) => p.handle === 'canvas-tote')!.variants[0]!;
const FRAME_ANCESTORS = "frame-ancestors 'self'";

describe('storefront security headers', () => {
  it.each(['/', '/collections/all', '/products/canvas-tote', '/cart', '/policies/privacy-policy', '/account/login', '/no-such-page'])(
    'serves the HTML page %s with nosniff and frame-ancestors self (no other site may frame it)',
    async (path) => {
      const { send } = makeClient();
      const res = await send(path);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(FRAME_ANCESTORS);
    },
  );

  it('sends nosniff on scripts, images and product JSON, and no page policy on them', async () => {
    const { send } = makeClient();
    for (const path of ['/status/status-launcher.js', '/images/canvas-tote.png', '/products/canvas-tote.js', '/status/missing.js']) {
      const res = await send(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toBeNull();
    }
    expect((await send('/status/status-launcher.js')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("never lets a cache keep the cart's JSON: /cart.js, adds, changes and their errors", async () => {
    const { send, postJson } = makeClient();
    const answers = [
      await send('/cart.js'),
      await postJson('/cart/add.js', { items: [{ id: natural.id, quantity: 1 }] }),
      await postJson('/cart/update.js', { attributes: { _status_id: 'anon-1' } }),
      await postJson('/cart/change.js', { id: 999, quantity: 1 }),
      await send('/cart.js'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, expect.any(Number), 200]);
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(answers[3]!.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps the signed-in account page and its redirects out of caches', async () => {
    const { send } = makeClient();
    const anonymous = await send('/account');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const token = encodeMultipass(DEMO_MULTIPASS_SECRET, { email: 'shopper@example.com', identifier: '9001' }, Date.now());
    const login = await send(`/account/login/multipass/${token}`);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const account = await send('/account');
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('no-store');
    expect(account.headers.get('content-security-policy')).toBe(FRAME_ANCESTORS);
    expect((await send('/account/login')).headers.get('cache-control')).toBe('no-store');
  });
});
