// @vitest-environment node
// The live theme's app embed as the app reads it (Admin GraphQL themes), as the merchant switches
// it (the theme editor stand-in, /dev/theme/app-embed), and as the storefront shows it; the
// shop's plan and customer accounts setting.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalShopify } from '../../../server/store/admin';
import { APP_EMBED_TYPE, parseSettingsData, SETTINGS_DATA } from '../../../server/store/admin/settings-data';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { makeClient } from './helpers';
import { CLIENT_ID, localShopify } from './shopify-helpers';

/** An access token with exactly `scope`, as an installation that granted it holds. */
function tokenWith(s: ReturnType<typeof localShopify>, scope: string): string {
  const token = `shpat_${scope.replace(/\W/g, '')}${s.shopify.data.accessTokens.length}`;
  s.shopify.data.accessTokens.push({ token, scope, expiresAt: null, revoked: false });
  return token;
}

const LIVE_THEME = `{ themes(first: 1, roles: [MAIN]) { nodes { id name role
  files(filenames: ["config/settings_data.json"]) { nodes { filename body { ... on OnlineStoreThemeFileBodyText { content } } } userErrors { filename code } } } } }`;

/** Whether our app embed is on in a settings_data.json text, read as the app must (the leading comment stripped). */
function embedOn(content: string): boolean {
  const data = parseSettingsData(content);
  const block = Object.values(data?.current.blocks ?? {}).find((b) => b.type.startsWith('shopify://apps/status/blocks/app-embed/'));
  return !!block && !block.disabled;
}

async function liveSettings(s: ReturnType<typeof localShopify>, token: string) {
  const { body } = await s.gql(token, LIVE_THEME);
  return body;
}

describe('Admin GraphQL themes', () => {
  it('answers the live theme Dawn with settings_data.json holding our app embed, switched on in the seed', async () => {
    const s = localShopify();
    const body = await liveSettings(s, tokenWith(s, 'read_products,read_themes'));
    const [theme] = body.data.themes.nodes;
    expect(theme).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/OnlineStoreTheme\/\d+$/), name: 'Dawn', role: 'MAIN' });
    const [file] = theme.files.nodes;
    expect(file.filename).toBe(SETTINGS_DATA);
    // Shopify's generated comment comes first: a plain JSON.parse fails, as it does on a real shop
    expect(file.body.content.startsWith('/*')).toBe(true);
    expect(() => JSON.parse(file.body.content)).toThrow();
    const blocks = Object.values(parseSettingsData(file.body.content)!.current.blocks!);
    expect(blocks).toEqual([{ type: APP_EMBED_TYPE, disabled: false, settings: expect.objectContaining({ me_button: true, placement: 'bottom-right' }) }]);
    expect(APP_EMBED_TYPE).toMatch(/^shopify:\/\/apps\/status\/blocks\/app-embed\/[0-9a-f-]{36}$/);
    expect(theme.files.userErrors).toEqual([]);
  });

  it('filters by role and filename (with wildcards) and reports a named file the theme lacks', async () => {
    const s = localShopify();
    const token = tokenWith(s, 'read_themes');
    const none = await s.gql(token, '{ themes(first: 5, roles: [UNPUBLISHED]) { nodes { id } } }');
    expect(none.body.data.themes.nodes).toEqual([]);
    const { body } = await s.gql(token, `{ themes(first: 1) { nodes { files(filenames: ["config/*", "sections/missing.liquid"]) {
      nodes { filename size checksumMd5 contentType } userErrors { filename code } } } } }`);
    const files = body.data.themes.nodes[0].files;
    expect(files.nodes.map((f: { filename: string }) => f.filename)).toEqual(['config/settings_data.json', 'config/settings_schema.json']);
    expect(files.nodes[0]).toMatchObject({ size: expect.stringMatching(/^\d+$/), checksumMd5: expect.stringMatching(/^[0-9a-f]{32}$/), contentType: 'application/json' });
    expect(files.userErrors).toEqual([{ filename: 'sections/missing.liquid', code: 'NOT_FOUND' }]);
  });

  it('refuses a token without read_themes with ACCESS_DENIED, as Shopify does', async () => {
    const s = localShopify();
    const { status, body } = await s.gql(tokenWith(s, 'read_products,read_customers'), LIVE_THEME);
    expect(status).toBe(200);
    expect(body.data.themes).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: expect.stringContaining('read_themes'), extensions: { code: 'ACCESS_DENIED' } });
  });
});

describe('Admin GraphQL shop plan and customer accounts', () => {
  it('answers the demo shop as Shopify Plus with classic customer accounts; /dev/shop changes both', async () => {
    const s = localShopify();
    const token = await s.install();
    const query = `{ shop { name myshopifyDomain plan { shopifyPlus displayName publicDisplayName partnerDevelopment }
      customerAccountsV2 { customerAccountsVersion loginRequiredAtCheckout loginLinksVisibleOnStorefrontAndCheckout url } } }`;
    const { body } = await s.gql(token, query);
    expect(body.data.shop).toEqual({
      name: 'Demo Goods', myshopifyDomain: 'demo-shop.myshopify.com',
      plan: { shopifyPlus: true, displayName: 'Shopify Plus', publicDisplayName: 'Plus', partnerDevelopment: false },
      customerAccountsV2: { customerAccountsVersion: 'CLASSIC', loginRequiredAtCheckout: false, loginLinksVisibleOnStorefrontAndCheckout: true, url: null },
    });
    const res = await s.shopify.routes.request('/dev/shop', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shopifyPlus: false, customerAccountsVersion: 'NEW_CUSTOMER_ACCOUNTS' }) });
    expect(res.status).toBe(200);
    const after = await s.gql(token, query);
    expect(after.body.data.shop.plan).toMatchObject({ shopifyPlus: false, publicDisplayName: 'Advanced' });
    expect(after.body.data.shop.customerAccountsV2).toMatchObject({ customerAccountsVersion: 'NEW_CUSTOMER_ACCOUNTS', url: expect.stringMatching(/^https:\/\/shopify\.com\/\d+\/account$/) });
    const bad = await s.shopify.routes.request('/dev/shop', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerAccountsVersion: 'V3' }) });
    expect(bad.status).toBe(400);
  });
});

describe('the app embed on the storefront follows the theme editor', () => {
  const form = (on: boolean) => new URLSearchParams(on ? { 'app-embed': 'on', context: 'apps' } : { context: 'apps' });

  it("the editor's Save switches it off and on; the store's pages then lack / have the app embed and the themes query agrees", async () => {
    const shopify = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET });
    const client = makeClient({ shopify });
    const token = 'shpat_themes_test';
    shopify.data.accessTokens.push({ token, scope: 'read_themes', expiresAt: null, revoked: false });
    const gql = async () => {
      const res = await client.send('/admin/api/2026-07/graphql.json', { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-access-token': token }, body: JSON.stringify({ query: LIVE_THEME }) });
      const body = (await res.json()) as { data: { themes: { nodes: { files: { nodes: { body: { content: string } }[] } }[] } } };
      return embedOn(body.data.themes.nodes[0]!.files.nodes[0]!.body.content);
    };
    const home = async () => (await (await client.send('/')).text());

    expect(await home()).toContain('id="status-config"');
    expect(await gql()).toBe(true);

    const editor = await client.send('/admin/themes/current/editor?context=apps');
    expect(editor.status).toBe(200);
    const page = await editor.text();
    expect(page).toMatch(/<h2 id="embeds-heading">App embeds<\/h2>/);
    expect(page).toMatch(/<input type="checkbox" role="switch"[^>]*id="app-embed"[^>]* checked/);
    expect(page).toContain('<label for="app-embed">Status account widget</label>');
    expect(page).toMatch(/<button type="submit" class="primary">Save<\/button>/);

    const off = await client.send('/admin/themes/current/editor', { method: 'POST', body: form(false) });
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/admin/themes/current/editor?context=apps&saved=1');
    expect(await gql()).toBe(false);
    const without = await home();
    expect(without).not.toContain('id="status-config"');
    expect(without).not.toContain('<status-launcher');
    const saved = await (await client.send('/admin/themes/current/editor?context=apps&saved=1')).text();
    expect(saved).toContain('role="status"');
    expect(saved).not.toMatch(/id="app-embed"[^>]* checked/);

    // the app's deep link switches it on in the form; only Save writes it
    const deepLink = await (await client.send(`/admin/themes/current/editor?context=apps&activateAppId=${CLIENT_ID}/app-embed`)).text();
    expect(deepLink).toMatch(/id="app-embed"[^>]* checked/);
    expect(await gql()).toBe(false);
    const on = await client.send('/admin/themes/current/editor', { method: 'POST', body: form(true) });
    expect(on.status).toBe(303);
    expect(await gql()).toBe(true);
    expect(await home()).toContain('id="status-config"');
  });

  it('POST /dev/theme/app-embed switches it for tests; a bad body is a 400', async () => {
    const shopify = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET });
    const client = makeClient({ shopify });
    const res = await client.postJson('/dev/theme/app-embed', { enabled: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { enabled: false, theme: { id: expect.any(String), name: 'Dawn' } } });
    expect(await (await client.send('/products/canvas-tote')).text()).not.toContain('id="status-config"');
    expect((await client.postJson('/dev/theme/app-embed', { enabled: 'yes' })).status).toBe(400);
    await client.postJson('/dev/theme/app-embed', { enabled: true });
    expect(await (await client.send('/products/canvas-tote')).text()).toContain('id="status-config"');
  });

  it('persists the theme with the shop data; a data file written before themes existed gets the seeded theme', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shopify-themes-'));
    const file = path.join(dir, 'shopify.json');
    const first = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    await first.routes.request('/dev/theme/app-embed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enabled: false }) });
    await first.flush();
    const again = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    expect(embedOn(again.data.themes[0]!.files.find((f) => f.filename === SETTINGS_DATA)!.content)).toBe(false);

    const old = JSON.parse(readFileSync(file, 'utf8'));
    delete old.themes;
    delete old.shop.plan;
    delete old.shop.customerAccounts;
    writeFileSync(file, JSON.stringify(old));
    const upgraded = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    expect(upgraded.data.themes.map((t) => [t.name, t.role])).toEqual([['Dawn', 'MAIN']]);
    expect(embedOn(upgraded.data.themes[0]!.files.find((f) => f.filename === SETTINGS_DATA)!.content)).toBe(true);
    expect(upgraded.data.shop.plan.shopifyPlus).toBe(true);
    expect(upgraded.data.shop.customerAccounts.version).toBe('CLASSIC');
  });
});
