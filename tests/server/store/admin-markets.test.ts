// @vitest-environment node
// The local Shopify's markets as the app reads them through Admin GraphQL (API 2026-07): the
// shop's markets with their currency and countries, and each country's prices in its market's currency.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalShopify } from '../../../server/store/admin';
import { seedMarkets } from '../../../server/store/admin/seed-shop';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { CLIENT_ID, localShopify } from './shopify-helpers';

const s = localShopify();
let token = '';
beforeAll(async () => { token = await s.install(); });
beforeEach(() => { s.shopify.data.markets = seedMarkets(); });

const MARKETS = `query($after: String, $q: String) { markets(first: 2, after: $after, query: $q) {
  nodes { id handle name status type
    currencySettings { baseCurrency { currencyCode currencyName enabled } }
    conditions { conditionTypes regionsCondition { regions(first: 3) { nodes { __typename name ... on MarketRegionCountry { code } } } } } }
  pageInfo { hasNextPage endCursor } } }`;

/** Every market of the shop, two a page. */
async function allMarkets(q?: string) {
  const out = [];
  let after: string | null = null;
  for (;;) {
    const { body } = await s.gql(token, MARKETS, { after, q });
    expect(body.errors).toBeUndefined();
    out.push(...body.data.markets.nodes);
    if (!body.data.markets.pageInfo.hasNextPage) return out;
    after = body.data.markets.pageInfo.endCursor;
  }
}

/** The Canvas Tote's first variant ($28.00) priced for buyers in `country`. */
async function toteIn(country: string) {
  const { body } = await s.gql(token, `query($c: CountryCode!) { nodes(ids: ["gid://shopify/ProductVariant/400070011"]) {
    ... on ProductVariant { contextualPricing(context: {country: $c}) { price { amount currencyCode } compareAtPrice { amount } } } } }`, { c: country });
  expect(body.errors).toBeUndefined();
  return body.data.nodes[0].contextualPricing.price;
}

describe('the markets of the local Shopify', () => {
  it('lists Australia, Canada, Europe, the United Kingdom and the United States by name, with their currency and countries, a page at a time', async () => {
    const markets = await allMarkets();
    expect(markets.map((m) => [m.handle, m.name, m.status, m.type, m.currencySettings.baseCurrency.currencyCode])).toEqual([
      ['au', 'Australia', 'ACTIVE', 'REGION', 'AUD'],
      ['ca', 'Canada', 'ACTIVE', 'REGION', 'CAD'],
      ['europe', 'Europe', 'ACTIVE', 'REGION', 'EUR'],
      ['uk', 'United Kingdom', 'ACTIVE', 'REGION', 'GBP'],
      ['us', 'United States', 'ACTIVE', 'REGION', 'USD'],
    ]);
    expect(markets[0]).toMatchObject({
      id: 'gid://shopify/Market/5',
      currencySettings: { baseCurrency: { currencyName: 'Australian Dollar', enabled: true } },
      conditions: { conditionTypes: ['REGION'], regionsCondition: { regions: { nodes: [{ __typename: 'MarketRegionCountry', name: 'Australia', code: 'AU' }] } } },
    });
    expect(markets[2].conditions.regionsCondition.regions.nodes.map((r: { code: string }) => r.code)).toEqual(['AT', 'BE', 'CY']);
    const byId = await s.gql(token, '{ markets(first: 10, sortKey: ID, reverse: true) { nodes { handle } } }');
    expect(byId.body.data.markets.nodes.map((m: { handle: string }) => m.handle)).toEqual(['au', 'ca', 'uk', 'europe', 'us']);
  });

  it('filters by status: a market the merchant set to draft is not among the active ones', async () => {
    s.shopify.data.markets.find((m) => m.handle === 'uk')!.status = 'DRAFT';
    expect((await allMarkets('status:ACTIVE')).map((m) => m.handle)).toEqual(['au', 'ca', 'europe', 'us']);
    expect((await allMarkets('status:DRAFT')).map((m) => m.handle)).toEqual(['uk']);
  });

  it("prices a variant in the currency of the buyer's country's market, and in the shop currency elsewhere", async () => {
    expect(await toteIn('US')).toEqual({ amount: '28.00', currencyCode: 'USD' });
    expect(await toteIn('FR')).toEqual({ amount: '25.76', currencyCode: 'EUR' });
    expect(await toteIn('GB')).toEqual({ amount: '22.12', currencyCode: 'GBP' });
    expect(await toteIn('CA')).toEqual({ amount: '38.08', currencyCode: 'CAD' });
    expect(await toteIn('AU')).toEqual({ amount: '42.56', currencyCode: 'AUD' });
    expect(await toteIn('JP')).toEqual({ amount: '28.00', currencyCode: 'USD' });
  });

  it('prices a country of a draft market in the shop currency', async () => {
    s.shopify.data.markets.find((m) => m.handle === 'au')!.status = 'DRAFT';
    expect(await toteIn('AU')).toEqual({ amount: '28.00', currencyCode: 'USD' });
  });
});

describe('the markets in the data file', () => {
  it("keeps a merchant's market change across restarts; a data file written before markets existed gets the seeded markets", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'shopify-markets-')), 'shopify.json');
    const first = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    first.data.markets.find((m) => m.handle === 'ca')!.status = 'DRAFT';
    first.store.changed();
    await first.flush();
    const again = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    expect(again.data.markets.find((m) => m.handle === 'ca')!.status).toBe('DRAFT');

    const old = JSON.parse(readFileSync(file, 'utf8'));
    delete old.markets;
    writeFileSync(file, JSON.stringify(old));
    const upgraded = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: file });
    expect(upgraded.data.markets).toEqual(seedMarkets());
  });
});
