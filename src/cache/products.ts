/**
 * The product cache in IndexedDB (docs/architecture.md#state): idb-keyval in its own store
 * (`createStore('status', 'products')`), keyed by product id. Each item carries the server's
 * `cacheUntil` (epoch ms); an item past it counts as missing. IndexedDB can be missing or throw
 * (private mode, blocked storage, quota): every function then resolves quietly, and callers keep
 * working from memory. A lazy chunk: the panel reads and writes it through ./products-lazy.ts, and
 * sign-out empties it through ./products-clear.ts.
 */
import { clear, createStore, getMany, setMany, type UseStore } from 'idb-keyval';
import type { Product } from '../api/types';

let store: UseStore | null | undefined;
let broken = false;

/** The idb-keyval store, created on first use; null when IndexedDB is missing or failed. */
export function productStore(): UseStore | null {
  if (broken) return null;
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('status', 'products');
    } catch {
      store = null;
    }
  }
  return store;
}

/** True when `v` looks like a product we stored (junk written by anyone else is ignored). */
function isProduct(v: unknown): v is Product {
  const p = v as Product;
  return !!p && typeof p === 'object' && Number.isInteger(p.id) && typeof p.cacheUntil === 'number' && typeof p.title === 'string';
}

/**
 * The cached products among `ids` whose `cacheUntil` is after `now` (epoch ms), in no
 * particular order. Resolves to [] when storage is unavailable or fails.
 */
export async function readCachedProducts(ids: number[], now = Date.now()): Promise<Product[]> {
  const s = productStore();
  if (!s || !ids.length) return [];
  try {
    const values = await getMany(ids, s);
    return values.filter((v): v is Product => isProduct(v) && v.cacheUntil > now);
  } catch {
    broken = true;
    return [];
  }
}

/** Stores `items` under their ids. Failures are swallowed (the cache is an optimisation). */
export async function writeCachedProducts(items: Product[]): Promise<void> {
  const s = productStore();
  if (!s || !items.length) return;
  try {
    await setMany(items.map((p) => [p.id, p] as [number, Product]), s);
  } catch {
    broken = true;
  }
}

/** Empties the cache (sign-out). Never rejects: storage that is missing or fails has nothing we can reach. */
export async function clearCachedProducts(): Promise<void> {
  const s = productStore();
  if (!s) return;
  try {
    await clear(s);
  } catch {
    /* nothing cached that we can reach */
  }
}
