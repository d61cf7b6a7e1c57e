/**
 * Store share-preview URLs (docs/product.md#routing-rules):
 * Shopify's theme preview (`?preview_theme_id=...`), its share links on `*.shopifypreview.com`,
 * and the preview-bar share parameters `?_ab=0&_fd=0&_sc=1`. The widget does not work there
 * (the preview host is not one of the shop's storefront origins,
 * docs/deploying.md#what-the-app-writes-to-each-shop-and-which-origins-it-answers). Pure.
 */

/** True when `url` (a page's href) is a store share-preview URL; false for anything unparsable. */
export function isSharePreview(url: string): boolean {
  try {
    const u = new URL(url);
    const q = u.searchParams;
    return /(^|\.)shopifypreview\.com$/i.test(u.hostname) || q.has('preview_theme_id') || (q.get('_ab') === '0' && q.get('_fd') === '0' && q.get('_sc') === '1');
  } catch {
    return false;
  }
}
