/**
 * The customer's favorites collections as the customer account extensions get them (types.ts
 * `AccountCollectionsResponse`), on the widget's own rows (lib/collections.ts): a collection
 * moved or shared in the account pages is so in the widget, and back.
 *   GET  /customer-account/collections               the customer's collections, newest first
 *   POST /customer-account/collection-items/{id}/move  {to: uuid}: moves one item into another collection
 *   POST /customer-account/collections/{uuid}/share    shares one (visibility 'all'); shared already: the same answer
 * Each answers the collections after the change, with the cards of their products and the share
 * links of the shared ones. Only the caller's own collections and items are found: another
 * customer's uuid or item id answers 404 'not-found' as an unknown one.
 */
import type { WishlistCollection } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import { notFound } from '../errors';
import { findCollection, listCollections, updateCollection } from '../lib/collections';
import { productCards } from '../lib/products';
import { storefrontOrigin } from './lists';
import type { AccountCollection, AccountCollectionsResponse } from './types';

/**
 * The widget's link to collection `uuid` on `storefront` (an origin), as the widget's Share
 * makes it with the storefront's root '/' (src/features/favorites/state/favorites-collections.ts
 * `favoritesCollectionLink`): '{storefront}/#status-favorites-collection:{uuid}'.
 */
export function collectionShareUrl(storefront: string, uuid: string): string {
  // written here, not with the widget's routeToHash: its module holds the router's signals, which
  // the deployed API does not ship (a test reads the link back with the widget's routeFromHash)
  return `${storefront}/#status-favorites-collection:${encodeURIComponent(uuid)}`;
}

/** `collection` as the extensions get it: shared when its visibility is 'all', with its link then. */
export function accountCollectionOf(collection: WishlistCollection, storefront: string): AccountCollection {
  const shared = collection.visibility === 'all';
  return {
    uuid: collection.uuid,
    name: collection.name,
    shared,
    shareUrl: shared ? collectionShareUrl(storefront, collection.uuid) : null,
    items: collection.items.map(({ id, productId, variantId }) => ({ id, productId, variantId: variantId ?? null })),
  };
}

/**
 * The answer for `customerId` of `shopId`: their collections newest first (lib/collections.ts
 * `listCollections`), the cards of their items' products and the storefront origin.
 * @throws ApiError 404 for an unknown shop; 503/502 'Unable to load products.' when Shopify fails
 *   for cards the cache lacks
 */
export async function accountCollections(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopId: string, customerId: string): Promise<AccountCollectionsResponse> {
  const [collections, storefront] = await Promise.all([listCollections(deps.db, shopId, customerId), storefrontOrigin(deps.db, shopId)]);
  return {
    collections: collections.map((c) => accountCollectionOf(c, storefront)),
    products: await productCards(deps, shopId, collections.flatMap((c) => c.items.map((i) => i.productId)), { includePresentmentPrices: false, now: deps.now() }),
    storefront,
  };
}

/**
 * Shares the customer's collection `uuid` (a lower-case uuid): visibility 'all' through
 * lib/collections.ts `updateCollection`, as the widget's Share does; a shared one is left as it is
 * (its `updated_at` too).
 * @param now epoch ms
 * @throws ApiError 404 'not-found' ('Collection not found.') when `uuid` is not one of the
 *   customer's in `shopId` (another customer's too), or was deleted meanwhile
 */
export async function shareAccountCollection(deps: Pick<ApiDeps, 'db'>, shopId: string, customerId: string, uuid: string, now: number): Promise<void> {
  const row = await findCollection(deps.db, uuid);
  if (!row || row.shop_id !== shopId || row.customer_id !== customerId) throw notFound('Collection not found.');
  if (row.visibility === 'all') return;
  if (!(await updateCollection(deps.db, uuid, { visibility: 'all' }, now))) throw notFound('Collection not found.');
}
