/**
 * For you's answer (`POST /init/for-you`, `GET /init/for-you/{shopId}`): the shopper's recently
 * viewed products and the shop's popular ones (popular.ts), at most FOR_YOU_LIMIT each, with their
 * cards (presentment prices), so the widget's first paint needs no product batch. The same for
 * every caller with the same list: nothing personal.
 */
import type { ForYouResponse } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import { popularProductIds } from './popular';
import { productCards, productIdList } from './products';

/** The for-you lists show at most 8 products each (docs/product.md#limits). */
export const FOR_YOU_LIMIT = 8;

/**
 * The lists and cards for `recentlyViewed` (newest first). Products Shopify does not have (or that
 * are not published) are left out of both lists.
 * @param now epoch ms
 * @throws ApiError 503/502 when Shopify fails for products the cache lacks (products.ts)
 */
export async function forYouAnswer(deps: Pick<ApiDeps, 'db' | 'shopify'>, shopId: string, recentlyViewed: readonly number[], now: number): Promise<ForYouResponse> {
  const recentIds = productIdList(recentlyViewed).slice(0, FOR_YOU_LIMIT * 2);
  const popularIds = await popularProductIds(deps, shopId, now);
  const cards = await productCards(deps, shopId, [...recentIds, ...popularIds], { includePresentmentPrices: true, now });
  const known = new Set(cards.map((p) => p.id));
  const recent = recentIds.filter((id) => known.has(id)).slice(0, FOR_YOU_LIMIT);
  const popular = popularIds.filter((id) => known.has(id)).slice(0, FOR_YOU_LIMIT);
  const shown = new Set([...recent, ...popular]);
  return { recentlyViewed: recent, popularToday: popular, products: cards.filter((p) => shown.has(p.id)) };
}
