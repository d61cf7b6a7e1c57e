// @vitest-environment node
// Product cards from Shopify's answers (recorded, shaped by Shopify's Admin API 2026-07) and
// the product cache in front of them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/api/db/db';
import { migrate } from '../../../server/api/db/migrations';
import { invalidateProducts, productCacheCounters, resetProductCacheCounters } from '../../../server/api/lib/product-cache';
import type { GqlProduct } from '../../../server/api/lib/product-graphql';
import { cardOf, presentmentPrices } from '../../../server/api/lib/product-mapping';
import { forgetShopMarkets } from '../../../server/api/lib/shop-markets';
import { forgetPopular, popularProductIds } from '../../../server/api/lib/popular';
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
  onlineStoreUrl: 'http://127.0.0.1:3000/products/canvas-tote', featuredMedia: { preview: { image: { url: 'http://127.0.0.1:3000/images/canvas-tote.png' } } },
  variants: {
    nodes: [
      { id: 'gid://shopify/ProductVariant/400070010', title: 'Black', price: '28.00', compareAtPrice: null, availableForSale: false },
      { id: 'gid://shopify/ProductVariant/400070011', title: 'Natural', price: '24.00', compareAtPrice: '30.00', availableForSale: true },
    ],
  },
});

describe('cardOf', () => {
  it("takes the first available variant's prices, in cents", () => {
    expect(cardOf(tote())).toEqual({
      id: 7001, title: 'Canvas Tote', variantTitle: 'Natural', image: 'http://127.0.0.1:3000/images/canvas-tote.png', url: '/products/canvas-tote',
      price: 2400, compareAtPrice: 3000,
      prices: [],
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

describe('presentmentPrices', () => {
  it("gives one price per market currency in the markets' order, normalized, the first market's for a shared currency", () => {
    expect(presentmentPrices([pricing('24.0', 'AUD', '30'), null, pricing('22.08', 'EUR', '27.60'), pricing('20.00', 'EUR'), { price: null, compareAtPrice: null }]))
      .toEqual([
        { currencyCode: 'AUD', price: { amount: '24.00', currencyCode: 'AUD' }, compareAtPrice: { amount: '30.00', currencyCode: 'AUD' } },
        { currencyCode: 'EUR', price: { amount: '22.08', currencyCode: 'EUR' }, compareAtPrice: { amount: '27.60', currencyCode: 'EUR' } },
      ]);
    expect(presentmentPrices([{ price: { amount: '1.00', currencyCode: 'euro' }, compareAtPrice: null }])).toEqual([]);
  });
});

/** A region market as `markets` answers it. */
const market = (handle: string, currencyCode: string, countries: string[], status = 'ACTIVE') => ({
  handle, status, currencySettings: { baseCurrency: { currencyCode } },
  conditions: { regionsCondition: { regions: { nodes: countries.map((code) => ({ __typename: 'MarketRegionCountry', code })) } } },
});

/** The Natural tote's prices per country, as `contextualPricing` answers them. */
const NATURAL: Record<string, ReturnType<typeof pricing>> = {
  US: pricing('24.00', 'USD', '30.00'), DE: pricing('22.08', 'EUR', '27.60'), CA: pricing('32.64', 'CAD', '40.80'), AU: pricing('36.48', 'AUD', '45.60'),
  NZ: pricing('40.00', 'NZD'),
};

describe('productCards with the product cache', () => {
  let target: TestDatabase;
  let db: Db;
  const calls: { ids: string[] }[] = [];
  const priced: string[] = [];
  let answer: () => unknown = () => ({ nodes: [tote(), null] });
  let markets: unknown[] = [];
  const shopify: ShopifyAdmin = {
    async graphql<T>(_shopId: string, query: string, variables?: Record<string, unknown>) {
      if (query.includes('query ShopMarkets')) return { markets: { nodes: markets, pageInfo: { hasNextPage: false, endCursor: null } } } as T;
      if (query.includes('query ProductPrices')) {
        const country = variables?.country as string;
        priced.push(`${country} ${(variables?.ids as string[]).join(',')}`);
        return { nodes: (variables?.ids as string[]).map((id) => (id.endsWith('/400070011') ? { id, contextualPricing: NATURAL[country] ?? null } : null)) } as T;
      }
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
    priced.length = 0;
    resetProductCacheCounters();
    forgetShopMarkets();
    answer = () => ({ nodes: [tote(), null] });
    markets = [market('us', 'USD', ['US']), market('europe', 'EUR', ['DE', 'FR']), market('ca', 'CAD', ['CA'])];
  });

  it("prices a card in every enabled market of the shop, the extra one included, and leaves a draft market out", async () => {
    markets = [
      market('au', 'AUD', ['AU']), market('ca', 'CAD', ['CA']), market('europe', 'EUR', ['DE', 'FR']), market('nz', 'NZD', ['NZ'], 'DRAFT'),
      market('us', 'USD', ['US']),
    ];
    const [card] = await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW });
    expect(card!.prices).toEqual([
      { currencyCode: 'AUD', price: { amount: '36.48', currencyCode: 'AUD' }, compareAtPrice: { amount: '45.60', currencyCode: 'AUD' } },
      { currencyCode: 'CAD', price: { amount: '32.64', currencyCode: 'CAD' }, compareAtPrice: { amount: '40.80', currencyCode: 'CAD' } },
      { currencyCode: 'EUR', price: { amount: '22.08', currencyCode: 'EUR' }, compareAtPrice: { amount: '27.60', currencyCode: 'EUR' } },
      { currencyCode: 'USD', price: { amount: '24.00', currencyCode: 'USD' }, compareAtPrice: { amount: '30.00', currencyCode: 'USD' } },
    ]);
    // the available variant only, once per market, one country per market
    expect(priced).toEqual(['AU', 'CA', 'DE', 'US'].map((c) => `${c} gid://shopify/ProductVariant/400070011`));
  });

  it("keeps a shop's markets for five minutes", async () => {
    await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW });
    markets = [...markets, market('au', 'AUD', ['AU'])];
    await db.query('DELETE FROM product_cache');
    const kept = await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW + 60_000 });
    expect(kept[0]!.prices.map((p) => p.currencyCode)).toEqual(['USD', 'EUR', 'CAD']);
    await db.query('DELETE FROM product_cache');
    const later = await productCards({ db, shopify }, 'demo-shop', [7001], { includePresentmentPrices: true, now: NOW + 5 * 60_000 + 1 });
    expect(later[0]!.prices.map((p) => p.currencyCode)).toEqual(['USD', 'EUR', 'CAD', 'AUD']);
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

  it("asks Shopify for at most 250 products at a time, as its nodes(ids:) allows, and keeps the given order", async () => {
    const ids = Array.from({ length: 600 }, (_, i) => 7001 + i);
    answer = () => ({ nodes: [tote()] });
    const cards = await productCards({ db, shopify }, 'demo-shop', [...ids].reverse(), { includePresentmentPrices: false, now: NOW });
    expect(calls.map((c) => c.ids.length)).toEqual([250, 250, 100]);
    expect(new Set(calls.flatMap((c) => c.ids)).size).toBe(600);
    expect(cards.map((p) => p.id)).toEqual([7001]);
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

describe("'Popular today' from real signals", () => {
  let target: TestDatabase;
  let db: Db;
  let orders: unknown = { orders: { nodes: [] } };
  const asked: string[] = [];
  const shopify: ShopifyAdmin = {
    async graphql<T>(_shopId: string, _query: string, variables?: Record<string, unknown>) {
      asked.push(String(variables?.query));
      if (orders instanceof Error) throw orders;
      return orders as T;
    },
  };
  const line = (productId: number | null, quantity: number) => ({ quantity, product: productId === null ? null : { id: `gid://shopify/Product/${productId}` } });
  const view = async (id: string, productId: unknown, visitor: string, receivedAt: number, shop = 'demo-shop') => db.query(
    `INSERT INTO tracking_events (id, event, event_data, created_at, status_id, shop_id, received_at) VALUES ($1, 'product_view', $2, $3, $4, $5, $3)`,
    [id, JSON.stringify({ productId }), new Date(receivedAt).toISOString(), visitor, shop],
  );

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
    forgetPopular();
    await db.query('DELETE FROM tracking_events');
    asked.length = 0;
    orders = { orders: { nodes: [] } };
  });

  it('gives a shop without views or orders no popular products', async () => {
    expect(await popularProductIds({ db, shopify }, 'demo-shop', NOW)).toEqual([]);
    expect(asked).toEqual([`created_at:>=${new Date(NOW - 7 * 86_400_000).toISOString()}`]);
  });

  it("ranks the last day's views by visitors, then tops up with the recent orders' products by quantity", async () => {
    await view('1', 7003, 'a', NOW - 1000);
    await view('2', 7003, 'b', NOW - 2000);
    await view('3', '7002', 'c', NOW - 3000);
    await view('4', 7002, 'c', NOW - 4000);
    await view('5', 7009, 'a', NOW - 2 * 86_400_000); // older than a day
    await view('6', 7010, 'a', NOW - 1000, 'other-shop');
    await view('7', 'junk', 'a', NOW - 1000);
    orders = { orders: { nodes: [
      { lineItems: { nodes: [line(7005, 1), line(7002, 5), line(null, 9)] } },
      { lineItems: { nodes: [line(7006, 3)] } },
      null,
    ] } };
    expect(await popularProductIds({ db, shopify }, 'demo-shop', NOW)).toEqual([7003, 7002, 7006, 7005]);
  });

  it('keeps a shop\'s list a minute, and counts the views alone when Shopify fails', async () => {
    await view('1', 7003, 'a', NOW - 1000);
    orders = new ShopifyError('unavailable', 'THROTTLED');
    expect(await popularProductIds({ db, shopify }, 'demo-shop', NOW)).toEqual([7003]);
    await view('2', 7004, 'a', NOW - 1000);
    await view('3', 7004, 'b', NOW - 1000);
    expect(await popularProductIds({ db, shopify }, 'demo-shop', NOW + 59_000)).toEqual([7003]);
    expect(await popularProductIds({ db, shopify }, 'demo-shop', NOW + 61_000)).toEqual([7004, 7003]);
  });
});
