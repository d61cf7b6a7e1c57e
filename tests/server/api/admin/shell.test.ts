// @vitest-environment node
// The embedded admin's pages as Shopify's admin frames them: the shell with App Bridge first, the
// app's client id, the admin build; framed only by the shop's admin. The admin build's files, and
// the live preview's frame with the app embed's config block answered by its parent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../../server/api/shopify/api';
import { atClock, createHarness, HARNESS_START_MS, type Harness } from '../helpers';

const LOCAL_SHOPIFY = 'http://127.0.0.1:3000';
const dir = mkdtempSync(path.join(tmpdir(), 'admin-shell-'));
const assetsDir = path.join(dir, 'admin');
const previewDir = path.join(dir, 'preview');
mkdirSync(assetsDir);
mkdirSync(previewDir);
writeFileSync(path.join(assetsDir, 'admin.js'), 'console.log("admin")');
writeFileSync(path.join(assetsDir, 'admin.css'), 'body{}');
writeFileSync(path.join(previewDir, 'status-launcher.js'), 'console.log("launcher")');
writeFileSync(path.join(dir, 'secret.txt'), 'not served');

let h: Harness;
let local: Harness;
beforeAll(async () => {
  h = await createHarness({ app: { admin: { assetsDir, previewDir } } });
  local = await createHarness({ app: { admin: { appBridgeUrl: `${LOCAL_SHOPIFY}/cdn/shopifycloud/app-bridge.js`, shopifyAdminOrigin: LOCAL_SHOPIFY, assetsDir, previewDir } } });
}, HARNESS_START_MS * 2);
afterAll(async () => {
  await h.close();
  await local.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(harness: Harness, page: string, token?: string) {
  const idToken = token ?? await harness.shopify.sessionToken();
  return atClock(harness.clock.now, async () => {
    const res = await harness.app.request(`${page}?embedded=1&shop=demo-shop.myshopify.com&host=ZGVtby1zaG9wLm15c2hvcGlmeS5jb20vYWRtaW4&id_token=${idToken}`);
    return { res, html: await res.text() };
  });
}

describe('the admin shell', () => {
  it('loads App Bridge from Shopify first, names the app, and loads the admin build; only the shop\'s admin frames it', async () => {
    const { res, html } = await open(h, '/admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toBe('frame-ancestors https://demo-shop.myshopify.com https://admin.shopify.com');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain(`<meta name="shopify-api-key" content="${DEMO_API_KEY}">`);
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts[0]).toBe('<script src="https://cdn.shopify.com/shopifycloud/app-bridge.js">');
    expect(html).toContain('<link rel="stylesheet" href="/admin/assets/admin.css">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/admin/assets/admin.js"></script>');
  });

  it('answers the same shell on each admin page', async () => {
    for (const page of ['/admin/settings', '/admin/look', '/admin/content']) {
      const { res, html } = await open(h, page);
      expect(res.status, page).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('refuses a forged or other shop\'s session token on every page', async () => {
    for (const page of ['/admin', '/admin/settings']) {
      expect((await open(h, page, await h.shopify.sessionToken({ secret: 'not-the-app-secret-at-all-0123456789' }))).res.status).toBe(401);
      expect((await open(h, page, await h.shopify.sessionToken({ shop: 'other-shop.myshopify.com' }))).res.status).toBe(401);
    }
  });

  it('in a local run: App Bridge\'s stand-in from the local Shopify, which may frame the app', async () => {
    const { res, html } = await open(local, '/admin');
    expect(res.headers.get('Content-Security-Policy')).toBe(`frame-ancestors https://demo-shop.myshopify.com https://admin.shopify.com ${LOCAL_SHOPIFY}`);
    expect(html).toContain(`<script src="${LOCAL_SHOPIFY}/cdn/shopifycloud/app-bridge.js"></script>`);
  });
});

describe('the admin build\'s files and the preview build', () => {
  it('serves the admin build under /admin/assets/ and the preview build under /admin/preview/', async () => {
    const js = await h.app.request('/admin/assets/admin.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await js.text()).toBe('console.log("admin")');
    expect((await h.app.request('/admin/assets/admin.css')).headers.get('Content-Type')).toMatch(/^text\/css/);
    expect(await (await h.app.request('/admin/preview/status-launcher.js')).text()).toBe('console.log("launcher")');
  });

  it('answers 404 for missing files and paths that leave the folder', async () => {
    for (const p of ['/admin/assets/nope.js', '/admin/assets/', '/admin/assets/..%2Fsecret.txt', '/admin/preview/..%2F..%2Fpackage.json', '/admin/assets/%ZZ']) {
      const res = await h.app.request(p);
      expect(res.status, p).toBe(404);
    }
    // '%2e%2e' is '..' to the URL parser: the path is /admin/secret.txt, no file route at all
    const dots = await h.app.request('/admin/assets/%2e%2e/secret.txt');
    expect(dots.status).not.toBe(200);
    expect(await dots.text()).not.toContain('not served');
  });
});

describe('GET /admin/preview-frame', () => {
  const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="status-config">([^<]*)<\/script>/.exec(html)![1]!);

  it('renders the app embed\'s config block with no reachable API and this app as the only parent, and the preview launcher', async () => {
    const res = await h.app.request('http://127.0.0.1:3001/admin/preview-frame?lang=de&country=DE');
    expect(res.status).toBe(200);
    // frame-ancestors checks every ancestor: the admin page (this origin) and the shop's admin framing it
    expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors https://*.myshopify.com https://admin.shopify.com 'self'");
    const html = await res.text();
    const config = configOf(html);
    expect(config).toMatchObject({
      apiBase: 'https://preview.invalid',
      previewOrigins: ['http://127.0.0.1:3001'],
      locale: { language: 'de', countryCode: 'DE', currency: 'USD' },
      customerId: null,
      meButton: { isActive: true },
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<script type="module" src="/admin/preview/status-launcher.js"></script>');
  });

  it('falls back to English in the US for a language or country it does not offer', async () => {
    const html = await (await h.app.request('/admin/preview-frame?lang=xx&country=%3Cscript%3E')).text();
    expect(configOf(html).locale).toMatchObject({ language: 'en', countryCode: 'US' });
  });
});
