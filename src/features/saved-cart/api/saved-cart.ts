/**
 * The saved-from-cart calls of the product API (docs/product.md#product-api '/saved/cart*'; the contract is in
 * api/types.ts). Every answer is the caller's whole list, newest first, checked as the favorites'
 * lists are (features/favorites/api/favorites.ts). Reject with `ApiError` only.
 */
import { apiCall } from '../../../api/call';
import type { SavedItemsResponse } from '../../../api/types';
import { readSavedItems, savedItemsAfter, type SavedItemsInput } from '../../favorites';

/** `POST /saved/cart/items`: the caller's items saved from the cart. @throws ApiError */
export const fetchSavedCart = (): Promise<SavedItemsResponse> => readSavedItems('/saved/cart/items');

/** `POST /saved/cart`: saves cart items (idempotent); answers the whole list. @throws ApiError */
export const saveToSavedCart = (items: SavedItemsInput): Promise<SavedItemsResponse> => savedItemsAfter(apiCall('POST', '/saved/cart', { items }));

/** `DELETE /saved/cart/{id}`: removes one saved-from-cart item; answers the whole list. @throws ApiError */
export const removeSavedCart = (id: string): Promise<SavedItemsResponse> => savedItemsAfter(apiCall('DELETE', `/saved/cart/${encodeURIComponent(id)}`));
