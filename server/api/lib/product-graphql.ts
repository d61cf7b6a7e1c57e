/**
 * The Admin GraphQL operations the app sends about products (Shopify's Admin API 2026-07;
 * tests/server/api/admin-graphql-operations.test.ts validates each against Shopify's published
 * schema), and the answers' shapes as those operations select them.
 */
import { IMAGE_URL_FIELD } from './image-url';

/**
 * The most variants a card lists: each costs one query point, and a 50-product batch stays well
 * below Shopify's 1000-point limit per query.
 */
export const VARIANTS_PER_PRODUCT = 25;

export interface GqlMoney { amount: string; currencyCode: string }
export interface GqlPricing { price: GqlMoney | null; compareAtPrice: GqlMoney | null }

export interface GqlVariant {
  id: string;
  title: string | null;
  price: string | null;
  compareAtPrice: string | null;
  availableForSale: boolean | null;
}

export interface GqlProduct {
  id: string;
  title: string | null;
  handle: string | null;
  status: string | null;
  onlineStoreUrl: string | null;
  /** the product's first media; its preview image is the card's picture (a video's poster frame for a video) */
  featuredMedia: { preview: { image: { url: string | null } | null } | null } | null;
  variants: { nodes: GqlVariant[] | null } | null;
}

/** Cards of products by GID, in one call. Variables: ids (Product GIDs). */
export const PRODUCT_CARDS_QUERY = `
query ProductCards($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on Product {
      id title handle status onlineStoreUrl
      featuredMedia { preview { image { ${IMAGE_URL_FIELD} } } }
      variants(first: ${VARIANTS_PER_PRODUCT}) {
        nodes {
          id title price compareAtPrice availableForSale
        }
      }
    }
  }
}`;

export interface ProductCardsAnswer { nodes: (GqlProduct | Record<string, never> | null)[] | null }

/**
 * The prices of variants for buyers in one country, in the currency of the market that country
 * belongs to (shop-markets.ts picks one country per market). Variables: ids (ProductVariant
 * GIDs), country (CountryCode). A fixed cost whatever the number of markets: the app sends it
 * once per market.
 */
export const PRODUCT_PRICES_QUERY = `
query ProductPrices($ids: [ID!]!, $country: CountryCode!) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      id
      contextualPricing(context: {country: $country}) { price { amount currencyCode } compareAtPrice { amount currencyCode } }
    }
  }
}`;

export interface ProductPricesAnswer { nodes: ({ id?: string; contextualPricing?: GqlPricing | null } | null)[] | null }

/** The newest orders 'Popular today' counts, and the line items it reads of each: 352 query points. */
export const RECENT_ORDERS = 50;
export const RECENT_ORDER_LINES = 5;

/**
 * The products of a shop's orders since a date, newest first, for 'Popular today'. Variables:
 * query (Shopify search syntax, `created_at:>=ISO-DATE`).
 */
export const RECENT_ORDER_PRODUCTS_QUERY = `
query RecentOrderProducts($query: String!) {
  orders(first: ${RECENT_ORDERS}, query: $query, sortKey: CREATED_AT, reverse: true) {
    nodes {
      lineItems(first: ${RECENT_ORDER_LINES}) { nodes { quantity product { id } } }
    }
  }
}`;

export interface RecentOrderProductsAnswer {
  orders: { nodes: { lineItems: { nodes: { quantity: number | null; product: { id: string } | null }[] | null } | null }[] | null } | null;
}
