// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/api/db/db';
import { migrate } from '../../../server/api/db/migrations';
import {
  invalidateProducts, PRODUCT_SERVER_CACHE_MS, productCacheCounters, readCachedCards, resetProductCacheCounters,
  writeCachedCards, type ProductCard,
} from '../../../server/api/lib/product-cache';
import { createTestDatabase, type TestDatabase } from './test-database';
import { HARNESS_START_MS, NOW } from './helpers';

let target: TestDatabase;
let db: Db;
beforeAll(async () => {
  target = await createTestDatabase();
  db = await target.open();
  await migrate(db);
}, HARNESS_START_MS);
afterAll(async () => {
  await db.close();
  await target.dispose();
});
beforeEach(async () => {
  await db.query('DELETE FROM product_cache');
  resetProductCacheCounters();
});

const card = (id: number, title: string): ProductCard => ({
  id, title, variantTitle: '', image: '/images/x.png', url: '/products/x', price: 2800, compareAtPrice: null,
  prices: [{ currencyCode: 'EUR', price: { amount: '26.00', currencyCode: 'EUR' }, compareAtPrice: null }],
  variants: [{ id: id * 10, title: 'Default Title', price: 2800, compareAtPrice: null, available: true }],
});

describe('product cache', () => {
  it('answers what was written until it expires, and counts hits', async () => {
    await writeCachedCards(db, 'demo-shop', new Map([[7001, card(7001, 'Tote')], [7999, null]]), NOW);
    const fresh = await readCachedCards(db, 'demo-shop', [7001, 7999, 7002], NOW + 1000);
    expect(fresh.get(7001)).toEqual(card(7001, 'Tote'));
    expect(fresh.has(7999)).toBe(true);
    expect(fresh.get(7999)).toBeNull();
    expect(fresh.has(7002)).toBe(false);
    expect(productCacheCounters.hits).toBe(2);

    const later = await readCachedCards(db, 'demo-shop', [7001], NOW + PRODUCT_SERVER_CACHE_MS + 1);
    expect(later.size).toBe(0);
  });

  it('keeps shops apart and overwrites an entry on the next write', async () => {
    await writeCachedCards(db, 'demo-shop', new Map([[7001, card(7001, 'Tote')]]), NOW);
    expect((await readCachedCards(db, 'other-shop', [7001], NOW)).size).toBe(0);
    await writeCachedCards(db, 'demo-shop', new Map([[7001, card(7001, 'Tote v2')]]), NOW);
    expect((await readCachedCards(db, 'demo-shop', [7001], NOW)).get(7001)?.title).toBe('Tote v2');
  });

  it('invalidateProducts drops the named products of that shop only, by id or GID', async () => {
    const entries = new Map([[7001, card(7001, 'A')], [7002, card(7002, 'B')], [7003, card(7003, 'C')]]);
    await writeCachedCards(db, 'demo-shop', entries, NOW);
    await writeCachedCards(db, 'other-shop', entries, NOW);
    expect(await invalidateProducts(db, 'demo-shop', ['gid://shopify/Product/7001', 7002, 'junk', '-1'])).toBe(2);
    expect([...(await readCachedCards(db, 'demo-shop', [7001, 7002, 7003], NOW)).keys()]).toEqual([7003]);
    expect((await readCachedCards(db, 'other-shop', [7001, 7002, 7003], NOW)).size).toBe(3);
    expect(await invalidateProducts(db, 'demo-shop', [])).toBe(0);
  });
});
