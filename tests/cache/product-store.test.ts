import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { batchFrom, fakeApi, product, sent } from '../panel/fixtures';
import { addProducts, requestProducts, resetForTests } from '../../src/cache/product-store';
import { readCachedProducts, writeCachedProducts } from '../../src/cache/products';
import { clearProductCache } from '../../src/cache/products-clear';

/** The ids of each product request, in order. */
const batchIds = (fetchMock: ReturnType<typeof fakeApi>) => sent(fetchMock, 'GET /products/demo-shop').map((q) => q.ids);

beforeEach(async () => {
  await clearProductCache();
  resetForTests();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('three lookups within 250 ms go out as one batch request', async () => {
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom() });
  const a = requestProducts([1, 2]);
  await vi.advanceTimersByTimeAsync(100);
  const b = requestProducts([3]);
  await vi.advanceTimersByTimeAsync(100);
  const c = requestProducts([2, 4]);
  expect(fetchMock).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(250);
  const [pa, pb, pc] = await Promise.all([a, b, c]);
  expect(pa.map((p) => p.id)).toEqual([1, 2]);
  expect(pb.map((p) => p.id)).toEqual([3]);
  expect(pc.map((p) => p.id)).toEqual([2, 4]);
  expect(batchIds(fetchMock)).toEqual([[1, 2, 3, 4]]);
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.test/products/demo-shop?ids=1,2,3,4');
});

test('products cached in IndexedDB are not requested again', async () => {
  await writeCachedProducts([product(10, { title: 'Cached hat' })]);
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom() });
  const p = requestProducts([10, 11]);
  await vi.advanceTimersByTimeAsync(250);
  const list = await p;
  expect(list.map((x) => x.title)).toEqual(['Cached hat', 'Product 11']);
  expect(batchIds(fetchMock)).toEqual([[11]]);
});

test('expired cached products are fetched again and the cache is refreshed', async () => {
  await writeCachedProducts([product(20, { title: 'Old', cacheUntil: Date.now() - 1 })]);
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom((id) => product(id, { title: 'New' })) });
  const p = requestProducts([20]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await p)[0].title).toBe('New');
  expect(batchIds(fetchMock)).toEqual([[20]]);
  await vi.waitFor(async () => expect((await readCachedProducts([20]))[0]?.title).toBe('New'));
});

test('products already in memory resolve without waiting or a request', async () => {
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom() });
  addProducts([product(30)]); // as an earlier answer left it
  expect((await requestProducts([30])).map((p) => p.id)).toEqual([30]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a failed batch rejects with the API error and the next lookup tries again', async () => {
  fakeApi({ 'GET /products/demo-shop': { status: 500 } });
  const p = requestProducts([40]);
  const failed = expect(p).rejects.toMatchObject({ name: 'ApiError', messageKey: 'error.generic' });
  await vi.advanceTimersByTimeAsync(250);
  await failed;
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom() });
  const again = requestProducts([40]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await again).map((x) => x.id)).toEqual([40]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('ids the shop does not know are left out; junk ids are ignored', async () => {
  fakeApi({ 'GET /products/demo-shop': () => ({ items: [product(50)] }) });
  const p = requestProducts([50, 51, -1, 1.5, NaN]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await p).map((x) => x.id)).toEqual([50]);
});
