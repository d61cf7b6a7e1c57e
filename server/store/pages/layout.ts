/**
 * The demo theme's page shell (a Dawn-like layout): head with inline CSS and `window.Shopify`,
 * announcement bar, header with the shop name, navigation and cart link (`#cart-icon-bubble`),
 * main content, footer with policy links and a currency selector, the cart drawer
 * (`cart-drawer.ts`) with its inline script, and the app embed at the end of `<body>`.
 * No external requests, no render-blocking scripts.
 */
import { CURRENCY_RATES, SHOPIFY_DOMAIN } from '../seed/catalog';
import { esc } from '../html';
import { LANGUAGE_NAMES, rootOf, STORE_LANGUAGES, type StoreLanguage } from '../locale';
import { CART_DRAWER_CSS, CART_DRAWER_SCRIPT, cartDrawer, cartIconBubble } from './cart-drawer';
import { CONSENT_HEAD } from './consent';
import type { DrawnThemePattern } from '../themes';

const SHOP_DESCRIPTION = 'Demo Goods: everyday apparel, homeware and accessories, made to last and priced fairly.';

/** Everything a page needs from the request to draw the shell. */
export interface PageShell {
  /** document title without the shop name */
  title: string;
  /** meta description */
  description?: string;
  /** the request path without its locale prefix, for the currency form, the active nav link and the language switcher */
  path: string;
  /** the request's query string ('?variant=1' or ''), kept by the language switcher */
  query?: string;
  /** the store language (`<html lang>`, `window.Shopify.locale`); default 'en' */
  language?: StoreLanguage;
  /** the shopper's country (`window.Shopify.country`); default 'US' */
  country?: string;
  /** presentment currency code */
  currency: string;
  /** rate from the shop currency */
  rate: number;
  /** units in the cart */
  cartCount: number;
  /** the cart drawer's contents (`cartDrawerContents`); an empty drawer when omitted */
  cartDrawer?: string;
  /** the app embed's markup ('' with `?status=off`) */
  embed: string;
  /** the page body inside `<main>` */
  main: string;
  /** the element-boxes app embed's markup for `<head>` ('' with `?status=off`) */
  embedHead?: string;
  /** markup appended after the embed (small inline page scripts) */
  tail?: string;
  /** the store session's customer, for the header greeting; null or omitted when anonymous */
  customer?: { email: string; firstName: string | null } | null;
  /** Liquid's `routes.account_login_url` for the store kind (accounts-kind.ts), root-relative without the locale; default '/account/login' */
  accountLoginUrl?: string;
  /** a theme pattern laid into the shell (`?theme=`, themes/index.ts); the demo theme as it is when omitted */
  theme?: DrawnThemePattern;
}

/** The theme's stylesheet, inlined in every page (about 4 KB). */
export const THEME_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#121212;background:#fff;display:flex;flex-direction:column;min-height:100vh}
a{color:inherit}
img{max-width:100%;height:auto;display:block}
.wrap{width:100%;max-width:1200px;margin:0 auto;padding:0 20px}
.vh{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:-9999px}.skip:focus{left:12px;top:12px;background:#fff;padding:8px;z-index:10}
.announce{background:#1f6f5c;color:#fff;text-align:center;font-size:13px;padding:8px 20px;letter-spacing:.04em}
.site-header{border-bottom:1px solid #e6e6e6}
.site-header .wrap{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:72px;flex-wrap:wrap}
.logo{font-size:22px;font-weight:700;letter-spacing:.02em;text-decoration:none}
.nav{display:flex;gap:4px 20px;flex-wrap:wrap;font-size:15px}
.nav a{text-decoration:none;color:#3d3d3d;padding:6px 0;border-bottom:2px solid transparent}
.nav a:hover,.nav a[aria-current=page]{color:#121212;border-bottom-color:#121212}
.header-tools{display:flex;gap:16px;font-size:15px}
.header-tools a{text-decoration:none}.header-tools a:hover{text-decoration:underline}
.langs{display:flex;gap:8px;font-size:13px}.langs a[aria-current]{font-weight:700}
main{flex:1;padding-bottom:56px}
h1{font-size:32px;line-height:1.2;margin:40px 0 16px;font-weight:600}
h2{font-size:24px;margin:40px 0 20px;font-weight:600}
.hero{background:linear-gradient(120deg,#e8efe9,#f6f1e7);padding:72px 0}
.hero h1{font-size:44px;max-width:640px;margin:0 0 12px}
.hero p{font-size:18px;color:#3d3d3d;max-width:560px;margin:0 0 28px}
.btn{display:inline-block;background:#121212;color:#fff;border:1px solid #121212;border-radius:4px;padding:13px 28px;font:inherit;font-size:15px;letter-spacing:.04em;text-decoration:none;cursor:pointer;text-align:center}
.btn:hover{background:#333}
.btn[disabled]{background:#e6e6e6;color:#595959;border-color:#e6e6e6;cursor:not-allowed}
.btn-link{background:none;border:0;padding:0;font:inherit;color:#3d3d3d;text-decoration:underline;cursor:pointer}
.grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:32px 20px}
.card{position:relative}.card status-favorite-button{position:absolute;top:8px;right:8px}
.card a{text-decoration:none;display:block}
.card img{border-radius:6px;background:#f3f3f3;aspect-ratio:1/1;width:100%}
.card h3{font-size:16px;font-weight:500;margin:12px 0 2px}
.card a:hover h3{text-decoration:underline}
.price{font-size:15px;color:#121212}
.price s{color:#595959;margin-left:6px}
.badge{display:inline-block;font-size:12px;border-radius:40px;padding:2px 10px;margin-left:6px;background:#1f6f5c;color:#fff}
.badge.sold{background:#595959}
.lead{color:#3d3d3d;margin:0 0 32px}
.product{display:grid;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr);gap:48px;padding-top:40px}
.product img{border-radius:8px;width:100%}
.product h1{margin-top:0}
.title-row{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
.vendor{text-transform:uppercase;letter-spacing:.12em;font-size:12px;color:#595959;margin:0 0 8px}
.product .price{font-size:20px;margin:0 0 24px}
.field{margin:0 0 20px}
.field label{display:block;font-size:14px;color:#3d3d3d;margin-bottom:6px}
select,input[type=number]{font:inherit;border:1px solid #8a8a8a;border-radius:4px;padding:10px 12px;background:#fff;color:#121212;min-width:140px}
input[type=number]{width:96px;min-width:0}
.product .btn{width:100%;max-width:440px}
.cart-table{width:100%;border-collapse:collapse}
.cart-table th{text-align:left;font-size:13px;font-weight:500;color:#595959;text-transform:uppercase;letter-spacing:.08em;padding:8px 0;border-bottom:1px solid #e6e6e6}
.cart-table td{padding:20px 12px 20px 0;border-bottom:1px solid #e6e6e6;vertical-align:top}
.cart-table td:first-child{width:116px}
.cart-table img{border-radius:4px;width:96px;height:96px}
.line-title{font-weight:500;text-decoration:none}
.line-meta{font-size:14px;color:#595959;margin:2px 0}
.qty-form{display:flex;gap:8px;align-items:center}
.totals{margin:32px 0 0 auto;max-width:360px;text-align:right}
.totals p{margin:0 0 8px}
.totals .total{font-size:20px}
.note{font-size:14px;color:#595959}
.error{background:#fdecea;color:#8a1c12;border-radius:4px;padding:12px 16px;margin:0 0 24px}
.empty{text-align:center;padding:48px 0}
.prose{max-width:720px}
.prose h2{font-size:20px;margin:32px 0 8px}
.site-footer{background:#f3f3f3;font-size:14px;color:#3d3d3d;padding:40px 0 32px}
.site-footer .wrap{display:flex;flex-wrap:wrap;gap:24px 48px;justify-content:space-between;align-items:flex-start}
.site-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}
.site-footer form{display:flex;gap:8px;align-items:center}
.site-footer select{min-width:0;padding:6px 8px}
.site-footer .btn{padding:6px 14px;font-size:14px}
.copy{width:100%;margin:0;color:#595959}
@media (max-width:900px){.grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:28px 14px}.product{grid-template-columns:1fr;gap:24px}.hero h1{font-size:34px}}
@media (max-width:560px){.site-header .wrap{padding-top:10px;padding-bottom:10px}.nav{order:3;width:100%;gap:4px 16px}.cart-table .col-price{display:none}h1{font-size:26px}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`.replace(/\n/g, '') + CART_DRAWER_CSS;

const NAV: Array<[label: string, href: string]> = [
  ['Home', '/'],
  ['Shop all', '/collections/all'],
  ['Apparel', '/collections/apparel'],
  ['Home', '/collections/home'],
  ['Accessories', '/collections/accessories'],
];

/** `window.Shopify` as a real storefront defines it (shop, locale, currency, country, routes). */
export function shopifyGlobalScript(currency: string, rate: number, language: StoreLanguage = 'en', country = 'US'): string {
  const value = { shop: SHOPIFY_DOMAIN, locale: language, currency: { active: currency, rate: String(rate === 1 ? '1.0' : rate) }, country, routes: { root: rootOf(language) } };
  return `<script>window.Shopify=Object.assign(window.Shopify||{},${JSON.stringify(value)});</script>`;
}

/**
 * The header's account links: 'Account' (opens the widget) for anonymous visitors; for a
 * signed-in customer 'Hi, {first name or email}' linking to /account and 'Log out'.
 */
function accountTools(shell: PageShell): string {
  if (!shell.customer) return '<a href="#status">Account</a>';
  const current = shell.path === '/account' ? ' aria-current="page"' : '';
  return `<a href="/account"${current}>Hi, ${esc(shell.customer.firstName || shell.customer.email)}</a><a href="/account/logout">Log out</a>`;
}

/**
 * The header's language switcher (Shopify Markets' subfolders): English, Deutsch, Français, each
 * a link to the current page (and query) in that language; the current one is marked. The links
 * carry `hreflang` before `href`, so the locale rewrite (locale.ts `prefixLinks`) leaves them.
 */
export function languageSwitcher(path: string, query: string, current: StoreLanguage): string {
  const links = STORE_LANGUAGES.map((l) =>
    `<a hreflang="${l}" href="${esc(rootOf(l) + path.slice(1) + query)}" lang="${l}"${l === current ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a>`);
  return `<nav class="langs" aria-label="Language">${links.join('')}</nav>`;
}

/** Renders a complete HTML document for the demo store, with `shell.theme`'s parts where it has them. */
export function renderPage(shell: PageShell): string {
  const theme = shell.theme;
  const current = (href: string) => (href === shell.path ? ' aria-current="page"' : '');
  const nav = NAV.map(([label, href]) => `<a href="${href}"${current(href)}>${esc(label)}</a>`).join('');
  const currencyOptions = Object.keys(CURRENCY_RATES)
    .map((code) => `<option value="${code}"${code === shell.currency ? ' selected' : ''}>${code}</option>`)
    .join('');
  return `<!doctype html>
<html lang="${shell.language ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${theme?.headScript ?? ''}
<title>${esc(shell.title)} – Demo Goods</title>
<meta name="description" content="${esc(shell.description ?? SHOP_DESCRIPTION)}">
<meta name="theme-color" content="#1f6f5c">
<link rel="icon" href="data:,">
<style>${THEME_CSS}</style>
${theme?.css ? `<style>${theme.css}</style>` : ''}
${shopifyGlobalScript(shell.currency, shell.rate, shell.language, shell.country)}
${CONSENT_HEAD}
${shell.embedHead ?? ''}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<div class="announce">Free shipping on orders over ${shell.currency === 'USD' ? '$75' : '75 ' + esc(shell.currency)}</div>
<header class="site-header">
<div class="wrap">
${theme?.headerStart ?? ''}<a class="logo" href="/">Demo Goods</a>
<nav class="nav" aria-label="Main">${nav}</nav>
<div class="header-tools">${theme?.headerTools ?? ''}${languageSwitcher(shell.path, shell.query ?? '', shell.language ?? 'en')}${accountTools(shell)}<status-saved-link><a href="#status-favorites">Saved</a></status-saved-link><span id="cart-icon-bubble">${cartIconBubble(shell.cartCount, shell.path === '/cart')}</span></div>
</div>
</header>
<main id="main">
${shell.main}
</main>
<footer class="site-footer">
<div class="wrap">
<nav aria-label="Footer"><ul>
<li><a href="/policies/privacy-policy">Privacy policy</a></li>
<li><a href="/policies/terms-of-service">Terms of service</a></li>
<li><a href="#status-orders">Orders</a></li>
<li>${shell.customer ? '<a href="/account">Account</a>' : `<a href="${esc(shell.accountLoginUrl ?? '/account/login')}">Log in</a>`}</li>
</ul></nav>
<form method="get" action="${esc(shell.path)}"><label for="currency-select">Currency</label><select id="currency-select" name="currency">${currencyOptions}</select><button class="btn" type="submit">Change</button></form>
<p class="copy">© 2025 Demo Goods. A demo store for local development.</p>
</div>
</footer>
${theme?.cart ? theme.cart(shell.cartDrawer ?? '') : cartDrawer(shell.cartDrawer ?? '') + CART_DRAWER_SCRIPT}
${shell.tail ?? ''}
${theme?.tail ?? ''}
${shell.embed}
</body>
</html>`;
}

/** A page's own part of the document; the app wraps it in the shell (`renderPage`). */
export type PageContent = Pick<PageShell, 'title' | 'description' | 'main' | 'tail'>;
