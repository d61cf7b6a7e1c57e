/**
 * Prices in any currency, for the screens that show other currencies than the page's (orders,
 * receipts, store credit): the store's own way for the page's currency (./money.ts, no Intl cost),
 * else Intl.NumberFormat, one formatter per locale and currency, created once and reused (the
 * first in a page costs 100-200 ms on a slow phone:
 * docs/toolchain.md#intl-formatters-first-use-cost).
 */
import { formatMoney } from './money';

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
 * `amount` (major units) in `currency` for `locale` (BCP 47, default 'en-US'): with `example` (the
 * config block's `moneyExample`, passed when `currency` is the page's) as the store writes it,
 * else with Intl ("$28.00", "28,00 €"). Never throws: a non-numeric amount gives '', an unknown
 * currency "28.00 XYZ".
 */
export function formatMoneyIntl(amount: number | string, currency: string, locale = 'en-US', example?: unknown): string {
  // Through formatMoney, so the panel entry (which holds ./money.ts) needs no separate check of the example.
  return formatMoney(amount, currency, example, (n) => formatter(currency, locale)?.format(n));
}
