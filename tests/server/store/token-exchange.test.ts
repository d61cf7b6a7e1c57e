// @vitest-environment node
// The local Shopify's OAuth token exchange and refresh (POST /admin/oauth/access_token), as an embedded app uses them.
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, EXCHANGE, localShopify } from './shopify-helpers';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';

const SHOP_QUERY = '{ shop { myshopifyDomain } }';

describe('token exchange', () => {
  it('turns a session token into an expiring offline token with a refresh token, which opens Admin GraphQL', async () => {
    const s = localShopify();
    const { status, body } = await s.exchange();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600, refresh_token_expires_in: 7_776_000,
      scope: 'read_products,read_customers,write_customers,read_orders,write_orders,read_all_orders,read_markets,read_themes',
    });
    const res = await s.gql(body.access_token as string, SHOP_QUERY);
    expect(res.status).toBe(200);
    expect(res.body.data.shop.myshopifyDomain).toBe('demo-shop.myshopify.com');
  });

  it("answers a non-expiring token without expiry or refresh token for expiring '0', as a form body too", async () => {
    const s = localShopify();
    const form = new URLSearchParams({ ...EXCHANGE, expiring: '0', subject_token: await s.shopify.sessionToken() });
    const res = await s.shopify.routes.request('/admin/oauth/access_token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('expires_in');
    s.clock.t += 10 * 86_400_000;
    expect((await s.gql(body.access_token as string, SHOP_QUERY)).status).toBe(200);
  });

  it('refuses a wrong client secret or client id with 401 invalid_client', async () => {
    const s = localShopify();
    expect(await s.exchange({ client_secret: 'not-the-secret' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await s.exchange({ client_id: 'another-app' })).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });

  it("refuses another shop's, an expired and a wrongly signed session token with 400 invalid_subject_token", async () => {
    const s = localShopify();
    const other = await s.shopify.sessionToken({ shop: 'another-shop.myshopify.com' });
    expect(await s.exchange({ subject_token: other })).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
    const forged = await s.shopify.sessionToken({ secret: 'someone-elses-secret' });
    expect(await s.exchange({ subject_token: forged })).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
    const expiring = await s.shopify.sessionToken({ expiresInS: 60 });
    s.clock.t += 120_000;
    expect(await s.exchange({ subject_token: expiring })).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
    expect(await s.exchange({ subject_token: 'not.a.jwt' })).toMatchObject({ status: 400, body: { error: 'invalid_subject_token' } });
  });

  it('answers 400 invalid_request for a missing field or an unknown grant type', async () => {
    const s = localShopify();
    const { status, body } = await s.exchange({ subject_token_type: undefined });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('subject_token_type') });
    expect((await s.exchange({ grant_type: 'password' })).body.error).toBe('invalid_request');
    const bad = await s.shopify.routes.request('/admin/oauth/access_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });

  it('expires the access token after an hour; refresh rotates the pair and the old tokens stop working', async () => {
    const s = localShopify();
    const first = (await s.exchange()).body as { access_token: string; refresh_token: string };
    s.clock.t += 3_600_000;
    const expired = await s.gql(first.access_token, SHOP_QUERY);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });

    const refresh = (token: string, secret = DEMO_APP_SECRET) =>
      s.post('/admin/oauth/access_token', { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: secret, refresh_token: token });
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(second.expires_in).toBe(3600);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await s.gql(second.access_token, SHOP_QUERY)).status).toBe(200);

    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token, 'wrong')).status).toBe(401);

    // a second rotation revokes the access token of the first rotation before it expires
    const third = (await (await refresh(second.refresh_token)).json()) as { access_token: string };
    expect((await s.gql(second.access_token, SHOP_QUERY)).status).toBe(401);
    expect((await s.gql(third.access_token, SHOP_QUERY)).status).toBe(200);
  });

  it('answers 401 to Admin GraphQL without a token or with an unknown one', async () => {
    const s = localShopify();
    const none = await s.post('/admin/api/2026-07/graphql.json', { query: SHOP_QUERY });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    expect((await s.gql('shpat_unknown', SHOP_QUERY)).status).toBe(401);
  });
});
