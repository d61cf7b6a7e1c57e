import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../../../src/api/client';
import { cancelOrder, fetchOrder, fetchOrderOneClick, fetchOrders, fetchOrderWithPass, orderEditLink, trackingLink } from '../../../../src/features/orders/api/orders';
import { json } from '../../../auth/fixtures';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { items: [], pageCursor: null, name: '#1001', lineItems: [] } }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'tok' });
});

test('orders are fetched by POST /orders/{shopId}/orders with the page cursor', async () => {
  await expect(fetchOrders('demo-shop', 'cursor-2')).resolves.toMatchObject({ items: [], pageCursor: null });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('http://api.test/orders/demo-shop/orders');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body)).data).toEqual({ shopId: 'demo-shop', customerId: '7001', pageCursor: 'cursor-2' });
});

test('the first page is asked for with a null cursor', async () => {
  await fetchOrders('demo-shop', null);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body)).data.pageCursor).toBeNull();
});

describe('one order and what can be done with it', () => {
  const call = (i = 0) => {
    const [url, init] = fetchMock.mock.calls[i];
    return { url, method: init.method, auth: (init.headers as Record<string, string>).authorization, body: init.body };
  };

  test.each([
    ['the receipt', () => fetchOrder('demo-shop', 'o/1'), 'GET', 'http://api.test/orders/demo-shop/order/o%2F1'],
    ['an order by id and pass', () => fetchOrderWithPass('demo-shop', '1001', 'p+ss'), 'GET', 'http://api.test/orders/demo-shop/order-with-pass/1001/p%2Bss'],
    ['an order by one-click id', () => fetchOrderOneClick('demo-shop', 'oc-7'), 'GET', 'http://api.test/orders/demo-shop/order-one-click/oc-7'],
    ['the edit link', () => orderEditLink('demo-shop', '1001'), 'GET', 'http://api.test/orders/demo-shop/order/1001/order-editing-session-link'],
    ['the tracking link', () => trackingLink('demo-shop', '1001'), 'GET', 'http://api.test/order-tracking/demo-shop/link/1001'],
  ])('%s is asked for with the bearer token and no body', async (_, run, method, url) => {
    await run();
    expect(call()).toEqual({ url, method, auth: 'Bearer tok', body: undefined });
  });

  test('a cancel is a POST with the envelope', async () => {
    await cancelOrder('demo-shop', '1001');
    expect(call().url).toBe('http://api.test/orders/demo-shop/order/1001/cancel');
    expect(call().method).toBe('POST');
    expect(JSON.parse(String(call().body)).data).toEqual({ shopId: 'demo-shop', customerId: '7001', pageCursor: null });
  });

  test("another customer's order rejects with the API's status", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'forbidden', message: 'Unable to get order.' } }, 403));
    await expect(fetchOrder('demo-shop', '1001')).rejects.toMatchObject({ name: 'ApiError', status: 403 });
  });
});

test.each([
  ['the order list', () => fetchOrders('demo-shop', null), [42, { orders: 'x', items: 'x' }]],
  ['a receipt', () => fetchOrder('demo-shop', '1001'), [42, 'x', { id: 1, lineItems: 'x' }, { name: '#1001' }]],
] as const)('%s in a wrong shape rejects with the generic error, never a crash later', async (_what, run, shapes) => {
  for (const data of shapes) {
    fetchMock.mockResolvedValueOnce(json({ data }));
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', code: 'bad-response', messageKey: 'error.generic' });
  }
});
