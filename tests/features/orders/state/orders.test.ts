import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client';
import { pageConfig, makeOrder } from '../../../auth/fixtures';
import { setPageConfig } from '../../../../src/settings/config';

const api = vi.hoisted(() => ({ fetchOrders: vi.fn() }));
vi.mock('../../../../src/features/orders/api/orders', () => api);
import { entry } from '../../../../src/cache/request-cache';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { loadMoreOrders, loadOrders, orders } from '../../../../src/features/orders/state/orders';

beforeEach(() => {
  setPageConfig(pageConfig);
  clearRequestCache();
  api.fetchOrders.mockReset();
});

describe('orders store', () => {
  test("loads the first page into the 'orders' request-cache entry", async () => {
    const first = [makeOrder(), makeOrder()];
    api.fetchOrders.mockResolvedValue({ items: first, pageCursor: 'p2' });
    await loadOrders();
    expect(api.fetchOrders).toHaveBeenCalledWith('demo-shop', null);
    expect(orders.value).toMatchObject({ loading: false, error: null, data: first, pageCursor: 'p2' });
    expect(entry('orders').value).toBe(orders.value);
  });

  test('reuses a fresh list when the screen opens again, unless asked to refresh', async () => {
    api.fetchOrders.mockResolvedValue({ items: [makeOrder()], pageCursor: null });
    await loadOrders();
    await loadOrders();
    expect(api.fetchOrders).toHaveBeenCalledTimes(1);
    await loadOrders(true);
    expect(api.fetchOrders).toHaveBeenCalledTimes(2);
  });

  test('loading more sends the cursor and appends the next page', async () => {
    const first = [makeOrder()];
    const second = [makeOrder()];
    api.fetchOrders.mockResolvedValueOnce({ items: first, pageCursor: 'p2' }).mockResolvedValueOnce({ items: second, pageCursor: null });
    await loadOrders();
    await loadMoreOrders();
    expect(api.fetchOrders).toHaveBeenLastCalledWith('demo-shop', 'p2');
    expect(orders.value.data).toEqual([...first, ...second]);
    expect(orders.value.pageCursor).toBeNull();
    await loadMoreOrders();
    expect(api.fetchOrders).toHaveBeenCalledTimes(2);
  });

  test('a failure lands in error with its translation key', async () => {
    api.fetchOrders.mockRejectedValue(new ApiError(401, 'unauthorized', 'error.getOrder', 'nope'));
    await loadOrders();
    expect(orders.value.error?.messageKey).toBe('error.getOrder');
    expect(orders.value.loading).toBe(false);
  });
});
