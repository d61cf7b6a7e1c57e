/**
 * The store's own cart (docs/product.md#store-calls; Shopify's Ajax Cart API): adds items with `POST
 * {routes.root}cart/add.js` on the page's origin, so the store session's cart cookie applies.
 * Shopify refuses the whole request with 422 `{status, message, description}` when any one item
 * cannot be added; then the items are added one at a time to learn which fail and why
 * (storefront/cart-errors.ts). Never throws.
 */
import { cartFailure, type CartFailure } from './cart-errors';

/** One item to add: a variant and how many. */
export interface CartItem { variantId: number; quantity: number }

/** Per item of the request (same order): added, or why not. */
export interface CartAddResult {
  failures: (CartFailure | null)[];
  /** the theme sections of the last successful answer (`{id: html | null}`), null when none */
  sections: Record<string, unknown> | null;
}

/** The theme section that shows the cart count (Dawn's), asked for with every add. */
export const CART_COUNT_SECTION = 'cart-icon-bubble';

type Answer = { ok: true; sections: Record<string, unknown> | null } | { ok: false; failure: CartFailure };

/** The store's cart page under `root` (the page config's `routes.root`: '/', '/de/'): '/cart', '/de/cart'. */
export const cartUrl = (root: string | null | undefined): string => (root || '/').replace(/\/*$/, '/') + 'cart';
/** `{routes.root}cart/add.js` */
const cartAddUrl = (root: string | null | undefined): string => cartUrl(root) + '/add.js';

async function post(url: string, items: CartItem[]): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(15000), // a store that never answers is a failure, not a spinner forever
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        items: items.map((i) => ({ id: i.variantId, quantity: i.quantity, properties: { _added_by_status: 'true' } })),
        sections: CART_COUNT_SECTION,
        sections_url: location.pathname,
      }),
    });
  } catch {
    return { ok: false, failure: 'failed' };
  }
  let body: Record<string, unknown> | null = null;
  try {
    const json: unknown = await res.json();
    if (json && typeof json === 'object') body = json as Record<string, unknown>;
  } catch {
    /* not JSON: judged by the status alone */
  }
  if (res.ok) {
    const sections = body?.sections;
    return { ok: true, sections: sections && typeof sections === 'object' ? (sections as Record<string, unknown>) : null };
  }
  return { ok: false, failure: res.status === 422 ? cartFailure(body?.description) : 'failed' };
}

/**
 * Adds `items` to the store cart under `root` (the page config's `routes.root`), each with the
 * line property `_added_by_status: 'true'`. Items whose variant id or quantity is not a positive
 * whole number are 'missing' without a request. One request when all can be added; after a 422,
 * one request per item, in order. A failure that is not a store refusal (network, 5xx) is
 * 'failed' for every item it covered.
 */
export async function addToCart(root: string | null | undefined, items: readonly CartItem[]): Promise<CartAddResult> {
  const url = cartAddUrl(root);
  const valid = (i: CartItem) => Number.isSafeInteger(i.variantId) && i.variantId > 0 && Number.isSafeInteger(i.quantity) && i.quantity > 0;
  const failures: (CartFailure | null)[] = items.map((i) => (valid(i) ? null : 'missing'));
  const todo = items.map((_, n) => n).filter((n) => failures[n] === null);
  let sections: Record<string, unknown> | null = null;
  if (!todo.length) return { failures, sections };
  const all = await post(url, todo.map((n) => items[n]));
  if (all.ok) return { failures, sections: all.sections };
  if (all.failure === 'failed' || todo.length === 1) {
    for (const n of todo) failures[n] = all.failure;
    return { failures, sections };
  }
  for (const n of todo) {
    const one = await post(url, [items[n]]);
    if (one.ok) sections = one.sections ?? sections;
    else failures[n] = one.failure;
  }
  return { failures, sections };
}
