/**
 * Tiny HTML helpers for the storefront emulator's templates: escaping and money formatting.
 * Templates are plain functions returning strings; every dynamic value goes through `esc`.
 */

/** Escapes text for HTML element content and double-quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in cents of `currency` as money, e.g. `formatMoney(2800, 'USD')` -> `$28.00`,
 * `formatMoney(2576, 'EUR')` -> `€25.76`. The amount must already be in `currency` (see
 * `presentmentCents` in the seed catalog); no conversion happens here.
 */
export function formatMoney(cents: number, currency: string): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, f);
  }
  return f.format(cents / 100);
}
