/**
 * Reads the app embed's config block `#status-config` (docs/installing.md#the-theme-app-extension). Bad or missing
 * input gives null (the launcher then stays out of the page) or a safe default per field; never throws.
 */
import { isId } from '../lib/is-id';
import type { MeButtonSettings, PageConfig } from './types';

const PLACEMENTS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];
const DISPLAYS = ['both', 'icon', 'text'];

/** The meButton settings with defaults for missing or invalid fields. */
export function meButtonSettings(raw: unknown): MeButtonSettings {
  const m = (raw && typeof raw === 'object' ? raw : {}) as Partial<MeButtonSettings>;
  return {
    isActive: m.isActive !== false,
    loggedInOnly: m.loggedInOnly === true,
    display: DISPLAYS.includes(m.display as string) ? m.display! : 'both',
    placement: PLACEMENTS.includes(m.placement as string) ? m.placement! : 'bottom-right',
  };
}

/**
 * Parses `json` into a PageConfig; `locale.currencyMultiplier` falls back to
 * `window.Shopify.currency.rate` (the block's Liquid has no rate), then 1. Null when it is not
 * JSON or has no shopId/apiBase ('No shop id found').
 */
export function parseConfig(json: string | null | undefined): PageConfig | null {
  let c: Partial<PageConfig>;
  try {
    c = JSON.parse(json || 'null');
  } catch {
    return null;
  }
  if (!c || typeof c !== 'object' || typeof c.shopId !== 'string' || !c.shopId || typeof c.apiBase !== 'string') return null;
  const locale = (c.locale || {}) as Partial<PageConfig['locale']>;
  const page = (c.page || {}) as Partial<PageConfig['page']>;
  const id = (v: unknown) => (isId(v) ? v : null);
  return {
    ...c,
    customerId: c.customerId ? String(c.customerId) : null,
    locale: {
      language: typeof locale.language === 'string' ? locale.language : 'en',
      countryCode: typeof locale.countryCode === 'string' ? locale.countryCode : 'US',
      currency: typeof locale.currency === 'string' ? locale.currency : c.shopCurrency || 'USD',
      // The app embed's Liquid has no exchange rate: Shopify's content_for_header defines it
      currencyMultiplier: Number(locale.currencyMultiplier) || Number((globalThis as { Shopify?: { currency?: { rate?: unknown } } }).Shopify?.currency?.rate) || 1,
    },
    shopCurrency: c.shopCurrency || 'USD',
    page: { productId: id(page.productId), collectionId: id(page.collectionId), cartStatusId: page.cartStatusId || null, product: page.product },
    // accountLogin as the block gives it (page data: the hand-off checks it before use)
    routes: { ...c.routes, root: c.routes?.root || '/' },
    apiBase: c.apiBase.replace(/\/+$/, ''),
    meButton: meButtonSettings(c.meButton),
    theme: { primary: c.theme?.primary || '#111', onPrimary: c.theme?.onPrimary || '#fff' },
  } as PageConfig;
}
