/**
 * A shop's storefront: where it is served (for return URLs and store login) and its Multipass secret.
 */
import type { Queryable } from '../db/db';
import { ApiError, notFound } from '../errors';

export interface Storefront {
  /** e.g. 'http://127.0.0.1:3000' (no trailing slash): shops.storefront_origin, else 'https://{shopify_domain}' */
  origin: string;
  /** shops.multipass_secret; null when the merchant has not set one */
  multipassSecret: string | null;
}

/**
 * Normalizes `raw` to a URL origin ('http(s)://host[:port]').
 * @returns null when `raw` is not an absolute http or https URL
 */
export function toOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The storefront of `shopId`. Until the stack has set storefront_origin, the shop's
 * myshopify domain over https stands in.
 * @throws ApiError 404 'No shop id found' for an unknown shop
 */
export async function storefrontOf(db: Queryable, shopId: string): Promise<Storefront> {
  const { rows } = await db.query<{ storefront_origin: string | null; shopify_domain: string; multipass_secret: string | null }>(
    'SELECT storefront_origin, shopify_domain, multipass_secret FROM shops WHERE id = $1',
    [shopId],
  );
  const shop = rows[0];
  if (!shop) throw notFound('No shop id found');
  const origin = (shop.storefront_origin && toOrigin(shop.storefront_origin)) ?? `https://${shop.shopify_domain}`;
  return { origin, multipassSecret: shop.multipass_secret || null };
}

/**
 * Parses a return URL that must point into the storefront.
 * @param raw the URL the client sent
 * @param origin the storefront origin (see `storefrontOf`)
 * @returns the parsed URL
 * @throws ApiError 400 'bad-return-url' when `raw` is not a string, not an absolute http(s)
 *   URL, or on another origin
 */
export function checkReturnUrl(raw: unknown, origin: string): URL {
  let url: URL | null = null;
  if (typeof raw === 'string') {
    try { url = new URL(raw); } catch { url = null; }
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
    throw new ApiError(400, 'bad-return-url', 'returnUrl must be a page of the store.');
  }
  return url;
}

/**
 * Sets the demo shop's (or `shopId`'s) storefront origin.
 * @param origin an absolute http(s) URL; only its origin is kept
 * @throws Error when `origin` is not an http(s) URL or the shop does not exist
 */
export async function setStorefrontOrigin(db: Queryable, shopId: string, origin: string): Promise<void> {
  const normalized = toOrigin(origin);
  if (!normalized) throw new Error(`Not an http(s) origin: ${origin}`);
  const { rows } = await db.query('UPDATE shops SET storefront_origin = $2 WHERE id = $1 RETURNING id', [shopId, normalized]);
  if (rows.length === 0) throw new Error(`No shop ${shopId}`);
}
