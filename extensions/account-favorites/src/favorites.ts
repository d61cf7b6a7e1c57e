/**
 * The favorites page's store: what the page shows of the customer's favorites (../../shared/resource.ts),
 * written by loading and by removal. A removal takes the item off at once and puts it back, with
 * a message, when the API refuses it.
 */
import { AccountApiError, callApi, type AccountList } from '../../shared/account-api';
import { accountResource } from '../../shared/resource';

const PATH = '/customer-account/favorites';
const resource = accountResource<AccountList>(PATH);

/** What the page shows. */
export const favorites = resource.state;
/** Loads the customer's favorites (on start and on 'Try again'). */
export const loadFavorites = resource.load;

/**
 * Removes the favorite `id`: gone from the list at once, the server's list once it answers.
 * Resolves to true when it was removed; false when the API refused it (the list is back as it was).
 */
export async function removeFavorite(id: string): Promise<boolean> {
  const before = favorites.value;
  if (before.kind !== 'ready') return false;
  favorites.value = { kind: 'ready', data: { ...before.data, items: before.data.items.filter((i) => i.id !== id) } };
  try {
    favorites.value = { kind: 'ready', data: await callApi<AccountList>('DELETE', `${PATH}/${encodeURIComponent(id)}`) };
    return true;
  } catch (e) {
    // already gone (removed in the widget meanwhile): the list without it is right
    if (e instanceof AccountApiError && e.code === 'not-found') return true;
    favorites.value = before;
    return false;
  }
}
