/**
 * Reads the app embed's config block `#status-config` (docs/installing.md#the-theme-app-extension)
 * in two steps, so the launcher carries only the first: `readConfig` checks what the launcher
 * itself uses (the shop, the API, the me-button's switch), and `pageConfig`, in the launcher's
 * late half and the account page, gives every other field a safe default. Bad or missing input
 * gives null (the launcher then stays out of the page) or a safe default per field; never throws.
 */
import { isId } from '../lib/is-id';
import type { MeButtonSettings, PageConfig } from './types';

/** The block as the launcher reads it: a JSON object with a shop id and an API base without trailing slashes; every other field unchecked. */
export type RawConfig = Record<string, unknown> & { shopId: string; apiBase: string; customerId?: unknown; meButton?: Partial<MeButtonSettings> | null };

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
 * Parses `json`: null when it is not a JSON object with a non-empty string `shopId` and a string
 * `apiBase` ('No shop id found'); otherwise the object with `apiBase` stripped of trailing slashes.
 */
export function readConfig(json: string | null | undefined): RawConfig | null {
  let c: RawConfig | null;
  try {
    c = JSON.parse(json || 'null');
  } catch {
    return null;
  }
  if (!c || typeof c !== 'object' || typeof c.shopId !== 'string' || !c.shopId || typeof c.apiBase !== 'string') return null;
  return { ...c, apiBase: c.apiBase.replace(/\/+$/, '') };
}

/**
 * Whether the page shows the me-button: switched on (the default) and, when the merchant shows
 * it to signed-in customers only, the store session has a customer. Reads the block as
 * `readConfig` gives it, with meButtonSettings' defaults.
 */
export const showsMeButton = (c: RawConfig): boolean => {
  const m = c.meButton || {};
  return m.isActive !== false && (m.loggedInOnly !== true || !!c.customerId);
};

/**
 * The PageConfig of a block `readConfig` accepted: each field checked, with a safe default;
 * `locale.currencyMultiplier` falls back to `window.Shopify.currency.rate` (the block's Liquid has
 * no rate), then 1.
 */
export function pageConfig(c: RawConfig): PageConfig {
  const o = (v: unknown) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const locale = o(c.locale);
  const page = o(c.page);
  const theme = o(c.theme);
  const routes = o(c.routes);
  const id = (v: unknown) => (isId(v) ? v : null);
  const shopCurrency = str(c.shopCurrency, '') || 'USD';
  return {
    ...c,
    customerId: c.customerId ? String(c.customerId) : null,
    locale: {
      language: str(locale.language, 'en'),
      countryCode: str(locale.countryCode, 'US'),
      currency: str(locale.currency, shopCurrency),
      // The app embed's Liquid has no exchange rate: Shopify's content_for_header defines it
      currencyMultiplier: Number(locale.currencyMultiplier) || Number((globalThis as { Shopify?: { currency?: { rate?: unknown } } }).Shopify?.currency?.rate) || 1,
    },
    shopCurrency,
    page: { productId: id(page.productId), collectionId: id(page.collectionId), cartStatusId: page.cartStatusId || null, product: page.product },
    // accountLogin as the block gives it (page data: the hand-off checks it before use)
    routes: { ...routes, root: routes.root || '/' },
    meButton: meButtonSettings(c.meButton),
    theme: { primary: theme.primary || '#111', onPrimary: theme.onPrimary || '#fff' },
    texts: o(c.texts),
  } as PageConfig;
}

/** `readConfig` then `pageConfig`: the PageConfig of `json`, or null ('No shop id found'). */
export function parseConfig(json: string | null | undefined): PageConfig | null {
  const c = readConfig(json);
  return c && pageConfig(c);
}
