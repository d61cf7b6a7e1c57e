/**
 * The theme app embed as the storefront emulator renders it (DESIGN.md 1 and 5): a JSON config
 * block (`PageConfig`), the launcher button as a declarative shadow root, and a small inline
 * script that loads the launcher module once the page's largest content has painted, at the end
 * of `<body>` on every page, plus the static serving of the built widget under `/status/`.
 */
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import path from 'node:path';
import type { Hono } from 'hono';
import type { PageConfig, ViewedCard } from '../../src/config/types';
import { launcherMarkup } from '../../src/launcher/button';
import { presentmentCents, SHOP_CURRENCY, SHOP_ID, SHOPIFY_DOMAIN, type SeedCollection, type SeedProduct } from '../seed/catalog';

/** Firebase web config used when the caller gives none (the emulator's demo project). */
export const DEFAULT_FIREBASE: PageConfig['firebase'] = { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: 'demo-status' };

/** Store-wide embed settings (from `startStore` options). */
export interface EmbedSettings {
  /** product API base URL, no trailing slash */
  apiBase: string;
  authEmulatorUrl: string;
  firebase?: PageConfig['firebase'];
}

/**
 * The shop metafield the API keeps in sync with the merchant's settings (issue 13): what the
 * launcher's late half needs on every page without the panel. Values as the settings hold them;
 * the widget checks them (src/lib/triggers.ts).
 */
export interface ShopEmbed { notificationTriggers?: unknown; utmTracking?: unknown }

/** What varies per request: the store session's customer, currency and the page's resources. */
export interface EmbedPage {
  /** the shop metafield's values (notification triggers, UTM setting), when the store has them */
  shop?: ShopEmbed;
  /** the store session's Shopify customer id, null when anonymous */
  customerId: string | null;
  /** the store session's customer email, null (or omitted) when anonymous */
  customerEmail?: string | null;
  /** presentment currency code */
  currency: string;
  /** rate from the shop currency */
  currencyMultiplier: number;
  productId?: number | null;
  collectionId?: number | null;
  /** the product page's product, for its card in the config (`page.product`) */
  product?: SeedProduct | null;
  /** the collection page's collection, for its card in the config (`page.collection`; absent elsewhere) */
  collection?: SeedCollection | null;
  /** the store language from the path prefix (locale.ts); default 'en' */
  language?: string;
  /** the shopper's country (the `country` cookie); default 'US' */
  countryCode?: string;
  /** `routes.root` of the language, '/de/' under /de/; default '/' */
  root?: string;
  /** full-page mode's page (`/pages/account`): the panel fills it, so no me-button */
  fullPage?: boolean;
}

/**
 * The product page's card as the app embed's Liquid renders it: `product.title`, `product.url`,
 * `product.featured_image | image_url`, and `product.first_available_variant.price` /
 * `compare_at_price` (cents in the presentment `currency`), the same variant the API prices.
 */
export function viewedCard(p: SeedProduct, currency: string): ViewedCard {
  const first = p.variants.find((v) => v.available) ?? p.variants[0]!;
  return {
    id: p.id,
    title: p.title,
    url: `/products/${p.handle}`,
    image: p.image,
    price: presentmentCents(first.price, currency),
    compareAtPrice: first.compareAtPrice === null ? null : presentmentCents(first.compareAtPrice, currency),
    currency,
  };
}

/** Builds the page's `PageConfig` as the theme app extension would render it from Liquid. */
export function buildPageConfig(settings: EmbedSettings, page: EmbedPage): PageConfig {
  return {
    shopId: SHOP_ID,
    shopifyDomain: SHOPIFY_DOMAIN,
    customerId: page.customerId,
    customerEmail: page.customerId === null ? null : page.customerEmail ?? null,
    locale: { language: page.language ?? 'en', countryCode: page.countryCode ?? 'US', currency: page.currency, currencyMultiplier: page.currencyMultiplier },
    shopCurrency: SHOP_CURRENCY,
    page: {
      productId: page.productId ?? null,
      collectionId: page.collectionId ?? null,
      cartStatusId: null,
      product: page.product ? viewedCard(page.product, page.currency) : null,
      // Liquid: {"id": {{ collection.id }}, "handle": {{ collection.handle | json }}, "title": {{ collection.title | json }}}
      ...(page.collection ? { collection: { id: page.collection.id, handle: page.collection.handle, title: page.collection.title } } : {}),
    },
    routes: { root: page.root ?? '/' },
    apiBase: settings.apiBase.replace(/\/+$/, ''),
    meButton: { isActive: !page.fullPage, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
    theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
    authEmulatorUrl: settings.authEmulatorUrl,
    firebase: settings.firebase ?? DEFAULT_FIREBASE,
    ...(Array.isArray(page.shop?.notificationTriggers) ? { notificationTriggers: page.shop.notificationTriggers as PageConfig['notificationTriggers'] } : {}),
    ...(page.shop?.utmTracking && typeof page.shop.utmTracking === 'object' ? { utmTracking: page.shop.utmTracking as PageConfig['utmTracking'] } : {}),
  };
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the JS line separators are
 * written as `\uXXXX` escapes, so no string value can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where the store serves the launcher; a theme app extension writes `{{ 'status-launcher.js' | asset_url }}`. */
export const LAUNCHER_SRC = '/status/status-launcher.js';

/**
 * The inline script that loads the launcher module (`src`) after the page's largest content has
 * painted rather than with the page: once `load` has fired, no image in the viewport is still
 * loading, and neither that nor a new largest-contentful-paint entry happened in the last 100 ms
 * (at the latest 3 s after `load`, so a stalled image cannot keep it away).
 * The button is already on screen (the declarative shadow root), so only its wiring waits.
 * Intent on the button (pointer over it, focus, touch) loads the launcher at once, and a click
 * that comes before the launcher is replayed on its button when the launcher says
 * `status:loaded`. 996 bytes (436 brotli) in every page; it runs in well under a millisecond.
 *
 * Why (perf/lcp-nodes.ts, lighthouse#17163): Lighthouse's simulated LCP counts every request
 * that finished before the observed LCP. A module script's evaluation has no URL in the trace,
 * so Lantern can never tell that it was not needed for the paint; and a script request waits
 * for the parser task that found it, so ours finished last and set the simulated LCP.
 */
export function launcherLoader(src: string): string {
  return '<script>(function(d){var s,t,c,h=d.querySelector("status-launcher");' +
    `function go(){s||(s=d.createElement("script"),s.type="module",s.src=${JSON.stringify(src).replace(/</g, '\\u003c')},d.head.appendChild(s))}` +
    'function later(){clearTimeout(t);t=setTimeout(check,100)}' +
    'function check(){var busy;if(d.readyState!="complete")return;[].forEach.call(d.images,function(i){var r=i.getBoundingClientRect();' +
    'i.complete||r.bottom<=0||r.right<=0||r.top>=innerHeight||r.left>=innerWidth||(busy=1,i.addEventListener("load",later),i.addEventListener("error",later))});busy||go()}' +
    'try{new PerformanceObserver(later).observe({type:"largest-contentful-paint",buffered:!0})}catch(e){}' +
    'addEventListener("load",function(){later();setTimeout(go,3e3)});later();' +
    'if(h){["pointerover","focusin","touchstart"].forEach(function(e){h.addEventListener(e,go,{passive:!0})});' +
    'h.addEventListener("click",function(){c=1;go()});' +
    'addEventListener("status:loaded",function(){c&&h.shadowRoot&&h.shadowRoot.querySelector("button").click()})}' +
    '})(document)</script>';
}

/**
 * The `status-*` elements' boxes, reserved before the launcher defines them and kept after
 * (DESIGN.md 3: no layout shift). A theme app extension renders this in `<head>` (the app embed's
 * head target), so the boxes are there at first paint. Each body draws inside its box; the
 * saved link and the login block keep the page's own light-DOM content, so their size is the
 * page's from the start.
 */
export const ELEMENT_CSS =
  'status-favorite-button,status-icon{display:inline-block;vertical-align:middle}' +
  'status-favorite-button{width:40px;height:40px}' +
  'status-icon{width:24px;height:24px}' +
  'status-save-button{display:inline-block;vertical-align:middle;height:40px;min-width:40px}' +
  'status-saved-link{display:inline-block;position:relative}' +
  'status-login{display:block;min-height:48px}' +
  // heading (30 px) + a 160 px card with its price (and title) + the scroll bar's room
  'status-collection{display:block;min-height:260px}status-collection[show-product-titles=true]{min-height:284px}';

/** The embed's `<head>` part: the elements' reserved boxes. */
export function renderEmbedHead(): string {
  return `<style id="status-elements">${ELEMENT_CSS}</style>`;
}

/** True when the launcher draws its button for `config` (the same rule as src/launcher.ts). */
const showsButton = (config: PageConfig) => config.meButton.isActive && (!config.meButton.loggedInOnly || !!config.customerId);

/**
 * The embed's markup: the config block; the launcher button as a declarative shadow root (the
 * markup `drawButton` draws, so it paints with the page and the launcher takes it over); the
 * loader of the launcher module (`launcherLoader`).
 */
export function renderEmbed(config: PageConfig): string {
  return `<script type="application/json" id="status-config">${jsonForScript(config)}</script>\n` +
    (showsButton(config) ? `<status-launcher><template shadowrootmode="open">${launcherMarkup(config)}</template></status-launcher>\n` : '') +
    launcherLoader(LAUNCHER_SRC);
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Launcher entry: its URL never changes, so it gets a short cache (5 minutes). */
/** Files with fixed names (no content hash) get a short cache; hashed chunks are immutable. */
const UNHASHED = new Set(['status-launcher.js', 'status-panel.js', 'status-page.js']);

/** Brotli (quality 11) of a file's bytes, made once per file version, as Shopify's CDN serves theme app extension assets. */
function brotliCache(): (file: string, mtimeMs: number, body: Buffer) => Buffer {
  const cache = new Map<string, { mtimeMs: number; br: Buffer }>();
  return (file, mtimeMs, body) => {
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.br;
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    cache.set(file, { mtimeMs, br });
    return br;
  };
}

/**
 * Serves `distDir` under `prefix` (default `/status/`; the preview build's dist-preview/ under
 * `/status-preview/`) (GET and HEAD): JavaScript as `text/javascript`, cached for a
 * year (`public, max-age=31536000, immutable`) except the unhashed `status-launcher.js` and
 * `status-panel.js` (`public, max-age=300`); brotli-compressed when the browser accepts `br` (as
 * Shopify's CDN does; the app's compress middleware gzips the rest); CORS open so module scripts
 * load from any origin. 404 for missing files, directories and paths that leave `distDir`.
 */
export function registerStatusAssets(app: Hono, distDir: string, prefix = '/status/'): void {
  const root = path.resolve(distDir);
  const brotli = brotliCache();
  app.get(`${prefix}*`, async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
    } catch {
      return c.text('Not found', 404);
    }
    const file = path.resolve(root, rel);
    if (!rel || rel.includes('\0') || !file.startsWith(root + path.sep)) return c.text('Not found', 404);
    try {
      const info = await stat(file);
      if (!info.isFile()) return c.text('Not found', 404);
      const body = await readFile(file);
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': UNHASHED.has(rel) ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
        'Access-Control-Allow-Origin': '*',
        Vary: 'Accept-Encoding',
      };
      if (!/\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(body, 200, headers);
      return c.body(new Uint8Array(brotli(file, info.mtimeMs, body)), 200, { ...headers, 'Content-Encoding': 'br' });
    } catch {
      return c.text('Not found', 404);
    }
  });
}
