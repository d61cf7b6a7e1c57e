/**
 * The For you store (docs/product.md#for-you-sections, docs/product.md#api-calls `POST /init/for-you`): the products
 * of 'Recently viewed' (the shopper's last 8 views, as the server filters them) and
 * 'Popular today', held in the request cache under `for-you`.
 */
import { entry, load, update } from '../../../cache/request-cache';
import { fetchForYou } from '../../../api/init';
import { addProducts, addUnknownProducts, knownProducts, requestProducts, warmProducts } from '../../../cache/product-store';
import { pageConfig } from '../../../settings/config';
import { readRecentlyViewed, readViewedCards } from '../../../local/recently-viewed';
import { viewedCardProducts } from '../lib/viewed-card';
import type { Product } from '../../../api/types';

/** The For you lists, products in display order. */
export interface ForYouData { recentlyViewed: Product[]; popularToday: Product[] }

/** At most this many recently viewed ids are sent (docs/product.md#limits). */
export const RECENTLY_VIEWED_SHOWN = 8;

const KEY = 'for-you';

/** The request-cache entry `{loading, error, data, pageCursor}` for For you. */
export const forYou = entry<ForYouData>(KEY);

/**
 * localStorage key of the last 'Popular today' as product cards (`ViewedCard`s in the page's
 * currency; the same for every shopper, so nothing personal), for a returning visitor's first
 * paint: written by the last visit's lists (cache/persist.ts, a lazy chunk) after each answer,
 * read here synchronously, so the cards are in the panel's first render after an open.
 */
const POPULAR_KEY = 'status:popular-today';

/** The last 'Popular today' cards usable in `currency`, put in memory as stale products; their ids in order ([] for junk). */
function lastPopular(currency: string): number[] {
  try {
    const cards = JSON.parse(localStorage.getItem(POPULAR_KEY) || '[]');
    const products = viewedCardProducts(Array.isArray(cards) ? cards : [], currency);
    addUnknownProducts(products);
    return products.map((p) => p.id);
  } catch {
    return [];
  }
}

/** The lists `loadForYou` showed from what was known before the answer. */
let shownLocally: ForYouData | null = null;

/** How long loaded lists are kept by `loadForYou({noRefresh: true})`, ms: as long as the API lets caches keep them (server/api/routes/public.ts). */
export const FOR_YOU_FRESH_MS = 60_000;

/**
 * Loads the For you ids with their products (one public answer; ids it lacks go to one batch).
 * Failures land in `forYou.value.error` (an ApiError); never rejects. With `noRefresh`, lists
 * loaded less than FOR_YOU_FRESH_MS ago are kept. Until the first answer arrives, what is known without it shows
 * at once: 'Recently viewed' from the product pages' own cards and the last answer's 'Popular
 * today' cards (no request at all), then the IndexedDB cache's products of both.
 */
export function loadForYou(opts: { noRefresh?: boolean } = {}): Promise<void> {
  const local = readRecentlyViewed().slice(0, RECENTLY_VIEWED_SHOWN);
  const cfg = pageConfig.value;
  if (cfg) addUnknownProducts(viewedCardProducts(readViewedCards(), cfg.locale.currency));
  const popular = cfg ? lastPopular(cfg.locale.currency) : [];
  const done = load<ForYouData>(
    KEY,
    async () => {
      const ids = await fetchForYou(local);
      addProducts(ids.products);
      const recent = ids.recentlyViewed.slice(0, RECENTLY_VIEWED_SHOWN);
      return { data: pickAll(await requestProducts([...recent, ...ids.popularToday]), recent, ids.popularToday) };
    },
    { ...opts, maxAgeMs: FOR_YOU_FRESH_MS },
  );
  // Only over nothing, or over what this did before: never over an answer, even a stale one.
  const showKnown = () => {
    const e = forYou.value;
    const known = pickAll(knownProducts([...local, ...popular]), local, popular);
    if ((!e.data || e.data === shownLocally) && (known.recentlyViewed.length || known.popularToday.length)) update<ForYouData>(KEY, (now) => ({ ...now, data: (shownLocally = known) }));
  };
  showKnown();
  void warmProducts([...local, ...popular]).then(showKnown, () => {});
  return done;
}

/** The two lists of products in the order of their ids; unknown ids left out. */
function pickAll(products: Product[], recent: number[], popular: number[]): ForYouData {
  const byId = new Map(products.map((p) => [p.id, p]));
  const pick = (list: number[]) => list.map((id) => byId.get(id)).filter((p): p is Product => !!p);
  return { recentlyViewed: pick(recent), popularToday: pick(popular) };
}
