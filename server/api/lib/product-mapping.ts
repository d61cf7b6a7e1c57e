/**
 * Shopify's products (product-graphql.ts `GqlProduct`) as the cards of `POST /products/batch`
 * (src/api/types.ts `Product`). Pure; a product a shopper cannot buy on the online store
 * (not ACTIVE, not published, no variants) has no card.
 */
import type { Money, PresentmentPrice, ProductVariant } from '../../../src/api/types';
import { fromGid } from '../shopify/types';
import { amountToCents } from './order-mapping';
import { PRESENTMENT_MARKETS, type GqlPricing, type GqlProduct, type GqlVariant } from './product-graphql';
import type { ProductCard } from './product-cache';

const CURRENCY = /^[A-Z]{3}$/;

/** A MoneyV2 as our Money, with its amount normalized to two decimals; null for a missing or malformed one. */
function moneyOf(m: { amount?: unknown; currencyCode?: unknown } | null | undefined): Money | null {
  if (!m || typeof m.currencyCode !== 'string' || !CURRENCY.test(m.currencyCode)) return null;
  const cents = amountToCents(m.amount);
  return { amount: (cents / 100).toFixed(2), currencyCode: m.currencyCode };
}

/** The variant's price in each market of PRESENTMENT_MARKETS that Shopify priced. */
function presentmentPrices(v: GqlVariant): PresentmentPrice[] {
  const prices: PresentmentPrice[] = [];
  for (const market of PRESENTMENT_MARKETS) {
    const pricing = v[market.alias] as GqlPricing | null | undefined;
    const price = moneyOf(pricing?.price);
    if (!price) continue;
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
 * The card of a Shopify product, with every presentment price Shopify gave: price and
 * compare-at price are the first available variant's (the first variant's when all are sold
 * out), cents in the shop currency.
 * @returns null when the product is not ACTIVE, not on the online store, or has no variants
 */
export function cardOf(p: GqlProduct | null | undefined): ProductCard | null {
  if (!p || typeof p.id !== 'string' || p.status !== 'ACTIVE' || !p.onlineStoreUrl || !p.handle) return null;
  const id = Number(fromGid(p.id));
  const pairs = (Array.isArray(p.variants?.nodes) ? p.variants!.nodes! : [])
    .map((raw) => ({ raw, variant: raw && typeof raw.id === 'string' ? variantOf(raw) : null }))
    .filter((x): x is { raw: GqlVariant; variant: ProductVariant } => x.variant !== null);
  if (!id || !pairs.length) return null;
  const chosen = pairs.find((x) => x.variant.available) ?? pairs[0]!;
  const first = chosen.variant;
  const variants = pairs.map((x) => x.variant);
  const onlyDefault = variants.length === 1 && first.title === 'Default Title';
  return {
    id,
    title: p.title ?? '',
    variantTitle: onlyDefault ? '' : first.title,
    image: p.featuredMedia?.preview?.image?.url ?? '',
    url: `/products/${encodeURIComponent(p.handle)}`,
    price: first.price,
    compareAtPrice: first.compareAtPrice,
    prices: presentmentPrices(chosen.raw),
    variants,
  };
}
