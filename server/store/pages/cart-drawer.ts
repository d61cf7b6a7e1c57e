/**
 * The demo theme's cart drawer and header cart link (a Dawn-like theme, written for this store):
 * the drawer is a `<cart-drawer>` element at the end of every page, hidden until the product
 * form adds something; its contents and the header's cart link are also the bodies of the
 * 'cart-drawer' and 'cart-icon-bubble' sections that the cart routes render on request
 * (`sections.ts`). While open the drawer has class `active`, sits at z-index 1000 and locks
 * body scroll with the `overflow-hidden` class, as Dawn's does. Its 'Check out' link sits at the
 * bottom right of the drawer (full screen width on phones), where a floating button would sit.
 */
import { esc, formatMoney } from '../html';
import type { CartJson } from '../shopify-json';

/** The drawer's styles, appended to the theme stylesheet. Closing keeps it visible while it slides out. */
export const CART_DRAWER_CSS = `
.overflow-hidden{overflow:hidden}
cart-drawer{position:fixed;inset:0;z-index:1000;visibility:hidden;transition:visibility .3s}
cart-drawer.active{visibility:visible}
.drawer-overlay{position:absolute;inset:0;background:rgba(18,18,18,.5);opacity:0;transition:opacity .3s}
cart-drawer.active .drawer-overlay{opacity:1}
.drawer-inner{position:absolute;top:0;right:0;bottom:0;width:400px;max-width:100%;background:#fff;display:flex;flex-direction:column;box-shadow:-4px 0 24px rgba(0,0,0,.16);transform:translateX(100%);transition:transform .3s ease;outline:none}
cart-drawer.active .drawer-inner{transform:none}
#CartDrawer{flex:1;min-height:0}
.drawer-body{display:flex;flex-direction:column;height:100%}
.drawer-head{display:flex;align-items:center;justify-content:space-between;padding:16px 20px;border-bottom:1px solid #e6e6e6}
.drawer-head h2{margin:0;font-size:20px}
.drawer-close{background:none;border:0;padding:8px;margin:-8px;cursor:pointer;color:#121212;font:inherit;line-height:0}
.drawer-items{flex:1;overflow-y:auto;list-style:none;margin:0;padding:0 20px}
.drawer-items li{display:grid;grid-template-columns:64px 1fr auto;gap:12px;padding:16px 0;border-bottom:1px solid #e6e6e6;font-size:15px}
.drawer-items img{width:64px;height:64px;border-radius:4px}
.drawer-items p{margin:0}
.drawer-empty{flex:1;padding:32px 20px;text-align:center}
.drawer-foot{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:16px 20px 28px;border-top:1px solid #e6e6e6}
.drawer-foot p{margin:0;font-size:14px;color:#3d3d3d}
.drawer-foot strong{display:block;font-size:17px;color:#121212}
`.replace(/\n/g, '');

/** The header's cart link with the number of units; `current` marks it as the current page (on /cart). */
export function cartIconBubble(itemCount: number, current: boolean): string {
  return `<a href="/cart"${current ? ' aria-current="page"' : ''}>Cart (${itemCount})</a>`;
}

const CLOSE_ICON = '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 4l12 12M16 4L4 16"/></svg>';

/**
 * The drawer's contents for `cart` (money in cents of `cart.currency`): heading 'Your cart', a
 * 'Close' button, the lines (image, title, variant, quantity, line price) and a footer with the
 * subtotal and 'Check out' (a link to /checkout); an empty cart says so and links to the catalog.
 */
export function cartDrawerContents(cart: CartJson): string {
  const head = `<div class="drawer-head"><h2 id="cart-drawer-heading">Your cart</h2><button type="button" class="drawer-close" aria-label="Close" data-drawer-close>${CLOSE_ICON}</button></div>`;
  if (cart.items.length === 0) {
    return `<div class="drawer-body">${head}<div class="drawer-empty"><p>Your cart is empty.</p><a class="btn" href="/collections/all">Continue shopping</a></div></div>`;
  }
  const m = (cents: number) => esc(formatMoney(cents, cart.currency));
  const lines = cart.items
    .map((item) => `<li><img src="${esc(item.image)}" alt="" width="64" height="64" loading="lazy" decoding="async">` +
      `<div><a href="${esc(item.url)}">${esc(item.product_title)}</a>` +
      `${item.variant_title ? `<p class="line-meta">${esc(item.variant_title)}</p>` : ''}<p class="line-meta">Quantity: ${item.quantity}</p></div>` +
      `<p>${m(item.final_line_price)}</p></li>`)
    .join('');
  return `<div class="drawer-body">${head}<ul class="drawer-items">${lines}</ul>` +
    `<div class="drawer-foot"><p>Subtotal <strong>${m(cart.total_price)} ${esc(cart.currency)}</strong></p>` +
    `<a class="btn" href="/checkout" id="cart-drawer-checkout">Check out</a></div></div>`;
}

/**
 * The drawer element: a backdrop that closes it and a modal dialog named by its heading, holding
 * `contents` (from `cartDrawerContents`) in `#CartDrawer`, the node the drawer script refills.
 */
export function cartDrawer(contents: string): string {
  return `<cart-drawer id="cart-drawer"><div class="drawer-overlay" data-drawer-close></div>` +
    `<div class="drawer-inner" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-heading" tabindex="-1"><div id="CartDrawer">${contents}</div></div></cart-drawer>`;
}

/**
 * The drawer's behaviour and the product form's Ajax add, as one small inline script on every
 * page (no request, no dependency). `cart-drawer` gets `open(opener)`, `close()` and
 * `renderContents(sections)`; Escape, the backdrop and 'Close' close it, Tab stays inside, and
 * focus goes back to the opener. On a product page the form posts its FormData to `/cart/add`
 * with `X-Requested-With: XMLHttpRequest`, asking for the 'cart-drawer' and 'cart-icon-bubble'
 * sections, then shows them in the drawer and opens it; an error answer (`{status,
 * description}`) is shown under the form. Without fetch the form posts as a plain form.
 */
export const CART_DRAWER_SCRIPT = `<script>(function(){
if(!window.customElements||customElements.get('cart-drawer'))return;
var FOCUSABLE='a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';
function inner(html){var t=document.createElement('template');t.innerHTML=html;var s=t.content.querySelector('.shopify-section');return s?s.innerHTML:html;}
customElements.define('cart-drawer',class extends HTMLElement{
connectedCallback(){var d=this;
this.addEventListener('click',function(e){if(e.target.closest('[data-drawer-close]'))d.close();});
this.addEventListener('keydown',function(e){
if(e.key==='Escape'){e.preventDefault();d.close();return;}
if(e.key!=='Tab')return;
var items=d.querySelectorAll(FOCUSABLE);if(!items.length)return;
var first=items[0],last=items[items.length-1];
if(e.shiftKey&&document.activeElement===first){e.preventDefault();last.focus();}
else if(!e.shiftKey&&document.activeElement===last){e.preventDefault();first.focus();}});}
open(opener){this.opener=opener||document.activeElement;this.classList.add('active');document.body.classList.add('overflow-hidden');
var panel=this.querySelector('.drawer-inner');requestAnimationFrame(function(){panel.focus();});}
close(){if(!this.classList.contains('active'))return;this.classList.remove('active');document.body.classList.remove('overflow-hidden');
if(this.opener&&this.opener.focus)this.opener.focus();this.opener=null;}
renderContents(sections){if(!sections)return;
var body=document.getElementById('CartDrawer'),bubble=document.getElementById('cart-icon-bubble');
if(body&&sections['cart-drawer'])body.innerHTML=inner(sections['cart-drawer']);
if(bubble&&sections['cart-icon-bubble'])bubble.innerHTML=inner(sections['cart-icon-bubble']);}
});
var form=document.getElementById('product-form'),drawer=document.getElementById('cart-drawer');
if(!form||!drawer||!window.fetch||!window.FormData)return;
form.addEventListener('submit',function(e){
e.preventDefault();
var button=form.querySelector('[type=submit]'),error=document.getElementById('product-form-error');
if(button.getAttribute('aria-disabled')==='true')return;
button.setAttribute('aria-disabled','true');if(error)error.hidden=true;
var data=new FormData(form);data.append('sections','cart-drawer,cart-icon-bubble');data.append('sections_url',location.pathname);
fetch('/cart/add',{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/javascript'},body:data})
.then(function(r){return r.json();})
.then(function(res){
if(res.status){if(error){error.textContent=res.description;error.hidden=false;}return;}
drawer.renderContents(res.sections);drawer.open(button);})
.catch(function(){form.submit();})
.then(function(){button.removeAttribute('aria-disabled');});
});
})();</script>`.replace(/\n/g, '');
