/**
 * The local Shopify's new customer accounts pages that host the app's customer account UI
 * extensions (docs/customer-accounts.md, docs/local-stack.md), as Shopify hosts them: the page's
 * frame (shop name, account menu) around the extension, which runs in a worker and draws Polaris
 * web components through remote-dom (./browser/).
 *   GET /account/pages/{handle}        a full-page extension (target customer-account.page.render)
 *                                      for the signed-in customer; no store session: 302 to the
 *                                      new sign-in, back here after; a store with legacy accounts: 404
 *   GET /account/extension-token       {data: {token}}: a session token as Shopify gives the
 *                                      extension (HS256 with the app secret, `sub` the customer's GID); 401 without a session
 *   GET /account/extension-host/{host,worker}.js, /account/extension-host/{handle}.js  the scripts (./bundles.ts)
 * Translations: the extension's own locales/{language}.json, else locales/en.default.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import TOML from '@iarna/toml';
import type { Context, Hono } from 'hono';
import type { LocalShopify } from '../admin';
import { accountsKind } from '../accounts-kind';
import { esc } from '../html';
import { languageOf } from '../locale';
import type { SessionStore } from '../session';
import { extensionBundles } from './bundles';

const EXTENSIONS = resolve(import.meta.dirname, '../../../extensions');
const PAGE_TARGET = 'customer-account.page.render';

/** What this reads of a shopify.extension.toml. */
interface ExtensionToml {
  extensions?: Array<{ type?: string; handle?: string; name?: string; targeting?: Array<{ target?: string; module?: string }> }>;
}

/** A full-page customer account extension of the app. */
interface PageExtension { dir: string; handle: string; name: string; module: string }

/** The app's full-page customer account extensions (their shopify.extension.toml). */
function pageExtensions(): Map<string, PageExtension> {
  const found = new Map<string, PageExtension>();
  for (const dir of readdirSync(EXTENSIONS)) {
    const file = join(EXTENSIONS, dir, 'shopify.extension.toml');
    if (!existsSync(file)) continue;
    const toml = TOML.parse(readFileSync(file, 'utf8')) as ExtensionToml;
    for (const ext of toml.extensions ?? []) {
      const page = ext.type === 'ui_extension' ? ext.targeting?.find((t) => t.target === PAGE_TARGET) : undefined;
      if (page?.module && ext.handle) found.set(ext.handle, { dir, handle: ext.handle, name: ext.name ?? ext.handle, module: page.module });
    }
  }
  return found;
}

/** The extension's texts in `language`, else its default locale's. */
function translations(dir: string, language: string): Record<string, string> {
  const locales = join(EXTENSIONS, dir, 'locales');
  const file = [`${language}.json`, 'en.default.json'].map((f) => join(locales, f)).find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export interface ExtensionHostOptions {
  sessions: SessionStore;
  shopify: LocalShopify;
  /** the API the stack runs, compiled into the extensions as their API_BASE */
  apiBase: string;
}

const js = (c: Context, code: string) => c.body(code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

/** Registers the customer account extension pages and their scripts on `app`. */
export function registerExtensionHost(app: Hono, opts: ExtensionHostOptions): void {
  const extensions = pageExtensions();
  const bundles = extensionBundles(opts.apiBase);

  app.get('/account/extension-host/host.js', async (c) => js(c, await bundles.host()));
  app.get('/account/extension-host/worker.js', async (c) => js(c, await bundles.worker()));
  app.get('/account/extension-host/:file{[a-z0-9-]+\\.js}', async (c) => {
    const ext = extensions.get(c.req.param('file').slice(0, -3));
    return ext ? js(c, await bundles.extension(ext.dir, ext.module, PAGE_TARGET)) : c.text('Not found', 404);
  });

  app.get('/account/extension-token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = opts.sessions.current(c);
    if (!session) return c.json({ errors: 'Not signed in' }, 401);
    return c.json({ data: { token: await opts.shopify.customerSessionToken({ customerId: session.customerId }) } });
  });

  app.get('/account/pages/:handle', (c) => {
    c.header('Cache-Control', 'no-store');
    const ext = extensions.get(c.req.param('handle'));
    if (!ext || accountsKind(c) !== 'new') return c.text('Not found', 404);
    if (!opts.sessions.current(c)) {
      return c.redirect(`/customer_authentication/login?return_to=${encodeURIComponent(`/account/pages/${ext.handle}`)}`, 302);
    }
    const language = languageOf(c);
    const texts = translations(ext.dir, language);
    const config = {
      worker: '/account/extension-host/worker.js', bundle: `/account/extension-host/${ext.handle}.js`, token: '/account/extension-token', translations: texts,
    };
    const shop = opts.shopify.data.shop.name;
    const title = texts.title ?? ext.name;
    return c.html(`<!doctype html>
<html lang="${esc(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(title)} – ${esc(shop)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#303030;background:#f1f1f1}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #e3e3e3}
header a{color:#303030}
nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
main{max-width:56rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
#toast{position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);background:#303030;color:#fff;border-radius:.5rem}
#toast:not(:empty){padding:.75rem 1rem}
</style>
</head>
<body>
<header>
<a href="/">${esc(shop)}</a>
<nav aria-label="Account"><ul><li><a href="/account">Orders</a></li><li><a href="/account/pages/${esc(ext.handle)}" aria-current="page">${esc(title)}</a></li><li><a href="/account/logout">Log out</a></li></ul></nav>
</header>
<main id="extension-root"></main>
<p id="extension-error" role="alert" hidden>This page could not be loaded. Please reload it.</p>
<div id="toast" role="status" aria-live="polite"></div>
<script type="application/json" id="extension-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script type="module" src="/account/extension-host/host.js"></script>
</body>
</html>`);
  });
}
