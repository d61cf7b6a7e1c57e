/**
 * Turns product cards (`ViewedCard`: the product page cards that recently viewed keeps, page data
 * from the app embed, and the last 'Popular today' that cache/persist.ts keeps) into `Product`s,
 * so For you paints without a request.
 */
import type { Product } from '../../../api/types';
import type { ViewedCard } from '../../../settings/types';
import { safeUrl } from '../../../lib/web-url';

const cents = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
const money = (c: number, currencyCode: string) => ({ amount: (c / 100).toFixed(2), currencyCode });

/**
 * The cards in `currency` (the page's presentment currency) whose fields are all usable, as stale
 * products (`cacheUntil` 0: shown at once, replaced by the API's answer). Cards in another
 * currency are left out rather than shown with a wrong price.
 */
export function viewedCardProducts(cards: readonly ViewedCard[], currency: string): Product[] {
  return cards
    .filter((c) => c && c.currency === currency && c.id > 0 && Number.isInteger(c.id) && c.title && typeof c.title === 'string' &&
      safeUrl(c.url) && safeUrl(c.image) && cents(c.price) && (c.compareAtPrice == null || cents(c.compareAtPrice)))
    .map((c) => {
      const was = c.compareAtPrice ?? null;
      return { ...c, compareAtPrice: was, variantTitle: typeof c.variantTitle == 'string' ? c.variantTitle : '', variants: [], cacheUntil: 0,
        prices: [{ currencyCode: currency, price: money(c.price, currency), compareAtPrice: was === null ? null : money(was, currency) }] };
    });
}
