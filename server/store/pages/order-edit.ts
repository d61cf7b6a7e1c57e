/**
 * The order-edit page (`/apps/status/order-edit/{orderId}?session=...`): where the
 * widget's 'Edit order' link lands. The storefront checks the session with the API (`GET
 * /orders/{shopId}/order-editing-session/{id}`) and shows the order's items and quantities; a bad,
 * expired or no longer usable session gets a 403 page. Editing itself is out of the demo's scope.
 */
import { esc } from '../html';
import type { PageContent } from './layout';

/** The API's answer to the session check (`{data}` of GET /orders/{shopId}/order-editing-session/{id}). */
export interface OrderEditSession {
  order: { id: string; name: string; lineItems: { title: string; variantTitle: string; quantity: number; image: string }[] };
  /** ISO date */
  expiresAt: string;
}

/** The page for a checked session: 'Edit order #1025' and a table of items and quantities. */
export function orderEditPage(session: OrderEditSession): PageContent {
  const { order } = session;
  const rows = order.lineItems.map((l) => {
    const title = l.variantTitle && l.variantTitle !== 'Default Title' ? `${l.title} - ${l.variantTitle}` : l.title;
    return `<tr><td><img src="${esc(l.image)}" alt="" width="96" height="96"></td><td>${esc(title)}</td>`
      + `<td><label>Quantity <input type="number" name="quantity" min="0" value="${esc(l.quantity)}" aria-label="Quantity of ${esc(title)}" readonly></label></td></tr>`;
  }).join('');
  return {
    title: `Edit order ${order.name}`,
    main: `<div class="wrap"><h1>Edit order ${esc(order.name)}</h1>`
      + `<table class="cart-table"><thead><tr><th><span class="vh">Image</span></th><th>Item</th><th>Quantity</th></tr></thead><tbody>${rows}</tbody></table>`
      + `<p class="note">This editing session ends at ${esc(session.expiresAt)}.</p></div>`,
  };
}

/** Why the page cannot be shown: the API's refusal, or the API not answering. */
export type OrderEditRefusal = 'invalid' | 'not-editable' | 'unavailable';

/** The page when the session is refused (403) or cannot be checked (502). */
export function orderEditRefusedPage(reason: OrderEditRefusal): PageContent {
  const text = {
    invalid: 'This order editing link is invalid or has expired. Open your order again from your account to get a new one.',
    'not-editable': 'This order can no longer be edited.',
    unavailable: 'We couldn’t open this order right now. Please try again in a moment.',
  }[reason];
  return {
    title: 'Edit order',
    main: `<div class="wrap empty"><h1>Edit order</h1><p class="error" role="alert">${esc(text)}</p><a class="btn" href="#status-orders">Your orders</a></div>`,
  };
}
