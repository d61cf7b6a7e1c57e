/**
 * Bundled section rendering for the cart routes (Shopify's Ajax Cart API): a cart request may
 * carry `sections` (ids as a comma-separated string or an array, at most five rendered) and
 * `sections_url` (the page whose context the sections render in; by default the page the
 * request came from, its Referer). The answer then gains `sections: {id: html | null}`: each
 * section's HTML wrapped in `<div id="shopify-section-{id}" class="shopify-section">`, null for
 * an id the theme does not have. The demo theme has three sections: 'cart-drawer',
 * 'cart-icon-bubble' and 'cart-notification-button' ('View cart (n)' of Dawn's cart notification,
 * themes/cart-notification.ts).
 */
import { cartDrawerContents, cartIconBubble } from './pages/cart-drawer';
import type { CartJson } from './shopify-json';

/** What a section renders from: the cart after the request, and the context page's path. */
export interface SectionContext {
  cart: CartJson;
  /** path of the page the sections render for, e.g. '/products/canvas-tote' */
  path: string;
}

/** Sections render at most this many per request (Shopify's limit). */
export const MAX_SECTIONS = 5;

const SECTIONS: Record<string, (ctx: SectionContext) => string> = {
  'cart-drawer': (ctx) => cartDrawerContents(ctx.cart),
  'cart-icon-bubble': (ctx) => cartIconBubble(ctx.cart.item_count, ctx.path === '/cart'),
  'cart-notification-button': (ctx) => `<a href="/cart" id="cart-notification-button" class="btn btn-secondary">View cart (${ctx.cart.item_count})</a>`,
};

/**
 * The section ids a request asks for: from 'a,b' or ['a', 'b'] (form `sections[]`), trimmed,
 * without blanks and repeats, the first five. Null when the request asks for none.
 */
export function requestedSections(value: unknown): string[] | null {
  const raw = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  const ids = [...new Set(raw.map((id) => id.trim()).filter(Boolean))].slice(0, MAX_SECTIONS);
  return ids.length ? ids : null;
}

/**
 * The path whose context sections render in: `sectionsUrl` when it is a path on this shop
 * ('/cart', '/products/x?variant=1'), else the Referer's path when the Referer is this shop
 * (`origin`, e.g. 'http://127.0.0.1:3000'), else '/'.
 */
export function sectionsPath(sectionsUrl: unknown, referer: string | undefined, origin: string): string {
  const base = `${origin}/`;
  const pathOf = (url: string) => {
    try {
      const parsed = new URL(url, base);
      return parsed.origin === origin ? parsed.pathname : null;
    } catch {
      return null;
    }
  };
  if (typeof sectionsUrl === 'string' && sectionsUrl.startsWith('/')) {
    const path = pathOf(sectionsUrl);
    if (path) return path;
  }
  return (referer && pathOf(referer)) || '/';
}

/** Renders the requested sections in Shopify's answer shape: `{id: wrapped html | null}` in request order. */
export function renderSections(ids: string[], ctx: SectionContext): Record<string, string | null> {
  // fromEntries makes own properties, so an id like '__proto__' stays a plain key.
  return Object.fromEntries(ids.map((id) => {
    const render = Object.hasOwn(SECTIONS, id) ? SECTIONS[id] : undefined;
    return [id, render ? `<div id="shopify-section-${id}" class="shopify-section">${render(ctx)}</div>` : null];
  }));
}
