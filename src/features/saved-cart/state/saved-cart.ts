/**
 * The saved-from-cart store (docs/product.md#route-table 'SavedFromCart', #events, #error-messages 'Saved items'):
 * items the shopper added to the store cart, under request-cache key 'saved-cart', newest first. The only writer of
 * that entry, and of its copy for the page elements (local/saved-lists.ts).
 */
import type { ReadonlySignal } from '@preact/signals';
import type { SavedItem, SavedItemsResponse } from '../../../api/types';
import { fetchSavedCart, removeSavedCart, saveToSavedCart } from '../api/saved-cart';
import { entry, load, update, type Entry } from '../../../cache/request-cache';
import { showToast } from '../../../toasts/toasts';
import { addTexts, t } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';
import { keepList, SAVED_CART_LIST_KEY } from '../../../local/saved-lists';

addTexts(savedEn);

/** Request-cache key of the saved-from-cart list. */
export const SAVED_CART_KEY = 'saved-cart';
/** How long a loaded list is reused by `loadSavedCart()`, ms. */
export const SAVED_CART_FRESH_MS = 60_000;

const state = entry<SavedItem[]>(SAVED_CART_KEY);
/** `{loading, error, data: SavedItem[] | null}` of the saved-from-cart list. */
export const savedCart: ReadonlySignal<Entry<SavedItem[]>> = state;

let inflight: Promise<void> | null = null;

const items = (res: SavedItemsResponse): SavedItem[] =>
  Array.isArray(res?.items) ? res.items.filter((i) => i && Number.isInteger(i.productId)) : [];

/** Shows `data` (the rest of the entry as `extra` says) and keeps it for the page elements. */
function show(data: SavedItem[] | null, extra: Partial<Entry<SavedItem[]>> = {}): void {
  update<SavedItem[]>(SAVED_CART_KEY, (e) => ({ ...e, data, ...extra }));
  keepList(SAVED_CART_LIST_KEY, data);
}

function answered(list: SavedItem[]): void {
  show(list, { error: null, fetchedAt: Date.now() });
}

/**
 * Loads the list (`POST /saved/cart/items`); callers while a load runs share it, and a list
 * younger than SAVED_CART_FRESH_MS is reused unless `refresh`. Failures land in
 * `savedCart.value.error` (ApiError); never rejects.
 */
export function loadSavedCart(refresh = false): Promise<void> {
  const e = state.value;
  if (inflight) return inflight;
  if (!refresh && e.data && Date.now() - e.fetchedAt < SAVED_CART_FRESH_MS) return Promise.resolve();
  return (inflight = load<SavedItem[]>(SAVED_CART_KEY, async () => ({ data: items(await fetchSavedCart()) })).finally(() => {
    inflight = null;
    keepList(SAVED_CART_LIST_KEY, state.value.data);
  }));
}

/**
 * Saves variants the shopper put in the cart (`POST /saved/cart`; saving one already saved changes
 * nothing). Invalid entries are dropped; nothing valid, nothing sent. On failure the toast
 * 'Unable to save item' shows (docs/product.md#error-messages). Never rejects.
 */
export async function saveFromCart(list: { productId: number; variantId: number | null }[]): Promise<void> {
  const valid = (Array.isArray(list) ? list : [])
    .filter((i) => i && Number.isInteger(i.productId) && i.productId > 0 && (i.variantId == null || Number.isInteger(i.variantId)))
    .map((i) => ({ productId: i.productId, variantId: i.variantId ?? null }));
  if (!valid.length) return;
  try {
    answered(items(await saveToSavedCart(valid)));
  } catch {
    showToast(t('error.saveItem'), { tone: 'error' });
  }
}

/**
 * Removes the saved item `id` at once, then `DELETE /saved/cart/{id}`; the answer's list is the
 * truth. On failure the item comes back and the toast 'Unable to save item' shows. Never rejects.
 */
export async function removeSavedItem(id: string): Promise<void> {
  const before = state.value.data ?? [];
  if (!before.some((i) => i.id === id)) return;
  show(before.filter((i) => i.id !== id));
  try {
    answered(items(await removeSavedCart(id)));
  } catch {
    const now = state.value.data ?? [];
    const at = before.findIndex((i) => i.id === id);
    if (!now.some((i) => i.id === id)) show([...now.slice(0, at), before[at], ...now.slice(at)]);
    showToast(t('error.saveItem'), { tone: 'error' });
  }
}
