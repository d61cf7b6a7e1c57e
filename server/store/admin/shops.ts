/**
 * Which of the local Shopify's shops a request to its Admin API (token exchange, Admin GraphQL)
 * is for. Shopify serves each shop's Admin API on the shop's own `{shop}.myshopify.com` host, so:
 * - the request URL's host, when it is a `*.myshopify.com` domain (the in-process test harness
 *   sends `https://{shop}/...` straight to the routes);
 * - else `X-Forwarded-Host`, when it is one (the app's staging fetch moves `https://{shop}/...`
 *   to the local Shopify's origin and names the shop there, as a reverse proxy does);
 * - else the default shop: requests straight to the local Shopify's own origin (the storefront's
 *   and the /dev helpers' callers) are for the demo shop.
 * A `*.myshopify.com` domain of no shop this local Shopify serves is no shop: Shopify has no
 * Admin API there, so the routes answer 404.
 */
import type { Context } from 'hono';

const MYSHOPIFY = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** A host header's name part, lower case, without a port; the first of a comma-separated list. */
function hostName(value: string): string {
  const first = value.split(',')[0]!.trim().toLowerCase();
  return first.replace(/:\d*$/, '');
}

/**
 * The shop of a request.
 * @param shops the shops served, by myshopify domain (lower case)
 * @param fallback the shop of requests that name no myshopify domain (the demo shop)
 * @returns the shop, or null when the request names a myshopify domain of no shop served
 */
export function shopOfRequest<T>(c: Context, shops: ReadonlyMap<string, T>, fallback: T): T | null {
  let urlHost = '';
  try { urlHost = new URL(c.req.url).hostname.toLowerCase(); } catch { /* no host: not a myshopify domain */ }
  if (MYSHOPIFY.test(urlHost)) return shops.get(urlHost) ?? null;
  const forwarded = hostName(c.req.header('x-forwarded-host') ?? '');
  if (MYSHOPIFY.test(forwarded)) return shops.get(forwarded) ?? null;
  return fallback;
}

/** The answer to an Admin API request for a myshopify domain of no shop served: 404, as for any unknown path. */
export const noSuchShop = (c: Context) => c.json({ errors: 'Not Found' }, 404, { 'Cache-Control': 'no-store' });
