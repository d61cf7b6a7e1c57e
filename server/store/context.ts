/**
 * Per-request storefront context: the presentment currency (a `?currency=` query parameter,
 * kept in the `cart_currency` cookie as Shopify does). The store customer session lives in
 * `session.ts`.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CURRENCY_RATES, SHOP_CURRENCY } from './seed/catalog';

/** Cookie holding the presentment currency code (Shopify's name for it). */
export const CURRENCY_COOKIE = 'cart_currency';

/**
 * The request's presentment currency. A valid `?currency=XXX` wins and is stored in the
 * `cart_currency` cookie for later requests; otherwise the cookie; otherwise the shop currency.
 * Unknown codes are ignored.
 */
export function resolveCurrency(c: Context): string {
  const fromQuery = c.req.query('currency')?.toUpperCase();
  if (fromQuery && fromQuery in CURRENCY_RATES) {
    if (getCookie(c, CURRENCY_COOKIE) !== fromQuery) {
      setCookie(c, CURRENCY_COOKIE, fromQuery, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 14 });
    }
    return fromQuery;
  }
  const fromCookie = getCookie(c, CURRENCY_COOKIE)?.toUpperCase();
  if (fromCookie && fromCookie in CURRENCY_RATES) return fromCookie;
  return SHOP_CURRENCY;
}

/** The presentment rate from the shop currency (1 for the shop currency). */
export function currencyRate(currency: string): number {
  return CURRENCY_RATES[currency] ?? 1;
}
