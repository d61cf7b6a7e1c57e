// @vitest-environment node
// Installing the app as Shopify's admin does it for an embedded app: App Bridge's session token
// exchanged for an expiring offline access token (POST /shopify/install, GET /admin), the tokens
// kept encrypted, the shop enabled, the app embed's metafield written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_KEY, openToken, tokenKey } from '../../../server/api/shopify/token-crypto';
import { atClock, createHarness, customerToken, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness({ install: false }); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const sessions = async () => (await h.db.query<{ shop: string; shop_id: string; scope: string; access_token: string; refresh_token: string; expires_at: Date; refresh_token_expires_at: Date }>(
  'SELECT * FROM shopify_sessions ORDER BY shop',
)).rows;
const embed = () => h.shopify.data.installation.metafields.find((m) => m.namespace === 'status' && m.key === 'embed');
const refused = (res: { status: number; json: any }) => {
  expect(res.status).toBe(401);
  expect(res.json.error.code).toBe('invalid-session-token');
};

describe('POST /shopify/install', () => {
  it('refuses a forged, expired, foreign-shop or missing session token with 401 and stores nothing', async () => {
    refused(await h.install(await h.shopify.sessionToken({ secret: 'not-the-app-secret-at-all-0123456789' })));
    const shortLived = await h.shopify.sessionToken({ expiresInS: 5 });
    h.clock.now += 60_000;
    refused(await h.install(shortLived));
    refused(await h.install(await h.shopify.sessionToken({ shop: 'other-shop.myshopify.com' })));
    refused(await h.install('not.a.jwt'));
    const bare = await h.app.request('/shopify/install', { method: 'POST' });
    expect(bare.status).toBe(401);
    expect(await sessions()).toEqual([]);
    expect((await h.db.query("SELECT 1 FROM shops WHERE id = 'other-shop'")).rows).toEqual([]);
    expect(embed()).toBeUndefined();
    // nothing was installed: Admin calls for the shop answer 'not installed', never 500
    const res = await h.call('GET', '/customer/demo-shop/9001', { token: customerToken('9001', 'shopper@example.com') });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('shop-not-installed');
  });

  it('exchanges a good token for an expiring offline token, kept encrypted, and writes the app embed metafield', async () => {
    h.clock.now = NOW;
    const res = await h.install();
    expect(res).toEqual({ status: 200, json: { data: { shop: 'demo-shop.myshopify.com', installed: true } } });
    const [row] = await sessions();
    const issued = h.shopify.data.accessTokens.at(-1)!;
    const refresh = h.shopify.data.refreshTokens.at(-1)!;
    expect(row).toMatchObject({ shop: 'demo-shop.myshopify.com', shop_id: 'demo-shop' });
    expect(row!.scope).toContain('read_customers');
    // ciphertext only: neither token appears in the table, and the key opens both
    expect(JSON.stringify(row)).not.toContain(issued.token);
    expect(JSON.stringify(row)).not.toContain(refresh.token);
    expect(row!.access_token).toMatch(/^v2\./);
    expect(openToken(tokenKey(DEMO_TOKEN_KEY), row!.access_token, 'demo-shop')).toBe(issued.token);
    expect(openToken(tokenKey(DEMO_TOKEN_KEY), row!.refresh_token, 'demo-shop')).toBe(refresh.token);
    expect(openToken(tokenKey('another-key-of-at-least-32-characters!!'), row!.access_token, 'demo-shop')).toBeNull();
    // sealed for this shop: the same ciphertext does not open as another shop's
    expect(openToken(tokenKey(DEMO_TOKEN_KEY), row!.access_token, 'second-shop')).toBeNull();
    expect(row!.expires_at.getTime()).toBeCloseTo(NOW + 3_600_000, -4);
    expect(row!.refresh_token_expires_at.getTime()).toBeCloseTo(NOW + 7_776_000_000, -4);
    const { rows: [shop] } = await h.db.query<{ settings: Record<string, unknown>; uninstalled_at: Date | null }>("SELECT settings, uninstalled_at FROM shops WHERE id = 'demo-shop'");
    expect(shop!.uninstalled_at).toBeNull();
    expect(embed()).toMatchObject({ type: 'json' });
    expect(JSON.parse(embed()!.value)).toMatchObject({ notificationTriggers: shop!.settings.notificationTriggers, utmTracking: shop!.settings.utmTracking ?? null, meButton: { isActive: true, loggedInOnly: false, placement: 'bottom-right' }, theme: { primary: '#1f6f5c', onPrimary: '#ffffff' } });
    // the app now reads Shopify's customer
    const profile = await h.call('GET', '/customer/demo-shop/9001', { token: customerToken('9001', 'shopper@example.com') });
    expect(profile.json.data).toMatchObject({ firstName: 'Sam', email: 'shopper@example.com' });
  });

  it('installs a new shop with default settings and enables an uninstalled one again', async () => {
    await h.db.query("UPDATE shops SET uninstalled_at = now() WHERE id = 'demo-shop'");
    expect((await h.install()).status).toBe(200);
    const { rows } = await h.db.query<{ uninstalled_at: Date | null }>("SELECT uninstalled_at FROM shops WHERE id = 'demo-shop'");
    expect(rows[0]!.uninstalled_at).toBeNull();
    expect(await sessions()).toHaveLength(1);
  });

  it('keeps the embed metafield in step when the merchant changes its settings', async () => {
    const triggers = [{ event: 'cart', amount: 1, destination: 'toast', toastMessage: 'Hi' }];
    const res = await h.app.request('/dev/settings', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ notificationTriggers: triggers, utmTracking: { medium: 'widget', campaign: 'fall' } }) });
    expect(res.status).toBe(200);
    expect(JSON.parse(embed()!.value)).toMatchObject({ notificationTriggers: triggers, utmTracking: { medium: 'widget', campaign: 'fall' } });
  });
});

describe('GET /admin (the embedded app opened in the Shopify admin)', () => {
  it('answers the embedded admin (tests/server/api/admin/shell.test.ts)', async () => {
    const token = await h.shopify.sessionToken();
    const res = await atClock(h.clock.now, async () => h.app.request(`/admin?shop=demo-shop.myshopify.com&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvZGVtby1zaG9w&id_token=${token}`));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="shopify-api-key"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('installs a shop that has no session, and refuses a token for another shop than the query names', async () => {
    await h.db.query('DELETE FROM shopify_sessions');
    const token = await h.shopify.sessionToken();
    const res = await atClock(h.clock.now, async () => h.app.request(`/admin?shop=demo-shop.myshopify.com&id_token=${token}`));
    expect(res.status).toBe(200);
    expect(await sessions()).toHaveLength(1);
    const foreign = await atClock(h.clock.now, async () => h.app.request(`/admin?shop=evil-shop.myshopify.com&id_token=${token}`));
    expect(foreign.status).toBe(401);
    expect((await h.db.query("SELECT 1 FROM shops WHERE id = 'evil-shop'")).rows).toEqual([]);
  });
});
