/**
 * The store's own account pages, from what Shopify holds: `/account` (the customer's details and
 * their orders: name, date, payment and fulfillment status, total) and `/account/addresses` (their
 * addresses, the default first), so a shopper sees that the store and the widget agree.
 */
import { esc, formatMoney } from '../html';
import { addressLines, orderTotal, type ShopAddress, type ShopOrder } from '../admin/model';
import type { PageContent } from './layout';

/** An enum value as words: PARTIALLY_REFUNDED -> 'Partially refunded'. */
const words = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

const dateOf = (ms: number) => new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The fulfillment status a shopper reads: 'Cancelled' for a cancelled order. */
export const orderStatusText = (o: ShopOrder): string => (o.cancelledAt !== null ? 'Cancelled' : words(o.fulfillmentStatus));

/** The orders as a table (name, date, payment and fulfillment status, total); a line when there are none. */
export function ordersTable(orders: ShopOrder[]): string {
  if (!orders.length) return `<p class="account-orders-empty">You haven't placed any orders yet.</p>`;
  const rows = orders.map((o) => `<tr data-order-id="${esc(o.id)}"><td class="order-name">${esc(o.name)}</td><td class="order-date">${esc(dateOf(o.createdAt))}</td>`
    + `<td class="order-payment">${esc(words(o.financialStatus))}</td><td class="order-status">${esc(orderStatusText(o))}</td>`
    + `<td class="order-total">${esc(formatMoney(orderTotal(o), o.currencyCode))}</td></tr>`).join('');
  return `<table class="account-orders"><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Payment status</th>`
    + `<th scope="col">Fulfillment status</th><th scope="col">Total</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** `/account`: the signed-in customer's details, orders (newest first) and a link to their addresses. */
export function accountPage(customer: { email: string; firstName: string | null; lastName: string | null }, orders: ShopOrder[], addressCount: number): PageContent {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    title: 'Account',
    main: `<div class="wrap prose"><h1>Your account</h1>`
      + `<dl class="account-details">${name ? `<dt>Name</dt><dd>${esc(name)}</dd>` : ''}<dt>Email</dt><dd>${esc(customer.email)}</dd></dl>`
      + `<p><a href="/account/addresses">View addresses (${addressCount})</a></p>`
      + `<h2>Order history</h2>${ordersTable(orders)}`
      + `<p><a class="btn" href="#status-orders">Your orders</a></p><p><a href="#status">Open your account panel</a></p>`
      + `<p><a href="/account/logout">Log out</a></p></div>`,
  };
}

/** `/account/addresses`: the customer's addresses, the default first and marked. */
export function addressesPage(addresses: ShopAddress[], defaultId: number | null): PageContent {
  const items = addresses.map((a) => `<li class="account-address" data-address-id="${esc(a.id)}">`
    + `${a.id === defaultId ? '<p class="address-default">Default</p>' : ''}`
    + `<address>${addressLines(a).map(esc).join('<br>')}${a.phone ? `<br>${esc(a.phone)}` : ''}</address></li>`).join('');
  return {
    title: 'Addresses',
    main: `<div class="wrap prose"><h1>Your addresses</h1>`
      + (addresses.length ? `<ul class="account-addresses">${items}</ul>` : `<p>You haven't saved any addresses yet.</p>`)
      + `<p><a href="/account">Return to account details</a></p></div>`,
  };
}
