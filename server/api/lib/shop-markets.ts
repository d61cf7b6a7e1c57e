/**
 * The markets a shop sells in (Shopify's Admin GraphQL `markets`, API 2026-07), as the price
 * lookups of product cards use them: one representative country per active region market, one
 * market per currency (cards key presentment prices by currency code, src/api/types.ts
 * `PresentmentPrice`). Shop data, nothing personal: kept in memory per shop for
 * SHOP_MARKETS_MEMORY_MS. Needs the read_markets scope (shopify.app.toml).
 */
import type { ApiDeps } from '../deps';
import { askShopify } from './shopify-failure';

/** How long a shop's markets are reused, ms. */
export const SHOP_MARKETS_MEMORY_MS = 5 * 60_000;

/** Markets per page: 25 x (market, currency, conditions and 10 regions) stays below 500 query points. */
export const MARKETS_PER_PAGE = 25;

/** The most pages read for one shop (Shopify caps a shop's markets far below 250). */
const MAX_PAGES = 10;

/**
 * The shop's active region markets, a page at a time. Variables: after (a cursor, or null).
 * A market's representative country is its first country region (a market may list subdivisions).
 */
export const SHOP_MARKETS_QUERY = `
query ShopMarkets($after: String) {
  markets(first: ${MARKETS_PER_PAGE}, after: $after, type: REGION, query: "status:ACTIVE") {
    nodes {
      handle
      status
      currencySettings { baseCurrency { currencyCode } }
      conditions { regionsCondition { regions(first: 10) { nodes { __typename ... on MarketRegionCountry { code } } } } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface GqlMarket {
  handle: string | null;
  status: string | null;
  currencySettings: { baseCurrency: { currencyCode: string | null } | null } | null;
  conditions: { regionsCondition: { regions: { nodes: ({ __typename?: string; code?: string | null } | null)[] | null } | null } | null } | null;
}

export interface ShopMarketsAnswer {
  markets: { nodes: (GqlMarket | null)[] | null; pageInfo: { hasNextPage: boolean | null; endCursor: string | null } | null } | null;
}

/** A market the app prices cards in: its handle, currency (ISO 4217) and the country it asks Shopify's prices for (ISO 3166-1 alpha-2). */
export interface PriceMarket { handle: string; currencyCode: string; country: string }

const CODE3 = /^[A-Z]{3}$/;
const CODE2 = /^[A-Z]{2}$/;

/**
 * The markets of Shopify's pages to price in, in Shopify's order: only ACTIVE ones with a
 * currency and a country region, the first market of each currency.
 */
export function priceMarketsOf(markets: readonly (GqlMarket | null | undefined)[]): PriceMarket[] {
  const out: PriceMarket[] = [];
  for (const m of markets) {
    if (!m || m.status !== 'ACTIVE' || typeof m.handle !== 'string') continue;
    const currencyCode = m.currencySettings?.baseCurrency?.currencyCode;
    const country = (m.conditions?.regionsCondition?.regions?.nodes ?? [])
      .find((r) => r?.__typename === 'MarketRegionCountry' && typeof r.code === 'string' && CODE2.test(r.code))?.code;
    if (typeof currencyCode !== 'string' || !CODE3.test(currencyCode) || !country) continue;
    if (out.some((x) => x.currencyCode === currencyCode)) continue;
    out.push({ handle: m.handle, currencyCode, country });
  }
  return out;
}

const remembered = new Map<string, { until: number; markets: PriceMarket[] }>();

/** Forgets every remembered shop's markets. */
export const forgetShopMarkets = (): void => remembered.clear();

/**
 * The shop's markets to price cards in (`priceMarketsOf`), remembered SHOP_MARKETS_MEMORY_MS.
 * @param now epoch ms
 * @param message the screen's error text should Shopify fail
 * @throws ApiError (shopify-failure.ts) when Shopify fails; nothing is remembered then
 */
export async function shopMarkets(deps: Pick<ApiDeps, 'shopify'>, shopId: string, now: number, message: string): Promise<PriceMarket[]> {
  const kept = remembered.get(shopId);
  if (kept && kept.until > now) return kept.markets;
  const all: (GqlMarket | null)[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer: ShopMarketsAnswer | null = await askShopify<ShopMarketsAnswer>(deps.shopify, shopId, message, SHOP_MARKETS_QUERY, { after });
    const nodes = answer?.markets?.nodes;
    if (Array.isArray(nodes)) all.push(...nodes);
    const info: { hasNextPage: boolean | null; endCursor: string | null } | null | undefined = answer?.markets?.pageInfo;
    if (!info?.hasNextPage || typeof info.endCursor !== 'string') break;
    after = info.endCursor;
  }
  const markets = priceMarketsOf(all);
  remembered.set(shopId, { until: now + SHOP_MARKETS_MEMORY_MS, markets });
  return markets;
}
