/**
 * The app's one `shopifyApi` instance (@shopify/shopify-api): session-token checks, token
 * exchange, token refresh and webhook HMAC checks all go through it.
 *
 * shopify-api fetches (token exchange, refresh) through its runtime's process-wide
 * `abstractFetch`. The app routes those requests per call instead: `withShopifyFetch(fetch, fn)`
 * runs `fn` with `fetch` as the fetch for every request shopify-api makes inside it (tests send
 * them to the local Shopify in process; the local stack to its origin); outside it, the real fetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import '@shopify/shopify-api/adapters/node';
import { ApiVersion, LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';

/** A fetch as shopify-api and the Admin client call it. */
export type ShopifyFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const fetchScope = new AsyncLocalStorage<ShopifyFetch>();

setAbstractFetchFunc((input, init) => (fetchScope.getStore() ?? globalThis.fetch)(input as string, init as RequestInit));

/**
 * Runs `fn` so that every request shopify-api makes inside it goes through `fetch`.
 * @returns what `fn` returns
 */
export function withShopifyFetch<T>(fetch: ShopifyFetch, fn: () => Promise<T>): Promise<T> {
  return fetchScope.run(fetch, fn);
}

export interface ShopifyAppConfig {
  /** the app's client id (shopify.app.toml `client_id`, SHOPIFY_API_KEY) */
  apiKey: string;
  /** the app's client secret (SHOPIFY_API_SECRET): signs session tokens, webhooks and app proxy requests */
  apiSecret: string;
  /** Admin API version such as '2026-07' */
  apiVersion: string;
  /** where the app is served, e.g. 'https://status.example' (default 'http://127.0.0.1:3001') */
  appUrl?: string;
}

/**
 * Builds the `shopifyApi` instance for the app: embedded, quiet logger (errors only), shops on
 * '*.myshopify.com' (shopify-api's own shop check).
 * @throws Error when `apiVersion` is not one shopify-api knows
 */
export function createShopifyApi(config: ShopifyAppConfig): Shopify {
  const versions = Object.values(ApiVersion) as string[];
  if (!versions.includes(config.apiVersion)) throw new Error(`Unknown Shopify API version ${config.apiVersion}`);
  const url = new URL(config.appUrl ?? 'http://127.0.0.1:3001');
  return shopifyApi({
    apiKey: config.apiKey,
    apiSecretKey: config.apiSecret,
    apiVersion: config.apiVersion as ApiVersion,
    hostName: url.host,
    hostScheme: url.protocol === 'http:' ? 'http' : 'https',
    isEmbeddedApp: true,
    logger: { level: LogSeverity.Error, httpRequests: false, log: (severity, msg) => { if (severity === LogSeverity.Error) console.error('[shopify]', msg); } },
    _logDisabledFutureFlags: false,
  });
}

/** Our shop id of a myshopify domain: 'demo-shop.myshopify.com' -> 'demo-shop'; null for any other host. */
export function shopIdOf(domain: string): string | null {
  const m = /^([a-z0-9][a-z0-9-]{0,62})\.myshopify\.com$/.exec(domain.toLowerCase());
  return m ? m[1]! : null;
}

/** The demo app's client id (shopify.app.toml `client_id`), for local runs and tests. */
export const DEMO_API_KEY = 'demo-status-client-id';
/** The Admin API version the app is written against. */
export const API_VERSION = '2026-07';
