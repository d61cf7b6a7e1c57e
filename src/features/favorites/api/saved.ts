/**
 * Saved-items and wishlist-collection calls of the product API (SPEC.md 7 '/saved/*'; the contract
 * is in ./types.ts). Every list answer is the caller's whole list, newest first. Reject with
 * `ApiError` only.
 */
import { apiCall, shaped } from '../../../api/call';
import type {
  CollectionInput,
  SaveItemsRequest,
  SavedItemsResponse,
  WishlistCollection,
  WishlistCollectionsResponse,
} from '../../../api/types';

const enc = encodeURIComponent;
type Items = SaveItemsRequest['items'];

/** A list answer (every saved-items call answers the whole list): `items` is a list, else the generic error. */
const list = (d: SavedItemsResponse): SavedItemsResponse => shaped(d, (d) => Array.isArray(d.items), 'saved items');
/** A write's answer, the whole list after it: a wrong shape is a failed write (issue 14), never an emptied list. */
const whole = (answer: Promise<SavedItemsResponse>): Promise<SavedItemsResponse> => answer.then(list);

/** `POST /saved/wishlist-items`: the caller's favorites. @throws ApiError */
export const fetchWishlist = (): Promise<SavedItemsResponse> => apiCall<SavedItemsResponse>('POST', '/saved/wishlist-items', {}).then(list);

/** `POST /saved/wishlist`: saves favorites (idempotent); answers the whole list. @throws ApiError (also for a wrong shape: issue 14) */
export const saveWishlist = (items: Items): Promise<SavedItemsResponse> => whole(apiCall('POST', '/saved/wishlist', { items }));

/** `DELETE /saved/wishlist/{id}`: removes one favorite by its saved-item id; answers the whole list. @throws ApiError (404: not the caller's) */
export const removeWishlist = (id: string): Promise<SavedItemsResponse> => whole(apiCall('DELETE', `/saved/wishlist/${enc(id)}`));

/** `POST /saved/cart/items`: the caller's items saved from the cart. @throws ApiError */
export const fetchSavedCart = (): Promise<SavedItemsResponse> => apiCall<SavedItemsResponse>('POST', '/saved/cart/items', {}).then(list);

/** `POST /saved/cart`: saves cart items (idempotent); answers the whole list. @throws ApiError */
export const saveCart = (items: Items): Promise<SavedItemsResponse> => whole(apiCall('POST', '/saved/cart', { items }));

/** `DELETE /saved/cart/{id}`: removes one saved-from-cart item; answers the whole list. @throws ApiError */
export const removeSavedCart = (id: string): Promise<SavedItemsResponse> => whole(apiCall('DELETE', `/saved/cart/${enc(id)}`));

/** `POST /saved/wishlist-collections`: the caller's collections, newest first ([] for guests). @throws ApiError */
export const fetchCollections = (): Promise<WishlistCollectionsResponse> =>
  apiCall<WishlistCollectionsResponse>('POST', '/saved/wishlist-collections', {}).then((d) => shaped(d, (d) => Array.isArray(d.collections), 'collections'));

/** `GET /saved/wishlist-collection/{uuid}`: one collection (owner, or anyone when shared). @throws ApiError (404) */
export const fetchCollection = (uuid: string): Promise<WishlistCollection> => apiCall('GET', `/saved/wishlist-collection/${enc(uuid)}`);

/** `POST /saved/wishlist-collection`: creates a collection (name 1-60 characters). @throws ApiError */
export const createCollection = (collection: CollectionInput): Promise<WishlistCollection> =>
  apiCall('POST', '/saved/wishlist-collection', { collection });

/** `PUT /saved/wishlist-collection/{uuid}`: changes any field (`items` replaces the list); owner only. @throws ApiError (403) */
export const updateCollection = (uuid: string, collection: CollectionInput): Promise<WishlistCollection> =>
  apiCall('PUT', `/saved/wishlist-collection/${enc(uuid)}`, { collection });

/** `DELETE /saved/wishlist-collection/{uuid}`: deletes a collection; owner only. @throws ApiError (403) */
export const deleteCollection = (uuid: string): Promise<{ uuid: string }> => apiCall('DELETE', `/saved/wishlist-collection/${enc(uuid)}`);

/** `DELETE /saved/wishlist-collection-item/{id}`: removes one item; owner only; answers the collection. @throws ApiError */
export const removeCollectionItem = (id: string): Promise<WishlistCollection> => apiCall('DELETE', `/saved/wishlist-collection-item/${enc(id)}`);
