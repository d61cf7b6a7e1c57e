/**
 * Shopify's app proxy, played by the storefront emulator: the app's proxy
 * settings are prefix `apps`, subpath `status`, proxy URL `{apiBase}/proxy`. A store request
 * `GET /apps/status/{rest}?{query}` (also under /de/ and /fr/: the locale wrapper strips the
 * prefix) is fetched server-side from `{apiBase}/proxy/{rest}` with the original query plus
 * `shop`, `logged_in_customer_id` (the store session's customer id, '' for a guest),
 * `path_prefix` ('/apps/status'), `timestamp` and `signature` (server/lib/app-proxy.ts). As
 * Shopify does, no cookie goes to the app and no Set-Cookie comes back: the answer's status,
 * body and content type are passed back, with `Cache-Control: no-store`.
 */
import type { Context, Hono } from 'hono';
import { signedAppProxyQuery } from '../lib/app-proxy';
import type { SessionStore } from './session';

/** Where the app proxy is served on the store (Shopify's subpath prefix and subpath). */
export const APP_PROXY_PREFIX = '/apps/status';

/** How long the store waits for the app, ms; then 502 as for an unreachable app. */
export const APP_PROXY_TIMEOUT_MS = 10_000;

export interface AppProxyOptions {
  /** the API base URL, e.g. http://127.0.0.1:3001 (no trailing slash); the proxy URL is `{apiBase}/proxy` */
  apiBase: string;
  /** the store sessions, whose customer id is `logged_in_customer_id` */
  sessions: SessionStore;
  /** the app's secret that signs the forwarded query */
  secret: string;
  /** the shop's myshopify domain, sent as `shop` */
  shop: string;
  /** the clock, epoch ms (the `timestamp`) */
  now: () => number;
  /** how the store's server calls the app; default the global fetch */
  fetchApi?: (url: string, init?: RequestInit) => Promise<Response>;
}

/** A small JSON failure of the proxy itself (the app never answered). */
const proxyFailure = (status: 502, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * Registers `GET /apps/status` and `GET /apps/status/*` on `app`; register it after any more
 * specific `/apps/status/...` route of the store's own. An unreachable or silent app answers 502
 * `{error: {code: 'app-proxy-unavailable'}}`.
 */
export function registerAppProxy(app: Hono, opts: AppProxyOptions): void {
  const fetchApi = opts.fetchApi ?? ((url: string, init?: RequestInit) => fetch(url, init));

  const forward = async (c: Context) => {
    const incoming = new URL(c.req.url);
    const rest = incoming.pathname.slice(APP_PROXY_PREFIX.length);
    // `incoming` is a parsed URL: its dot segments ('..', '%2e%2e') are resolved already, so `rest` stays under /proxy.
    const target = new URL(`${opts.apiBase}/proxy${rest}`);
    target.search = signedAppProxyQuery(incoming.searchParams, {
      shop: opts.shop,
      loggedInCustomerId: opts.sessions.current(c)?.customerId ?? '',
      pathPrefix: APP_PROXY_PREFIX,
      timestamp: Math.floor(opts.now() / 1000),
    }, opts.secret).toString();

    let res: Response;
    let body: ArrayBuffer;
    try {
      res = await fetchApi(target.href, { headers: { Accept: c.req.header('Accept') ?? '*/*' }, signal: AbortSignal.timeout(APP_PROXY_TIMEOUT_MS) });
      body = await res.arrayBuffer();
    } catch {
      return proxyFailure(502, 'app-proxy-unavailable', 'The app did not answer.');
    }
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    const type = res.headers.get('Content-Type');
    if (type) headers.set('Content-Type', type);
    return new Response(res.status === 204 || res.status === 304 ? null : body, { status: res.status, headers });
  };

  app.get(APP_PROXY_PREFIX, forward);
  app.get(`${APP_PROXY_PREFIX}/*`, forward);
}
