import { beforeEach, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { fetchOrders } from '../../src/api/orders';
import { json } from '../auth/fixtures';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { items: [], pageCursor: null } }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'tok' });
});

test('orders are fetched by POST /orders/{shopId}/orders with the page cursor', async () => {
  await expect(fetchOrders('demo-shop', 'cursor-2')).resolves.toEqual({ items: [], pageCursor: null });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('http://api.test/orders/demo-shop/orders');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body)).data).toEqual({ shopId: 'demo-shop', customerId: '7001', pageCursor: 'cursor-2' });
});

test('the first page is asked for with a null cursor', async () => {
  await fetchOrders('demo-shop', null);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body)).data.pageCursor).toBeNull();
});
