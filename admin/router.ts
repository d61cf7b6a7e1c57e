/**
 * Routing by path inside the embedded app: /admin (Home), /admin/settings, /admin/look,
 * /admin/content. Navigation is client-side (history.pushState), so the draft config, which is
 * app state, survives a page switch; the query Shopify gave (shop, host, embedded, locale) stays,
 * the one-off `id_token` does not. App Bridge's nav menu navigates the same way: its
 * `shopify:navigate` event and plain link clicks are both taken (listenForLinks).
 */
import { useSyncExternalStore } from 'react';

export const ROUTES = ['/admin', '/admin/settings', '/admin/look', '/admin/content'] as const;
export type Route = (typeof ROUTES)[number];

/** The route of a path ('/admin/look/' -> '/admin/look'); Home for anything else. */
export function routeOf(pathname: string): Route {
  const p = pathname.replace(/\/+$/, '') || '/admin';
  return (ROUTES as readonly string[]).includes(p) ? (p as Route) : '/admin';
}

const CHANGE = 'status-admin:navigate';
const subscribe = (cb: () => void) => {
  addEventListener('popstate', cb);
  addEventListener(CHANGE, cb);
  return () => {
    removeEventListener('popstate', cb);
    removeEventListener(CHANGE, cb);
  };
};

/** The current route; re-renders on navigation. */
export const useRoute = (): Route => useSyncExternalStore(subscribe, () => routeOf(location.pathname));

/** The query to keep across navigation: Shopify's, without the one-off session token. */
function keptSearch(): string {
  const q = new URLSearchParams(location.search);
  q.delete('id_token');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Goes to `path` (a route, optionally with a query of its own) without reloading the app. */
export function navigate(path: string): void {
  const url = new URL(path, location.origin);
  const target = `${url.pathname}${url.search || keptSearch()}`;
  if (target !== `${location.pathname}${location.search}`) history.pushState(null, '', target);
  dispatchEvent(new Event(CHANGE));
}

/** True for a same-origin link to one of the admin's routes. */
export function isAppLink(href: string | null | undefined): href is string {
  if (!href) return false;
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin && (ROUTES as readonly string[]).includes(url.pathname.replace(/\/+$/, '') || '/');
  } catch {
    return false;
  }
}

/**
 * Takes clicks on links to the admin's routes (Polaris links, the nav menu's anchors) and App
 * Bridge's `shopify:navigate` events as client-side navigation. Returns the undo.
 */
export function listenForLinks(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || !isAppLink(a.getAttribute('href'))) return;
    e.preventDefault();
    navigate(a.getAttribute('href')!);
  };
  const onShopifyNavigate = (e: Event) => {
    const href = (e.target as Element | null)?.getAttribute?.('href');
    if (isAppLink(href)) navigate(href);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('shopify:navigate', onShopifyNavigate);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('shopify:navigate', onShopifyNavigate);
  };
}
