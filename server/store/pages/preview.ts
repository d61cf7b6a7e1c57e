/**
 * Preview mode's demo (docs/product.md#roles 'Preview mode (build flag) replaces server calls and auth with
 * messages from a parent page'), so a merchant's admin preview can be seen locally:
 *   GET /dev/preview        the parent page, as a merchant's admin would be: an iframe with the
 *                           store page below, and a script that answers the widget's messages
 *                           (src/preview/bridge.ts protocol) with fixture data, listing each one.
 *                           A guest by default; `?as=member` previews a signed-in shopper.
 *   GET /dev/preview/frame  the store page in the iframe: the app embed's config with
 *                           `previewOrigins` (this store's own origin) and the preview build's
 *                           launcher (`npm run build:preview`, served under /status-preview/).
 * No request of the widget reaches the API: `apiBase` is an `.invalid` host, so even the
 * launcher's early For-you fetch fails (the panel then asks the parent).
 */
import type { Product } from '../../../src/api/types';
import { jsonForScript } from '../liquid';
import type { PageContent } from './layout';

/** Where the store serves the preview build (dist-preview/). */
export const PREVIEW_ASSETS = '/status-preview/';

/** What the parent page answers with. */
export interface PreviewFixtures {
  settings: Record<string, unknown>;
  customizations: Record<string, unknown>;
  /** products the parent knows, by id (popular today, product lookups) */
  products: Product[];
  /** the signed-in shopper the parent reports, or null for a guest */
  user: { uid: string; email: string; customerId: string; firstName: string } | null;
  /** that shopper's customer record (GET /customer/{shop}/{id}), or null */
  customer: Record<string, unknown> | null;
}

/**
 * The app metafield's value in the frame, in place of the shop's: the demo shop, no reachable API
 * nor identity service, and the parent's origin allowed (`previewOrigins`, which the app embed
 * renders into the config block).
 */
export function previewMetafield(origin: string, shopId: string): Record<string, unknown> {
  return {
    shopId, apiBase: 'https://preview.invalid', firebase: { apiKey: 'preview', authDomain: 'preview.invalid', projectId: 'preview' }, previewOrigins: [origin],
  };
}

/** The store page inside the iframe; the app embed (rendered with the preview build's assets) goes below it. */
export function previewFramePage(): PageContent {
  return {
    title: 'Preview',
    main: '<div class="wrap prose"><h1>Store preview</h1><p>This is how shoppers see the account widget.</p></div>',
  };
}

/**
 * The parent script: answers `{source: 'status-preview', id, type, payload}` from the iframe
 * (exact origin and window checked) with `{source, id, ok, result}`; unknown calls get a 404 body.
 */
const PARENT_SCRIPT = `
(function () {
  var F = JSON.parse(document.getElementById('preview-fixtures').textContent);
  var frame = document.getElementById('preview-frame');
  var log = document.getElementById('preview-log');
  var byId = {};
  F.products.forEach(function (p) { byId[p.id] = p; });
  function ok(data) { return { status: 200, body: { data: data } }; }
  function products(ids) { return ids.map(function (id) { return byId[id]; }).filter(Boolean); }
  function api(p) {
    var path = p.path.split('?')[0], query = new URLSearchParams(p.path.split('?')[1] || '');
    var ids = function (name) { return (query.get(name) || '').split(',').filter(Boolean).map(Number); };
    var key = p.method + ' ' + path.replace(/\\/demo-shop(\\/|$)/, '/{shop}$1');
    if (key === 'GET /init/v2/{shop}/user') return ok({ settings: F.settings, customizations: F.customizations, allContent: F.customizations.content,
      features: {}, customer: F.user && { id: F.user.customerId, email: F.user.email, firstName: F.user.firstName }, saved: { wishlist: 0, savedFromCart: 0 } });
    if (key === 'GET /init/for-you/{shop}') { var popular = F.products.slice(0, 4).map(function (x) { return x.id; });
      return ok({ recentlyViewed: ids('recentlyViewed'), popularToday: popular, products: products(ids('recentlyViewed').concat(popular)) }); }
    if (key === 'GET /products/{shop}') return ok({ items: products(ids('ids')) });
    if (key === 'POST /member/check-customer' && F.user) return ok({ customerId: F.user.customerId, email: F.user.email });
    if (key === 'POST /orders/{shop}/orders') return ok({ items: [], nextPage: null });
    if (key === 'POST /saved/cart/items') return ok({ items: [] });
    if (key === 'POST /saved/wishlist-items') return ok({ products: [] });
    if (F.customer && key === 'GET /customer/{shop}/' + F.customer.id) return ok(F.customer);
    if (F.customer && key === 'GET /customer/{shop}/' + F.customer.id + '/personalizations') return ok({ personalizations: F.customer.personalizations });
    return { status: 404, body: { error: { code: 'not-in-preview', message: 'Not available in preview' } } };
  }
  function auth(p) {
    if (p.action === 'token') return { token: 'preview-token' };
    if (p.action === 'user') return { user: F.user && { uid: F.user.uid, email: F.user.email, isAnonymous: false } };
    return { user: null };
  }
  addEventListener('message', function (e) {
    var m = e.data;
    if (e.origin !== location.origin || e.source !== frame.contentWindow || !m || m.source !== 'status-preview' || typeof m.id !== 'number') return;
    var result = m.type === 'api' ? api(m.payload || {}) : m.type === 'auth' ? auth(m.payload || {}) : null;
    if (!result) return;
    var li = document.createElement('li');
    li.textContent = m.type === 'api' ? m.payload.method + ' ' + m.payload.path + ' \\u2192 ' + result.status : 'auth ' + m.payload.action;
    log.appendChild(li);
    e.source.postMessage({ source: 'status-preview', id: m.id, ok: true, result: result }, e.origin);
  });
})();`;

/** The parent page: the iframe on `frameSrc`, the fixtures and the script that answers the widget. */
export function previewParentPage(fixtures: PreviewFixtures, frameSrc: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Account widget preview</title>
<style>body{margin:0;font:15px/1.5 system-ui,sans-serif;display:grid;grid-template-columns:1fr 320px;min-height:100vh}
iframe{width:100%;height:100vh;border:0;border-right:1px solid #ddd}aside{padding:16px;overflow:auto}h1{font-size:18px;margin:0 0 8px}
#preview-log{font:12px/1.6 ui-monospace,monospace;padding-left:18px}</style></head>
<body><main><iframe id="preview-frame" title="Store preview" src="${frameSrc}"></iframe></main>
<aside aria-labelledby="preview-heading"><h1 id="preview-heading">Preview messages</h1>
<p>The widget in the frame is the preview build: it asks this page instead of the API.</p><ol id="preview-log" aria-live="polite"></ol></aside>
<script type="application/json" id="preview-fixtures">${jsonForScript(fixtures)}</script>
<script>${PARENT_SCRIPT}</script></body></html>`;
}
