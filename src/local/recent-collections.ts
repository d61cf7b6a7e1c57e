/**
 * Recent collections (docs/product.md#for-you-sections 'recent collections', #favorites-and-saved-items): the store's
 * collection pages the shopper opened, kept in localStorage under `status:recent-collections`, newest first, at most 8.
 * `name` is the collection's handle (its page is /collections/{name}). Storage can be missing or throw (private mode,
 * blocked cookies): then the list lives in memory for this page. Entries are page data: every field is
 * checked when read.
 */
import type { CollectionCard } from '../settings/types';
import { consentAllows } from '../tracking/consent';

export const RECENT_COLLECTIONS_KEY = 'status:recent-collections';
export const RECENT_COLLECTIONS_MAX = 8;

/** One entry, in the spec's field names. */
export interface RecentCollection { title: string; collection_id: number; name: string }

let memory: RecentCollection[] = [];

const isEntry = (v: unknown): v is RecentCollection => {
  const e = v as RecentCollection;
  return (
    !!e && typeof e === 'object' && Number.isInteger(e.collection_id) && e.collection_id > 0 &&
    typeof e.name === 'string' && e.name.length > 0 && e.name.length <= 255 && typeof e.title === 'string' && e.title.trim().length > 0
  );
};

/**
 * The entries, newest first: this page's memory while the store has not allowed preferences and
 * something was recorded, else the stored ones; [] when storage is empty, unreadable or holds junk
 * (junk entries are skipped).
 */
export function readRecentCollections(): RecentCollection[] {
  if (memory.length && !consentAllows('preferences')) return memory;
  try {
    const raw = JSON.parse(localStorage.getItem(RECENT_COLLECTIONS_KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter(isEntry).slice(0, RECENT_COLLECTIONS_MAX);
  } catch {
    /* fall through to memory */
  }
  return memory;
}

/**
 * Moves the collection page `card` (the app embed's `page.collection`) to the front, keeping at
 * most 8; its title is trimmed to 200 characters. Ignores anything that is not a collection card.
 * Stored only when the store's consent allows preferences (tracking/consent.ts), else kept in
 * this page's memory.
 */
export function recordRecentCollection(card: CollectionCard | null | undefined): void {
  const entry = card && typeof card === 'object' ? { title: String(card.title ?? '').trim().slice(0, 200), collection_id: card.id, name: card.handle } : null;
  if (!isEntry(entry)) return;
  memory = [entry, ...readRecentCollections().filter((e) => e.collection_id !== entry.collection_id)].slice(0, RECENT_COLLECTIONS_MAX);
  if (!consentAllows('preferences')) return;
  try {
    localStorage.setItem(RECENT_COLLECTIONS_KEY, JSON.stringify(memory));
  } catch {
    /* memory only */
  }
}

/** Empties the list (tests; sign-out may call it as it clears recently viewed). */
export function clearRecentCollections(): void {
  memory = [];
  try {
    localStorage.removeItem(RECENT_COLLECTIONS_KEY);
  } catch {
    /* memory only */
  }
}

/**
 * Records the page's collection, read from the app embed's config block `#status-config`
 * (`page.collection`) in `doc`; does nothing off collection pages or on unreadable config. Never throws.
 */
export function recordCollectionPage(doc: Document = document): void {
  try {
    recordRecentCollection(JSON.parse(doc.getElementById('status-config')?.textContent || '{}')?.page?.collection);
  } catch {
    /* not our config: nothing to record */
  }
}

/** The collection page of `entry` under the store's locale root (`routes.root`, e.g. '/' or '/de/'). */
export const collectionUrl = (entry: RecentCollection, root = '/'): string =>
  `${root.endsWith('/') ? root : root + '/'}collections/${encodeURIComponent(entry.name)}`;
