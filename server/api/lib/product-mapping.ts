/**
 * Shopify's products (product-graphql.ts `GqlProduct`) as the cards of `POST /products/batch`
 * (src/api/types.ts `Product`). Pure; a product a shopper cannot buy on the online store
 * (not ACTIVE, not published, no variants) has no card. Presentment prices come from a second
 * answer per market (product-graphql.ts `PRODUCT_PRICES_QUERY`, `withPrices`).
 */
import type { Money, PresentmentPrice, ProductVariant } from '../../../src/api/types';
import { fromGid } from '../shopify/types';
import { amountToCents } from './order-mapping';
import type { GqlPricing, GqlProduct, GqlVariant } from './product-graphql';
import type { ProductCard } from './product-cache';

const CURRENCY = /^[A-Z]{3}$/;

/** A MoneyV2 as our Money, with its amount normalized to two decimals; null for a missing or malformed one. */
function moneyOf(m: { amount?: unknown; currencyCode?: unknown } | null | undefined): Money | null {
  if (!m || typeof m.currencyCode !== 'string' || !CURRENCY.test(m.currencyCode)) return null;
  const cents = amountToCents(m.amount);
  return { amount: (cents / 100).toFixed(2), currencyCode: m.currencyCode };
}

/**
 * A variant's presentment prices from Shopify's contextual pricing, one answer per market in the
 * shop's market order: one price per currency (the first market's), answers without a valid
 * price left out.
 */
export function presentmentPrices(pricings: readonly (GqlPricing | null | undefined)[]): PresentmentPrice[] {
  const prices: PresentmentPrice[] = [];
  for (const pricing of pricings) {
    const price = moneyOf(pricing?.price);
    if (!price || prices.some((p) => p.currencyCode === price.currencyCode)) continue;
    prices.push({ currencyCode: price.currencyCode!, price, compareAtPrice: moneyOf(pricing?.compareAtPrice) });
  }
  return prices;
}

function variantOf(v: GqlVariant): ProductVariant | null {
  const id = Number(fromGid(v.id));
  if (!id) return null;
  const compareAt = v.compareAtPrice == null ? null : amountToCents(v.compareAtPrice);
  return {
    id,
    title: v.title ?? '',
    price: amountToCents(v.price),
    compareAtPrice: compareAt || null,
    available: v.availableForSale === true,
  };
}

/**
 * The card of a Shopify product, without presentment prices yet (`prices: []`): price and
 * compare-at price are the first available variant's (the first variant's when all are sold
 * out, `pricedVariantId`), cents in the shop currency.
 * @returns null when the product is not ACTIVE, not on the online store, or has no variants
 */
export function cardOf(p: GqlProduct | null | undefined): ProductCard | null {
  if (!p || typeof p.id !== 'string' || p.status !== 'ACTIVE' || !p.onlineStoreUrl || !p.handle) return null;
  const id = Number(fromGid(p.id));
  const variants = (Array.isArray(p.variants?.nodes) ? p.variants!.nodes! : [])
    .map((raw) => (raw && typeof raw.id === 'string' ? variantOf(raw) : null))
    .filter((v): v is ProductVariant => v !== null);
  if (!id || !variants.length) return null;
  const first = variants.find((v) => v.id === pricedVariantId(variants))!;
  const onlyDefault = variants.length === 1 && first.title === 'Default Title';
  return {
    id,
    title: p.title ?? '',
    variantTitle: onlyDefault ? '' : first.title,
    image: p.featuredMedia?.preview?.image?.url ?? '',
    url: `/products/${encodeURIComponent(p.handle)}`,
    price: first.price,
    compareAtPrice: first.compareAtPrice,
    prices: [],
    variants,
  };
}

/** The variant whose prices a card shows: the first available one, else the first. */
export function pricedVariantId(variants: readonly ProductVariant[]): number {
  return (variants.find((v) => v.available) ?? variants[0])?.id ?? 0;
}
