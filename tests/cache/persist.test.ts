// The last visit's lists (src/cache/persist.ts): For you, Orders' first page and Profile's
// customer kept in IndexedDB per shop and customer, painted on a new page, written back after a
// successful load, forgotten on sign-out and when Shopify no longer has the customer.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createStore, get, set } from 'idb-keyval';
import {
  MAX_RECORD_AGE_MS, RECORD_VERSION, offline, readLastVisit, showingLastVisit, staleLastVisit, startLastVisit,
  writeLastVisit, type Lists,
} from '../../src/cache/persist';
import { clearLastVisits } from '../../src/cache/persist-clear';
import { entry, load } from '../../src/cache/request-cache';
import { loadMore } from '../../src/cache/load-more';
import { clearRequestCache } from '../../src/cache/request-cache-reset';
import { ApiError } from '../../src/api/client';
import { setPageConfig } from '../../src/settings/config';
import { setMember } from '../../src/session/session';
import type { Customer, Order } from '../../src/api/types';
import { config, member, product } from '../panel/fixtures';

const records = createStore('status-lists', 'records');

function order(n: number): Order {
  return {
    id: `gid://shopify/Order/${n}`, name: `#${1000 + n}`, createdAt: '2026-11-01T10:00:00Z', status: 'paid', fulfillmentStatus: 'FULFILLED',
    latestShipment: null, currencyCode: 'USD', totalPrice: 4200, lineItems: [],
  } as Order;
}

function customer(id: string, firstName = 'Alex'): Customer {
  return { id, email: 'shopper@example.com', firstName, lastName: 'Kim', phone: '', birthday: '', acceptsMarketing: false, personalizations: {}, customFields: {}, addresses: [] } as unknown as Customer;
}

const lists = (orders: Order[], c: Customer): Lists => ({ orders: { data: orders, pageCursor: 'next-1' }, customer: { data: c, pageCursor: null } });

/** The shopper signs in as customer `id` on this page (the session's own action). */
const signIn = (id: string) => setMember(member, id);

beforeAll(() => {
  setPageConfig(config);
  startLastVisit();
});

beforeEach(async () => {
  setMember(null, null);
  clearRequestCache();
  await clearLastVisits();
  localStorage.removeItem('status:member');
  localStorage.removeItem('status:popular-today');
});

afterEach(() => {
  vi.restoreAllMocks();
  dispatchEvent(new Event('online'));
});

test("a customer's lists are read back for the same shop and customer only", async () => {
  await writeLastVisit('demo-shop', '7001', lists([order(1), order(2)], customer('7001')));
  await writeLastVisit('demo-shop', '7002', lists([order(9)], customer('7002', 'Sam')));

  const mine = await readLastVisit('demo-shop', '7001');
  expect((mine.orders.data as Order[]).map((o) => o.name)).toEqual(['#1001', '#1002']);
  expect(mine.orders.pageCursor).toBe('next-1');
  expect((mine.customer.data as Customer).firstName).toBe('Alex');
  expect(((await readLastVisit('demo-shop', '7002')).orders.data as Order[]).map((o) => o.name)).toEqual(['#1009']);
  expect(await readLastVisit('other-shop', '7001')).toEqual({});
  expect(await readLastVisit('demo-shop', '7003')).toEqual({});
});

test('junk in IndexedDB reads as nothing, and a junk list is left out while the good ones stay', async () => {
  await set(['demo-shop', '7001'], 'text', records);
  expect(await readLastVisit('demo-shop', '7001')).toEqual({});
  await set(['demo-shop', '7001'], { v: RECORD_VERSION, shop: 'demo-shop', customer: '7001', savedAt: Date.now(), lists: 42 }, records);
  expect(await readLastVisit('demo-shop', '7001')).toEqual({});
  await set(
    ['demo-shop', '7001'],
    {
      v: RECORD_VERSION, shop: 'demo-shop', customer: '7001', savedAt: Date.now(),
      lists: { orders: { data: [{ id: 1 }, 'x'], pageCursor: 5 }, customer: { data: customer('7001'), pageCursor: null }, 'for-you': { data: { recentlyViewed: [{}] } }, evil: { data: 1 } },
    },
    records,
  );
  const read = await readLastVisit('demo-shop', '7001');
  expect(Object.keys(read)).toEqual(['customer']);
  expect((read.customer.data as Customer).id).toBe('7001');
});

test('a record of another shape version reads as nothing and is deleted; one older than 30 days reads as nothing', async () => {
  await set(['demo-shop', '7001'], { v: RECORD_VERSION + 1, shop: 'demo-shop', customer: '7001', savedAt: Date.now(), lists: lists([order(1)], customer('7001')) }, records);
  expect(await readLastVisit('demo-shop', '7001')).toEqual({});
  expect(await get(['demo-shop', '7001'], records)).toBeUndefined();

  const now = Date.now();
  await writeLastVisit('demo-shop', '7001', lists([order(1)], customer('7001')), now - MAX_RECORD_AGE_MS);
  expect(await readLastVisit('demo-shop', '7001', now)).toEqual({});
  expect(Object.keys(await readLastVisit('demo-shop', '7001', now - MAX_RECORD_AGE_MS + 1000))).toEqual(['orders', 'customer']);
});

test('more than one page of orders is not stored', async () => {
  await writeLastVisit('demo-shop', '7001', lists(Array.from({ length: 11 }, (_, i) => order(i + 1)), customer('7001')));
  expect(Object.keys(await readLastVisit('demo-shop', '7001'))).toEqual(['customer']);
});

test("on a new page the signed-in shopper's Orders and Profile paint from the last visit, and the refresh replaces them", async () => {
  await writeLastVisit('demo-shop', '7001', lists([order(1)], customer('7001')));
  signIn('7001');
  await vi.waitFor(() => expect(entry<Order[]>('orders').value.data?.map((o) => o.name)).toEqual(['#1001']));
  expect(entry('orders').value.fetchedAt).toBe(0); // the screen's next load fetches it again
  expect(entry('orders').value.pageCursor).toBe('next-1');
  expect(entry<Customer>('customer').value.data?.firstName).toBe('Alex');
  expect(showingLastVisit.value).toBe(true);

  await load<Order[]>('orders', async () => ({ data: [order(3), order(1)], pageCursor: null }), { noRefresh: true, maxAgeMs: 300_000 });
  expect(entry<Order[]>('orders').value.data?.map((o) => o.name)).toEqual(['#1003', '#1001']);
  expect(staleLastVisit.value).toBe(false);
});

test('the remembered member is known before identity reports: their lists paint at once', async () => {
  await writeLastVisit('demo-shop', '7005', lists([order(5)], customer('7005')));
  localStorage.setItem('status:member', JSON.stringify({ uid: 'user-9', customerId: '7005', email: null }));
  setPageConfig({ ...config }); // a new page's config: the lists look for their customer again
  await vi.waitFor(() => expect(entry<Order[]>('orders').value.data?.map((o) => o.name)).toEqual(['#1005']));
});

test("a list already on screen is not replaced by the last visit's", async () => {
  await writeLastVisit('demo-shop', '7001', lists([order(1)], customer('7001')));
  await load<Order[]>('orders', async () => ({ data: [order(7)], pageCursor: null }));
  signIn('7001');
  await vi.waitFor(() => expect(entry<Customer>('customer').value.data?.firstName).toBe('Alex'));
  expect(entry<Order[]>('orders').value.data?.map((o) => o.name)).toEqual(['#1007']);
});

test('a successful load is written back for the signed-in customer: the first page only, not what Load more added', async () => {
  signIn('7001');
  await load<Order[]>('orders', async () => ({ data: [order(1), order(2)], pageCursor: 'p2' }));
  await vi.waitFor(async () => expect(((await readLastVisit('demo-shop', '7001')).orders?.data as Order[] | undefined)?.length).toBe(2), { timeout: 5000 });
  expect((await readLastVisit('demo-shop', '7001')).orders.pageCursor).toBe('p2');
  await loadMore<Order[]>('orders', async () => ({ data: [order(3)], pageCursor: null }), (a, b) => [...a, ...b]);
  expect(entry<Order[]>('orders').value.data).toHaveLength(3);
  await new Promise((r) => setTimeout(r, 1500));
  const stored = (await readLastVisit('demo-shop', '7001')).orders;
  expect([(stored.data as Order[]).length, stored.pageCursor]).toEqual([2, 'p2']);
});

test("a guest's lists are not stored; For you's Popular today cards are remembered for anyone, in the price shown", async () => {
  await load('for-you', async () => ({ data: { recentlyViewed: [product(1)], popularToday: [product(20, { variantTitle: 'Blue', compareAtPrice: 3500 }), product(21)] } }));
  await load<Order[]>('orders', async () => ({ data: [order(1)], pageCursor: null }));
  await new Promise((r) => setTimeout(r, 1500));
  expect(JSON.parse(localStorage.getItem('status:popular-today')!)).toEqual([
    { id: 20, title: 'Product 20', url: '/products/p-20', image: '/img/20.jpg', price: 2800, compareAtPrice: 3500, currency: 'USD', variantTitle: 'Blue' },
    { id: 21, title: 'Product 21', url: '/products/p-21', image: '/img/21.jpg', price: 2800, compareAtPrice: null, currency: 'USD', variantTitle: '' },
  ]);
  signIn('7001');
  expect(await readLastVisit('demo-shop', '7001')).toEqual({});
});

test("a Popular today product with no price in the page's currency is not remembered: its card would show the shop's currency", async () => {
  setPageConfig({ ...config, locale: { ...config.locale, currency: 'EUR' } });
  try {
    const euros = [{ currencyCode: 'EUR', price: { amount: '25.90', currencyCode: 'EUR' }, compareAtPrice: null }];
    await load('for-you', async () => ({ data: { recentlyViewed: [], popularToday: [product(20, { prices: euros }), product(21)] } }));
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('status:popular-today') || '[]')).toEqual([
      { id: 20, title: 'Product 20', url: '/products/p-20', image: '/img/20.jpg', price: 2590, compareAtPrice: null, currency: 'EUR', variantTitle: '' },
    ]));
  } finally {
    setPageConfig(config);
  }
});

test('sign-out deletes every stored record, and a write queued before it is dropped', async () => {
  await writeLastVisit('demo-shop', '7002', lists([order(9)], customer('7002')));
  signIn('7001');
  await load<Order[]>('orders', async () => ({ data: [order(1)], pageCursor: null }));
  await clearLastVisits(); // before the queued write runs
  await new Promise((r) => setTimeout(r, 1500));
  expect(await readLastVisit('demo-shop', '7001')).toEqual({});
  expect(await readLastVisit('demo-shop', '7002')).toEqual({});
});

test("an answer 'customer-not-found' deletes the customer's record and takes their last-visit lists off the screen", async () => {
  await writeLastVisit('demo-shop', '7001', lists([order(1)], customer('7001')));
  await writeLastVisit('demo-shop', '7002', lists([order(2)], customer('7002')));
  signIn('7001');
  await vi.waitFor(() => expect(entry<Order[]>('orders').value.data).not.toBeNull());
  await load('customer', async () => {
    throw new ApiError(404, 'customer-not-found', 'error.generic', 'This customer account no longer exists in the shop.');
  });
  await vi.waitFor(async () => expect(await readLastVisit('demo-shop', '7001')).toEqual({}));
  expect(entry('orders').value.data).toBeNull();
  expect(entry('customer').value.data).toBeNull();
  expect((entry('customer').value.error as ApiError).code).toBe('customer-not-found');
  expect(Object.keys(await readLastVisit('demo-shop', '7002'))).toEqual(['orders', 'customer']);
});

test("offline: the browser's event or a load that failed on the network; back online, an old failure no longer counts", async () => {
  expect(offline.value).toBe(false);
  dispatchEvent(new Event('offline'));
  expect(offline.value).toBe(true);
  dispatchEvent(new Event('online'));
  expect(offline.value).toBe(false);

  await load('orders', async () => {
    throw new ApiError(0, 'network', 'error.network', 'POST /orders');
  });
  expect(offline.value).toBe(true);
  dispatchEvent(new Event('online'));
  expect(offline.value).toBe(false);
  await load('orders', async () => {
    throw new ApiError(500, 500, 'error.generic', 'HTTP 500');
  });
  expect(offline.value).toBe(false);
});

test("a last-visit list says it is stale only when its refresh fails", async () => {
  await writeLastVisit('demo-shop', '7001', lists([order(1)], customer('7001')));
  signIn('7001');
  await vi.waitFor(() => expect(showingLastVisit.value).toBe(true));
  expect(staleLastVisit.value).toBe(false);
  await load('orders', async () => {
    throw new ApiError(503, 503, 'error.generic', 'HTTP 503');
  });
  expect(staleLastVisit.value).toBe(true);
  expect(entry<Order[]>('orders').value.data?.map((o) => o.name)).toEqual(['#1001']); // kept on screen
});

test('a write still waiting when the page goes starts at once', async () => {
  signIn('7001');
  await load<Order[]>('orders', async () => ({ data: [order(4)], pageCursor: null }));
  dispatchEvent(new Event('pagehide'));
  await vi.waitFor(async () => expect(((await readLastVisit('demo-shop', '7001')).orders?.data as Order[] | undefined)?.map((o) => o.name)).toEqual(['#1004']), { timeout: 500 });
});
