/**
 * Product cards for preview mode's fixtures (pages/preview.ts), in the widget's wire shape
 * (`POST /products/batch`), built from the shop's own catalog: the products most ordered in the
 * shop, then by id.
 */
import type { Product } from '../../src/api/types';
import { CURRENCY_RATES, presentmentCents } from './seed/catalog';
import type { ShopData, ShopProduct } from './admin/model';

/** How long the preview may reuse a card, ms. */
const CARD_TTL_MS = 3_600_000;

const money = (cents: number, currencyCode: string) => ({ amount: (cents / 100).toFixed(2), currencyCode });

/** The card of one product: the first variant in stock sets price and title. */
export function productCard(p: ShopProduct, now: number): Product {
  const first = p.variants.find((v) => v.inventory > 0) ?? p.variants[0]!;
  return {
    id: p.id, title: p.title, variantTitle: p.variants.length === 1 && first.title === 'Default Title' ? '' : first.title,
    image: p.image, url: `/products/${p.handle}`, price: first.price, compareAtPrice: first.compareAtPrice,
    prices: Object.keys(CURRENCY_RATES).map((currencyCode) => ({
      currencyCode,
      price: money(presentmentCents(first.price, currencyCode), currencyCode),
      compareAtPrice: first.compareAtPrice === null ? null : money(presentmentCents(first.compareAtPrice, currencyCode), currencyCode),
    })),
    variants: p.variants.map((v) => ({ id: v.id, title: v.title, price: v.price, compareAtPrice: v.compareAtPrice, available: v.inventory > 0 })),
    cacheUntil: now + CARD_TTL_MS,
  };
}

/** The `limit` most ordered live products of the shop as cards. */
export function previewProducts(data: ShopData, limit: number, now: number): Product[] {
  const units = new Map<number, number>();
  for (const o of data.orders) for (const l of o.lineItems) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return data.products.filter((p) => p.live)
    .sort((a, b) => (units.get(b.id) ?? 0) - (units.get(a.id) ?? 0) || a.id - b.id)
    .slice(0, limit)
    .map((p) => productCard(p, now));
}
