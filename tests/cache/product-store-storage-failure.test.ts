// IndexedDB that throws (private mode, blocked storage): products still load, from memory.
import { afterEach, expect, test, vi } from 'vitest';

vi.mock('idb-keyval', () => {
  const fail = () => Promise.reject(new DOMException('blocked', 'SecurityError'));
  return { createStore: () => () => fail(), getMany: fail, setMany: fail, clear: fail };
});

import { batchFrom, fakeApi } from '../panel/fixtures';
import { requestProducts } from '../../src/cache/product-store';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('when storage fails, products still show and are kept in memory', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom() });
  const p = requestProducts([1, 2]);
  await vi.advanceTimersByTimeAsync(250);
  expect((await p).map((x) => x.id)).toEqual([1, 2]);
  expect(await requestProducts([1, 2])).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
