/**
 * A sticky header with a dropdown menu, as most themes have: the header stays at the top of the
 * viewport while the page scrolls (`position: sticky`, above the page's content), and its 'Shop'
 * menu is a `<details>` whose list drops down under it (Dawn's header menus). Escape and a click
 * outside close the menu, and focus goes back to 'Shop'.
 */
import { esc } from '../html';
import type { ThemePattern } from './pattern';

const LINKS: Array<[label: string, href: string]> = [['Apparel', '/collections/apparel'], ['Home', '/collections/home'], ['Accessories', '/collections/accessories']];

const CSS = `
.site-header{position:sticky;top:0;z-index:900;background:#fff}
.header-menu{position:relative}
.header-menu summary{list-style:none;cursor:pointer;padding:6px 0}
.header-menu summary::-webkit-details-marker{display:none}
.header-menu ul{position:absolute;top:100%;left:0;z-index:901;min-width:200px;margin:0;padding:8px 0;list-style:none;background:#fff;border:1px solid #e6e6e6;border-radius:4px;box-shadow:0 8px 24px rgba(0,0,0,.12)}
.header-menu ul a{display:block;padding:8px 16px;text-decoration:none}`.replace(/\n/g, '');

const MENU = `<details class="header-menu"><summary>Shop</summary><ul>${LINKS.map(([label, href]) => `<li><a href="${href}">${esc(label)}</a></li>`).join('')}</ul></details>`;

const SCRIPT = `<script>(function(){var d=document.querySelector(".header-menu");if(!d)return;var s=d.querySelector("summary");
function close(){if(!d.open)return;d.removeAttribute("open");s.focus();}
document.addEventListener("keyup",function(e){if(e.key==="Escape")close();});
document.addEventListener("click",function(e){if(d.open&&!d.contains(e.target))close();});})();</script>`.replace(/\n/g, '');

export const stickyHeader: ThemePattern = {
  title: "A sticky header (position: sticky, z-index 900) with a 'Shop' dropdown menu in a <details>",
  css: CSS,
  headerTools: MENU,
  tail: SCRIPT,
};
