/**
 * The favorites page's collections store: one signal of the customer's favorites collections,
 * written only by the actions below. Moves and shares answer with the whole list, which replaces
 * what the page shows; a refused one leaves it as it was.
 */
import { callApi, type AccountCollections } from '../../shared/account-api';
import { accountResource } from '../../shared/resource';

const resource = accountResource<AccountCollections>('/customer-account/collections');

/** What the page shows of the collections. */
export const collections = resource.state;
/** Loads the customer's collections (on start and on 'Try again'). */
export const loadCollections = resource.load;

/** Runs a change the API answers with the whole list; resolves to whether it was made. */
async function change(method: 'POST', path: string, body?: unknown): Promise<boolean> {
  try {
    collections.value = { kind: 'ready', data: await callApi<AccountCollections>(method, path, body) };
    return true;
  } catch {
    return false;
  }
}

/** Moves collection item `itemId` into the collection `to` (a uuid). Resolves to false when the API refused it. */
export const moveItem = (itemId: string, to: string): Promise<boolean> =>
  change('POST', `/customer-account/collection-items/${encodeURIComponent(itemId)}/move`, { to });

/** Shares collection `uuid` (anyone with its link may see it). Resolves to false when the API refused it. */
export const shareCollection = (uuid: string): Promise<boolean> =>
  change('POST', `/customer-account/collections/${encodeURIComponent(uuid)}/share`);
