// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_RATES, PRODUCTS } from '../../../server/seed/catalog';
import { createHarness, HARNESS_START_MS, NOW, type Harness } from './helpers';

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
      image: '/images/canvas-tote.svg',
      url: '/products/canvas-tote',
      price: 2800,
      compareAtPrice: null,
      prices: [],
      cacheUntil: NOW + 3_600_000,
    });
    expect(tote.variants).toHaveLength(2);
    expect(tote.variants[0]).toEqual({ id: 400070011, title: 'Natural', price: 2800, compareAtPrice: null, available: true });
  });

  it('fills a presentment price for every currency, as decimal strings', async () => {
    const sale = PRODUCTS.find((p) => p.variants[0].compareAtPrice !== null)!;
    const res = await h.call('POST', '/products/batch', {
      data: { shopId: 'demo-shop', items: [item(7001), item(sale.id)], includePresentmentPrices: true },
    });
    const [tote, onSale] = res.json.data.items;
    expect(tote.prices.map((p: { currencyCode: string }) => p.currencyCode)).toEqual(Object.keys(CURRENCY_RATES));
    expect(tote.prices[0]).toEqual({ currencyCode: 'USD', price: { amount: '28.00', currencyCode: 'USD' }, compareAtPrice: null });
    expect(tote.prices.find((p: { currencyCode: string }) => p.currencyCode === 'EUR').price.amount).toBe('25.76');
    expect(onSale.compareAtPrice).toBe(sale.variants[0].compareAtPrice);
    expect(onSale.prices[0].compareAtPrice.amount).toBe((sale.variants[0].compareAtPrice! / 100).toFixed(2));
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

describe('POST /init/for-you', () => {
  it('keeps known recently viewed ids in order (at most 8) and lists the 8 most popular', async () => {
    const viewed = [7005, 1, 7002, 7005, 7010, 7011, 7012, 7013, 7014, 7015, 7016];
    const res = await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop', recentlyViewed: viewed } });
    expect(res.status).toBe(200);
    expect(res.json.data.recentlyViewed).toEqual([7005, 7002, 7010, 7011, 7012, 7013, 7014, 7015]);
    const expected = [...PRODUCTS].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 8).map((p) => p.id);
    expect(res.json.data.popularToday).toEqual(expected);
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
