// @vitest-environment node
// Product cards from Shopify's answers (recorded, shaped by server/store/admin/schema.graphql) and
// the product cache in front of them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/api/db/db';
import { migrate } from '../../../server/api/db/migrations';
import { invalidateProducts, productCacheCounters, resetProductCacheCounters } from '../../../server/api/lib/product-cache';
import type { GqlProduct } from '../../../server/api/lib/product-graphql';
import { cardOf } from '../../../server/api/lib/product-mapping';
import { productCards } from '../../../server/api/lib/products';
import { ShopifyError, type ShopifyAdmin } from '../../../server/api/shopify/types';
import { createTestDatabase, type TestDatabase } from './test-database';
import { HARNESS_START_MS, NOW } from './helpers';

const pricing = (amount: string, currencyCode: string, compareAt: string | null = null) => ({
  price: { amount, currencyCode }, compareAtPrice: compareAt === null ? null : { amount: compareAt, currencyCode },
});

/** A product as `nodes(ids:)` answers it: two variants, the first sold out. */
const tote = (title = 'Canvas Tote'): GqlProduct => ({
  id: 'gid://shopify/Product/7001', title, handle: 'canvas-tote', status: 'ACTIVE',
  onlineStoreUrl: 'http://127.0.0.1:3000/products/canvas-tote', featuredImage: { url: 'http://127.0.0.1:3000/images/canvas-tote.svg' },
  variants: {
    nodes: [
      { id: 'gid://shopify/ProductVariant/400070010', title: 'Black', price: '28.00', compareAtPrice: null, availableForSale: false,
        us: pricing('28.0', 'USD'), de: pricing('25.76', 'EUR'), gb: pricing('22.12', 'GBP'), ca: pricing('38.08', 'CAD') },
      { id: 'gid://shopify/ProductVariant/400070011', title: 'Natural', price: '24.00', compareAtPrice: '30.00', availableForSale: true,
        us: pricing('24.00', 'USD', '30.00'), de: pricing('22.08', 'EUR', '27.60'), gb: null, ca: pricing('32.64', 'CAD', '40.80') },
    ],
  },
});

describe('cardOf', () => {
  it("takes the first available variant's prices, in cents and per market", () => {
    expect(cardOf(tote())).toEqual({
      id: 7001, title: 'Canvas Tote', variantTitle: 'Natural', image: 'http://127.0.0.1:3000/images/canvas-tote.svg', url: '/products/canvas-tote',
      price: 2400, compareAtPrice: 3000,
      prices: [
        { currencyCode: 'USD', price: { amount: '24.00', currencyCode: 'USD' }, compareAtPrice: { amount: '30.00', currencyCode: 'USD' } },
        { currencyCode: 'EUR', price: { amount: '22.08', currencyCode: 'EUR' }, compareAtPrice: { amount: '27.60', currencyCode: 'EUR' } },
        { currencyCode: 'CAD', price: { amount: '32.64', currencyCode: 'CAD' }, compareAtPrice: { amount: '40.80', currencyCode: 'CAD' } },
      ],
      variants: [
        { id: 400070010, title: 'Black', price: 2800, compareAtPrice: null, available: false },
        { id: 400070011, title: 'Natural', price: 2400, compareAtPrice: 3000, available: true },
      ],
    });
  });

  it('leaves out what a shopper cannot buy: drafts, unpublished, no variants, nothing', () => {
    expect(cardOf({ ...tote(), status: 'DRAFT' })).toBeNull();
    expect(cardOf({ ...tote(), onlineStoreUrl: null })).toBeNull();
    expect(cardOf({ ...tote(), variants: { nodes: [] } })).toBeNull();
    expect(cardOf(null)).toBeNull();
    expect(cardOf({} as GqlProduct)).toBeNull();
  });

  it("gives a single 'Default Title' variant no variant title", () => {
    const single = { ...tote(), variants: { nodes: [{ ...tote().variants!.nodes![1]!, title: 'Default Title' }] } };
    expect(cardOf(single)?.variantTitle).toBe('');
  });
});

describe('productCards with the product cache', () => {
  let target: TestDatabase;
  let db: Db;
  const calls: { ids: string[] }[] = [];
  let answer: () => unknown = () => ({ nodes: [tote(), null] });
  const shopify: ShopifyAdmin = {
    async graphql<T>(_shopId: string, _query: string, variables?: Record<string, unknown>) {
      calls.push({ ids: variables?.ids as string[] });
      return answer() as T;
    },
  };

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
    calls.length = 0;
    resetProductCacheCounters();
    answer = () => ({ nodes: [tote(), null] });
  });

  it('asks Shopify once, then serves the same batch from the cache, unknown ids included', async () => {
    const first = await productCards({ db, shopify }, 'demo-shop', [7001, '7999', 7001, 'x'], { includePresentmentPrices: true, now: NOW });
    expect(first.map((p) => p.id)).toEqual([7001]);
    expect(calls).toEqual([{ ids: ['gid://shopify/Product/7001', 'gid://shopify/Product/7999'] }]);
    const second = await productCards({ db, shopify }, 'demo-shop', [7001, 7999], { includePresentmentPrices: false, now: NOW + 1000 });
    expect(calls).toHaveLength(1);
    expect(second[0]).toMatchObject({ id: 7001, prices: [], cacheUntil: NOW + 1000 + 3_600_000 });
    expect(productCacheCounters).toEqual({ hits: 2, misses: 2 });
  });

  it('reads a product again after invalidateProducts, and for an item with ignoreCache', async () => {
    await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW });
    answer = () => ({ nodes: [tote('Canvas Tote, renamed')] });
    expect(await invalidateProducts(db, 'demo-shop', ['gid://shopify/Product/7001'])).toBe(1);
    const fresh = await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW });
    expect(fresh[0]!.title).toBe('Canvas Tote, renamed');
    answer = () => ({ nodes: [tote('Again')] });
    const forced = await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW, ignoreCache: new Set([7001]) });
    expect(forced[0]!.title).toBe('Again');
    expect(calls).toHaveLength(3);
  });

  it("answers 503 with the products' error text when Shopify stays unavailable", async () => {
    answer = () => { throw new ShopifyError('unavailable', 'THROTTLED after 3 tries'); };
    await expect(productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW }))
      .rejects.toMatchObject({ status: 503, code: 'unavailable', message: 'Unable to load products.' });
  });
});
