/**
 * The For you store (SPEC.md 2 'ForYou sections', SPEC.md 7 `POST /init/for-you`): the products
 * of 'Recently viewed' (the shopper's last 8 views, as the server filters them) and
 * 'Popular today', held in the request cache under `for-you`.
 */
import { entry, load } from './request-cache';
import { fetchForYou } from '../api/init';
import { requestProducts } from './products';
import { readRecentlyViewed } from '../lib/recently-viewed';
import type { Product } from '../api/types';

/** The For you lists, products in display order. */
export interface ForYouData { recentlyViewed: Product[]; popularToday: Product[] }

/** At most this many recently viewed ids are sent (SPEC.md 9). */
export const RECENTLY_VIEWED_SHOWN = 8;

const KEY = 'for-you';

/** The request-cache entry `{loading, error, data, pageCursor}` for For you. */
export const forYou = entry<ForYouData>(KEY);

/**
 * Loads the For you ids, then their products in one batch. Failures land in `forYou.value.error`
 * (an ApiError); never rejects. With `noRefresh`, data already loaded this day is kept.
 * 'Recently viewed' needs no server answer to start: its products (often in the IndexedDB cache)
 * load in parallel with `POST /init/for-you` and show first, while 'Popular today' still loads.
 */
export function loadForYou(opts: { noRefresh?: boolean } = {}): Promise<void> {
  const local = readRecentlyViewed().slice(0, RECENTLY_VIEWED_SHOWN);
  requestProducts(local).then((products) => {
    const e = forYou.value;
    if (e.loading && !e.data && products.length) forYou.value = { ...e, data: { recentlyViewed: products, popularToday: [] } };
  }, () => {
    /* the full load below reports the error */
  });
  return load<ForYouData>(
    KEY,
    async () => {
      const ids = await fetchForYou(local);
      const recent = ids.recentlyViewed.slice(0, RECENTLY_VIEWED_SHOWN);
      const products = await requestProducts([...recent, ...ids.popularToday]);
      const byId = new Map(products.map((p) => [p.id, p]));
      const pick = (list: number[]) => list.map((id) => byId.get(id)).filter((p): p is Product => !!p);
      return { data: { recentlyViewed: pick(recent), popularToday: pick(ids.popularToday) } };
    },
    opts,
  );
}
