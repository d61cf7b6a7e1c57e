/**
 * A shop's storefront: the origins it is served on (primary domain, its `*.myshopify.com`
 * domain, Markets domains), which return URLs and CORS accept, and its Multipass secret.
 */
import type { Db, Queryable } from '../db/db';
import { ApiError, notFound } from '../errors';

export interface Storefront {
  /**
   * Every origin the shop's storefront is served on, e.g. ['https://shop.example',
   * 'https://shop.myshopify.com'] (no trailing slash): the `shop_origins` rows, then
   * 'https://{shopify_domain}', which Shopify always serves.
   */
  origins: string[];
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
 * The storefront of `shopId`.
 * @throws ApiError 404 'No shop id found' for an unknown shop
 */
export async function storefrontOf(db: Queryable, shopId: string): Promise<Storefront> {
  const { rows } = await db.query<{ shopify_domain: string; multipass_secret: string | null }>(
    'SELECT shopify_domain, multipass_secret FROM shops WHERE id = $1',
    [shopId],
  );
  const shop = rows[0];
  if (!shop) throw notFound('No shop id found');
  const listed = await db.query<{ origin: string }>('SELECT origin FROM shop_origins WHERE shop_id = $1 ORDER BY position, origin', [shopId]);
  const origins = [...listed.rows.map((r) => r.origin), `https://${shop.shopify_domain}`];
  return { origins: [...new Set(origins)], multipassSecret: shop.multipass_secret || null };
}

/**
 * True when `origin` serves the storefront of some shop (a `shop_origins` row or a shop's
 * myshopify domain): the API's CORS allow-list.
 */
export async function isStorefrontOrigin(db: Queryable, origin: string): Promise<boolean> {
  const host = /^https:\/\/([^/:]+)$/.exec(origin)?.[1] ?? null;
  const { rows } = await db.query(
    `SELECT 1 FROM shop_origins WHERE origin = $1
     UNION ALL SELECT 1 FROM shops WHERE shopify_domain = $2 LIMIT 1`,
    [origin, host],
  );
  return rows.length > 0;
}

/** The longest return URL accepted, characters. */
export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * Parses a return URL that must point into one of the shop's storefront origins.
 * @param raw the URL the client sent
 * @param origins the storefront origins (see `storefrontOf`)
 * @returns the parsed URL
 * @throws ApiError 400 'bad-return-url' when `raw` is not a string (of at most
 *   MAX_RETURN_URL_LENGTH characters), not an absolute http(s) URL, on another origin, or has a path that a browser would read as another host ('//x', '/\x')
 */
export function checkReturnUrl(raw: unknown, origins: readonly string[]): URL {
  let url: URL | null = null;
  if (typeof raw === 'string' && raw.length <= MAX_RETURN_URL_LENGTH) {
    try { url = new URL(raw); } catch { url = null; }
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !origins.includes(url.origin) || !/^\/(?![/\\])/.test(url.pathname)) {
    throw new ApiError(400, 'bad-return-url', 'returnUrl must be a page of the store.');
  }
  return url;
}

/** How often this process changed a shop's storefront origins: CORS answers cached before a change are dropped. */
const originChanges = { count: 0 };

/** The number of storefront origin changes made by this process so far (see `setStorefrontOrigins`). */
export const storefrontOriginChanges = (): number => originChanges.count;

/**
 * Replaces the storefront origins of `shopId` (the first is the primary domain).
 * @param origins absolute http(s) URLs; only their origins are kept
 * @throws Error when one is not an http(s) URL or the shop does not exist
 */
export async function setStorefrontOrigins(db: Pick<Db, 'transaction'>, shopId: string, origins: readonly string[]): Promise<void> {
  const normalized = origins.map((o) => {
    const n = toOrigin(o);
    if (!n) throw new Error(`Not an http(s) origin: ${o}`);
    return n;
  });
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM shops WHERE id = $1 FOR UPDATE', [shopId]);
    if (rows.length === 0) throw new Error(`No shop ${shopId}`);
    await tx.query('DELETE FROM shop_origins WHERE shop_id = $1', [shopId]);
    for (const [position, origin] of [...new Set(normalized)].entries()) {
      await tx.query('INSERT INTO shop_origins (shop_id, origin, position) VALUES ($1, $2, $3)', [shopId, origin, position]);
    }
  });
  originChanges.count++;
}

/**
 * Adds `origin` to the storefront origins of `shopId` (after the others), when the shop exists
 * and does not have it yet.
 */
export async function addStorefrontOrigin(db: Pick<Queryable, 'query'>, shopId: string, origin: string): Promise<void> {
  await db.query(
    `INSERT INTO shop_origins (shop_id, origin, position)
     SELECT s.id, $2, COALESCE((SELECT max(position) + 1 FROM shop_origins WHERE shop_id = $1), 0) FROM shops s WHERE s.id = $1
     ON CONFLICT DO NOTHING`,
    [shopId, origin],
  );
  originChanges.count++;
}

/** Removes `origin` from the storefront origins of `shopId`. */
export async function removeStorefrontOrigin(db: Pick<Queryable, 'query'>, shopId: string, origin: string): Promise<void> {
  await db.query('DELETE FROM shop_origins WHERE shop_id = $1 AND origin = $2', [shopId, origin]);
  originChanges.count++;
}

/** `setStorefrontOrigins` with one origin: what a test or a load run gives a shop it seeds without installing it. */
export const setStorefrontOrigin = (db: Pick<Db, 'transaction'>, shopId: string, origin: string): Promise<void> =>
  setStorefrontOrigins(db, shopId, [origin]);

/** A shop as the production configuration sets it up (config.ts `SHOP_STOREFRONTS`, completed at install). */
export interface ShopSetup {
  id: string;
  shopifyDomain: string;
  storefrontOrigins: readonly string[];
  /** undefined keeps the database's secret */
  multipassSecret?: string;
  currency: string;
}

/**
 * Creates or updates `shop` (domain, currency, and the multipass secret when given) and adds its
 * configured storefront origins to those it has; the merchant's settings, customizations and
 * features in the database are kept, and so are the domains read from Shopify
 * (shopify/storefront-sync.ts, whose next sync writes both again), so a start while Shopify is
 * down still answers the shop's own domain.
 * @throws Error when a configured origin is not an http(s) URL
 */
export async function applyShopSetup(db: Pick<Db, 'query' | 'transaction'>, shop: ShopSetup): Promise<void> {
  await db.query(
    `INSERT INTO shops (id, shopify_domain, currency, multipass_secret) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET shopify_domain = EXCLUDED.shopify_domain, currency = EXCLUDED.currency,
       multipass_secret = COALESCE(EXCLUDED.multipass_secret, shops.multipass_secret)`,
    [shop.id, shop.shopifyDomain, shop.currency, shop.multipassSecret ?? null],
  );
  for (const raw of shop.storefrontOrigins) {
    const origin = toOrigin(raw);
    if (!origin) throw new Error(`Not an http(s) origin: ${raw}`);
    await addStorefrontOrigin(db, shop.id, origin);
  }
}
