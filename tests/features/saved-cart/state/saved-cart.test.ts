import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client';
import type { SavedItem } from '../../../../src/api/types';

const api = vi.hoisted(() => ({ fetchSavedCart: vi.fn(), saveToSavedCart: vi.fn(), removeSavedCart: vi.fn() }));
vi.mock('../../../../src/features/saved-cart/api/saved-cart', () => api);
import { loadSavedCart, removeSavedItem, saveFromCart, savedCart } from '../../../../src/features/saved-cart/state/saved-cart';
import { current, dismissToast } from '../../../../src/toasts/toasts';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';

const item = (productId: number, variantId: number | null = null): SavedItem => ({ id: `c${productId}`, productId, variantId, createdAt: '2026-11-01T00:00:00Z' });

beforeEach(() => {
  clearRequestCache();
  for (const f of Object.values(api)) f.mockReset();
  while (current.value) dismissToast(current.value.id);
});

describe('saved-from-cart store', () => {
  test('loads the list once for callers at the same time', async () => {
    api.fetchSavedCart.mockResolvedValue({ items: [item(1, 11)] });
    await Promise.all([loadSavedCart(), loadSavedCart(), loadSavedCart()]);
    expect(api.fetchSavedCart).toHaveBeenCalledTimes(1);
    expect(savedCart.value.data).toEqual([item(1, 11)]);
  });

  test('saving cart items sends the valid ones and shows the answer', async () => {
    api.saveToSavedCart.mockResolvedValue({ items: [item(2, 22)] });
    await saveFromCart([{ productId: 2, variantId: 22 }, { productId: Number.NaN, variantId: 1 }]);
    expect(api.saveToSavedCart).toHaveBeenCalledWith([{ productId: 2, variantId: 22 }]);
    expect(savedCart.value.data).toEqual([item(2, 22)]);
  });

  test("a failed save shows 'Unable to save item'", async () => {
    api.saveToSavedCart.mockRejectedValue(new ApiError(500, 500, 'error.generic', 'x'));
    await saveFromCart([{ productId: 2, variantId: 22 }]);
    expect(current.value?.message).toBe('Unable to save item');
  });

  test('a failed removal puts the item back where it was', async () => {
    api.fetchSavedCart.mockResolvedValue({ items: [item(1), item(2), item(3)] });
    await loadSavedCart(true);
    let fail!: (e: unknown) => void;
    api.removeSavedCart.mockReturnValue(new Promise((_, rej) => (fail = rej)));
    const done = removeSavedItem('c2');
    expect(savedCart.value.data?.map((i) => i.id)).toEqual(['c1', 'c3']);
    fail(new ApiError(404, 404, 'error.generic', 'x'));
    await done;
    expect(savedCart.value.data?.map((i) => i.id)).toEqual(['c1', 'c2', 'c3']);
    expect(current.value?.message).toBe('Unable to save item');
  });
});
