/**
 * The request cache store (docs/product.md#behaviour, docs/architecture.md#state): per call key it holds
 * `{loading, error, data, pageCursor}`. `load` reuses data when `noRefresh` is set and the entry
 * is younger than `maxAgeMs` (default 86,400,000 ms, one day); `loadMore` (./load-more.ts)
 * appends the next page; ./request-cache-reset.ts marks entries stale (sign-in) or forgets them
 * (sign-out); ./persist.ts fills entries that have no data from the shopper's last visit (with
 * `fetchedAt` 0, so the next `load` refreshes them). Those run only in lazy chunks, so the panel
 * entry does not carry them.
 *
 * Entries are handed out read-only: `load` and `loadMore` fill them, and the store that owns a
 * key (e.g. features/orders/state for 'orders') changes its entry with `update`.
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ApiError } from '../api/client';

export interface Entry<T> {
  loading: boolean;
  error: ApiError | null;
  data: T | null;
  /** cursor of the next page, null when there is none */
  pageCursor: string | null;
  /** epoch ms of the last successful fetch, 0 before */
  fetchedAt: number;
}

export interface Page<T> { data: T; pageCursor?: string | null }

/** Every entry by key; for ./request-cache-reset.ts. */
export const entries: ReadonlyMap<string, ReadonlySignal<Entry<unknown>>> = new Map();
/** A fresh entry: nothing loaded, nothing loading. */
export const empty = (): Entry<never> => ({ loading: false, error: null, data: null, pageCursor: null, fetchedAt: 0 });

/** The entry signal for `key` (created empty on first use). */
export function entry<T>(key: string): ReadonlySignal<Entry<T>> {
  let e = entries.get(key);
  if (!e) (entries as Map<string, ReadonlySignal<Entry<unknown>>>).set(key, (e = signal(empty())));
  return e as ReadonlySignal<Entry<T>>;
}

/** Replaces `key`'s entry with `next(entry)`: for the cache's own modules and the store that owns `key`. */
export const update = <T>(key: string, next: (e: Entry<T>) => Entry<T>): void => {
  const e = entry<T>(key) as Signal<Entry<T>>;
  e.value = next(e.value);
};

/**
 * Fetches the first page of `key` with `fetcher(null)`. With `noRefresh`, fresh data is kept
 * and nothing is fetched, and neither is anything while a load of `key` is under way. Failures land in `error` (an ApiError); data already shown is kept.
 */
export async function load<T>(
  key: string,
  fetcher: (pageCursor: string | null) => Promise<Page<T>>,
  opts: { noRefresh?: boolean; maxAgeMs?: number; now?: () => number } = {},
): Promise<void> {
  const e = entry<T>(key) as Signal<Entry<T>>;
  const now = (opts.now ?? Date.now)();
  if (opts.noRefresh && (e.value.loading || (e.value.data !== null && now - e.value.fetchedAt < (opts.maxAgeMs ?? 86_400_000)))) return;
  e.value = { ...e.value, loading: true, error: null };
  try {
    const page = await fetcher(null);
    e.value = { loading: false, error: null, data: page.data, pageCursor: page.pageCursor ?? null, fetchedAt: now };
  } catch (error) {
    e.value = { ...e.value, loading: false, error: error as ApiError };
  }
}
