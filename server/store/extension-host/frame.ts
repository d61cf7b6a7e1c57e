/**
 * The frame of the local Shopify's new customer accounts pages (docs/customer-accounts.md): the
 * shop's name, the account menu (Orders, Profile, the app's full pages, Log out), the page's own
 * content with a slot per extension, and the config the host script (./browser/host.ts) reads.
 */
import { esc } from '../html';

/** A menu entry: its text and where it goes. */
export interface MenuLink { text: string; href: string }

/** One extension on the page: the slot it renders into and its bundle and texts. */
export interface ExtensionMount { bundle: string; translations: Record<string, unknown> }

export interface FrameOptions {
  language: string;
  shop: string;
  /** the page's title, e.g. 'Orders' */
  title: string;
  menu: MenuLink[];
  /** the menu entry's href of this page (aria-current) */
  current: string;
  /** the page's own markup around the extensions: `{extensions}` marks where they go */
  main: string;
  extensions: ExtensionMount[];
}

/** The slot of the `i`th extension of a page. */
const slot = (i: number) => `<div id="extension-${i}" class="extension"></div>`;

/** The page's HTML. */
export function framePage(o: FrameOptions): string {
  const config = {
    worker: '/account/extension-host/worker.js',
    token: '/account/extension-token',
    language: o.language,
    extensions: o.extensions.map((e, i) => ({ root: `extension-${i}`, ...e })),
  };
  const menu = o.menu.map((m) => `<li><a href="${esc(m.href)}"${m.href === o.current ? ' aria-current="page"' : ''}>${esc(m.text)}</a></li>`).join('');
  return `<!doctype html>
<html lang="${esc(o.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${esc(o.title)} – ${esc(o.shop)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#303030;background:#f1f1f1}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #e3e3e3}
header a{color:#303030}
nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
main{max-width:56rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
main h1{font-size:1.5rem;margin:0 0 1rem}
.extension:not(:empty){margin:0 0 1.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e3e3e3}
#toast{position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);background:#303030;color:#fff;border-radius:.5rem}
#toast:not(:empty){padding:.75rem 1rem}
</style>
</head>
<body>
<header>
<a href="/">${esc(o.shop)}</a>
<nav aria-label="Account"><ul>${menu}</ul></nav>
</header>
<main>${o.main.replace('{extensions}', () => o.extensions.map((_, i) => slot(i)).join(''))}</main>
<p id="extension-error" role="alert" hidden>Part of this page could not be loaded. Please reload it.</p>
<div id="toast" role="status" aria-live="polite"></div>
<script type="application/json" id="extension-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script type="module" src="/account/extension-host/host.js"></script>
</body>
</html>`;
}
