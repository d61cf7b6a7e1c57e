/**
 * A cart drawer as older themes (and many today) build it: an `<aside>` (`role=dialog
 * aria-modal=true`, 'Your cart') that stays in the page while closed, parked right of the viewport
 * by a transform and marked `aria-hidden="true"`, never `visibility: hidden`. The product form's
 * Ajax add (and the header's cart link) opens it: `is-active` on the drawer, `aria-hidden="false"`
 * and `no-scroll` on `<body>`. 'Check out' sits at its bottom right. Escape, the backdrop and
 * 'Close' close it; focus goes into it and back to what opened it.
 */
import { productFormScript, SECTION_HELPERS } from './ajax-add';
import type { ThemePattern } from './pattern';

const CSS = `
.no-scroll{overflow:hidden}
.side-cart{position:fixed;top:0;right:0;bottom:0;z-index:1000;width:400px;max-width:100%;background:#fff;box-shadow:-4px 0 24px rgba(0,0,0,.16);transform:translateX(100%);transition:transform .3s ease;outline:none}
.side-cart.is-active{transform:none}
.side-cart-overlay{position:fixed;inset:0;z-index:999;background:rgba(18,18,18,.5);opacity:0;pointer-events:none;transition:opacity .3s}
.no-scroll .side-cart-overlay{opacity:1;pointer-events:auto}`.replace(/\n/g, '');

const drawer = (contents: string) =>
  `<div class="side-cart-overlay" data-drawer-close></div><aside id="side-cart" class="side-cart" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-heading" aria-hidden="true" tabindex="-1">` +
  `<div id="side-cart-contents">${contents}</div></aside>`;

const SCRIPT = `<script>(function(){${SECTION_HELPERS}var cart=document.getElementById("side-cart"),opener=null;if(!cart)return;
function open(from){opener=from||document.activeElement;cart.classList.add("is-active");cart.setAttribute("aria-hidden","false");document.body.classList.add("no-scroll");cart.focus();}
function close(){if(!cart.classList.contains("is-active"))return;cart.classList.remove("is-active");cart.setAttribute("aria-hidden","true");document.body.classList.remove("no-scroll");if(opener&&opener.focus)opener.focus();opener=null;}
document.addEventListener("click",function(e){var t=e.target;if(!t.closest)return;if(t.closest("[data-drawer-close]"))close();
else if(t.closest("#cart-icon-bubble a")){e.preventDefault();open(t.closest("a"));}});
document.addEventListener("keydown",function(e){if(e.key==="Escape")close();});
function added(res,button){var s=res.sections||{};if(s["cart-drawer"])document.getElementById("side-cart-contents").innerHTML=themeSection(s["cart-drawer"]);themeBubble(s);open(button);}
${productFormScript('cart-drawer,cart-icon-bubble', 'added')}})();</script>`.replace(/\n/g, '');

export const sideCart: ThemePattern = {
  title: "A cart drawer parked off-screen: <aside role=dialog aria-modal> with aria-hidden=true and a transform while closed, is-active and body no-scroll while open; 'Check out' at its bottom right",
  css: CSS,
  cart: drawer,
  tail: SCRIPT,
};
