// @vitest-environment node
// The local Shopify's admin host: the app's page in the admin frames the app's URL with the
// parameters and a session token that the app's Shopify library accepts; the host's scripts.
import { describe, expect, it } from 'vitest';
import { createLocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { API_VERSION, createShopifyApi } from '../../../server/api/shopify/api';
import { makeClient } from './helpers';
import { CLIENT_ID } from './shopify-helpers';

const APP_URL = 'http://127.0.0.1:3001';
// shopify-api checks the token's expiry against the real clock, so this local Shopify runs on it
const shopify = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, appUrl: APP_URL });
const client = makeClient({ shopify });
const api = createShopifyApi({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, appUrl: APP_URL });

const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
/** The app frame's URL on an admin host page. */
function frameSrc(html: string): URL {
  const m = /<iframe class="frame" id="app-frame" title="Status" src="([^"]+)"><\/iframe>/.exec(html);
  expect(m).not.toBeNull();
  return new URL(unescape(m![1]!));
}

describe('GET /admin/apps/status', () => {
  it("frames {appUrl}/admin with embedded, shop, host, a session token the app's library accepts, and the locale", async () => {
    const res = await client.send('/admin/apps/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const src = frameSrc(html);
    expect(src.origin + src.pathname).toBe(`${APP_URL}/admin`);
    expect([...src.searchParams.keys()]).toEqual(['embedded', 'shop', 'host', 'id_token', 'locale']);
    expect(src.searchParams.get('embedded')).toBe('1');
    expect(src.searchParams.get('shop')).toBe('demo-shop.myshopify.com');
    expect(Buffer.from(src.searchParams.get('host')!, 'base64').toString()).toBe('demo-shop.myshopify.com/admin');
    expect(src.searchParams.get('locale')).toBe('en');
    const payload = await api.session.decodeSessionToken(src.searchParams.get('id_token')!);
    expect(payload).toMatchObject({ dest: 'https://demo-shop.myshopify.com', aud: CLIENT_ID, iss: 'https://demo-shop.myshopify.com/admin' });
    expect(payload.exp - payload.iat).toBe(60);
    // the admin around it: the shop's name, the nav with Apps > Status, the save bar's place, the leave dialog
    expect(html).toContain('<span>Demo Goods</span>');
    expect(html).toMatch(/<a href="\/admin\/apps\/status" id="app-home-link" aria-current="page" data-admin-link>Status<\/a>/);
    expect(html).toMatch(/<div class="save-bar" id="save-bar" role="region" aria-label="Unsaved changes" hidden>/);
    expect(html).toContain('<h2 id="confirm-title">Leave page with unsaved changes?</h2>');
    expect(html).toMatch(/<button type="button" id="confirm-stay" autofocus>Stay<\/button><button type="button" id="confirm-go" class="critical">Leave<\/button>/);
    expect(html).toContain('<script src="/cdn/shopifycloud/admin-host.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
  });

  it("frames a sub-path as the app's own path and passes the page's other query parameters on", async () => {
    const src = frameSrc(await (await client.send('/admin/apps/status/settings?tab=privacy&shop=evil.myshopify.com')).text());
    expect(src.pathname).toBe('/admin/settings');
    expect(src.searchParams.get('shop')).toBe('demo-shop.myshopify.com');
    expect(src.searchParams.getAll('shop')).toHaveLength(1);
    expect(src.searchParams.get('tab')).toBe('privacy');
  });

  it('refuses a sub-path that would leave the app\'s pages', async () => {
    for (const path of ['/admin/apps/status/%2e%2e/%2e%2e/webhooks', '/admin/apps/status/%2E%2E/proxy', '/admin/apps/status/..%2fwebhooks']) {
      const res = await client.send(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<iframe');
    }
  });

  it('hands the host script a fresh session token each time, signed with the app secret', async () => {
    const first = await client.send('/admin/apps/status/session-token');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('access-control-allow-origin')).toBeNull();
    const a = ((await first.json()) as { data: { token: string } }).data.token;
    const b = ((await (await client.send('/admin/apps/status/session-token')).json()) as { data: { token: string } }).data.token;
    expect(a).not.toBe(b);
    expect((await api.session.decodeSessionToken(b)).dest).toBe('https://demo-shop.myshopify.com');
  });

  it('says the app is not reachable when the local Shopify has no app URL', async () => {
    const bare = makeClient({ shopify: createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET }) });
    const res = await bare.send('/admin/apps/status');
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('<iframe');
  });
});

describe('the scripts on the CDN path', () => {
  it('serves the App Bridge stand-in and the host script as JavaScript', async () => {
    const bridge = await client.send('/cdn/shopifycloud/app-bridge.js');
    expect(bridge.status).toBe(200);
    expect(bridge.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bridge.text()).toContain("customElements.define('ui-save-bar'");
    const host = await client.send('/cdn/shopifycloud/admin-host.js');
    expect(host.status).toBe(200);
    expect(await host.text()).toContain("'idToken.request'");
  });
});
