/**
 * The theme's cart count after the widget added to the cart: the answer's rendered
 * 'cart-icon-bubble' section replaces the inside of `#cart-icon-bubble`, as Dawn's own product
 * form does (server/store/pages/cart-drawer.ts plays it on the demo store). Themes without that
 * element or section are left alone. Never throws into the page.
 */
import { CART_COUNT_SECTION } from './cart';

/**
 * Shows `sections[CART_COUNT_SECTION]` (Shopify's `{id: html}` from `cart/add.js`) inside
 * `#cart-icon-bubble` of `doc`: the section wrapper's inner HTML, parsed inertly (DOMParser runs
 * no script). Returns whether the count was updated.
 */
export function showCartCount(sections: Record<string, unknown> | null, doc: Document = document): boolean {
  try {
    const html = sections?.[CART_COUNT_SECTION];
    const bubble = doc.getElementById(CART_COUNT_SECTION);
    if (typeof html !== 'string' || !bubble) return false;
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    bubble.innerHTML = (parsed.querySelector('.shopify-section') ?? parsed.body).innerHTML;
    return true;
  } catch {
    return false; // a theme that fights us keeps its old count; the cart itself is right
  }
}
