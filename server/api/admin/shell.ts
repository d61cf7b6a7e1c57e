/**
 * The embedded admin's pages and files:
 *   the admin shell (`adminShellPage`): what GET /admin, /admin/settings, /admin/look and
 *     /admin/content answer once the session token is checked (shopify/install-routes.ts): App
 *     Bridge's script first (as Shopify requires), the app's client id for it, the admin build's
 *     CSS and module; framed only by the shop's admin (`frameAncestors`)
 *   GET /admin/assets/*       the admin build (dist/admin/)
 *   GET /admin/preview/*      the widget's preview build (dist-preview/)
 *   GET /admin/preview-frame?lang=en|de|fr&country=XX&currency=XXX
 *     the live preview's store-like page: the config block the app embed renders
 *     (extensions/account-widget/blocks/app-embed.liquid) with no reachable API
 *     (`apiBase` https://preview.invalid) and this app's own origin as `previewOrigins`, so the
 *     widget asks its parent, the admin page, for everything (docs/product.md#roles); framed by this origin only
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { PageConfig } from '../../../src/settings/types';
import type { AppEnv } from '../deps';
import { CONTENT_TYPES } from '../../lib/content-types';

/** Where Shopify serves App Bridge; the page must load it from there (Shopify's app requirements). */
export const APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

export interface AdminPageOptions {
  /** the app's client id (`<meta name="shopify-api-key">`) */
  apiKey: string;
  /** App Bridge's script; default APP_BRIDGE_URL (the local stack: the local Shopify's stand-in) */
  appBridgeUrl?: string;
  /** the local Shopify's origin, which frames the app in local runs */
  shopifyAdminOrigin?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `Content-Security-Policy` of the admin shell: only the shop's admin may frame it. */
export function frameAncestors(shop: string, shopifyAdminOrigin?: string): string {
  return ['frame-ancestors', `https://${shop}`, 'https://admin.shopify.com', ...(shopifyAdminOrigin ? [shopifyAdminOrigin] : [])].join(' ');
}

/** The admin shell's HTML (see the file comment). */
export function adminShellPage(opts: AdminPageOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Status</title>
<meta name="shopify-api-key" content="${escapeHtml(opts.apiKey)}">
<script src="${escapeHtml(opts.appBridgeUrl ?? APP_BRIDGE_URL)}"></script>
<link rel="stylesheet" href="/admin/assets/admin.css">
</head><body><div id="root"></div><script type="module" src="/admin/assets/admin.js"></script></body></html>`;
}

/** The admin shell as the answer: HTML, never cached, framed only by the shop's admin. */
export function answerAdminShell(c: Context, shop: string, opts: AdminPageOptions): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', frameAncestors(shop, opts.shopifyAdminOrigin));
  return c.html(adminShellPage(opts));
}

/** JSON safe inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 escaped (as the app embed's `json` filter). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Languages the preview offers. */
export const PREVIEW_LANGUAGES = ['en', 'de', 'fr'] as const;

/** A price written the store's way in `currency` (the app embed's `moneyExample`: 123456789 cents). */
function moneyExample(currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language === 'en' ? 'en-US' : language, { style: 'currency', currency }).format(1234567.89);
  } catch {
    return `${currency} 1,234,567.89`;
  }
}

/**
 * The config block of the preview frame: what the app embed renders for a guest on the home page
 * of a shop with the block's default settings, with no reachable API and `origin` (this app)
 * as the only parent the widget talks to.
 */
export function previewConfig(opts: { origin: string; language: string; country: string; currency: string }): PageConfig & { previewOrigins: string[] } {
  return {
    shopId: 'preview',
    shopifyDomain: 'preview.myshopify.com',
    customerId: null,
    customerEmail: null,
    locale: { language: opts.language, countryCode: opts.country, currency: opts.currency, currencyMultiplier: 1 },
    shopCurrency: opts.currency,
    moneyExample: moneyExample(opts.currency, opts.language),
    page: { productId: null, collectionId: null, cartStatusId: null, product: null },
    routes: { root: '/', accountLogin: '/account/login' },
    storeLogin: 'customer_accounts',
    apiBase: 'https://preview.invalid',
    meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
    theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
    previewOrigins: [opts.origin],
    firebase: { apiKey: 'preview', authDomain: 'preview.invalid', projectId: 'preview' },
  };
}

/** The preview frame's HTML: a plain store-like page, the config block and the preview build's launcher. */
export function previewFramePage(config: PageConfig): string {
  const lang = escapeHtml(config.locale.language);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Store preview</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}header{padding:16px 24px;border-bottom:1px solid #e3e3e3;font-weight:600}main{padding:24px;max-width:960px;margin:0 auto}</style>
<script>window.Shopify={currency:{active:${jsonForScript(config.shopCurrency)},rate:"1.0"}}</script>
</head><body>
<header>Your store</header>
<main><h1>Store preview</h1><p>This is how shoppers see the account widget.</p></main>
<script type="application/json" id="status-config">${jsonForScript(config)}</script>
<script type="module" src="/admin/preview/status-launcher.js"></script>
</body></html>`;
}

/** Names with a content hash (`-1a2b3c4.js`, `-AbC_12xy.js`) never change. */
const HASHED = /-[\w]{7,}\.(js|css)$/;

/**
 * Serves the files of `dir` under `prefix` (GET): content type by extension, a year's cache for
 * hashed names, 5 minutes for fixed names (admin.js, status-launcher.js); 404 for missing files,
 * directories and paths that leave `dir`.
 */
function serveDir(app: Hono<AppEnv>, prefix: string, dir: string): void {
  const root = path.resolve(dir);
  app.get(`${prefix}*`, async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
    } catch {
      return c.json({ error: { code: 'not-found', message: 'No such file.' } }, 404);
    }
    const file = path.resolve(root, rel);
    const missing = () => c.json({ error: { code: 'not-found', message: 'No such file.' } }, 404);
    if (!rel || rel.includes('\0') || !file.startsWith(root + path.sep)) return missing();
    try {
      if (!(await stat(file)).isFile()) return missing();
      const body = await readFile(file);
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      });
    } catch {
      return missing();
    }
  });
}

export interface AdminFilesOptions {
  /** the app's URL as browsers see it (shopify.app.toml application_url); default the request's own origin */
  appUrl?: string;
  /** the admin build; default dist/admin (from the working directory) */
  assetsDir?: string;
  /** the widget's preview build; default dist-preview */
  previewDir?: string;
  /** the local Shopify's origin, which frames the admin (and so the preview) in local runs */
  shopifyAdminOrigin?: string;
}

/** The admin's static files and the preview frame (public: mount before any auth). */
export function adminFileRoutes(opts: AdminFilesOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  serveDir(app, '/admin/assets/', opts.assetsDir ?? path.join('dist', 'admin'));
  serveDir(app, '/admin/preview/', opts.previewDir ?? 'dist-preview');
  app.get('/admin/preview-frame', (c) => {
    const q = c.req.query();
    const language = (PREVIEW_LANGUAGES as readonly string[]).includes(q.lang ?? '') ? q.lang! : 'en';
    const country = /^[A-Z]{2}$/.test(q.country ?? '') ? q.country! : 'US';
    const currency = /^[A-Z]{3}$/.test(q.currency ?? '') ? q.currency! : 'USD';
    // behind a proxy the request's URL is not what the browser sees: the configured app URL is
    const origin = new URL(opts.appUrl ?? c.req.url).origin;
    c.header('Cache-Control', 'no-store');
    // its parent is the admin page on this origin, itself framed by the shop's admin: frame-ancestors
    // checks every ancestor, so the admin's are allowed too
    c.header('Content-Security-Policy', `${frameAncestors('*.myshopify.com', opts.shopifyAdminOrigin)} 'self'`);
    return c.html(previewFramePage(previewConfig({ origin, language, country, currency })));
  });
  return app;
}
