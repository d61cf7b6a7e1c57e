/**
 * The product cache (./products.ts, idb-keyval) behind a lazy import: the panel entry carries
 * these two wrappers, not IndexedDB's code (bytes: docs/architecture.md#what-loads-when; the bytes it
 * saves pay for For you's saved sections and the panel's toasts). The chunk loads on the first read or write; both
 * queue on the same import, so a write asked for before a read still runs first. A chunk that
 * fails to load reads as an empty cache and writes nothing (the cache is an optimisation).
 */
import type { Product } from '../api/types';
import { loadOnce } from '../lib/load-once';

const cache = loadOnce(() => import('./products'));

/** ./products.ts `readCachedProducts`: cached, fresh products among `ids` (epoch ms `now`); [] when unavailable. */
export const readCachedProducts = (ids: number[], now = Date.now()): Promise<Product[]> =>
  ids.length ? cache().then((m) => m.readCachedProducts(ids, now), () => []) : Promise.resolve([]);

/** ./products.ts `writeCachedProducts`: stores `items`; never rejects. */
export const writeCachedProducts = (items: Product[]): Promise<void> =>
  items.length ? cache().then((m) => m.writeCachedProducts(items), () => {}) : Promise.resolve();
