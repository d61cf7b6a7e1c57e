// @vitest-environment node
/**
 * A shop whose refresh token was lost heals: Shopify rotates the refresh token on every refresh,
 * so an answer the app never stored (the process died, the connection broke) leaves a used
 * refresh token behind. The next refresh is refused; the app then stops asking Shopify and waits
 * for the merchant's next session token (opening the app, or the open admin's next request),
 * which runs token exchange again. The refresh itself holds no database lock while Shopify
 * answers, stores the new token before using it, and stays one refresh per shop across instances.
 * docs/deploying.md 'When a refresh fails'.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShopifyAdmin } from '../../../server/api/shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY, type ShopifyFetch } from '../../../server/api/shopify/api';
import { loadSession } from '../../../server/api/shopify/sessions';
import { DEMO_TOKEN_KEY, tokenKey } from '../../../server/api/shopify/token-crypto';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { adminCall, adminPath } from './admin/admin-call';
import { atClock, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const KEY = tokenKey(DEMO_TOKEN_KEY);
const SHOP = 'demo-shop.myshopify.com';
const profile = () => h.call('GET', '/customer/demo-shop/9001', { token: customerToken('9001', 'shopper@example.com') });
const stored = async () => (await loadSession(h.db, KEY, 'demo-shop'))!;
const tokenRequests = () => h.shopifyRequests.filter((r) => r.path === '/admin/oauth/access_token').length;
const installedAt = async () => (await h.db.query<{ installed_at: Date }>("SELECT installed_at FROM shops WHERE id = 'demo-shop'")).rows[0]!.installed_at.getTime();
const openApp = async () => {
  const token = await h.shopify.sessionToken();
  return atClock(h.clock.now, async () => h.app.request(`/admin?shop=${SHOP}&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvZGVtby1zaG9w&id_token=${token}`));
};
const url = (input: string | URL | Request) => new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);

/** Refreshes the stored pair at the local Shopify as the app would, and drops the answer: the rotation the app never stored. */
async function loseARefresh(): Promise<void> {
  const { refreshToken } = await stored();
  const res = await h.shopify.routes.request(`https://${SHOP}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: DEMO_API_KEY, client_secret: DEMO_APP_SECRET, grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  expect(res.status).toBe(200);
}

/** Another API instance on the same database: its own ShopifyAdmin, its requests to Shopify through `fetch`. */
function otherInstance(fetch: ShopifyFetch, sleep?: (ms: number) => Promise<void>) {
  return createShopifyAdmin({
    db: h.db, now: () => h.clock.now, tokenKey: KEY, apiVersion: API_VERSION, fetch,
    shopify: createShopifyApi({ apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION }),
    sleep: sleep ?? (async (ms) => { h.clock.now += ms; }),
  });
}
const toLocalShopify: ShopifyFetch = async (input, init) => h.shopify.routes.request(url(input).toString(), init);
const SHOP_NAME = /* GraphQL */ `query TokenRecoveryShop { shop { name } }`;

beforeEach(async () => {
  // every test starts from a healthy install
  if ((await profile()).status !== 200) expect((await h.install()).status).toBe(200);
});

describe('a lost refresh token', () => {
  it('answers the widget 401 shop-not-installed until the merchant opens the app, which runs token exchange again', async () => {
    const before = await installedAt();
    await loseARefresh();
    const refused = await profile();
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe('shop-not-installed');

    const res = await openApp();
    expect(res.status).toBe(200);
    expect((await profile()).status).toBe(200);
    // a new pair from token exchange, and the installation itself untouched (webhooks still order against it)
    expect((await stored()).refreshToken).toBe(h.shopify.data.refreshTokens.at(-1)!.token);
    expect(await installedAt()).toBe(before);
  });

  it('with the admin already open, its next request runs token exchange again', async () => {
    await loseARefresh();
    expect((await profile()).status).toBe(401);
    const config = await adminCall(h, 'GET', adminPath('config'));
    expect(config.status).toBe(200);
    expect((await profile()).status).toBe(200);
  });

  it('the admin\'s requests heal an installed shop only: after an uninstall they install nothing', async () => {
    // what app/uninstalled leaves (webhooks/handlers.ts), with a session token minted just before
    await h.db.query("UPDATE shops SET uninstalled_at = now() WHERE id = 'demo-shop'");
    await h.db.query("DELETE FROM shopify_sessions WHERE shop_id = 'demo-shop'");
    const asked = tokenRequests();
    await adminCall(h, 'GET', adminPath('config'));
    expect(tokenRequests()).toBe(asked);
    expect((await h.db.query("SELECT 1 FROM shopify_sessions WHERE shop_id = 'demo-shop'")).rows).toEqual([]);
    expect((await h.db.query("SELECT 1 FROM shops WHERE id = 'demo-shop' AND uninstalled_at IS NULL")).rows).toEqual([]);
  });

  it('stops asking Shopify once the refresh was refused: later widget calls answer 401 at once', async () => {
    await loseARefresh();
    expect((await profile()).status).toBe(401);
    const asked = tokenRequests();
    for (let i = 0; i < 3; i++) expect((await profile()).status).toBe(401);
    expect(tokenRequests()).toBe(asked);
    expect((await openApp()).status).toBe(200);
    expect((await profile()).status).toBe(200);
  });

  it('an answer lost on the way back (Shopify rotated, the connection broke) is 503 first, then heals the same way', async () => {
    let dropNextRefresh = true;
    const admin = otherInstance(async (input, init) => {
      const res = await toLocalShopify(input, init);
      if (dropNextRefresh && url(input).pathname === '/admin/oauth/access_token') {
        dropNextRefresh = false;
        throw new TypeError('fetch failed');
      }
      return res;
    });
    await expect(admin.refresh('demo-shop')).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(admin.graphql('demo-shop', SHOP_NAME)).rejects.toMatchObject({ kind: 'not-installed' });
    expect((await profile()).status).toBe(401);
    expect((await openApp()).status).toBe(200);
    expect((await profile()).status).toBe(200);
    await expect(admin.graphql('demo-shop', SHOP_NAME)).resolves.toMatchObject({ shop: { name: expect.any(String) } });
  });
});

describe('refreshing', () => {
  it('holds no lock on the shop\'s session while Shopify answers, and stores the new token before it is used', async () => {
    const seen: string[] = [];
    const admin = otherInstance(async (input, init) => {
      const path = url(input).pathname;
      if (path === '/admin/oauth/access_token') {
        // another request of the shop reading and writing its session meanwhile must not wait
        const free = h.db.transaction((tx) => tx.query("SELECT 1 FROM shopify_sessions WHERE shop_id = 'demo-shop' FOR UPDATE NOWAIT"))
          .then(() => 'free', () => 'locked');
        seen.push(await Promise.race([free, new Promise<string>((r) => setTimeout(() => r('waiting'), 1500))]));
      } else {
        const sent = new Headers(init?.headers).get('X-Shopify-Access-Token');
        seen.push(sent === (await stored()).accessToken ? 'stored' : 'not stored');
      }
      return toLocalShopify(input, init);
    });
    const before = (await stored()).accessToken;
    h.clock.now = (await stored()).expiresAt! - 30_000;
    await admin.graphql('demo-shop', SHOP_NAME);
    expect(seen).toEqual(['free', 'stored']);
    expect((await stored()).accessToken).not.toBe(before);
  });

  it('two instances refreshing one shop at once ask Shopify once, and both answer', async () => {
    let refreshes = 0;
    const fetch: ShopifyFetch = async (input, init) => {
      if (url(input).pathname === '/admin/oauth/access_token') {
        refreshes++;
        // Shopify takes a while: the other instance arrives meanwhile
        await new Promise((r) => setTimeout(r, 50));
      }
      return toLocalShopify(input, init);
    };
    const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 20)));
    const [a, b] = [otherInstance(fetch, realSleep), otherInstance(fetch, realSleep)];
    h.clock.now = (await stored()).expiresAt! - 30_000;
    const answers = await Promise.all([a.graphql('demo-shop', SHOP_NAME), b.graphql('demo-shop', SHOP_NAME)]);
    expect(answers).toHaveLength(2);
    expect(refreshes).toBe(1);
    expect((await profile()).status).toBe(200);
  });
});
