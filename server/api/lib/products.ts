/**
 * Catalog products in the wire shape of `POST /products/batch` (src/api/types.ts `Product`).
 * The catalog module (server/seed/catalog.ts) is the source of truth; products are not copied
 * into the database.
 */
import type { Money, PresentmentPrice, Product } from '../../../src/api/types';
import { CURRENCY_RATES, PRODUCTS, presentmentCents, productById, type SeedProduct } from '../../seed/catalog';

/** How long a client may reuse a product, ms. */
export const PRODUCT_CACHE_MS = 3_600_000;

/** Cents to a Money amount string in major units: 2800 -> "28.00". */
export const centsToAmount = (cents: number): string => (cents / 100).toFixed(2);

const money = (cents: number, currencyCode: string): Money => ({ amount: centsToAmount(cents), currencyCode });

/** A product's card without `cacheUntil`: the same on every call, so built once (`cardOf`). */
type Card = Omit<Product, 'cacheUntil'>;

function buildCard(p: SeedProduct, includePresentmentPrices: boolean): Card {
  const first = p.variants.find((v) => v.available) ?? p.variants[0];
  const onlyDefault = p.variants.length === 1 && first.title === 'Default Title';
  const prices: PresentmentPrice[] = includePresentmentPrices
    ? Object.keys(CURRENCY_RATES).map((currencyCode) => ({
        currencyCode,
        price: money(presentmentCents(first.price, currencyCode), currencyCode),
        compareAtPrice: first.compareAtPrice === null ? null : money(presentmentCents(first.compareAtPrice, currencyCode), currencyCode),
      }))
    : [];
  return {
    id: p.id,
    title: p.title,
    variantTitle: onlyDefault ? '' : first.title,
    image: `/images/${p.handle}.svg`,
    url: `/products/${p.handle}`,
    price: first.price,
    compareAtPrice: first.compareAtPrice,
    prices,
    variants: p.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      available: v.available,
    })),
  };
}

/** Freezes a card's shared parts, so a caller that changed one would throw rather than alter every later answer. */
function freezeCard(card: Card): Card {
  for (const price of card.prices) Object.freeze(price);
  for (const variant of card.variants) Object.freeze(variant);
  Object.freeze(card.prices);
  Object.freeze(card.variants);
  return Object.freeze(card);
}

/** Cards by product, [without, with] presentment prices (issue 14 'Server under load': the catalog is static). */
const cards = new WeakMap<SeedProduct, [Card | undefined, Card | undefined]>();

/** The product's card, built on first use and frozen (shared by every answer: copy before changing it). */
function cardOf(p: SeedProduct, includePresentmentPrices: boolean): Card {
  let pair = cards.get(p);
  if (!pair) cards.set(p, pair = [undefined, undefined]);
  const k = includePresentmentPrices ? 1 : 0;
  return pair[k] ??= freezeCard(buildCard(p, includePresentmentPrices));
}

/**
 * One catalog product as the API returns it. Price and compare-at price are the first available
 * variant's (the first variant when all are sold out), cents in the shop currency. The card is
 * built once per product (the catalog does not change while the server runs); `prices` and
 * `variants` are shared between answers and must not be changed.
 * @param includePresentmentPrices fill `prices` with every currency of CURRENCY_RATES (else `[]`)
 * @param now epoch ms; `cacheUntil` is now + PRODUCT_CACHE_MS
 */
export function toProduct(p: SeedProduct, includePresentmentPrices: boolean, now: number): Product {
  return { ...cardOf(p, includePresentmentPrices), cacheUntil: now + PRODUCT_CACHE_MS };
}

/** The catalog products among `ids`, in the given order, without duplicates or unknown ids. */
export function knownProducts(ids: readonly unknown[]): SeedProduct[] {
  const seen = new Set<number>();
  const out: SeedProduct[] = [];
  for (const id of ids) {
    const n = Number(id);
    if (!Number.isInteger(n) || seen.has(n)) continue;
    const p = productById(n);
    if (p) {
      seen.add(n);
      out.push(p);
    }
  }
  return out;
}

/** The catalog's product ids, most popular first; sorted once, on first use. */
let byPopularity: number[] | null = null;

/** Ids of the `limit` most popular products (catalog `popularity`, ties by lower id); a new array each call. */
export function popularProductIds(limit: number): number[] {
  byPopularity ??= [...PRODUCTS].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map((p) => p.id);
  return byPopularity.slice(0, limit);
}
