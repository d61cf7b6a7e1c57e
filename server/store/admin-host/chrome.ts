/**
 * The local Shopify admin's page frame (the admin host and the theme editor share it): a top bar
 * with the shop's name and the save bar's place, a left nav (Online Store, the storefront, Apps >
 * Status with the app's nav menu items) and the main area. Plain HTML and CSS; each page's script
 * is a file under /cdn/shopifycloud/ (the pages' CSP allows no inline script).
 */
import { esc } from '../html';

/** The app's name in the admin's nav ('Apps > Status') and its page path. */
export const APP_NAV_NAME = 'Status';
export const APP_PATH = '/admin/apps/status';
/** The theme editor stand-in's path. */
export const EDITOR_PATH = '/admin/themes/current/editor';

export interface AdminPageOptions {
  /** document title before ' · {shop name}' */
  title: string;
  /** the shop's name for the top bar */
  shopName: string;
  /** which nav item is the current page */
  current: 'app' | 'online-store';
  /** the main area's HTML (already escaped) */
  main: string;
  /** script URLs (same origin), loaded with `defer` */
  scripts?: string[];
  /** HTML after the layout: dialogs, JSON config blocks */
  after?: string;
}

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"San Francisco","Segoe UI",Roboto,"Helvetica Neue",sans-serif;color:#303030;background:#f1f1f1}
a{color:#005bd3}
:focus-visible{outline:2px solid #005bd3;outline-offset:2px}
.skip{position:absolute;left:8px;top:-48px;background:#fff;color:#303030;padding:8px 12px;border-radius:8px;z-index:10}
.skip:focus{top:8px}
.topbar{height:56px;display:flex;align-items:center;gap:16px;padding:0 16px;background:#1a1a1a;color:#e3e3e3}
.topbar .brand{font-weight:700;color:#fff;text-decoration:none;letter-spacing:.2px}
.topbar .shop{margin-left:auto;display:flex;align-items:center;gap:8px;color:#fff}
.topbar .avatar{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:8px;background:#36fba1;color:#1a1a1a;font-weight:700}
.save-bar{flex:1;display:flex;align-items:center;gap:8px;min-width:0}
.save-bar[hidden]{display:none}
.save-bar .message{margin:0 auto 0 0;font-weight:600;color:#fff;display:flex;align-items:center;gap:8px}
.save-bar .message::before{content:"";width:10px;height:10px;border-radius:50%;background:#ffb800}
.topbar.saving .shop{display:none}
button{font:inherit;cursor:pointer;border-radius:8px;padding:6px 12px;border:1px solid #8a8a8a;background:#fff;color:#303030;font-weight:600}
button.primary{background:#303030;border-color:#303030;color:#fff}
.topbar button{border-color:#616161;background:#303030;color:#fff}
.topbar button.primary{background:#fff;border-color:#fff;color:#1a1a1a}
button[disabled]{cursor:default;opacity:.55}
button.critical{background:#c70a24;border-color:#c70a24;color:#fff}
.layout{display:flex;height:calc(100% - 56px)}
nav.admin-nav{width:240px;flex:none;background:#ebebeb;padding:12px 8px;overflow:auto}
nav.admin-nav ul{list-style:none;margin:0;padding:0}
nav.admin-nav a{display:block;padding:6px 10px;border-radius:8px;color:#303030;text-decoration:none;font-weight:600}
nav.admin-nav a:hover{background:#e3e3e3}
nav.admin-nav a[aria-current="page"]{background:#fff}
nav.admin-nav .group{margin:16px 10px 4px;font-size:12px;font-weight:600;color:#616161;text-transform:none}
nav.admin-nav ul ul a{font-weight:500;padding-left:26px}
main{flex:1;display:flex;flex-direction:column;min-width:0;overflow:auto}
.title-bar{display:flex;align-items:center;gap:8px;padding:12px 24px;min-height:52px}
.title-bar h1{font-size:16px;margin:0 auto 0 0}
.frame{flex:1;border:0;width:100%;min-height:480px;background:#f1f1f1}
.loading{height:3px;background:linear-gradient(90deg,#005bd3 40%,transparent 40%);background-size:200% 100%;animation:slide 1s linear infinite}
.loading[hidden]{display:none}
@keyframes slide{from{background-position:100% 0}to{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.loading{animation:none}}
.toasts{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);display:flex;flex-direction:column;gap:8px;z-index:20}
.toast{display:flex;align-items:center;gap:12px;background:#1a1a1a;color:#fff;padding:10px 12px 10px 16px;border-radius:10px;box-shadow:0 8px 24px rgba(0,0,0,.25)}
.toast.error{background:#8e1f0b}
.toast button{padding:2px 8px;background:transparent;border-color:#fff;color:#fff}
dialog{border:0;border-radius:12px;padding:0;max-width:28rem;width:calc(100% - 32px);box-shadow:0 16px 48px rgba(0,0,0,.3)}
dialog::backdrop{background:rgba(0,0,0,.5)}
dialog h2{font-size:16px;margin:0;padding:16px;border-bottom:1px solid #e3e3e3}
dialog p{margin:0;padding:16px}
dialog .actions{display:flex;justify-content:flex-end;gap:8px;padding:12px 16px;border-top:1px solid #e3e3e3}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 0 rgba(0,0,0,.07),0 0 0 1px rgba(0,0,0,.05);padding:16px;margin:0 24px 16px;max-width:40rem}
.card h2{font-size:14px;margin:0 0 12px}
.embed{display:flex;align-items:flex-start;gap:12px;padding:12px 0;border-top:1px solid #ebebeb}
.embed label{font-weight:600}
.embed .hint{color:#616161;font-size:13px;margin:2px 0 0}
.switch{appearance:none;flex:none;width:36px;height:20px;border-radius:10px;background:#8a8a8a;position:relative;margin:2px 0 0;cursor:pointer}
.switch::after{content:"";position:absolute;top:2px;left:2px;width:16px;height:16px;border-radius:50%;background:#fff;transition:left .1s}
.switch:checked{background:#303030}
.switch:checked::after{left:18px}
.notice{margin:0 24px 16px;max-width:40rem;padding:12px 16px;border-radius:12px;background:#eaf4ff;color:#00527c}
.notice.saved{background:#cdfee1;color:#0c5132}
.unavailable{margin:24px}
`;

/** The nav's items; the app's own items (its nav menu) are filled in by the host script. */
function nav(current: AdminPageOptions['current']): string {
  const here = (item: AdminPageOptions['current']) => (item === current ? ' aria-current="page"' : '');
  return `<nav class="admin-nav" aria-label="Shopify admin">
  <ul>
    <li><a href="${EDITOR_PATH}?context=apps"${here('online-store')} data-admin-link>Online Store</a></li>
    <li><a href="/" data-admin-link>View your store</a></li>
  </ul>
  <p class="group" id="apps-heading">Apps</p>
  <ul aria-labelledby="apps-heading">
    <li><a href="${APP_PATH}" id="app-home-link"${here('app')} data-admin-link>${esc(APP_NAV_NAME)}</a>
      <ul id="app-nav" aria-label="${esc(APP_NAV_NAME)}"></ul>
    </li>
  </ul>
</nav>`;
}

/** A whole admin page: top bar (with the save bar's place), nav, main. */
export function adminPage(o: AdminPageOptions): string {
  const initial = o.shopName.trim().charAt(0).toUpperCase() || 'S';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} · ${esc(o.shopName)}</title>
<link rel="icon" href="data:,">
<style>${CSS}</style>
${(o.scripts ?? []).map((src) => `<script src="${esc(src)}" defer></script>`).join('\n')}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="topbar" id="topbar">
  <a class="brand" href="${APP_PATH}" data-admin-link>Shopify</a>
  <div class="save-bar" id="save-bar" role="region" aria-label="Unsaved changes" hidden>
    <p class="message">Unsaved changes</p>
    <button type="button" id="save-bar-discard">Discard</button>
    <button type="button" id="save-bar-save" class="primary">Save</button>
  </div>
  <div class="shop"><span class="avatar" aria-hidden="true">${esc(initial)}</span><span>${esc(o.shopName)}</span></div>
</header>
<div class="layout">
${nav(o.current)}
<main id="main" tabindex="-1">
${o.main}
</main>
</div>
${o.after ?? ''}
</body>
</html>`;
}

/** JSON for a `<script type="application/json">` block: `<` escaped so the block cannot be closed early. */
export const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${esc(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
