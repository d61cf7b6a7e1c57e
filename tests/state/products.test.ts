import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { batchFrom, fakeApi, product } from '../panel/fixtures';
import { requestProducts, productsById } from '../../src/state/products';
import { clearProductCache, readCachedProducts, writeCachedProducts } from '../../src/cache/products';

const batchBodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/products/batch')).map(([, init]) => JSON.parse(String(init!.body)).data);

beforeEach(async () => {
  await clearProductCache();
  productsById.value = {};
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('three lookups within 250 ms go out as one batch request', async () => {
  const fetchMock = fakeApi({ 'POST /products/batch': batchFrom() });
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
  const bodies = batchBodies(fetchMock);
  expect(bodies).toHaveLength(1);
  expect(bodies[0].items).toEqual([1, 2, 3, 4].map((id) => ({ type: 'product', size: 'medium', id })));
  expect(bodies[0].includePresentmentPrices).toBe(true);
});

test('products cached in IndexedDB are not requested again', async () => {
  await writeCachedProducts([product(10, { title: 'Cached hat' })]);
  const fetchMock = fakeApi({ 'POST /products/batch': batchFrom() });
  const p = requestProducts([10, 11]);
  await vi.advanceTimersByTimeAsync(250);
  const list = await p;
  expect(list.map((x) => x.title)).toEqual(['Cached hat', 'Product 11']);
  expect(batchBodies(fetchMock)[0].items.map((i: { id: number }) => i.id)).toEqual([11]);
});

test('expired cached products are fetched again and the cache is refreshed', async () => {
  await writeCachedProducts([product(20, { title: 'Old', cacheUntil: Date.now() - 1 })]);
  const fetchMock = fakeApi({ 'POST /products/batch': batchFrom((id) => product(id, { title: 'New' })) });
  const p = requestProducts([20]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await p)[0].title).toBe('New');
  expect(batchBodies(fetchMock)[0].items.map((i: { id: number }) => i.id)).toEqual([20]);
  await vi.waitFor(async () => expect((await readCachedProducts([20]))[0]?.title).toBe('New'));
});

test('products already in memory resolve without waiting or a request', async () => {
  const fetchMock = fakeApi({ 'POST /products/batch': batchFrom() });
  productsById.value = { 30: product(30) };
  expect((await requestProducts([30])).map((p) => p.id)).toEqual([30]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a failed batch rejects with the API error and the next lookup tries again', async () => {
  fakeApi({ 'POST /products/batch': { status: 500 } });
  const p = requestProducts([40]);
  const failed = expect(p).rejects.toMatchObject({ name: 'ApiError', messageKey: 'error.generic' });
  await vi.advanceTimersByTimeAsync(250);
  await failed;
  const fetchMock = fakeApi({ 'POST /products/batch': batchFrom() });
  const again = requestProducts([40]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await again).map((x) => x.id)).toEqual([40]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('ids the shop does not know are left out; junk ids are ignored', async () => {
  fakeApi({ 'POST /products/batch': () => ({ items: [product(50)] }) });
  const p = requestProducts([50, 51, -1, 1.5, NaN]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await p).map((x) => x.id)).toEqual([50]);
});
