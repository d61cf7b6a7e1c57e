/**
 * The favorites-collections store (docs/product.md#route-table 'favorites-collections', 'favorites-collection',
 * 'add', 'create'; 3 'Wishlist collection'; 4 'Collection deletion'; 6; 8 'Collections'): the
 * caller's collections under request-cache key 'collections' (newest first) and each opened
 * collection under `collection:{uuid}`. Actions resolve to what happened and never reject; the
 * form screens show their errors, the others show a toast. The only writer of those entries.
 */
import type { ReadonlySignal } from '@preact/signals';
import type { CollectionInput, WishlistCollection as FavoritesCollection } from '../../../api/types';
import {
  createFavoritesCollection as postCollection,
  deleteFavoritesCollection as removeCollection,
  fetchFavoritesCollection as fetchCollection,
  fetchFavoritesCollections as fetchCollections,
  removeFavoritesCollectionItem as deleteItem,
  updateFavoritesCollection as updateCollection,
} from '../api/favorites';
import { ApiError } from '../../../api/client';
import { entry, load, update, type Entry } from '../../../cache/request-cache';
import { showToast } from '../../../toasts/toasts';
import { pageConfig } from '../../../settings/config';
import { addTexts, t } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';
import { routeToHash } from '../../../routes/table';

addTexts(savedEn);

/** Request-cache key of the caller's favorites collections. */
export const FAVORITES_COLLECTIONS_KEY = 'collections';
/** How long a loaded list is reused by `loadFavoritesCollections()`, ms. */
export const FAVORITES_COLLECTIONS_FRESH_MS = 60_000;
/** Longest favorites-collection name (the API's rule), characters. */
export const FAVORITES_COLLECTION_NAME_MAX = 60;

const list = entry<FavoritesCollection[]>(FAVORITES_COLLECTIONS_KEY);
/** `{loading, error, data: FavoritesCollection[] | null}`: the caller's collections. */
export const favoritesCollections: ReadonlySignal<Entry<FavoritesCollection[]>> = list;

const oneKey = (uuid: string) => `collection:${uuid}`;
const one = (uuid: string): ReadonlySignal<Entry<FavoritesCollection>> => entry<FavoritesCollection>(oneKey(uuid));
/** Changes collection `uuid`'s entry to `next(entry)`. */
const setOne = (uuid: string, next: (e: Entry<FavoritesCollection>) => Entry<FavoritesCollection>) => update(oneKey(uuid), next);
/** The entry of collection `uuid` (`{loading, error, data}`), filled by `loadFavoritesCollection`. */
export const favoritesCollection = (uuid: string): ReadonlySignal<Entry<FavoritesCollection>> => one(uuid);

const valid = (c: unknown): c is FavoritesCollection =>
  !!c && typeof (c as FavoritesCollection).uuid === 'string' && Array.isArray((c as FavoritesCollection).items);

/** Puts `c` into its own entry and into the list (first when new); with `gone`, takes `uuid` out of the list. */
function put(c: FavoritesCollection | null, gone?: string): void {
  if (c) setOne(c.uuid, (e) => ({ ...e, data: c, error: null, loading: false }));
  const e = list.value;
  if (!e.data) return;
  let next = e.data.filter((x) => x.uuid !== gone);
  if (c) next = next.some((x) => x.uuid === c.uuid) ? next.map((x) => (x.uuid === c.uuid ? c : x)) : c.isOwner ? [c, ...next] : next;
  update<FavoritesCollection[]>(FAVORITES_COLLECTIONS_KEY, (v) => ({ ...v, data: next }));
}

/**
 * Loads the caller's collections (`POST /saved/wishlist-collections`; [] for guests); a list
 * younger than FAVORITES_COLLECTIONS_FRESH_MS is reused unless `refresh`. Failures land in `error`.
 */
export function loadFavoritesCollections(refresh = false): Promise<void> {
  const e = list.value;
  if (!refresh && e.data && Date.now() - e.fetchedAt < FAVORITES_COLLECTIONS_FRESH_MS) return Promise.resolve();
  return load<FavoritesCollection[]>(
    FAVORITES_COLLECTIONS_KEY,
    async () => {
      const res = await fetchCollections();
      return { data: Array.isArray(res?.collections) ? res.collections.filter(valid) : [] };
    },
    { noRefresh: !refresh, maxAgeMs: FAVORITES_COLLECTIONS_FRESH_MS },
  );
}

/** Loads collection `uuid` (`GET /saved/wishlist-collection/{uuid}`: the owner's, or anyone's shared one). 404 lands in `error`. */
export function loadFavoritesCollection(uuid: string): Promise<void> {
  return load<FavoritesCollection>(`collection:${uuid}`, async () => {
    const c = await fetchCollection(uuid);
    if (!valid(c)) throw new ApiError(200, 'bad-response', 'error.generic', 'collection without items');
    return { data: c };
  });
}

async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    const out = await call();
    return out ?? null;
  } catch {
    return null;
  }
}

/**
 * Creates a collection (`POST /saved/wishlist-collection`; name 1-60 characters, trimmed) with
 * optional `items`. Resolves to it, or null on failure (the form shows 'Unable to create collection').
 */
export async function createFavoritesCollection(input: CollectionInput): Promise<FavoritesCollection | null> {
  const c = await attempt(() => postCollection({ ...input, name: (input.name ?? '').trim().slice(0, FAVORITES_COLLECTION_NAME_MAX) }));
  if (!valid(c)) return null;
  put(c);
  return c;
}

/** Renames collection `uuid` (`PUT`). Resolves true, or false on failure (the form shows 'Unable to update collection'). */
export async function renameFavoritesCollection(uuid: string, name: string): Promise<boolean> {
  const c = await attempt(() => updateCollection(uuid, { name: name.trim().slice(0, FAVORITES_COLLECTION_NAME_MAX) }));
  if (!valid(c)) return false;
  put(c);
  return true;
}

/**
 * Deletes collection `uuid` at once from the list (docs/product.md#behaviour), then `DELETE`s it; a toast offers
 * Undo, which recreates it (`POST` with the old name, visibility and items). A failed delete puts
 * it back and shows 'Unable to update collection'. Resolves true when deleted.
 */
export async function deleteFavoritesCollection(uuid: string): Promise<boolean> {
  const old = one(uuid).value.data ?? list.value.data?.find((c) => c.uuid === uuid) ?? null;
  put(null, uuid);
  const done = await attempt(() => removeCollection(uuid));
  if (!done) {
    if (old) put(old);
    showToast(t('error.updateCollection'), { tone: 'error' });
    return false;
  }
  setOne(uuid, (e) => ({ ...e, data: null }));
  if (old) {
    showToast(t('collection.deleted'), {
      action: {
        label: t('collection.undo'),
        run: () => void createFavoritesCollection({ name: old.name, visibility: old.visibility, items: old.items.map(({ productId, variantId }) => ({ productId, variantId })) }).then(
          (c) => c || showToast(t('error.createCollection'), { tone: 'error' }),
        ),
      },
    });
  }
  return true;
}

/**
 * Removes item `itemId` of collection `uuid` at once, then `DELETE /saved/wishlist-collection-item/{id}`;
 * the answer is the truth. On failure the item comes back and 'Unable to remove item' shows.
 */
export async function removeFavoritesCollectionItem(uuid: string, itemId: string): Promise<boolean> {
  const before = one(uuid).value.data;
  if (before) setOne(uuid, (e) => ({ ...e, data: { ...before, items: before.items.filter((i) => i.id !== itemId) } }));
  const c = await attempt(() => deleteItem(itemId));
  if (!valid(c)) {
    if (before) put(before);
    showToast(t('error.removeItem'), { tone: 'error' });
    return false;
  }
  put(c);
  return true;
}

/**
 * Adds a product to collection `uuid` (`PUT` with the items plus this one; already in it: no
 * change). Resolves true, or false on failure (the screen shows 'Unable to add to collection').
 */
export async function addToFavoritesCollection(uuid: string, productId: number, variantId: number | null): Promise<boolean> {
  const current = one(uuid).value.data ?? list.value.data?.find((c) => c.uuid === uuid);
  if (!current) return false;
  const items = current.items.map((i) => ({ productId: i.productId, variantId: i.variantId }));
  if (!items.some((i) => i.productId === productId && i.variantId === variantId)) items.push({ productId, variantId });
  const c = await attempt(() => updateCollection(uuid, { items }));
  if (!valid(c)) return false;
  put(c);
  return true;
}

/** The link to collection `uuid`: `{origin}{routes.root}#status-favorites-collection:{uuid}`. */
export function favoritesCollectionLink(uuid: string): string {
  const root = pageConfig.value?.routes.root || '/';
  return location.origin + root + routeToHash('favorites-collection:' + uuid);
}

/**
 * Shares collection `uuid`: sets visibility 'all' (`PUT`, skipped when already shared) and
 * resolves to its link, or null on failure (the screen shows 'Unable to share this collection').
 */
export async function shareFavoritesCollection(uuid: string): Promise<string | null> {
  const c = one(uuid).value.data;
  if (c?.visibility !== 'all') {
    const shared = await attempt(() => updateCollection(uuid, { visibility: 'all' }));
    if (!valid(shared) || shared.visibility !== 'all') return null;
    put(shared);
  }
  return favoritesCollectionLink(uuid);
}

/**
 * 'Save collection' (docs/product.md#roles): copies another shopper's collection `source` (name and items)
 * into a new collection of the caller's. Resolves to the copy, or null ('Unable to create collection').
 */
export function saveFavoritesCollectionCopy(source: FavoritesCollection): Promise<FavoritesCollection | null> {
  return createFavoritesCollection({ name: source.name, items: source.items.map(({ productId, variantId }) => ({ productId, variantId })) });
}
