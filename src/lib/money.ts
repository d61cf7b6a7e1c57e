/**
 * Money formatting (SPEC.md 3 'Product' prices). The first Intl.NumberFormat in a page costs
 * 100+ ms on a slow phone (TOOLCHAIN.md), so one formatter per locale and currency is created
 * lazily and reused; `warmMoney` lets the panel create it on intent, before the shopper looks.
 */
import type { Product } from '../api/types';

const formatters = new Map<string, Intl.NumberFormat | null>();

function formatter(currency: string, locale: string): Intl.NumberFormat | null {
  const key = locale + '|' + currency;
  let f = formatters.get(key);
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // a bad locale tag or currency code: try the default locale, else give up on Intl
      try {
        f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      } catch {
        f = null;
      }
    }
    formatters.set(key, f);
  }
  return f;
}

/**
 * `amount` (major units, e.g. 28 or "28.00") as a price in `currency` (ISO 4217) for `locale`
 * (BCP 47, default 'en-US'), e.g. "$28.00". Never throws: a non-numeric amount gives '', an
 * unknown currency gives "28.00 XYZ".
 */
export function formatMoney(amount: number | string, currency: string, locale = 'en-US'): string {
  const n = typeof amount === 'number' ? amount : parseFloat(amount);
  if (!Number.isFinite(n)) return '';
  const f = formatter(currency, locale);
  return f ? f.format(n) : `${n.toFixed(2)} ${currency}`;
}

/** Creates the formatter for `currency` and `locale` now, so the first price shown costs nothing. */
export function warmMoney(currency: string, locale = 'en-US'): void {
  formatter(currency, locale);
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

/** A BCP 47 tag from a config language ('de', 'de-DE') and country ('CH'): 'de-CH'; 'en-US' when unusable. */
export function localeTag(language: string | undefined, country: string | undefined): string {
  const lang = /^[a-z]{2,3}/i.exec(language || '')?.[0].toLowerCase() || 'en';
  const cc = /^[a-z]{2}$/i.test(country || '') ? country!.toUpperCase() : '';
  return cc ? `${lang}-${cc}` : lang;
}
