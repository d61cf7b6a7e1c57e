/**
 * Products in the wire shape of `POST /products/batch` (src/api/types.ts `Product`), read from
 * the shop's Shopify through Admin GraphQL and kept in the product cache (product-cache.ts): a
 * batch asks Shopify only for the products the cache has no fresh entry for, in one call for the
 * cards, then one call per market the shop sells in (shop-markets.ts) for the priced variants'
 * contextual prices.
 */
import type { Product } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import { toGid } from '../shopify/types';
import { readCachedCards, recordMisses, writeCachedCards, type ProductCard } from './product-cache';
import {
  PRODUCT_CARDS_QUERY, PRODUCT_PRICES_QUERY, type GqlPricing, type GqlProduct, type ProductCardsAnswer, type ProductPricesAnswer,
} from './product-graphql';
import { cardOf, presentmentPrices, pricedVariantId } from './product-mapping';
import { shopMarkets } from './shop-markets';
import { askShopify } from './shopify-failure';

/** How long a client may reuse a product, ms. */
export const PRODUCT_CACHE_MS = 3_600_000;

/** The error text when Shopify cannot give the products. */
export const UNABLE_TO_LOAD_PRODUCTS = 'Unable to load products.';

/** `ids` as positive integers, in order, without duplicates or anything that is not a product id. */
export function productIdList(ids: readonly unknown[]): number[] {
  const seen = new Set<number>();
  for (const id of ids) {
    const n = typeof id === 'number' || typeof id === 'string' ? Number(id) : NaN;
    if (Number.isSafeInteger(n) && n > 0) seen.add(n);
  }
  return [...seen];
}

/**
 * Reads the cards of `ids` from Shopify: one call for the cards, then (for the cards found) one
 * call per market of the shop for the priced variants' prices, in parallel; null for each
 * product Shopify has no card for.
 */
async function cardsFromShopify(deps: Pick<ApiDeps, 'shopify'>, shopId: string, ids: number[], now: number): Promise<Map<number, ProductCard | null>> {
  const [answer, markets] = await Promise.all([
    askShopify<ProductCardsAnswer>(deps.shopify, shopId, UNABLE_TO_LOAD_PRODUCTS, PRODUCT_CARDS_QUERY, { ids: ids.map((id) => toGid('Product', id)) }),
    shopMarkets(deps, shopId, now, UNABLE_TO_LOAD_PRODUCTS),
  ]);
  const found = new Map<number, ProductCard | null>(ids.map((id) => [id, null]));
  for (const node of Array.isArray(answer?.nodes) ? answer.nodes : []) {
    const card = cardOf(node as GqlProduct | null);
    if (card && found.has(card.id)) found.set(card.id, card);
  }
  const cards = [...found.values()].filter((c): c is ProductCard => c !== null);
  if (!cards.length || !markets.length) return found;
  const variantIds = cards.map((c) => pricedVariantId(c.variants));
  const answers = await Promise.all(markets.map((m) => askShopify<ProductPricesAnswer>(deps.shopify, shopId, UNABLE_TO_LOAD_PRODUCTS, PRODUCT_PRICES_QUERY, {
    ids: variantIds.map((id) => toGid('ProductVariant', id)),
    country: m.country,
  })));
  // variant GID -> its pricing in each market, in the markets' order
  const pricings = new Map<string, (GqlPricing | null | undefined)[]>();
  answers.forEach((a, market) => {
    for (const node of Array.isArray(a?.nodes) ? a.nodes : []) {
      if (typeof node?.id !== 'string') continue;
      const list = pricings.get(node.id) ?? Array<GqlPricing | null | undefined>(markets.length).fill(null);
      list[market] = node.contextualPricing;
      pricings.set(node.id, list);
    }
  });
  cards.forEach((card, i) => {
    card.prices = presentmentPrices(pricings.get(toGid('ProductVariant', variantIds[i]!)) ?? []);
  });
  return found;
}

export interface CardOptions {
  /** fill `prices` (else `[]`) */
  includePresentmentPrices: boolean;
  /** epoch ms; `cacheUntil` is now + PRODUCT_CACHE_MS */
  now: number;
  /** ids to read from Shopify even when the cache has them */
  ignoreCache?: ReadonlySet<number>;
}

/** The most product ids one read asks Shopify for: Shopify's `nodes(ids:)` takes at most 250. */
export const CARDS_PER_READ = 250;

/**
 * The shop's products among `ids`, in the given order, without duplicates; products Shopify does
 * not have, or that are not active and published, are left out. What the cache lacks is read
 * from Shopify CARDS_PER_READ at a time.
 * @throws ApiError 503/502 'Unable to load products.' when Shopify fails for the products the cache lacks
 */
export async function productCards(deps: Pick<ApiDeps, 'db' | 'shopify'>, shopId: string, ids: readonly unknown[], opts: CardOptions): Promise<Product[]> {
  const wanted = productIdList(ids);
  if (!wanted.length) return [];
  const cached = await readCachedCards(deps.db, shopId, wanted.filter((id) => !opts.ignoreCache?.has(id)), opts.now);
  const missing = wanted.filter((id) => !cached.has(id));
  if (missing.length) {
    recordMisses(missing.length);
    for (let start = 0; start < missing.length; start += CARDS_PER_READ) {
      const read = await cardsFromShopify(deps, shopId, missing.slice(start, start + CARDS_PER_READ), opts.now);
      await writeCachedCards(deps.db, shopId, read, opts.now);
      for (const [id, card] of read) cached.set(id, card);
    }
  }
  const cacheUntil = opts.now + PRODUCT_CACHE_MS;
  const out: Product[] = [];
  for (const id of wanted) {
    const card = cached.get(id);
    if (card) out.push({ ...card, prices: opts.includePresentmentPrices ? card.prices : [], cacheUntil });
  }
  return out;
}
