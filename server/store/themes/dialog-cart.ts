/**
 * A cart drawer that is a native `<dialog>` opened with `showModal()`, as Shopify's newer themes
 * (Horizon) build theirs: in the top layer with a `::backdrop`, the rest of the page inert while it
 * is open, page scroll locked by `html:has(dialog[open])`. The product form's Ajax add and the
 * header's cart link open it; 'Check out' sits at its bottom right. Escape (the browser's own),
 * the backdrop and 'Close' close it, and the browser puts focus back.
 */
import { productFormScript, SECTION_HELPERS } from './ajax-add';
import type { ThemePattern } from './pattern';

const CSS = `
.cart-dialog{position:fixed;inset:0 0 0 auto;margin:0;padding:0;border:0;width:400px;max-width:100%;height:100%;max-height:100%;background:#fff;color:#121212;box-shadow:-4px 0 24px rgba(0,0,0,.16)}
.cart-dialog::backdrop{background:rgba(18,18,18,.5)}
html:has(.cart-dialog[open]){overflow:hidden}`.replace(/\n/g, '');

const dialog = (contents: string) => `<dialog id="cart-dialog" class="cart-dialog" aria-labelledby="cart-drawer-heading">${contents}</dialog>`;

const SCRIPT = `<script>(function(){${SECTION_HELPERS}var cart=document.getElementById("cart-dialog");if(!cart||!cart.showModal)return;
function open(){if(!cart.open)cart.showModal();}
cart.addEventListener("click",function(e){if(e.target===cart||(e.target.closest&&e.target.closest("[data-drawer-close]")))cart.close();});
document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("#cart-icon-bubble a");if(a){e.preventDefault();open();}});
function added(res){var s=res.sections||{};if(s["cart-drawer"])cart.innerHTML=themeSection(s["cart-drawer"]);themeBubble(s);open();}
${productFormScript('cart-drawer,cart-icon-bubble', 'added')}})();</script>`.replace(/\n/g, '');

export const dialogCart: ThemePattern = {
  title: "A <dialog> cart drawer opened with showModal() (Horizon-like): top layer, ::backdrop, scroll locked by html:has(dialog[open]); 'Check out' at its bottom right",
  css: CSS,
  cart: dialog,
  tail: SCRIPT,
};
