/**
 * Dawn's header search, the structure that hid the launcher on every Dawn page: a `<details>`
 * inside a `<details-modal>` element in the header, whose summary opens a search dialog
 * (`role=dialog aria-modal=true`) kept in the page, closed, on every page. Chromium hides a closed
 * `<details>`' content with `content-visibility`, so that dialog still has client rects and
 * `visibility: visible` while nobody sees it. Open, it covers the page with a backdrop, locks body
 * scroll with `overflow-hidden` and lists the shop's products whose title has what the shopper types;
 * Escape, the backdrop and 'Close search' close it and focus goes back to the summary.
 */
import type { StoreProduct } from '../catalog';
import { esc } from '../html';
import { CLOSE_ICON, SEARCH_ICON } from './icons';
import type { ThemePattern } from './pattern';

const CSS = `
details-modal summary{list-style:none;cursor:pointer;display:flex;align-items:center;padding:6px}
details-modal summary::-webkit-details-marker{display:none}
.search-modal{position:fixed;inset:0;z-index:1001;background:rgba(18,18,18,.5)}
.search-modal__content{background:#fff;padding:20px;display:flex;gap:12px;align-items:center;box-shadow:0 4px 16px rgba(0,0,0,.16)}
.search-modal__form{flex:1;display:flex}
.search-modal__input{flex:1;font:inherit;font-size:17px;border:1px solid #8a8a8a;border-radius:4px;padding:12px 14px}
.search-modal__close{background:none;border:0;padding:10px;cursor:pointer;color:#121212;line-height:0}
.search-results{background:#fff;padding:0 20px 20px;max-height:60vh;overflow-y:auto}
.search-results p{margin:0 0 8px;color:#3d3d3d;font-size:14px}
.search-results ul{list-style:none;margin:0;padding:0}
.search-results a{display:block;padding:8px 0;text-decoration:none}`.replace(/\n/g, '');

/** The header's search over the shop's `products`: summary 'Search', and the closed dialog with its form and results. */
function markup(products: readonly StoreProduct[]): string {
  const results = products.map((p) => `<li hidden><a href="/products/${esc(p.handle)}">${esc(p.title)}</a></li>`).join('');
  return `<details-modal class="header-search"><details><summary aria-haspopup="dialog" aria-label="Search">${SEARCH_ICON}</summary>` +
    `<div class="search-modal" role="dialog" aria-modal="true" aria-label="Search">` +
    `<div class="search-modal__content"><form class="search-modal__form" action="/collections/all" method="get" role="search">` +
    `<input class="search-modal__input" type="search" name="q" placeholder="Search" aria-label="Search our store" autocomplete="off"></form>` +
    `<button type="button" class="search-modal__close" aria-label="Close search" data-search-close>${CLOSE_ICON}</button></div>` +
    `<div class="search-results"><p aria-live="polite"></p><ul aria-label="Products">${results}</ul></div></div></details></details-modal>`;
}

/** `<details-modal>`: the summary toggles it; typing filters the results; Enter opens the first one. */
const SCRIPT = `<script>(function(){if(!window.customElements||customElements.get("details-modal"))return;
customElements.define("details-modal",class extends HTMLElement{
connectedCallback(){var m=this,d=this.querySelector("details"),s=this.querySelector("summary"),input=this.querySelector("input"),note=this.querySelector(".search-results p");
this.details=d;this.summary=s;this.input=input;
s.addEventListener("click",function(e){e.preventDefault();d.hasAttribute("open")?m.close():m.open();});
this.addEventListener("keyup",function(e){if(e.key==="Escape"&&d.hasAttribute("open"))m.close();});
this.querySelector("[data-search-close]").addEventListener("click",function(){m.close();});
this.querySelector(".search-modal").addEventListener("click",function(e){if(e.target===e.currentTarget)m.close();});
input.addEventListener("input",function(){var q=input.value.trim().toLowerCase(),n=0;
[].forEach.call(m.querySelectorAll(".search-results li"),function(li){var hit=!!q&&li.textContent.toLowerCase().indexOf(q)>=0;li.hidden=!hit;if(hit)n++;});
note.textContent=q?(n?n+(n===1?" result":" results"):"No results for \\u201c"+input.value.trim()+"\\u201d"):"";});
this.querySelector("form").addEventListener("submit",function(e){var first=m.querySelector(".search-results li:not([hidden]) a");e.preventDefault();if(first)location.href=first.href;});}
open(){this.details.setAttribute("open","");document.body.classList.add("overflow-hidden");this.input.focus();}
close(){this.details.removeAttribute("open");document.body.classList.remove("overflow-hidden");this.summary.focus();}
});})();</script>`.replace(/\n/g, '');

/** The search as a part other patterns of Dawn's family carry too (it is on every Dawn page). */
export const DAWN_SEARCH = { css: CSS, markup, script: SCRIPT };

export const searchDetails: ThemePattern = {
  title: "Dawn's header search: a search dialog (role=dialog, aria-modal) kept closed inside a <details> in <details-modal> on every page",
  css: CSS,
  headerTools: markup,
  tail: SCRIPT,
};
