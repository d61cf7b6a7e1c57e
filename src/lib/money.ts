/**
 * Money formatting (docs/product.md#products-and-cart 'Product' prices). A price in the page's currency is written as
 * the store writes its own: the app embed renders Liquid's `money` filter on 123456789 cents as the
 * config block's `moneyExample` ('$1,234,567.89', '1.234.567,89 €', '¥1,234,568'), and the
 * panel writes every amount the same way. That costs nothing, where the first Intl.NumberFormat in
 * a page costs 100-200 ms on a slow phone (docs/toolchain.md#intl-formatters-first-use-cost),
 * right when a shopper opens the panel.
 * Prices in another currency show as '28.00 USD' here; the screens that show them often (orders,
 * receipts, store credit) use ./money-intl.ts.
 */
import type { Product } from '../api/types';

/** 1,234,567.89 as the money filter writes it: 1, group, 234, group, then 567, point, 89, or 568 for a currency without decimals. */
const EXAMPLE = /1(\D?)234\1(?:567(\D)89|568)/;
/** The last example decoded, and its text: one per page. */
let decoded: [string, string] | undefined;

/** `example` as text: entities such as `&euro;` decoded, tags dropped, in an inert document where nothing loads or runs. */
function exampleText(example: string): string {
  if (decoded?.[0] !== example) decoded = [example, new DOMParser().parseFromString(example, 'text/html').body.textContent || ''];
  return decoded[1];
}

/**
 * `amount` (major units, e.g. 28 or "28.00") as a price in `currency` (ISO 4217): as the store
 * writes it when `example` (the config block's `moneyExample`; pass it only when `currency` is the
 * page's) can be read ("$28.00"), else as `other` writes the number (./money-intl.ts: Intl), else
 * "28.00 USD" (no `other`, or it gives undefined). Never throws but what `other` throws: a
 * non-numeric amount gives ''.
 */
export function formatMoney(amount: number | string, currency: string, example?: unknown, other?: (n: number) => string | undefined): string {
  const n = typeof amount === 'number' ? amount : parseFloat(amount);
  if (!Number.isFinite(n)) return '';
  const text = typeof example == 'string' ? exampleText(example) : '';
  const m = EXAMPLE.exec(text);
  if (!m) return other?.(n) ?? `${n.toFixed(2)} ${currency}`;
  const [whole, cents] = n.toFixed(m[2] ? 2 : 0).split('.');
  return text.slice(0, m.index) + whole.replace(/\B(?=(\d{3})+$)/g, m[1]) + (m[2] ? m[2] + cents : '') + text.slice(m.index + m[0].length);
}

/** A product's price to show: major units in `currency`, compare-at only when higher than the price. */
export interface ShownPrice { amount: number; compareAt: number | null; currency: string }

/**
 * The price of `product` in the shopper's `currency`: the presentment price in that currency
 * when the product has one, else the shop price (cents in `shopCurrency`) converted to major units.
 */
export function productPrice(product: Product, currency: string, shopCurrency: string): ShownPrice {
  const p = Array.isArray(product.prices) ? product.prices.find((x) => x && x.currencyCode === currency) : undefined;
  let amount: number;
  let compareAt: number | null;
  let cur: string;
  if (p && p.price) {
    amount = parseFloat(p.price.amount);
    compareAt = p.compareAtPrice ? parseFloat(p.compareAtPrice.amount) : null;
    cur = currency;
  } else {
    amount = (Number(product.price) || 0) / 100;
    compareAt = product.compareAtPrice == null ? null : Number(product.compareAtPrice) / 100;
    cur = shopCurrency;
  }
  if (compareAt !== null && !(compareAt > amount)) compareAt = null;
  return { amount, compareAt, currency: cur };
}
