// @vitest-environment node
// Products and For you, read from the local Shopify through Admin GraphQL and the product cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateProducts, productCacheCounters, resetProductCacheCounters } from '../../../server/api/lib/product-cache';
import { forgetShopMarkets } from '../../../server/api/lib/shop-markets';
import { seedMarkets } from '../../../server/store/admin/seed-shop';
import { PRODUCTS } from '../../../server/store/seed/catalog';
import { anonToken, createHarness, HARNESS_START_MS, NOW, type Harness } from './helpers';
import { storeCall } from './local-shopify';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const item = (id: number) => ({ type: 'product', size: 'small', id });

describe('POST /products/batch', () => {
  it('returns known products in request order with root-relative urls and cents', async () => {
    const res = await h.call('POST', '/products/batch', {
      data: { shopId: 'demo-shop', items: [item(7002), item(999), item(7001)], includePresentmentPrices: false },
    });
    expect(res.status).toBe(200);
    const items = res.json.data.items;
    expect(items.map((p: { id: number }) => p.id)).toEqual([7002, 7001]);
    const tote = items[1];
    expect(tote).toMatchObject({
      id: 7001,
      title: 'Canvas Tote',
      variantTitle: 'Natural',
      image: '/images/canvas-tote.png?width=400&height=400',
      url: '/products/canvas-tote',
      price: 2800,
      compareAtPrice: null,
      prices: [],
      cacheUntil: NOW + 3_600_000,
    });
    expect(tote.variants).toHaveLength(2);
    expect(tote.variants[0]).toEqual({ id: 400070011, title: 'Natural', price: 2800, compareAtPrice: null, available: true });
  });

  it("fills a presentment price for every market the shop sells in (Shopify lists them by name), as decimal strings", async () => {
    const sale = PRODUCTS.find((p) => p.variants[0].compareAtPrice !== null)!;
    const res = await h.call('POST', '/products/batch', {
      data: { shopId: 'demo-shop', items: [item(7001), item(sale.id)], includePresentmentPrices: true },
    });
    const [tote, onSale] = res.json.data.items;
    expect(tote.prices.map((p: { currencyCode: string }) => p.currencyCode)).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
    expect(tote.prices[4]).toEqual({ currencyCode: 'USD', price: { amount: '28.00', currencyCode: 'USD' }, compareAtPrice: null });
    expect(tote.prices[0]).toEqual({ currencyCode: 'AUD', price: { amount: '42.56', currencyCode: 'AUD' }, compareAtPrice: null });
    expect(tote.prices.find((p: { currencyCode: string }) => p.currencyCode === 'EUR').price.amount).toBe('25.76');
    expect(onSale.compareAtPrice).toBe(sale.variants[0].compareAtPrice);
    expect(onSale.prices[4].compareAtPrice.amount).toBe((sale.variants[0].compareAtPrice! / 100).toFixed(2));
  });

  it("leaves out a market the merchant set to draft, and prices in a market the merchant adds", async () => {
    const markets = h.shopify.data.markets;
    markets.find((m) => m.handle === 'uk')!.status = 'DRAFT';
    markets.push({ id: 6, handle: 'nz', name: 'New Zealand', status: 'ACTIVE', currencyCode: 'NZD', countries: ['NZ'] });
    forgetShopMarkets();
    await h.db.query('DELETE FROM product_cache');
    try {
      const res = await h.call('POST', '/products/batch', { data: { shopId: 'demo-shop', items: [item(7001)], includePresentmentPrices: true } });
      const [tote] = res.json.data.items;
      expect(tote.prices.map((p: { currencyCode: string }) => p.currencyCode)).toEqual(['AUD', 'CAD', 'EUR', 'NZD', 'USD']);
      // the local Shopify has no rate for NZD: Shopify's price in that market is the shop currency's amount
      expect(tote.prices[3].price).toEqual({ amount: '28.00', currencyCode: 'NZD' });
    } finally {
      h.shopify.data.markets = seedMarkets();
      forgetShopMarkets();
      await h.db.query('DELETE FROM product_cache');
    }
  });

  it('skips a sold-out first variant for the shown price and title', async () => {
    const res = await h.call('POST', '/products/batch', { data: { shopId: 'demo-shop', items: [item(7003)], includePresentmentPrices: false } });
    expect(res.json.data.items[0].variantTitle).toBe('S');
    expect(res.json.data.items[0].variants.find((v: { title: string }) => v.title === 'XL').available).toBe(false);
  });

  it('refuses more than 50 items and a missing list with 400', async () => {
    const many = Array.from({ length: 51 }, (_, i) => item(7001 + (i % 20)));
    expect((await h.call('POST', '/products/batch', { data: { shopId: 'demo-shop', items: many, includePresentmentPrices: false } })).status).toBe(400);
    expect((await h.call('POST', '/products/batch', { data: { shopId: 'demo-shop' } })).status).toBe(400);
  });
});

describe('the product cache', () => {
  const batch = (ids: number[]) => h.call('POST', '/products/batch', { data: { shopId: 'demo-shop', items: ids.map(item), includePresentmentPrices: true } });

  it('serves a second batch from the cache, and a changed product fresh once Shopify says it changed', async () => {
    await h.db.query('DELETE FROM product_cache');
    resetProductCacheCounters();
    const first = await batch([7004, 7005]);
    expect(productCacheCounters).toEqual({ hits: 0, misses: 2 });
    const second = await batch([7005, 7004]);
    expect(productCacheCounters).toEqual({ hits: 2, misses: 2 });
    expect((await h.call('GET', '/dev/product-cache', { token: null })).json.data).toEqual({ hits: 2, misses: 2, hitRate: 0.5 });
    expect(second.json.data.items.map((p: { id: number }) => p.id)).toEqual([7005, 7004]);
    expect(second.json.data.items[1]).toEqual(first.json.data.items[0]);

    // The merchant changes a price in Shopify: the cache keeps the old card until the products/update
    // webhook invalidates it, then the next read is fresh.
    const variant = first.json.data.items[0].variants[0];
    expect((await storeCall(h, 'PATCH', `/dev/variants/${variant.id}`, { price: 9900 })).status).toBe(200);
    expect((await batch([7004])).json.data.items[0].variants[0].price).toBe(variant.price);
    expect(await invalidateProducts(h.db, 'demo-shop', [7004])).toBe(1);
    const fresh = (await batch([7004])).json.data.items[0];
    expect(fresh.variants[0].price).toBe(9900);
    expect(productCacheCounters.misses).toBe(3);
  });
});

describe('POST /init/for-you', () => {
  it('keeps known recently viewed ids in order (at most 8)', async () => {
    const viewed = [7005, 1, 7002, 7005, 7010, 7011, 7012, 7013, 7014, 7015, 7016];
    const res = await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop', recentlyViewed: viewed } });
    expect(res.status).toBe(200);
    expect(res.json.data.recentlyViewed).toEqual([7005, 7002, 7010, 7011, 7012, 7013, 7014, 7015]);
  });

  it("lists as popular today the products shoppers viewed most in the last day, then the recent orders' products", async () => {
    const view = (productId: number, visitor: string) => ({
      event: 'product_view', event_data: { productId }, created_at: h.clock.now, customer_id: null, status_id: visitor, shop_id: 'demo-shop',
    });
    // three visitors viewed 7018, two 7019, one 7020 (three times: one visitor counts once)
    const seen: [number, string][] = [[7018, 'a'], [7018, 'b'], [7018, 'c'], [7019, 'a'], [7019, 'b'], [7020, 'd'], [7020, 'd'], [7020, 'd']];
    // each visitor sends their own views: the API takes the status id from the caller's token
    for (const visitor of new Set(seen.map(([, v]) => v))) {
      const events = Object.fromEntries(seen.map(([p, v], i) => [`view-${i}`, view(p, v)] as const).filter(([, e]) => e.status_id === visitor));
      expect((await h.call('POST', '/tracking/event/inject', { token: anonToken(visitor), body: JSON.stringify({ events }) })).status).toBe(200);
    }
    // the popular list is kept a minute per shop: a minute later it counts these views
    h.clock.now += 61_000;
    try {
      const { popularToday, products } = (await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop', recentlyViewed: [] } })).json.data;
      expect(popularToday.slice(0, 3)).toEqual([7018, 7019, 7020]);
      expect(popularToday.length).toBeGreaterThan(3);
      expect(popularToday.length).toBeLessThanOrEqual(8);
      expect(products.map((p: { id: number }) => p.id)).toEqual(popularToday);
      // no seed number: the list follows the signals, not the catalog's made-up popularity
      const byPopularity = [...PRODUCTS].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 8).map((p) => p.id);
      expect(popularToday).not.toEqual(byPopularity);
    } finally {
      h.clock.now = NOW;
    }
  });

  it('carries the products of both lists, as a batch with presentment prices would return them', async () => {
    const res = await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop', recentlyViewed: [7003] } });
    const { recentlyViewed, popularToday, products } = res.json.data;
    expect(products.map((p: { id: number }) => p.id)).toEqual([...new Set([...recentlyViewed, ...popularToday])]);
    const batch = await h.call('POST', '/products/batch', { data: { shopId: 'demo-shop', items: [item(7003)], includePresentmentPrices: true } });
    expect(products[0]).toEqual(batch.json.data.items[0]);
    expect(products[0].prices.length).toBeGreaterThan(0);
  });
});
