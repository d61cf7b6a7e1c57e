/**
 * The admin host: the local Shopify admin's page of our embedded app, as Shopify's admin serves
 * `https://admin.shopify.com/store/{shop}/apps/{app}/{subpath}`:
 *   GET /admin/apps/status, /admin/apps/status/{subpath}
 *       frames `{appUrl}/admin{subpath}?embedded=1&shop=...&host=...&id_token=...&locale=en`
 *       (the host page's other query parameters follow), with a session token signed at request
 *       time. The page's script (host.js, /cdn/shopifycloud/admin-host.js) answers the App Bridge
 *       stand-in in the frame (app-bridge.js).
 *   GET /admin/apps/status/session-token
 *       `{data: {token}}`: a fresh session token (60 s) for the host script, which asks for one
 *       whenever the app's token is about to expire, as the real admin's own session gets them.
 *       Only the host page reads it: the answer has no CORS headers.
 */
import type { Context, Hono } from 'hono';
import { esc } from '../html';
import { adminPage, APP_NAV_NAME, APP_PATH, jsonBlock } from './chrome';

/** Query parameters the admin sets on the frame's URL itself (the host page's own are dropped). */
const RESERVED = new Set(['embedded', 'shop', 'host', 'id_token', 'locale', 'hmac', 'session', 'timestamp']);

/** Where the app's pages live under its URL (shopify.app.toml `application_url` is `{appUrl}/admin`). */
export const APP_PATH_PREFIX = '/admin';

export interface HostPageOptions {
  /** the shop's myshopify domain, e.g. demo-shop.myshopify.com */
  shopDomain: string;
  /** the shop's name for the top bar */
  shopName: () => string;
  /** the app's URL (origin, maybe with a path), e.g. http://127.0.0.1:3001; unset: the page says the app is not reachable */
  appUrl?: string;
  /** a fresh session token for the app (HS256, the app secret, 60 s) */
  sessionToken: () => Promise<string>;
}

/** The admin's `host` parameter: base64 of `{shop}/admin`. */
export const hostParam = (shopDomain: string): string => Buffer.from(`${shopDomain}/admin`).toString('base64');

/**
 * The frame's URL for `subpath` ('' or '/settings'), or null when the subpath would leave the
 * app's pages (`..` also percent-encoded, an encoded slash, another origin).
 */
export function frameUrl(appUrl: string, subpath: string, query: URLSearchParams, fields: { shop: string; host: string; idToken: string; locale: string }): URL | null {
  const base = new URL(appUrl);
  const prefix = `${base.pathname.replace(/\/+$/, '')}${APP_PATH_PREFIX}`;
  // an encoded slash or backslash could become a traversal at a server that decodes before routing
  if (/%2f|%5c|\\/i.test(subpath) || subpath.split('/').some((s) => s === '..' || s === '.')) return null;
  let url: URL;
  try {
    url = new URL(`${prefix}${subpath}`, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return null;
  url.searchParams.set('embedded', '1');
  url.searchParams.set('shop', fields.shop);
  url.searchParams.set('host', fields.host);
  url.searchParams.set('id_token', fields.idToken);
  url.searchParams.set('locale', fields.locale);
  for (const [k, v] of query) if (!RESERVED.has(k)) url.searchParams.append(k, v);
  return url;
}

/** No one frames the admin; its forms post only to itself. (Scripts stay unrestricted: tests inject axe.) */
const CSP = "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Registers the admin host's routes on `app`. */
export function registerHostPage(app: Hono, opts: HostPageOptions): void {
  app.get(`${APP_PATH}/session-token`, async (c) => {
    return c.json({ data: { token: await opts.sessionToken() } }, 200, { 'Cache-Control': 'no-store' });
  });

  const page = async (c: Context) => {
    const shopName = opts.shopName();
    const headers = { 'Cache-Control': 'no-store' };
    if (!opts.appUrl) {
      const main = `<div class="unavailable"><h1>${esc(APP_NAV_NAME)}</h1><p>The app's URL is not configured in this local Shopify, so the app cannot be shown.</p></div>`;
      return c.html(adminPage({ title: APP_NAV_NAME, shopName, current: 'app', main }), 503, headers);
    }
    const subpath = c.req.path.slice(APP_PATH.length);
    const host = hostParam(opts.shopDomain);
    const src = frameUrl(opts.appUrl, subpath, new URL(c.req.url).searchParams, { shop: opts.shopDomain, host, idToken: await opts.sessionToken(), locale: 'en' });
    if (!src) {
      const main = `<div class="unavailable"><h1>${esc(APP_NAV_NAME)}</h1><p>This page does not exist.</p></div>`;
      return c.html(adminPage({ title: APP_NAV_NAME, shopName, current: 'app', main }), 404, headers);
    }
    const appBase = new URL(opts.appUrl);
    const config = {
      appOrigin: appBase.origin,
      appPathPrefix: `${appBase.pathname.replace(/\/+$/, '')}${APP_PATH_PREFIX}`,
      hostPath: APP_PATH,
      tokenUrl: `${APP_PATH}/session-token`,
      appName: APP_NAV_NAME,
      shopName,
    };
    const main = `
<div class="loading" id="loading" role="progressbar" aria-label="Loading" hidden></div>
<div class="title-bar" id="title-bar"><h1 id="app-title">${esc(APP_NAV_NAME)}</h1><div id="title-actions" style="display:flex;gap:8px"></div></div>
<iframe class="frame" id="app-frame" title="${esc(APP_NAV_NAME)}" src="${esc(src.href)}"></iframe>`;
    const after = `
<div class="toasts" id="toasts" role="status" aria-live="polite"></div>
<dialog id="confirm-dialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
  <h2 id="confirm-title">Leave page with unsaved changes?</h2>
  <p id="confirm-text">Leaving this page will delete all unsaved changes.</p>
  <div class="actions"><button type="button" id="confirm-stay" autofocus>Stay</button><button type="button" id="confirm-go" class="critical">Leave</button></div>
</dialog>
${jsonBlock('admin-host-config', config)}`;
    return c.html(adminPage({ title: APP_NAV_NAME, shopName, current: 'app', main, after, scripts: ['/cdn/shopifycloud/admin-host.js'] }), 200, {
      ...headers, 'Content-Security-Policy': CSP,
    });
  };
  app.get(APP_PATH, page);
  app.get(`${APP_PATH}/*`, page);
}
