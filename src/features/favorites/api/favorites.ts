/**
 * The favorites and favorites-collection calls of the product API (docs/product.md#product-api '/saved/*': the
 * protocol keeps its word, wishlist, in the paths; the contract is in api/types.ts). Every list
 * answer is the caller's whole list, newest first. Reject with `ApiError` only. The saved-from-cart
 * calls are features/saved-cart/api/saved-cart.ts.
 */
import { apiCall, shaped } from '../../../api/call';
import type {
  CollectionInput,
  SaveItemsRequest,
  SavedItemsResponse,
  WishlistCollection as FavoritesCollection,
  WishlistCollectionsResponse as FavoritesCollectionsResponse,
} from '../../../api/types';

const enc = encodeURIComponent;
/** What a save sends: `[{productId, variantId}]`. */
export type SavedItemsInput = SaveItemsRequest['items'];

/** A saved-items list answer (favorites or saved from cart): `items` is a list, else the generic error. */
const list = (d: SavedItemsResponse): SavedItemsResponse => shaped(d, (d) => Array.isArray(d.items), 'saved items');
/** A saved-items read: `POST path` with an empty payload, checked by `list`. */
export const readSavedItems = (path: string): Promise<SavedItemsResponse> => apiCall<SavedItemsResponse>('POST', path, {}).then(list);
/** A saved-items write's answer, the whole list after it: a wrong shape is a failed write, never an emptied list. */
export const savedItemsAfter = (answer: Promise<SavedItemsResponse>): Promise<SavedItemsResponse> => answer.then(list);

/** `POST /saved/wishlist-items`: the caller's favorites. @throws ApiError */
export const fetchFavorites = (): Promise<SavedItemsResponse> => readSavedItems('/saved/wishlist-items');

/** `POST /saved/wishlist`: saves favorites (idempotent); answers the whole list. @throws ApiError (also for a wrong shape) */
export const saveFavorites = (items: SavedItemsInput): Promise<SavedItemsResponse> => savedItemsAfter(apiCall('POST', '/saved/wishlist', { items }));

/** `DELETE /saved/wishlist/{id}`: removes one favorite by its saved-item id; answers the whole list. @throws ApiError (404: not the caller's) */
export const removeFavorite = (id: string): Promise<SavedItemsResponse> => savedItemsAfter(apiCall('DELETE', `/saved/wishlist/${enc(id)}`));

/** `POST /saved/wishlist-collections`: the caller's favorites collections, newest first ([] for guests). @throws ApiError */
export const fetchFavoritesCollections = (): Promise<FavoritesCollectionsResponse> =>
  apiCall<FavoritesCollectionsResponse>('POST', '/saved/wishlist-collections', {}).then((d) => shaped(d, (d) => Array.isArray(d.collections), 'collections'));

/** `GET /saved/wishlist-collection/{uuid}`: one favorites collection (owner, or anyone when shared). @throws ApiError (404) */
export const fetchFavoritesCollection = (uuid: string): Promise<FavoritesCollection> => apiCall('GET', `/saved/wishlist-collection/${enc(uuid)}`);

/** `POST /saved/wishlist-collection`: creates a favorites collection (name 1-60 characters). @throws ApiError */
export const createFavoritesCollection = (collection: CollectionInput): Promise<FavoritesCollection> =>
  apiCall('POST', '/saved/wishlist-collection', { collection });

/** `PUT /saved/wishlist-collection/{uuid}`: changes any field (`items` replaces the list); owner only. @throws ApiError (403) */
export const updateFavoritesCollection = (uuid: string, collection: CollectionInput): Promise<FavoritesCollection> =>
  apiCall('PUT', `/saved/wishlist-collection/${enc(uuid)}`, { collection });

/** `DELETE /saved/wishlist-collection/{uuid}`: deletes a favorites collection; owner only. @throws ApiError (403) */
export const deleteFavoritesCollection = (uuid: string): Promise<{ uuid: string }> => apiCall('DELETE', `/saved/wishlist-collection/${enc(uuid)}`);

/** `DELETE /saved/wishlist-collection-item/{id}`: removes one item of a favorites collection; owner only; answers the collection. @throws ApiError */
export const removeFavoritesCollectionItem = (id: string): Promise<FavoritesCollection> => apiCall('DELETE', `/saved/wishlist-collection-item/${enc(id)}`);
