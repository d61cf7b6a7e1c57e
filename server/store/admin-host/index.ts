/**
 * The local Shopify's admin side for the embedded app (the merchant's view of Shopify):
 *   GET  /admin/apps/status[/{subpath}]        the admin host framing the app (host-page.ts)
 *   GET  /admin/apps/status/session-token      a fresh session token for the host's script
 *   GET  /admin/themes/current/editor          the theme editor stand-in (theme-editor.ts)
 *   POST /admin/themes/current/editor          its Save
 *   GET  /cdn/shopifycloud/app-bridge.js       the App Bridge stand-in the app loads (app-bridge.js)
 *   GET  /cdn/shopifycloud/admin-host.js       the host page's script (host.js)
 * The two scripts are plain files beside this module, read once at start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { ShopStore } from '../admin/shop-store';
import { registerHostPage } from './host-page';
import { registerThemeEditor } from './theme-editor';

export { APP_PATH } from './chrome';

/** Where the App Bridge stand-in is served on the local Shopify's origin. */
export const APP_BRIDGE_PATH = '/cdn/shopifycloud/app-bridge.js';
const HOST_SCRIPT_PATH = '/cdn/shopifycloud/admin-host.js';

export interface AdminHostOptions {
  store: ShopStore;
  /** the shop's myshopify domain */
  shopDomain: string;
  /** the app's client id */
  apiKey: string;
  /** the app's URL; the host page cannot frame the app without it */
  appUrl?: string;
  /** a fresh session token (the local Shopify's `sessionToken()`) */
  sessionToken: () => Promise<string>;
}

/** The text of a script file beside this module. */
const scriptText = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

/** Registers the admin host, the theme editor and the two scripts on `app`. */
export function registerAdminHost(app: Hono, opts: AdminHostOptions): void {
  const scripts = { appBridge: scriptText('app-bridge.js'), host: scriptText('host.js') };
  const js = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };
  // the app's page on another origin loads App Bridge with a plain <script>: no CORS needed, but allowed as a CDN does
  app.get(APP_BRIDGE_PATH, (c) => c.body(scripts.appBridge, 200, { ...js, 'Access-Control-Allow-Origin': '*' }));
  app.get(HOST_SCRIPT_PATH, (c) => c.body(scripts.host, 200, js));
  registerHostPage(app, {
    shopDomain: opts.shopDomain, shopName: () => opts.store.data.shop.name, appUrl: opts.appUrl, sessionToken: opts.sessionToken,
  });
  registerThemeEditor(app, { store: opts.store, apiKey: opts.apiKey });
}
