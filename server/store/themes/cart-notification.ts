/**
 * Dawn's cart notification (its 'Cart type: Popup notification' setting), in place of the cart
 * drawer: a popup (`role=dialog aria-modal=true`, 'Item added to your cart') kept in the page,
 * hidden, under the header at the top right; the product form's Ajax add fills it with the line
 * just added and 'View cart (n)' (the 'cart-notification-button' section) and shows it with the
 * `active` class. It does not lock page scroll. Escape, 'Close', 'Continue shopping' and a click
 * outside close it; focus goes into it and back to 'Add to cart'. Dawn's search is in the header.
 */
import { DAWN_SEARCH } from './dawn-search';
import { productFormScript, SECTION_HELPERS } from './ajax-add';
import { CLOSE_ICON } from './icons';
import type { ThemePattern } from './pattern';

const CSS = `
.cart-notification{position:fixed;top:0;right:0;z-index:1000;width:100%;max-width:400px;background:#fff;border:1px solid #e6e6e6;border-top:0;border-radius:0 0 6px 6px;padding:20px;box-shadow:0 8px 24px rgba(0,0,0,.16);visibility:hidden;transform:translateY(-100%);transition:transform .2s ease,visibility .2s;outline:none}
.cart-notification.active{visibility:visible;transform:none;transition:transform .2s ease}
.cart-notification__header{display:flex;align-items:center;justify-content:space-between;gap:12px}
.cart-notification__heading{margin:0;font-size:16px;font-weight:500}
.cart-notification__close{background:none;border:0;padding:8px;margin:-8px;cursor:pointer;color:#121212;line-height:0}
.cart-notification-product{display:flex;gap:12px;align-items:center;padding:16px 0}
.cart-notification-product img{width:64px;height:64px;border-radius:4px}
.cart-notification-product h3{margin:0;font-size:15px;font-weight:500}
.cart-notification-product p{margin:2px 0 0;font-size:14px;color:#595959}
.cart-notification__links{display:grid;gap:10px;text-align:center}
.cart-notification__links .btn-secondary{background:#fff;color:#121212}`.replace(/\n/g, '');

const MARKUP = `<cart-notification><div id="cart-notification" class="cart-notification" role="dialog" aria-modal="true" aria-label="Item added to your cart" tabindex="-1">` +
  `<div class="cart-notification__header"><h2 class="cart-notification__heading">Item added to your cart</h2>` +
  `<button type="button" class="cart-notification__close" aria-label="Close" data-notification-close>${CLOSE_ICON}</button></div>` +
  `<div class="cart-notification-product" id="cart-notification-product"></div>` +
  `<div class="cart-notification__links"><a href="/cart" id="cart-notification-button" class="btn btn-secondary">View cart</a>` +
  `<a href="/checkout" class="btn">Check out</a><button type="button" class="btn-link" data-notification-close>Continue shopping</button></div></div></cart-notification>`;

/** `<cart-notification>`: `open(item, sections, opener)` fills and shows it; `close()` hides it. */
const SCRIPT = `<script>(function(){if(!window.customElements||customElements.get("cart-notification"))return;${SECTION_HELPERS}
customElements.define("cart-notification",class extends HTMLElement{
connectedCallback(){var c=this;this.popup=this.querySelector(".cart-notification");
this.addEventListener("click",function(e){if(e.target.closest("[data-notification-close]"))c.close();});
document.addEventListener("keyup",function(e){if(e.key==="Escape")c.close();});
document.addEventListener("click",function(e){if(c.popup.classList.contains("active")&&!c.contains(e.target))c.close();});}
open(item,sections,opener){var box=document.getElementById("cart-notification-product"),img=document.createElement("img"),text=document.createElement("div"),h=document.createElement("h3"),p=document.createElement("p");
img.src=item.image;img.alt="";img.width=64;img.height=64;h.textContent=item.product_title;p.textContent=item.variant_title||"";text.appendChild(h);if(item.variant_title)text.appendChild(p);
box.textContent="";box.appendChild(img);box.appendChild(text);
var button=sections&&sections["cart-notification-button"];if(button)document.getElementById("cart-notification-button").outerHTML=themeSection(button);
themeBubble(sections);this.opener=opener;this.popup.classList.add("active");this.popup.focus();}
close(){if(!this.popup.classList.contains("active"))return;this.popup.classList.remove("active");if(this.opener)this.opener.focus();this.opener=null;}
});
var n=document.querySelector("cart-notification");function added(res,button){n.open(res,res.sections,button);}
${productFormScript('cart-notification-button,cart-icon-bubble', 'added')}})();</script>`.replace(/\n/g, '');

export const cartNotification: ThemePattern = {
  title: "Dawn's cart notification: 'Item added to your cart' (role=dialog, aria-modal) kept hidden at the top right, shown with the active class, no scroll lock; Dawn's closed search in the header",
  css: CSS + DAWN_SEARCH.css,
  headerTools: DAWN_SEARCH.markup,
  cart: () => MARKUP,
  tail: SCRIPT + DAWN_SEARCH.script,
};
