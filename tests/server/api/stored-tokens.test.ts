// @vitest-environment node
/**
 * A shop's stored Shopify tokens open only as that shop's, with the full GCM tag: a sealed token
 * copied into another shop's row, or one with a cut tag, reads as no session (the merchant
 * installs again), never as a working token. Sessions stored before tokens were bound to their
 * shop still work, and are written in the bound form at their next refresh.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSession, saveSession } from '../../../server/api/shopify/sessions';
import { DEMO_TOKEN_KEY, openToken, sealToken, tokenKey } from '../../../server/api/shopify/token-crypto';
import { createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const KEY = tokenKey(DEMO_TOKEN_KEY);
const profile = () => h.call('GET', '/customer/demo-shop/9001', { token: customerToken('9001', 'shopper@example.com') });
const row = async () => (await h.db.query<{ access_token: string; refresh_token: string | null; expires_at: Date }>(
  "SELECT access_token, refresh_token, expires_at FROM shopify_sessions WHERE shop_id = 'demo-shop'")).rows[0]!;
const setTokens = (access: string, refresh: string | null) =>
  h.db.query("UPDATE shopify_sessions SET access_token = $1, refresh_token = $2 WHERE shop_id = 'demo-shop'", [access, refresh]);

/** The form tokens were stored in before they were bound to their shop: 'v1.' iv.tag.data, no associated data. */
function sealV1(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** `sealed` with its tag cut to `bytes` bytes. */
function cutTag(sealed: string, bytes: number): string {
  const [v, iv, tag, data] = sealed.split('.');
  return [v, iv, Buffer.from(tag!, 'base64url').subarray(0, bytes).toString('base64url'), data].join('.');
}

describe('stored Shopify tokens', () => {
  it('a token sealed for another shop and copied into this shop\'s row is no session: the shop must install again', async () => {
    expect((await profile()).status).toBe(200);
    const mine = (await loadSession(h.db, KEY, 'demo-shop'))!;
    // Another shop's row holding a working token, sealed as that shop's.
    await h.db.query(`INSERT INTO shops (id, shopify_domain) VALUES ('second-shop', 'second-shop.myshopify.com') ON CONFLICT DO NOTHING`);
    await saveSession(h.db, KEY, { ...mine, shop: 'second-shop.myshopify.com', shopId: 'second-shop' }, h.clock.now);
    const { rows: [theirs] } = await h.db.query<{ access_token: string; refresh_token: string }>("SELECT access_token, refresh_token FROM shopify_sessions WHERE shop_id = 'second-shop'");
    await setTokens(theirs!.access_token, theirs!.refresh_token);

    expect(await loadSession(h.db, KEY, 'demo-shop')).toBeNull();
    const res = await profile();
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('shop-not-installed');
    expect((await h.install()).status).toBe(200);
    expect((await profile()).status).toBe(200);
  });

  it('a stored token whose tag is cut short does not open', async () => {
    const { access_token, refresh_token } = await row();
    expect(openToken(KEY, access_token, 'demo-shop')).not.toBeNull();
    for (const bytes of [4, 8, 12, 15]) expect(openToken(KEY, cutTag(access_token, bytes), 'demo-shop'), `${bytes}-byte tag`).toBeNull();
    await setTokens(cutTag(access_token, 12), refresh_token === null ? null : cutTag(refresh_token, 12));
    expect((await profile()).status).toBe(401);
    expect((await h.install()).status).toBe(200);
  });

  it('a session stored in the older form still works, and its next refresh stores it bound to the shop', async () => {
    const session = (await loadSession(h.db, KEY, 'demo-shop'))!;
    await setTokens(sealV1(session.accessToken), session.refreshToken === null ? null : sealV1(session.refreshToken));
    expect((await row()).access_token).toMatch(/^v1\./);
    expect((await profile()).status).toBe(200);

    // Shortly before the token expires the app refreshes it and saves the session again.
    h.clock.now = (await row()).expires_at.getTime() - 30_000;
    expect((await profile()).status).toBe(200);
    const after = await row();
    expect(after.access_token).toMatch(/^v2\./);
    expect(after.refresh_token).toMatch(/^v2\./);
    expect(openToken(KEY, after.access_token, 'demo-shop')).not.toBeNull();
    expect(openToken(KEY, after.access_token, 'second-shop')).toBeNull();
  });

  it('seals each token afresh and opens it only with the key and shop it was sealed for', () => {
    const a = sealToken(KEY, 'shpat_example', 'demo-shop');
    expect(a).not.toBe(sealToken(KEY, 'shpat_example', 'demo-shop'));
    expect(openToken(KEY, a, 'demo-shop')).toBe('shpat_example');
    expect(openToken(KEY, a, 'demo-shop2')).toBeNull();
    expect(openToken(tokenKey('another-key-of-at-least-32-characters!!'), a, 'demo-shop')).toBeNull();
    expect(openToken(KEY, 'v2.sealed', 'demo-shop')).toBeNull();
    expect(openToken(KEY, `${a}.extra`, 'demo-shop')).toBeNull();
  });
});
