import { beforeEach, expect, test } from 'vitest';
import { set, createStore } from 'idb-keyval';
import { readCachedProducts, writeCachedProducts } from '../../src/cache/products';
import { clearProductCache } from '../../src/cache/products-clear';
import { product } from '../panel/fixtures';

beforeEach(() => clearProductCache());

test('a stored product is read back until its cacheUntil time', async () => {
  const now = 1_000_000;
  await writeCachedProducts([product(1, { cacheUntil: now + 10 })]);
  expect((await readCachedProducts([1], now)).map((p) => p.id)).toEqual([1]);
  expect(await readCachedProducts([1], now + 10)).toEqual([]);
});

test('ids never stored and junk written by others count as missing', async () => {
  await set(7, { hello: 'junk' }, createStore('status', 'products'));
  await set(8, 'text', createStore('status', 'products'));
  expect(await readCachedProducts([7, 8, 9])).toEqual([]);
});

test('clearing the cache forgets every product', async () => {
  await writeCachedProducts([product(3)]);
  await clearProductCache();
  expect(await readCachedProducts([3])).toEqual([]);
});
