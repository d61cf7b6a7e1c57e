/**
 * UTM parameters on the links we create to the store's pages (docs/product.md#limits 'UTM defaults',
 * settings `utmTracking`): utm_source 'status', utm_medium 'link' unless the setting names
 * another, and utm_campaign when the setting has one. The link's own query and hash are kept,
 * and parameters it already has are not replaced. Other origins' URLs are left alone unless they
 * are the store's (the page's origin or one of `storeOrigins`); a hash-only link stays as it is. Pure apart from reading
 * `location` as the default base; never throws.
 */

/** The merchant's `utmTracking` setting (docs/product.md#data); anything else reads as none. */
export interface UtmSettings { medium?: unknown; campaign?: unknown }

/** utm_source of every link (docs/product.md#limits). */
export const UTM_SOURCE = 'status';
/** utm_medium unless the setting overrides it (docs/product.md#limits). */
export const UTM_MEDIUM = 'link';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

/**
 * `href` with the UTM parameters when it points at the store, else `href` unchanged.
 * @param href root-relative ('/pages/faq?x=1#top') or absolute; a relative link stays relative
 * @param utm the `utmTracking` setting, or undefined
 * @param storeOrigins other origins of the store, e.g. 'https://demo-shop.myshopify.com'
 * @param base the page's URL (its origin is the store's); default `location.href`
 */
export function withUtm(href: string, utm?: UtmSettings | null, storeOrigins: readonly string[] = [], base: string = location.href): string {
  if (href.startsWith('#')) return href; // a hash (e.g. '#status-favorites') stays on the page
  try {
    const url = new URL(href, base);
    const origin = new URL(base).origin;
    if (!/^https?:$/.test(url.protocol) || (url.origin !== origin && !storeOrigins.includes(url.origin))) return href;
    const params: Array<[string, string]> = [['utm_source', UTM_SOURCE], ['utm_medium', text(utm?.medium) || UTM_MEDIUM], ['utm_campaign', text(utm?.campaign)]];
    for (const [name, value] of params) if (value && !url.searchParams.has(name)) url.searchParams.append(name, value);
    return /^\/(?![/\\])/.test(href) ? url.pathname + url.search + url.hash : url.href;
  } catch {
    return href;
  }
}

/** The store's other origin from the embed's `shopifyDomain` ('demo.myshopify.com' -> ['https://demo.myshopify.com']); [] for anything else. */
export const shopOrigins = (shopifyDomain: unknown): string[] =>
  typeof shopifyDomain === 'string' && /^[\w.-]+$/.test(shopifyDomain) ? [`https://${shopifyDomain}`] : [];
