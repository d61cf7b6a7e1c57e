/**
 * Reads Shopify Ajax Cart answers (docs/product.md#products-and-cart 'Cart item'): `/cart/add(.js)` answers one line
 * item, or `{items: [...]}` when several were posted (Dawn adds `sections`); `/cart/update(.js)` and
 * `/cart/change(.js)` answer the whole cart (`token`, `attributes`, `items`). Pure, no I/O: bad or
 * foreign JSON gives no items, never an error.
 */

/** A cart line the theme added: product and variant ids (positive integers). */
export interface CartLine { productId: number; variantId: number }

/** What one cart answer says: its lines, and for a whole cart its `_status_id` attribute ('' when unset). */
export interface CartAnswer { lines: CartLine[]; cart: boolean; statusId: string }

import { isId } from '../lib/is-id';
import { own } from '../lib/own';

/**
 * The lines of `text` (a cart answer), skipping lines our own 'Buy again' added (property
 * `_added_by_status`) and anything without numeric `product_id` and `variant_id`.
 */
export function readCartAnswer(text: string): CartAnswer {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text);
  } catch {
    return { lines: [], cart: false, statusId: '' };
  }
  if (!body || typeof body !== 'object') return { lines: [], cart: false, statusId: '' };
  const raw = Array.isArray(body.items) ? body.items : [body];
  const lines: CartLine[] = [];
  for (const item of raw as Record<string, unknown>[]) {
    const props = item && typeof item.properties === 'object' ? (item.properties as Record<string, unknown> | null) : null;
    if (item && isId(item.product_id) && isId(item.variant_id) && !props?._added_by_status) lines.push({ productId: item.product_id, variantId: item.variant_id });
  }
  const cart = typeof body.token === 'string' || own(body, 'item_count');
  const attrs = body.attributes && typeof body.attributes === 'object' ? (body.attributes as Record<string, unknown>) : {};
  return { lines, cart, statusId: typeof attrs._status_id === 'string' ? attrs._status_id : '' };
}
