/**
 * A menu drawer opened by a class, as Debut, Impulse and many other themes do: a 'Menu' button
 * (`aria-controls`, `aria-expanded`) opens a drawer from the right by adding `is-open` to it and
 * `js-drawer-open` to `<html>` (which locks page scroll); no `<details>`, no `aria-modal`
 * (`role=dialog` alone). The drawer
 * ends with a 'Log in' button at its bottom right, where a floating button sits. Escape, the
 * backdrop and 'Close menu' close it; focus goes to the first link and back to 'Menu'.
 */
import { esc } from '../html';
import { CLOSE_ICON, MENU_ICON } from './icons';
import type { ThemePattern } from './pattern';

const LINKS: Array<[label: string, href: string]> = [
  ['Shop all', '/collections/all'], ['Apparel', '/collections/apparel'], ['Home', '/collections/home'], ['Accessories', '/collections/accessories'],
];

const CSS = `
.menu-toggle{background:none;border:0;padding:6px;cursor:pointer;color:#121212;line-height:0}
.js-drawer-open{overflow:hidden}
.nav-drawer{position:fixed;top:0;right:0;bottom:0;z-index:1000;width:360px;max-width:88vw;background:#fff;display:flex;flex-direction:column;box-shadow:-4px 0 24px rgba(0,0,0,.16);visibility:hidden;transform:translateX(100%);transition:transform .25s ease,visibility .25s}
.nav-drawer.is-open{visibility:visible;transform:none;transition:transform .25s ease}
.nav-drawer__head{display:flex;align-items:center;justify-content:space-between;padding:16px 20px;border-bottom:1px solid #e6e6e6;font-weight:600}
.nav-drawer__close{background:none;border:0;padding:8px;margin:-8px;cursor:pointer;color:#121212;line-height:0}
.nav-drawer ul{list-style:none;margin:0;padding:8px 20px;flex:1;overflow-y:auto}
.nav-drawer li a{display:block;padding:12px 0;font-size:18px;text-decoration:none}
.nav-drawer__foot{display:flex;justify-content:flex-end;padding:16px 20px 28px;border-top:1px solid #e6e6e6}
.nav-drawer-overlay{position:fixed;inset:0;z-index:999;background:rgba(18,18,18,.5);display:none}
.js-drawer-open .nav-drawer-overlay{display:block}`.replace(/\n/g, '');

const OPENER = `<button type="button" class="menu-toggle" aria-controls="NavDrawer" aria-expanded="false" aria-label="Menu">${MENU_ICON}</button>`;

const DRAWER = `<div class="nav-drawer-overlay" data-nav-close></div><div id="NavDrawer" class="nav-drawer drawer" role="dialog" aria-label="Menu" tabindex="-1">` +
  `<div class="nav-drawer__head"><span>Menu</span><button type="button" class="nav-drawer__close" aria-label="Close menu" data-nav-close>${CLOSE_ICON}</button></div>` +
  `<ul>${LINKS.map(([label, href]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul>` +
  `<div class="nav-drawer__foot"><a class="btn" href="/account/login">Log in</a></div></div>`;

const SCRIPT = `<script>(function(){var toggle=document.querySelector(".menu-toggle"),drawer=document.getElementById("NavDrawer"),html=document.documentElement;if(!toggle||!drawer)return;
function open(){drawer.classList.add("is-open");html.classList.add("js-drawer-open","js-drawer-open-right");toggle.setAttribute("aria-expanded","true");drawer.querySelector("a").focus();}
function close(){if(!drawer.classList.contains("is-open"))return;drawer.classList.remove("is-open");html.classList.remove("js-drawer-open","js-drawer-open-right");toggle.setAttribute("aria-expanded","false");toggle.focus();}
toggle.addEventListener("click",function(){drawer.classList.contains("is-open")?close():open();});
document.addEventListener("click",function(e){if(e.target.closest&&e.target.closest("[data-nav-close]"))close();});
document.addEventListener("keydown",function(e){if(e.key==="Escape")close();});})();</script>`.replace(/\n/g, '');

export const classMenuDrawer: ThemePattern = {
  title: "A menu drawer opened by a class: 'Menu' adds is-open to the drawer and js-drawer-open to <html>; 'Log in' at its bottom right",
  css: CSS,
  headerStart: OPENER,
  tail: DRAWER + SCRIPT,
};
