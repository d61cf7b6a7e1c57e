/**
 * The product store (docs/architecture.md#state, docs/product.md#limits): products by id, filled by
 * `requestProducts`. Lookups queue for 250 ms and then go out as ONE `POST /products/batch` for the ids that are in
 * neither memory nor the IndexedDB cache; results are kept until their `cacheUntil` (epoch ms).
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import type { Product } from '../api/types';
import { fetchProductBatch } from '../api/products';
import { isId } from '../lib/is-id';
import { readCachedProducts, writeCachedProducts } from './products-lazy';

/** Batching delay, docs/product.md#limits. */
export const BATCH_DELAY_MS = 250;

/** Every product known this page view, by id (fresh or not). */
export const productsById: ReadonlySignal<Record<number, Product>> = signal({});

interface Waiter { resolve(p: Product | undefined): void; reject(e: unknown): void }

let queued = new Map<number, Waiter>();
const pending = new Map<number, Promise<Product | undefined>>();
let timer: ReturnType<typeof setTimeout> | undefined;

const fresh = (p: Product | undefined, now: number): p is Product => !!p && p.cacheUntil > now;

/**
 * Resolves to the products for `ids` in the same order, leaving out ids the shop does not know.
 * Fresh products in memory resolve at once; the rest wait for the next batch.
 * @throws ApiError when the batch request for a needed id fails
 */
export function requestProducts(ids: number[]): Promise<Product[]> {
  const now = Date.now();
  const wanted = [...new Set((Array.isArray(ids) ? ids : []).filter(isId))];
  const lookups = wanted.map((id) => {
    const known = productsById.value[id];
    if (fresh(known, now)) return Promise.resolve(known);
    let p = pending.get(id);
    if (!p) {
      p = new Promise<Product | undefined>((resolve, reject) => queued.set(id, { resolve, reject }));
      pending.set(id, p);
      timer ??= setTimeout(flush, BATCH_DELAY_MS);
    }
    return p;
  });
  return Promise.all(lookups).then((list) => list.filter((p): p is Product => !!p));
}

/** Products for `ids` already in memory (fresh or not), in order; for rendering without waiting. */
export function knownProducts(ids: number[]): Product[] {
  const map = productsById.value;
  return ids.map((id) => map[id]).filter((p): p is Product => !!p);
}

/**
 * Keeps products the API sent (a batch, or For you's answer): in memory, and the fresh ones in
 * the IndexedDB cache. Items without a numeric id are dropped; a missing `cacheUntil` means stale.
 * @returns the kept products
 */
export function addProducts(items: Product[], now = Date.now()): Product[] {
  const kept = (Array.isArray(items) ? items : []).filter((p) => p && Number.isInteger(p.id));
  for (const p of kept) if (typeof p.cacheUntil !== 'number') p.cacheUntil = now;
  void writeCachedProducts(kept.filter((p) => p.cacheUntil > now));
  remember(kept);
  return kept;
}

/** Keeps page-made products (recently viewed cards) in memory only, where the API has not yet given that product. */
export function addUnknownProducts(items: Product[]): void {
  const map = productsById.value;
  const unknown = items.filter((p) => !map[p.id]);
  if (unknown.length) remember(unknown);
}

/** Forgets every product in memory: a fresh page for each test (the app keeps them for the page's life). */
export function resetForTests(): void {
  (productsById as Writable<typeof productsById>).value = {};
}

function remember(items: Iterable<Product>): void {
  const next = { ...productsById.value };
  for (const p of items) next[p.id] = p;
  (productsById as Writable<typeof productsById>).value = next;
}

async function flush(): Promise<void> {
  timer = undefined;
  const batch = queued;
  queued = new Map();
  const now = Date.now();
  const found = new Map<number, Product>();
  // Products an answer brought in meanwhile (For you's) are in the IndexedDB cache by now:
  // its write was queued before this read.
  const ids = [...batch.keys()];
  let error: unknown = null;
  try {
    const cached = await readCachedProducts(ids, now);
    for (const p of cached) found.set(p.id, p);
    if (cached.length) remember(cached);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) for (const p of addProducts(await fetchProductBatch(missing), now)) found.set(p.id, p);
  } catch (e) {
    error = e;
  }
  for (const [id, w] of batch) {
    pending.delete(id);
    const p = found.get(id);
    if (p || !error) w.resolve(p);
    else w.reject(error);
  }
}

/** Loads cached products for `ids` from IndexedDB into memory without any request (warm-up on intent). */
export async function warmProducts(ids: number[]): Promise<void> {
  const items = await readCachedProducts(ids);
  if (items.length) remember(items);
}
