import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client';
import type { SavedItem } from '../../../../src/api/types';

const api = vi.hoisted(() => ({
  fetchFavorites: vi.fn(),
  saveFavorites: vi.fn(),
  removeFavorite: vi.fn(),
}));
vi.mock('../../../../src/features/favorites/api/favorites', () => api);
import { favorites, isFavorite, loadFavorites, toggleFavorite } from '../../../../src/features/favorites/state/favorites';
import { current, dismissToast } from '../../../../src/toasts/toasts';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';

const item = (productId: number, id = `w${productId}`): SavedItem => ({ id, productId, variantId: null, createdAt: '2026-11-01T00:00:00Z' });
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

beforeEach(async () => {
  clearRequestCache();
  for (const f of Object.values(api)) f.mockReset();
  while (current.value) dismissToast(current.value.id);
  api.fetchFavorites.mockResolvedValue({ items: [item(1)] });
  await loadFavorites(true);
  api.fetchFavorites.mockClear();
});

describe('favorites store', () => {
  test('24 favorite buttons loading at once cost one request', async () => {
    clearRequestCache();
    api.fetchFavorites.mockResolvedValue({ items: [item(7)] });
    await Promise.all(Array.from({ length: 24 }, () => loadFavorites(true)));
    expect(api.fetchFavorites).toHaveBeenCalledTimes(1);
    expect(isFavorite(7)).toBe(true);
  });

  test('a toggle shows the product as a favorite at once, then keeps the answer as the truth', async () => {
    const answer = deferred<{ items: SavedItem[] }>();
    api.saveFavorites.mockReturnValue(answer.promise);
    const done = toggleFavorite(2, 20);
    expect(isFavorite(2)).toBe(true);
    await Promise.resolve();
    answer.resolve({ items: [item(2), item(1)] });
    expect(await done).toBe(true);
    expect(api.saveFavorites).toHaveBeenCalledWith([{ productId: 2, variantId: 20 }]);
    expect(favorites.value.data?.map((i) => i.id)).toEqual(['w2', 'w1']);
  });

  test("a failed toggle flips back and shows 'Unable to save item'", async () => {
    api.removeFavorite.mockRejectedValue(new ApiError(500, 500, 'error.generic', 'boom'));
    const done = toggleFavorite(1);
    expect(isFavorite(1)).toBe(false);
    expect(await done).toBe(false);
    expect(isFavorite(1)).toBe(true);
    expect(api.removeFavorite).toHaveBeenCalledWith('w1');
    expect(current.value?.message).toBe('Unable to save item');
  });

  test('toggled twice quickly, the last toggle wins and nothing is sent for the net no-change', async () => {
    const a = toggleFavorite(3);
    const b = toggleFavorite(3);
    expect(isFavorite(3)).toBe(false);
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    expect(api.saveFavorites).not.toHaveBeenCalled();
    expect(isFavorite(3)).toBe(false);
  });

  test('on, then off while the save is under way: the removal follows and the product ends unsaved', async () => {
    const saved = deferred<{ items: SavedItem[] }>();
    api.saveFavorites.mockReturnValue(saved.promise);
    api.removeFavorite.mockResolvedValue({ items: [item(1)] });
    const on = toggleFavorite(4);
    await vi.waitFor(() => expect(api.saveFavorites).toHaveBeenCalled()); // the save is under way
    const off = toggleFavorite(4);
    expect(isFavorite(4)).toBe(false);
    saved.resolve({ items: [item(4), item(1)] });
    expect(await on).toBe(true);
    expect(await off).toBe(true);
    expect(api.removeFavorite).toHaveBeenCalledWith('w4');
    expect(isFavorite(4)).toBe(false);
  });

  // docs/product.md#cart-and-favorites-input
  test('ignores a product id that is not a number', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await toggleFavorite(Number('x'))).toBe(false);
    expect(api.saveFavorites).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

test('toggles of two products go out one after another, so the later answer is the whole truth', async () => {
  const first = deferred<{ items: SavedItem[] }>();
  api.saveFavorites.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ items: [item(6), item(5), item(1)] });
  const a = toggleFavorite(5);
  const b = toggleFavorite(6);
  await vi.waitFor(() => expect(api.saveFavorites).toHaveBeenCalledTimes(1)); // the first is under way, alone
  first.resolve({ items: [item(5), item(1)] });
  expect(await a).toBe(true);
  expect(await b).toBe(true);
  expect(api.saveFavorites).toHaveBeenLastCalledWith([{ productId: 6, variantId: null }]);
  expect([isFavorite(5), isFavorite(6)]).toEqual([true, true]);
});

test('a list that was asked for before a save answered does not undo the save', async () => {
  const listed = deferred<{ items: SavedItem[] }>();
  api.fetchFavorites.mockReturnValueOnce(listed.promise);
  api.saveFavorites.mockResolvedValueOnce({ items: [item(8), item(1)] });
  const loading = loadFavorites(true);
  expect(await toggleFavorite(8)).toBe(true);
  listed.resolve({ items: [item(1)] });
  await loading;
  expect(isFavorite(8)).toBe(true);
});

// docs/product.md#events
describe('page events, for the panel toggle and the page button alike', () => {
  const heard = (names: string[]) => {
    const got: Array<[string, unknown]> = [];
    for (const name of names) document.addEventListener(name, (e) => got.push([name, (e as CustomEvent).detail]));
    return got;
  };

  test('a saved favorite announces status:save-item and status:items-updated on document; removing announces status:remove-item', async () => {
    const got = heard(['status:save-item', 'status:remove-item', 'status:items-updated']);
    api.saveFavorites.mockResolvedValue({ items: [item(2), item(1)] });
    expect(await toggleFavorite(2, 20)).toBe(true);
    api.fetchFavorites.mockResolvedValue({ items: [item(2), item(1)] });
    api.removeFavorite.mockResolvedValue({ items: [item(1)] });
    expect(await toggleFavorite(2)).toBe(true);
    expect(got).toEqual([
      ['status:save-item', { productId: 2, variantId: 20, list: 'favorites' }],
      ['status:items-updated', { list: 'favorites', count: 2 }],
      ['status:remove-item', { productId: 2, variantId: null, list: 'favorites' }],
      ['status:items-updated', { list: 'favorites', count: 1 }],
    ]);
  });

  test('a failed toggle announces nothing', async () => {
    const got = heard(['status:save-item', 'status:remove-item']);
    api.saveFavorites.mockRejectedValue(new ApiError(500, 500, 'error.generic', 'boom'));
    expect(await toggleFavorite(3)).toBe(false);
    expect(got).toEqual([]);
  });
});
