/**
 * Dawn's menu drawer: a `<details>` inside a `<header-drawer>` element before the shop's name,
 * whose summary ('Menu') opens a drawer from the left with the shop's links and 'Close menu'. Opening sets `open`,
 * then the `menu-opening` class on the next frame (the drawer slides in), and locks body scroll
 * below 990 px with `overflow-hidden-tablet`; closing takes the class away, and `open` once the
 * drawer has slid out. Escape, the backdrop, 'Close menu' and the summary close it; focus goes to the first link
 * and back to the summary. Dawn's search (./dawn-search.ts) is in the header too, closed.
 */
import { esc } from '../html';
import { DAWN_SEARCH } from './dawn-search';
import { CLOSE_ICON, MENU_ICON } from './icons';
import type { ThemePattern } from './pattern';

const LINKS: Array<[label: string, href: string]> = [
  ['Shop all', '/collections/all'], ['Apparel', '/collections/apparel'], ['Home', '/collections/home'], ['Accessories', '/collections/accessories'],
];

const CSS = `
header-drawer summary{list-style:none;cursor:pointer;display:flex;align-items:center;padding:6px}
header-drawer summary::-webkit-details-marker{display:none}
.menu-drawer{position:fixed;top:0;left:0;bottom:0;z-index:1000;width:340px;max-width:85vw;background:#fff;padding:24px 20px;overflow-y:auto;box-shadow:4px 0 24px rgba(0,0,0,.16);transform:translateX(-100%);visibility:hidden;transition:transform .2s ease,visibility .2s}
.menu-opening .menu-drawer{transform:none;visibility:visible;transition:transform .2s ease}
.menu-opening>summary::before{content:"";position:fixed;inset:0;z-index:999;background:rgba(18,18,18,.5);cursor:default}
.menu-drawer__close{display:block;margin:-8px -8px 8px auto;background:none;border:0;padding:8px;cursor:pointer;color:#121212;line-height:0}
.menu-drawer ul{list-style:none;margin:0;padding:0}
.menu-drawer li a{display:block;padding:12px 0;font-size:18px;text-decoration:none}
.menu-drawer__utility{margin-top:24px;border-top:1px solid #e6e6e6;padding-top:16px}
@media (max-width:989px){.overflow-hidden-tablet{overflow:hidden}}`.replace(/\n/g, '');

const MARKUP = `<header-drawer><details class="menu-drawer-container"><summary aria-label="Menu">${MENU_ICON}</summary>` +
  `<div class="menu-drawer" tabindex="-1"><button type="button" class="menu-drawer__close" aria-label="Close menu">${CLOSE_ICON}</button><nav aria-label="Menu drawer"><ul>${LINKS.map(([label, href]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></nav>` +
  `<div class="menu-drawer__utility"><a href="/account/login">Log in</a></div></div></details></header-drawer>`;

/** `<header-drawer>`: the summary toggles the drawer; Escape closes it. */
const SCRIPT = `<script>(function(){if(!window.customElements||customElements.get("header-drawer"))return;
customElements.define("header-drawer",class extends HTMLElement{
connectedCallback(){var h=this,d=this.querySelector("details"),s=this.querySelector("summary");this.details=d;this.summary=s;
s.addEventListener("click",function(e){e.preventDefault();d.classList.contains("menu-opening")?h.close():h.open();});
this.addEventListener("keyup",function(e){if(e.key==="Escape"&&d.hasAttribute("open"))h.close();});
this.querySelector(".menu-drawer__close").addEventListener("click",function(){h.close();});
this.querySelector(".menu-drawer").addEventListener("transitionend",function(){if(!d.classList.contains("menu-opening"))d.removeAttribute("open");});}
open(){var d=this.details;d.setAttribute("open","");this.summary.setAttribute("aria-expanded","true");document.body.classList.add("overflow-hidden-tablet");
requestAnimationFrame(function(){d.classList.add("menu-opening");d.querySelector(".menu-drawer a").focus();});}
close(){var d=this.details;d.classList.remove("menu-opening");this.summary.setAttribute("aria-expanded","false");document.body.classList.remove("overflow-hidden-tablet");this.summary.focus();
if(getComputedStyle(d.querySelector(".menu-drawer")).transitionDuration.split(",").every(function(t){return parseFloat(t)===0;}))d.removeAttribute("open");}
});})();</script>`.replace(/\n/g, '');

export const menuDetails: ThemePattern = {
  title: "Dawn's menu drawer: a <details> in <header-drawer> whose summary opens a drawer from the left ('menu-opening', body overflow-hidden-tablet), with Dawn's closed search in the header",
  css: CSS + DAWN_SEARCH.css,
  headerStart: MARKUP,
  headerTools: DAWN_SEARCH.markup,
  tail: SCRIPT + DAWN_SEARCH.script,
};
