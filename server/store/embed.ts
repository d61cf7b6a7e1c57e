/**
 * The theme app embed as the storefront emulator renders it (docs/architecture.md#what-loads-when,
 * docs/local-stack.md#the-local-shopify-is-strict): the extension's own block
 * (extensions/account-widget/blocks/app-embed.liquid) rendered with liquidjs (liquid.ts) from Liquid objects built from
 * the request, at the end of `<body>` on every page, plus the static serving of the built widget (the extension's
 * assets) under `/status/`.
 */
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import path from 'node:path';
import type { Hono } from 'hono';
import { presentmentCents, SHOP_CURRENCY, SHOPIFY_DOMAIN, type SeedCollection, type SeedProduct } from './seed/catalog';
import { accountLoginUrl, storeLoginOf, type AccountsKind } from './accounts-kind';
import { appEmbedRenderer, blockSettingDefaults, DEFAULT_ASSET_BASE, ELEMENT_BOXES, EXTENSION_DIR } from './liquid';
import { CONTENT_TYPES } from '../lib/content-types';

/** What varies per request: the store session's customer, currency and the page's resources. */
export interface EmbedPage {
  /** the store session's Shopify customer id, null when anonymous */
  customerId: string | null;
  /** the store session's customer email, null (or omitted) when anonymous */
  customerEmail?: string | null;
  /** presentment currency code (Liquid `cart.currency.iso_code`) */
  currency: string;
  /** the product page's product (Liquid `product`) */
  product?: SeedProduct | null;
  /** the collection page's collection (Liquid `collection`) */
  collection?: SeedCollection | null;
  /** a page's handle (`/pages/{handle}`: Liquid `page`, `request.page_type` 'page') */
  pageHandle?: string | null;
  /** the store language from the path prefix (locale.ts); default 'en' */
  language?: string;
  /** the shopper's country (the `country` cookie); default 'US' */
  countryCode?: string;
  /** `routes.root` of the language, '/de/' under /de/; default '/' */
  root?: string;
  /** the visitor's store kind (accounts-kind.ts): `store_login` and `routes.account_login_url`; default 'classic' */
  accountsKind?: AccountsKind;
  /** the block's settings the merchant changed from the schema's defaults */
  blockSettings?: Record<string, unknown>;
  /**
   * the value of the app-installation metafield `status.embed` as the app wrote it (any JSON; the
   * Liquid reads what it finds), undefined when the app has written none: then the app embed
   * renders nothing. The preview frame passes its own (no reachable API, the admin's origin).
   */
  metafield?: unknown;
}

/** The Liquid `product` of a seed product: `selected_or_first_available_variant` prices in cents of the presentment `currency`. */
function productObject(p: SeedProduct, currency: string) {
  const first = p.variants.find((v) => v.available) ?? p.variants[0]!;
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    url: `/products/${p.handle}`,
    featured_image: { src: p.image },
    selected_or_first_available_variant: {
      id: first.id,
      price: presentmentCents(first.price, currency),
      compare_at_price: first.compareAtPrice === null ? null : presentmentCents(first.compareAtPrice, currency),
    },
  };
}

/**
 * The Liquid objects Shopify gives the app embed on this page: shop, customer, localization,
 * request, cart, product, collection, page, routes, block.settings (the schema's defaults, the
 * store kind's `store_login`, then `page.blockSettings`) and the app metafield
 * `app.metafields.status.embed`, exactly as the app wrote it (nil when it wrote none). Nothing
 * comes from our stack's configuration: what the widget needs to start (shop id, API base,
 * Firebase config) reaches the page only through the metafield, as on a real store.
 */
export function embedObjects(page: EmbedPage, defaults: Record<string, unknown> = blockSettingDefaults()): Record<string, unknown> {
  const language = page.language ?? 'en';
  const country = page.countryCode ?? 'US';
  const root = page.root ?? '/';
  const kind = page.accountsKind ?? 'classic';
  return {
    shop: { permanent_domain: SHOPIFY_DOMAIN, currency: SHOP_CURRENCY },
    customer: page.customerId === null ? null : { id: page.customerId, email: page.customerEmail ?? null },
    localization: { country: { iso_code: country }, language: { iso_code: language } },
    request: {
      locale: { iso_code: language },
      page_type: page.product ? 'product' : page.collection ? 'collection' : page.pageHandle ? 'page' : null,
    },
    cart: { currency: { iso_code: page.currency } },
    product: page.product ? productObject(page.product, page.currency) : null,
    collection: page.collection ? { id: page.collection.id, handle: page.collection.handle, title: page.collection.title } : null,
    page: page.pageHandle ? { handle: page.pageHandle } : null,
    // Shopify's root_url has no trailing slash except for the primary locale's '/'
    routes: { root_url: root === '/' ? '/' : root.replace(/\/$/, ''), account_login_url: accountLoginUrl(kind, root, language, country) },
    block: { settings: { ...defaults, store_login: storeLoginOf(kind), ...page.blockSettings } },
    app: { metafields: { status: { embed: page.metafield === undefined ? null : { value: page.metafield } } } },
  };
}

const renderAppEmbed = appEmbedRenderer();
const renderElementBoxes = appEmbedRenderer(EXTENSION_DIR, ELEMENT_BOXES);

/** The element-boxes app embed (target head): the status-* elements' reserved boxes, rendered from the extension's Liquid. */
export function renderEmbedHead(): string {
  return renderElementBoxes({});
}

/** The app embed's markup for this page, rendered from the extension's Liquid; assets under `assetBase` (default `/status/`). */
export function renderEmbed(page: EmbedPage, assetBase = DEFAULT_ASSET_BASE): string {
  return renderAppEmbed(embedObjects(page), assetBase);
}

/** Hashed chunks (`c-{name}-{7 hex}.js`) are immutable; files with fixed names (the launcher, the panel, the launcher's lazy files) get a short cache. */
const HASHED = /-[0-9a-f]{7}\.js$/;

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
 * year (`public, max-age=31536000, immutable`) when its name has a content hash, else
 * (`status-launcher.js`, `status-panel.js`, `status-late.js`, ...) `public, max-age=300`;
 * brotli-compressed when the browser accepts `br` (as
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
        'Cache-Control': HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
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
