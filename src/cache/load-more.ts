/**
 * Paging for the request cache (cache/request-cache.ts): the next page of an entry. Its own
 * module: only lazy screens page, so the panel entry does not carry it.
 */
import type { ApiError } from '../api/client';
import { entry, update, type Page } from './request-cache';

/** Fetches the page after `pageCursor` and merges it with `append(previous, next)`. No-op without a cursor or while loading. */
export async function loadMore<T>(
  key: string,
  fetcher: (pageCursor: string | null) => Promise<Page<T>>,
  append: (previous: T, next: T) => T,
): Promise<void> {
  const { pageCursor, data, loading } = entry<T>(key).value;
  if (!pageCursor || data === null || loading) return;
  update<T>(key, (e) => ({ ...e, loading: true, error: null }));
  try {
    const page = await fetcher(pageCursor);
    update<T>(key, (e) => ({ ...e, loading: false, data: append(data, page.data), pageCursor: page.pageCursor ?? null }));
  } catch (error) {
    update<T>(key, (e) => ({ ...e, loading: false, error: error as ApiError }));
  }
}
