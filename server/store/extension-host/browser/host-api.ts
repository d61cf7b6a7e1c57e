/**
 * What the local Shopify's host page answers an extension's worker (./shopify-global.ts
 * `HostApi`): a fresh session token of the signed-in customer from the page's token route, toasts
 * in the page's polite live region, the extension's own storage (the page's localStorage under a
 * key of the extension's bundle, as Shopify keeps each extension's storage apart) and navigation
 * with customer accounts' custom protocols resolved.
 */
import { resolveHref } from './elements';
import type { HostApi } from './shopify-global';

export interface HostPage {
  /** the page's session token route */
  tokenUrl: string;
  /** the live region toasts are written to */
  toastRegion: HTMLElement;
  storage: Storage;
  /** opens a URL in the page */
  assign(url: string): void;
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** The host's answers to the extension whose bundle is `bundle` (its storage is kept under it). */
export function hostApi(bundle: string, page: HostPage): HostApi {
  const key = (k: string) => `shopify-extension-storage:${bundle}:${k}`;
  return {
    async sessionToken() {
      const res = await fetch(page.tokenUrl, { cache: 'no-store', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`session token: ${res.status}`);
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
    async toast(message) {
      page.toastRegion.textContent = message;
      clearTimeout(toastTimer);
      toastTimer = setTimeout(() => (page.toastRegion.textContent = ''), 5000);
    },
    async storageRead(k) {
      const stored = page.storage.getItem(key(k));
      if (stored === null) return null;
      try {
        return JSON.parse(stored) as unknown;
      } catch {
        return null;
      }
    },
    async storageWrite(k, data) {
      page.storage.setItem(key(k), JSON.stringify(data));
    },
    async storageDelete(k) {
      page.storage.removeItem(key(k));
    },
    async navigate(url) {
      page.assign(resolveHref(url));
    },
  };
}
