/**
 * 'Popular today' from real signals: the products shoppers viewed on the shop in the last
 * POPULAR_VIEWS_WINDOW_MS (our own tracking, `product_view` events, counted once per visitor: a
 * customer, else a Firebase uid, both stamped by the API from the caller's token, routes/tracking.ts;
 * so one caller moves a product by at most one view a day however many events it sends),
 * topped up with the products of the shop's orders of the last POPULAR_ORDERS_WINDOW_MS (Shopify,
 * by quantity). A shop with neither has no popular products. The list is the same for every
 * shopper (nothing personal), so it is kept in memory per shop for POPULAR_MEMORY_MS.
 */
import type { ApiDeps } from '../deps';
import { fromGid, ShopifyError } from '../shopify/types';
import { RECENT_ORDER_PRODUCTS_QUERY, type RecentOrderProductsAnswer } from './product-graphql';

/** Views count from this long ago, ms. */
export const POPULAR_VIEWS_WINDOW_MS = 86_400_000;
/** Orders count from this long ago, ms. */
export const POPULAR_ORDERS_WINDOW_MS = 7 * 86_400_000;
/** How long a shop's list is reused, ms. */
export const POPULAR_MEMORY_MS = 60_000;
/** The most ids the list holds (before unknown products are left out by the caller). */
export const POPULAR_CANDIDATES = 24;

const remembered = new Map<string, { until: number; ids: number[] }>();

/** Forgets every remembered list (tests, and a shop whose signals a test just changed). */
export const forgetPopular = (): void => remembered.clear();

/**
 * Product ids by distinct viewers in the window, most viewed first (ties: the latest view first).
 * Events without a status id (none are stored that way now) count for nobody.
 */
async function viewedIds(db: ApiDeps['db'], shopId: string, since: number): Promise<number[]> {
  const { rows } = await db.query<{ product_id: string }>(
    `SELECT event_data ->> 'productId' AS product_id
     FROM tracking_events
     WHERE shop_id = $1 AND event = 'product_view' AND received_at >= $2 AND status_id IS NOT NULL
       AND jsonb_typeof(event_data) = 'object' AND (event_data ->> 'productId') ~ '^[1-9][0-9]{0,15}$'
     GROUP BY 1
     ORDER BY count(DISTINCT coalesce('c:' || customer_id, 'u:' || status_id)) DESC, max(received_at) DESC
     LIMIT ${POPULAR_CANDIDATES}`,
    [shopId, new Date(since).toISOString()],
  );
  return rows.map((r) => Number(r.product_id));
}

/**
 * Product ids of the shop's orders in the window, most ordered first. Shopify failing is no
 * reason to fail For you: then the views alone count.
 */
async function orderedIds(shopify: ApiDeps['shopify'], shopId: string, since: number): Promise<number[]> {
  let answer: RecentOrderProductsAnswer;
  try {
    answer = await shopify.graphql<RecentOrderProductsAnswer>(shopId, RECENT_ORDER_PRODUCTS_QUERY, {
      query: `created_at:>=${new Date(since).toISOString()}`,
    });
  } catch (err) {
    if (err instanceof ShopifyError) return [];
    throw err;
  }
  const quantity = new Map<number, number>();
  for (const order of answer?.orders?.nodes ?? []) {
    for (const line of order?.lineItems?.nodes ?? []) {
      const id = Number(fromGid(line?.product?.id));
      if (id) quantity.set(id, (quantity.get(id) ?? 0) + (Number.isInteger(line.quantity) && line.quantity! > 0 ? line.quantity! : 1));
    }
  }
  return [...quantity].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/**
 * The shop's popular product ids: viewed first, then ordered, without duplicates, at most
 * POPULAR_CANDIDATES. May name products that no longer exist: the caller keeps those it has cards for.
 * @param now epoch ms
 */
export async function popularProductIds(deps: Pick<ApiDeps, 'db' | 'shopify'>, shopId: string, now: number): Promise<number[]> {
  const known = remembered.get(shopId);
  if (known && known.until > now) return known.ids;
  const [viewed, ordered] = await Promise.all([
    viewedIds(deps.db, shopId, now - POPULAR_VIEWS_WINDOW_MS),
    orderedIds(deps.shopify, shopId, now - POPULAR_ORDERS_WINDOW_MS),
  ]);
  const ids = [...new Set([...viewed, ...ordered])].slice(0, POPULAR_CANDIDATES);
  remembered.set(shopId, { until: now + POPULAR_MEMORY_MS, ids });
  return ids;
}
