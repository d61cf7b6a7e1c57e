/**
 * The cart page (`/cart`): line items with image, title, variant, visible properties (those not
 * starting with `_`), quantity change and remove forms posting to `/cart/change`, the subtotal,
 * and an empty state. A failed form post comes back with `?error=` and is shown on top.
 */
import type { CartJson } from '../shopify-json';
import { esc, formatMoney } from '../html';
import { THEME_CSS, type PageContent } from './layout';

/** Renders the cart page from the cart JSON (`cartJson`, money already in `cart.currency`). */
export function cartPage(cart: CartJson, error: string | undefined): PageContent {
  const errorHtml = error ? `<p class="error" role="alert">${esc(error)}</p>` : '';
  if (cart.items.length === 0) {
    return {
      title: 'Your cart',
      main: `<div class="wrap">${errorHtml}<div class="empty"><h1>Your cart is empty</h1><p class="lead">Have a look around: there is something for everyone.</p><a class="btn" href="/collections/all">Continue shopping</a></div></div>`,
    };
  }
  const m = (cents: number) => esc(formatMoney(cents, cart.currency));
  const rows = cart.items
    .map((item, i) => {
      const props = Object.entries(item.properties)
        .filter(([name, value]) => !name.startsWith('_') && value !== '' && value !== null && value !== undefined)
        .map(([name, value]) => `<p class="line-meta">${esc(name)}: ${esc(typeof value === 'string' ? value : JSON.stringify(value))}</p>`)
        .join('');
      const variant = item.variant_title ? `<p class="line-meta">${esc(item.options_with_values[0]?.name ?? 'Option')}: ${esc(item.variant_title)}</p>` : '';
      return `<tr>
<td><img src="${esc(item.image)}" alt="" width="96" height="96" loading="lazy" decoding="async"></td>
<td><a class="line-title" href="${esc(item.url)}">${esc(item.product_title)}</a>${variant}${props}</td>
<td class="col-price">${m(item.final_price)}</td>
<td><form class="qty-form" method="post" action="/cart/change"><input type="hidden" name="id" value="${esc(item.key)}"><label class="vh" for="qty-${i + 1}">Quantity for ${esc(item.title)}</label><input id="qty-${i + 1}" type="number" name="quantity" min="0" value="${item.quantity}" inputmode="numeric"><button class="btn-link" type="submit">Update</button></form>
<form method="post" action="/cart/change"><input type="hidden" name="line" value="${i + 1}"><input type="hidden" name="quantity" value="0"><button class="btn-link" type="submit" aria-label="Remove ${esc(item.title)}">Remove</button></form></td>
<td>${m(item.final_line_price)}</td>
</tr>`;
    })
    .join('');
  return {
    title: 'Your cart',
    main: `<div class="wrap">
<h1>Your cart</h1>
${errorHtml}
<table class="cart-table">
<thead><tr><th scope="col"><span class="vh">Image</span></th><th scope="col">Product</th><th scope="col" class="col-price">Price</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<div class="totals">
<p class="total">Subtotal <strong>${m(cart.total_price)} ${esc(cart.currency)}</strong></p>
<p class="note">${cart.item_count} ${cart.item_count === 1 ? 'item' : 'items'}. Taxes and shipping calculated at checkout.</p>
<p class="note">Checkout is not part of this demo store.</p>
<a class="btn" href="/collections/all">Continue shopping</a>
</div>
</div>`,
  };
}

/**
 * The stand-in for Shopify's checkout (`/checkout`, a non-empty cart): a page of its own, as
 * Shopify's checkout is, without the theme's header, drawer or app embed. It lists what would be
 * paid for and links back to the cart; paying is not part of the demo store.
 */
export function checkoutPage(cart: CartJson): string {
  const m = (cents: number) => esc(formatMoney(cents, cart.currency));
  const lines = cart.items.map((item) => `<li>${esc(item.title)} × ${item.quantity}: ${m(item.final_line_price)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout – Demo Goods</title>
<link rel="icon" href="data:,">
<style>${THEME_CSS}</style>
</head>
<body>
<main id="main"><div class="wrap prose">
<h1>Checkout</h1>
<ul>${lines}</ul>
<p class="total">Subtotal <strong>${m(cart.total_price)} ${esc(cart.currency)}</strong></p>
<p class="note">Checkout is not part of this demo store.</p>
<p><a href="/cart">Return to cart</a></p>
</div></main>
</body>
</html>`;
}
