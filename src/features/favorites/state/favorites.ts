/**
 * The favorites store (docs/product.md#route-table 'Favorites', #favorites-and-collections, #error-messages 'Saved
 * items'): the caller's favorites under request-cache key 'favorites', newest first. A toggle flips the state at once,
 * then asks the API; the answer's list is the truth. Writes run one after another (so answers
 * arrive in order) and each sends only what the latest wish for its product still needs, so the
 * last toggle wins. The only writer
 * of the 'favorites' entry, and of its copy for the page elements (local/saved-lists.ts).
 */
import type { ReadonlySignal } from '@preact/signals';
import type { SavedItem, SavedItemsResponse } from '../../../api/types';
import { fetchFavorites, removeFavorite, saveFavorites } from '../api/favorites';
import { entry, load, update, type Entry } from '../../../cache/request-cache';
import { showToast } from '../../../toasts/toasts';
import { addTexts, t } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';
import { emit } from '../../../storefront/page-events';
import { FAVORITES_LIST_KEY, keepList } from '../../../local/saved-lists';
import { report } from '../../../lib/report';

addTexts(savedEn);

/** Request-cache key of the favorites list. */
export const FAVORITES_KEY = 'favorites';
/** How long a loaded list is reused by `loadFavorites()`, ms. */
export const FAVORITES_FRESH_MS = 60_000;

const state = entry<SavedItem[]>(FAVORITES_KEY);
/** `{loading, error, data: SavedItem[] | null}`: the favorites as shown (pending toggles applied). */
export const favorites: ReadonlySignal<Entry<SavedItem[]>> = state;

/** The last list the API answered, null before the first. */
let server: SavedItem[] | null = null;
/** Products with a toggle under way: what the shopper last asked for. */
const wanted = new Map<number, { on: boolean; variantId: number | null }>();
/** The end of the chain of writes: one at a time, so each answer (the whole list) is newer than the last. */
let chain: Promise<unknown> = Promise.resolve();
let inflight: Promise<void> | null = null;
/** How many write answers have arrived (a load's answer older than one is not kept). */
let writes = 0;

/** The server's list with pending wishes applied. */
function shown(list: SavedItem[]): SavedItem[] {
  let out = list.filter((i) => !wanted.has(i.productId) || wanted.get(i.productId)!.on);
  for (const [productId, w] of wanted) {
    if (w.on && !out.some((i) => i.productId === productId)) {
      out = [{ id: `pending-${productId}`, productId, variantId: w.variantId, createdAt: new Date().toISOString() }, ...out];
    }
  }
  return out;
}

/** Shows the list (and keeps it for the page elements: local/saved-lists.ts); `answered` marks it fresh (an API answer just came). */
function publish(answered = false): void {
  update<SavedItem[]>(FAVORITES_KEY, (e) => ({ ...e, data: shown(server ?? e.data ?? []), fetchedAt: answered ? Date.now() : e.fetchedAt }));
  keepList(FAVORITES_LIST_KEY, state.value.data);
}

function accept(res: SavedItemsResponse): SavedItem[] {
  server = Array.isArray(res?.items) ? res.items.filter((i) => i && Number.isInteger(i.productId)) : [];
  return server;
}

/**
 * Loads the favorites (`POST /saved/wishlist-items`). Callers while a load runs share it (24
 * favorite buttons cost one request); a list younger than FAVORITES_FRESH_MS is reused unless
 * `refresh`. Failures land in `favorites.value.error` (ApiError); never rejects.
 */
export function loadFavorites(refresh = false): Promise<void> {
  const e = state.value;
  if (inflight) return inflight;
  if (!refresh && e.data && Date.now() - e.fetchedAt < FAVORITES_FRESH_MS) return Promise.resolve();
  return (inflight = load<SavedItem[]>(FAVORITES_KEY, async () => {
    const before = writes;
    const res = await fetchFavorites();
    // a write answered meanwhile: its list is newer than this one
    return { data: shown(writes === before || !server ? accept(res) : server) };
  }).finally(() => {
    inflight = null;
    keepList(FAVORITES_LIST_KEY, state.value.data);
  }));
}

/** True when `productId` is a favorite as shown now; reads the signal, so components re-render. */
export function isFavorite(productId: number): boolean {
  return !!state.value.data?.some((i) => i.productId === productId);
}

/**
 * Flips `productId` in or out of the favorites at once, then `POST /saved/wishlist` or
 * `DELETE /saved/wishlist/{id}`; the answer's list is the truth. Resolves true when the API holds
 * the wished state; on failure the state flips back, the toast 'Unable to save item' shows
 * (docs/product.md#error-messages) and it resolves false. Invalid ids (docs/product.md#validation) are reported and
 * resolve false.
 */
export function toggleFavorite(productId: number, variantId: number | null = null): Promise<boolean> {
  const pid = Number(productId);
  const vid = variantId == null ? null : Number(variantId);
  if (!Number.isInteger(pid) || pid <= 0 || (vid !== null && !Number.isInteger(vid))) {
    report(new Error('A favorite needs a numeric productId'), 'favorite-id', { productId: String(productId), variantId: String(variantId) });
    return Promise.resolve(false);
  }
  const on = !isFavorite(pid);
  wanted.set(pid, { on, variantId: vid });
  publish();
  const mine = wanted.get(pid);
  const run = chain.then(() => sync(pid));
  chain = run.catch(() => {});
  return run.then(
    () => {
      // docs/product.md#events, for the panel's toggles and the page's favorite buttons alike
      emit(on ? 'status:save-item' : 'status:remove-item', { productId: pid, variantId: vid, list: 'favorites' });
      emit('status:items-updated', { list: 'favorites', count: state.value.data?.length ?? 0 });
      return true;
    },
    () => {
      if (wanted.get(pid) === mine) {
        wanted.delete(pid);
        publish();
        showToast(t('error.saveItem'), { tone: 'error' });
      }
      return false;
    },
  );
}

/** Sends what the latest wish for `pid` still needs; clears the wish once the server holds it. */
async function sync(pid: number): Promise<void> {
  const w = wanted.get(pid);
  if (!w) return;
  // A list from before a sign-in or sign-out (the entry was marked stale or cleared) is not trusted.
  const list = server && state.value.fetchedAt ? server : accept(await fetchFavorites());
  const saved = list.find((i) => i.productId === pid);
  const res = w.on && !saved ? await saveFavorites([{ productId: pid, variantId: w.variantId }]) : !w.on && saved ? await removeFavorite(saved.id) : null;
  if (res) {
    writes++;
    accept(res);
  }
  if (wanted.get(pid) === w) wanted.delete(pid);
  publish(true);
}
