// @vitest-environment node
// The app's Admin GraphQL client over the stored session: the access token refreshed before it
// expires and once after a 401, THROTTLED and 5xx retried a bounded number of times, then a clear
// error to the widget (503 'unavailable', 401 'shop-not-installed'), never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_KEY, openToken, tokenKey } from '../../../server/api/shopify/token-crypto';
import { createHarness, customerToken, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const profile = () => h.call('GET', '/customer/demo-shop/9001', { token: shopper });
const storedAccessToken = async () => {
  const { rows } = await h.db.query<{ access_token: string }>("SELECT access_token FROM shopify_sessions WHERE shop_id = 'demo-shop'");
  return openToken(tokenKey(DEMO_TOKEN_KEY), rows[0]!.access_token, 'demo-shop');
};
const fault = async (body: unknown) => {
  const res = await h.shopify.routes.request('/dev/admin-api/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
};
const issuedTokens = () => h.shopify.data.accessTokens.length;

describe('access tokens', () => {
  it('refreshes the token before it expires, so no call is refused', async () => {
    const before = await storedAccessToken();
    h.clock.now = NOW + 3_600_000 - 30_000;
    const res = await profile();
    expect(res.status).toBe(200);
    const after = await storedAccessToken();
    expect(after).not.toBe(before);
    // Shopify rotated the pair: the old token no longer works there
    expect(h.shopify.data.accessTokens.find((t) => t.token === before)!.revoked).toBe(true);
    expect(issuedTokens()).toBeGreaterThan(1);
  });

  it('refreshes once after Shopify refuses a revoked token, and the call succeeds', async () => {
    const before = await storedAccessToken();
    h.shopify.data.accessTokens.find((t) => t.token === before)!.revoked = true;
    const res = await profile();
    expect(res.status).toBe(200);
    expect(res.json.data.firstName).toBe('Sam');
    expect(await storedAccessToken()).not.toBe(before);
  });

  it('answers 401 shop-not-installed when Shopify refuses the refresh too (uninstalled), never 500, and keeps the favorites', async () => {
    const { rows: saved } = await h.db.query("SELECT count(*)::int AS n FROM saved_items WHERE owner_id = '9001'");
    const revoked = await h.shopify.routes.request('/dev/uninstall', { method: 'POST' });
    expect(revoked.status).toBe(200);
    const res = await profile();
    expect(res.status).toBe(401);
    expect(res.json.error).toEqual({ code: 'shop-not-installed', message: 'The app is not installed on this shop.' });
    expect((await h.db.query("SELECT count(*)::int AS n FROM saved_items WHERE owner_id = '9001'")).rows).toEqual(saved);
    // installing again brings it back
    expect((await h.install()).status).toBe(200);
    expect((await profile()).status).toBe(200);
  });
});

describe('Shopify busy or down', () => {
  it('waits out THROTTLED answers and 5xx a few times, then answers', async () => {
    await fault({ throttled: true, times: 2 });
    const start = h.clock.now;
    const res = await profile();
    expect(res.status).toBe(200);
    // it waited (on the harness clock) as the cost extension said, capped
    expect(h.clock.now).toBeGreaterThan(start);
    expect(h.clock.now - start).toBeLessThanOrEqual(2 * 2000);
    await fault({ status: 502, times: 2 });
    expect((await profile()).status).toBe(200);
  });

  it("gives up after 4 attempts with 503 'unavailable' and a try-again-later text; the next call works", async () => {
    await fault({ status: 503, times: 4 });
    const res = await profile();
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('unavailable');
    expect(res.json.error.message).toMatch(/try again later/i);
    expect((await profile()).status).toBe(200);
    await fault({ throttled: true, times: 4 });
    const throttled = await profile();
    expect(throttled.status).toBe(503);
    expect(throttled.json.error.code).toBe('unavailable');
    expect((await profile()).status).toBe(200);
  });
});
