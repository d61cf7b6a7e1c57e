/**
 * Shopify app proxy signatures (shopify.dev 'Authenticate app proxies').
 * Shopify forwards `/apps/{subpath}/...` of a store to the app's proxy URL with the original
 * query plus `shop`, `logged_in_customer_id` ('' for guests), `path_prefix` and `timestamp`
 * (unix seconds), and `signature`: HMAC-SHA256 hex, keyed by the app's secret, of every other
 * parameter as `key=value` (several values of one key joined by ','), the pairs sorted and
 * joined with no separator. The storefront emulator signs; the API verifies; tests use both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Query parameters: URLSearchParams, or a record of a value or a list of values per key (undefined: absent). */
export type AppProxyParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** A signed request is accepted this many seconds either side of its `timestamp`. */
export const APP_PROXY_MAX_AGE_S = 90;

/** The parameters Shopify adds to a proxied request besides `signature`. */
export interface AppProxyFields {
  /** the shop's myshopify domain, e.g. 'demo-shop.myshopify.com' */
  shop: string;
  /** the store session's customer id; '' for a guest */
  loggedInCustomerId: string;
  /** the proxy's prefix and subpath as the store serves it, e.g. '/apps/status' */
  pathPrefix: string;
  /** unix seconds */
  timestamp: number;
}

export type AppProxyCheck =
  | ({ ok: true } & AppProxyFields)
  | { ok: false; error: 'invalid-signature' | 'stale-signature' };

/** Every key with all its values, in the order given. */
function entriesOf(params: AppProxyParams): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (k: string, v: string) => out.set(k, [...(out.get(k) ?? []), v]);
  if (params instanceof URLSearchParams) {
    for (const [k, v] of params) add(k, v);
  } else {
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined) continue;
      if (typeof v === 'string') add(k, v);
      else for (const one of v) add(k, one);
    }
  }
  return out;
}

/**
 * The signed message: every parameter but `signature` as `key=v1,v2`, sorted (bytewise, as
 * Shopify's Ruby sorts the pairs) and concatenated. Shopify's example gives
 * 'extra=1,2logged_in_customer_id=1path_prefix=/apps/awesome_reviewsshop=...timestamp=1317327555'.
 */
export function appProxyMessage(params: AppProxyParams): string {
  const pairs = [...entriesOf(params)].filter(([k]) => k !== 'signature').map(([k, vs]) => Buffer.from(`${k}=${vs.join(',')}`, 'utf8'));
  return Buffer.concat(pairs.sort(Buffer.compare)).toString('utf8');
}

/**
 * The `signature` Shopify would add to `params` (any `signature` among them is ignored).
 * @param secret the app's secret (Shopify's API secret key)
 * @returns 64 lower-case hex characters
 */
export function signAppProxyQuery(params: AppProxyParams, secret: string): string {
  return createHmac('sha256', secret).update(appProxyMessage(params), 'utf8').digest('hex');
}

/**
 * `query` plus the parameters Shopify adds and their signature, as the proxy forwards it.
 * `query`'s own `shop`, `logged_in_customer_id`, `path_prefix`, `timestamp` and `signature` are
 * replaced (a shopper cannot pass them through).
 */
export function signedAppProxyQuery(query: URLSearchParams, fields: AppProxyFields, secret: string): URLSearchParams {
  const out = new URLSearchParams(query);
  for (const k of ['shop', 'logged_in_customer_id', 'path_prefix', 'timestamp', 'signature']) out.delete(k);
  out.append('shop', fields.shop);
  out.append('logged_in_customer_id', fields.loggedInCustomerId);
  out.append('path_prefix', fields.pathPrefix);
  out.append('timestamp', String(fields.timestamp));
  out.append('signature', signAppProxyQuery(out, secret));
  return out;
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^[0-9]{1,12}$/;

/**
 * Checks a proxied request's query. The signature is compared in constant time.
 * @param secret the app's secret
 * @param nowMs the clock, epoch ms
 * @returns the signed fields; or 'invalid-signature' (no, repeated, malformed or wrong
 *   `signature`, or a signed query without a single `shop` and unix-seconds `timestamp`), or
 *   'stale-signature' (a good signature whose timestamp is more than APP_PROXY_MAX_AGE_S
 *   seconds before or after `nowMs`)
 */
export function verifyAppProxyQuery(params: AppProxyParams, secret: string, nowMs: number): AppProxyCheck {
  const all = entriesOf(params);
  const given = all.get('signature');
  if (given?.length !== 1 || !HEX_SIGNATURE.test(given[0])) return { ok: false, error: 'invalid-signature' };
  const expected = createHmac('sha256', secret).update(appProxyMessage(params), 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(given[0], 'hex'))) return { ok: false, error: 'invalid-signature' };
  const one = (k: string) => (all.get(k)?.length === 1 ? all.get(k)![0] : null);
  const shop = one('shop');
  const timestamp = one('timestamp');
  if (!shop || !timestamp || !UNIX_SECONDS.test(timestamp)) return { ok: false, error: 'invalid-signature' };
  if (Math.abs(nowMs - Number(timestamp) * 1000) > APP_PROXY_MAX_AGE_S * 1000) return { ok: false, error: 'stale-signature' };
  return { ok: true, shop, loggedInCustomerId: one('logged_in_customer_id') ?? '', pathPrefix: one('path_prefix') ?? '', timestamp: Number(timestamp) };
}
