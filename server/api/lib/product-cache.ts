/**
 * Products read from Shopify, kept in PostgreSQL (`product_cache`, migration 9) so For you and
 * product batches do not ask Shopify for the same card on every call. An entry lives until
 * PRODUCT_SERVER_CACHE_MS after it was read, or until `invalidateProducts` drops it (the
 * products/update and products/delete webhooks call it). Products are shop data, the same for
 * every shopper: nothing personal is kept here.
 */
import type { Queryable } from '../db/db';
import type { Product } from '../../../src/api/types';

/** A product's card as cached: the wire `Product` with every presentment price, without `cacheUntil`. */
export type ProductCard = Omit<Product, 'cacheUntil'>;

/** How long a card read from Shopify is served from the cache, ms (a missed webhook heals within it). */
export const PRODUCT_SERVER_CACHE_MS = 15 * 60_000;

/**
 * Cache hits and misses since the process started (or the last `resetProductCacheCounters`), for
 * the perf report: a hit is a product id answered from the table, a miss one that was read from Shopify.
 */
export const productCacheCounters = { hits: 0, misses: 0 };

/** Sets both counters back to zero. */
export function resetProductCacheCounters(): void {
  productCacheCounters.hits = 0;
  productCacheCounters.misses = 0;
}

/** hits / (hits + misses), 0 before any lookup. */
export const productCacheHitRate = (): number => {
  const { hits, misses } = productCacheCounters;
  return hits + misses === 0 ? 0 : hits / (hits + misses);
};

/**
 * The fresh entries among `productIds`: a card, or null for a product Shopify said is deleted or
 * not published. Ids without a fresh entry are missing from the map. Counts hits only; the caller
 * counts the misses it reads from Shopify (`recordMisses`).
 * @param now epoch ms
 */
export async function readCachedCards(
  db: Queryable,
  shopId: string,
  productIds: readonly number[],
  now: number,
): Promise<Map<number, ProductCard | null>> {
  const found = new Map<number, ProductCard | null>();
  if (!productIds.length) return found;
  const { rows } = await db.query<{ product_id: number; card: ProductCard | null }>(
    'SELECT product_id, card FROM product_cache WHERE shop_id = $1 AND product_id = ANY($2::bigint[]) AND cache_until > $3',
    [shopId, productIds.map(String), new Date(now).toISOString()],
  );
  for (const r of rows) found.set(Number(r.product_id), r.card);
  productCacheCounters.hits += found.size;
  return found;
}

/** Adds `n` to the miss counter. */
export function recordMisses(n: number): void {
  productCacheCounters.misses += n;
}

/**
 * Stores what Shopify answered: a card per found product, null per id it does not know.
 * @param entries product id -> card or null
 * @param now epoch ms; entries are fresh until now + PRODUCT_SERVER_CACHE_MS
 */
export async function writeCachedCards(
  db: Queryable,
  shopId: string,
  entries: ReadonlyMap<number, ProductCard | null>,
  now: number,
): Promise<void> {
  if (!entries.size) return;
  const ids = [...entries.keys()];
  await db.query(
    `INSERT INTO product_cache (shop_id, product_id, card, cache_until)
     SELECT $1, e.id, e.card, $4 FROM unnest($2::bigint[], $3::jsonb[]) AS e(id, card)
     ON CONFLICT (shop_id, product_id) DO UPDATE SET card = EXCLUDED.card, cache_until = EXCLUDED.cache_until`,
    [shopId, ids.map(String), ids.map((id) => JSON.stringify(entries.get(id) ?? null)), new Date(now + PRODUCT_SERVER_CACHE_MS).toISOString()],
  );
}

/**
 * Drops the cached cards of `productIds` (numeric ids or Product GIDs), so the next read asks
 * Shopify. Call it when Shopify says a product changed or was deleted (webhooks).
 * @returns how many entries were dropped
 */
export async function invalidateProducts(db: Queryable, shopId: string, productIds: readonly (string | number)[]): Promise<number> {
  const ids = productIds
    .map((id) => String(id).replace(/^gid:\/\/shopify\/Product\//, ''))
    .filter((id) => /^\d{1,18}$/.test(id));
  if (!ids.length) return 0;
  const { rows } = await db.query(
    'DELETE FROM product_cache WHERE shop_id = $1 AND product_id = ANY($2::bigint[]) RETURNING product_id',
    [shopId, ids],
  );
  return rows.length;
}
