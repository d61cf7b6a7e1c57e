import { beforeEach, expect, test, vi } from 'vitest';
import { configureApi } from '../../../../src/api/client';
import * as favorites from '../../../../src/features/favorites/api/favorites';
import * as savedCart from '../../../../src/features/saved-cart/api/saved-cart';
import { json } from '../../../auth/fixtures';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { items: [], collections: [] } }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'tok' });
});

const call = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, method: init.method, auth: (init.headers as Record<string, string>).authorization, data: init.body ? JSON.parse(String(init.body)).data : undefined };
};
const envelope = { shopId: 'demo-shop', customerId: '7001', pageCursor: null };

test.each([
  ['the favorites', 'POST', '/saved/wishlist-items', {}, () => favorites.fetchFavorites()],
  ['saving a favorite', 'POST', '/saved/wishlist', { items: [{ productId: 1, variantId: 2 }] }, () => favorites.saveFavorites([{ productId: 1, variantId: 2 }])],
  ['removing a favorite', 'DELETE', '/saved/wishlist/w%2F1', undefined, () => favorites.removeFavorite('w/1')],
  ['the saved-from-cart items', 'POST', '/saved/cart/items', {}, () => savedCart.fetchSavedCart()],
  ['saving cart items', 'POST', '/saved/cart', { items: [{ productId: 3, variantId: null }] }, () => savedCart.saveToSavedCart([{ productId: 3, variantId: null }])],
  ['removing a saved item', 'DELETE', '/saved/cart/c1', undefined, () => savedCart.removeSavedCart('c1')],
  ['the collections', 'POST', '/saved/wishlist-collections', {}, () => favorites.fetchFavoritesCollections()],
  ['one collection', 'GET', '/saved/wishlist-collection/u-1', undefined, () => favorites.fetchFavoritesCollection('u-1')],
  ['creating a collection', 'POST', '/saved/wishlist-collection', { collection: { name: 'Gifts' } }, () => favorites.createFavoritesCollection({ name: 'Gifts' })],
  ['changing a collection', 'PUT', '/saved/wishlist-collection/u-1', { collection: { visibility: 'all' } }, () => favorites.updateFavoritesCollection('u-1', { visibility: 'all' })],
  ['deleting a collection', 'DELETE', '/saved/wishlist-collection/u-1', undefined, () => favorites.deleteFavoritesCollection('u-1')],
  ['removing a collection item', 'DELETE', '/saved/wishlist-collection-item/i-1', undefined, () => favorites.removeFavoritesCollectionItem('i-1')],
] as const)('%s: %s %s with the bearer token and the envelope', async (_what, method, path, payload, run) => {
  await run();
  const c = call();
  expect([c.method, c.url, c.auth]).toEqual([method, `http://api.test${path}`, 'Bearer tok']);
  expect(c.data).toEqual(payload === undefined ? undefined : { ...envelope, ...payload });
});

test('a refusal rejects with an ApiError, never a raw error', async () => {
  fetchMock.mockResolvedValueOnce(json({ error: { code: 'forbidden', message: 'not yours' } }, 403));
  await expect(favorites.deleteFavoritesCollection('u-1')).rejects.toMatchObject({ name: 'ApiError', status: 403, messageKey: 'error.generic' });
});

test.each([
  ['the favorites', () => favorites.fetchFavorites()],
  ['the saved-from-cart items', () => savedCart.fetchSavedCart()],
  ['the collections', () => favorites.fetchFavoritesCollections()],
  ['saving a favorite', () => favorites.saveFavorites([{ productId: 1, variantId: 2 }])],
  ['removing a favorite', () => favorites.removeFavorite('w1')],
  ['saving cart items', () => savedCart.saveToSavedCart([{ productId: 3, variantId: null }])],
  ['removing a saved item', () => savedCart.removeSavedCart('c1')],
] as const)('%s: a wrong shape ({data: 42}, a list that is not one) rejects with the generic error', async (_what, run) => {
  for (const data of [42, null, { items: 'x', collections: 'x' }]) {
    fetchMock.mockResolvedValueOnce(json({ data }));
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', code: 'bad-response', messageKey: 'error.generic' });
  }
});
