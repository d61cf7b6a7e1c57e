/**
 * The favorites page's store: one signal of what the page shows, written only by the actions
 * below. A removal takes the item off at once and puts it back, with a message, when the API
 * refuses it.
 */
import { signal } from '@preact/signals';
import { AccountApiError, callApi, failureOf, type AccountList, type LoadFailure } from '../../shared/account-api';

export type FavoritesState =
  | { kind: 'loading' }
  | { kind: LoadFailure }
  | { kind: 'ready'; list: AccountList };

/** What the page shows. */
export const favorites = signal<FavoritesState>({ kind: 'loading' });

const PATH = '/customer-account/favorites';

/** Loads the customer's favorites (on start and on 'Try again'). */
export async function loadFavorites(): Promise<void> {
  favorites.value = { kind: 'loading' };
  try {
    favorites.value = { kind: 'ready', list: await callApi<AccountList>('GET', PATH) };
  } catch (e) {
    favorites.value = { kind: failureOf(e) };
  }
}

/**
 * Removes the favorite `id`: gone from the list at once, the server's list once it answers.
 * Resolves to true when it was removed; false when the API refused it (the list is back as it was).
 */
export async function removeFavorite(id: string): Promise<boolean> {
  const before = favorites.value;
  if (before.kind !== 'ready') return false;
  favorites.value = { kind: 'ready', list: { ...before.list, items: before.list.items.filter((i) => i.id !== id) } };
  try {
    favorites.value = { kind: 'ready', list: await callApi<AccountList>('DELETE', `${PATH}/${encodeURIComponent(id)}`) };
    return true;
  } catch (e) {
    // already gone (removed in the widget meanwhile): the list without it is right
    if (e instanceof AccountApiError && e.code === 'not-found') return true;
    favorites.value = before;
    return false;
  }
}
