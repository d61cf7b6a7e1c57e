// Setup of the 'admin' project (React, happy-dom): App Bridge's `shopify` global and its custom
// elements as the CDN script would define them, and the browser APIs Polaris reads.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** What tests read back from the mocked App Bridge. */
export const appBridge = { toasts: [] as { message: string; isError?: boolean }[] };

const shopify = {
  config: { apiKey: 'demo-status-client-id', shop: 'demo-shop.myshopify.com', host: 'ZGVtby1zaG9wLm15c2hvcGlmeS5jb20vYWRtaW4', locale: 'en' },
  idToken: vi.fn(async () => 'test-session-token'),
  toast: { show: (message: string, opts?: { isError?: boolean }) => void appBridge.toasts.push({ message, isError: opts?.isError }) },
  saveBar: { show: vi.fn(async () => {}), hide: vi.fn(async () => {}), toggle: vi.fn(async () => {}), leaveConfirmation: vi.fn(async () => {}) },
};
Object.assign(globalThis, { shopify });

// <ui-save-bar>: App Bridge shows it in the host; here it only records whether it is open.
class UISaveBar extends HTMLElement {
  showing = false;
  show() {
    this.showing = true;
    return Promise.resolve();
  }
  hide() {
    this.showing = false;
    return Promise.resolve();
  }
}
if (!customElements.get('ui-save-bar')) customElements.define('ui-save-bar', UISaveBar);
if (!customElements.get('ui-nav-menu')) customElements.define('ui-nav-menu', class extends HTMLElement {});

if (!window.matchMedia) {
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
}

// The preview frame's page (the API serves it): an empty page, so a frame has a window to talk to.
type Interceptor = { beforeAsyncRequest(o: { request: Request; window: typeof globalThis }): Promise<Response | void> };
(window as unknown as { happyDOM: { settings: { fetch: { interceptor: Interceptor | null } } } }).happyDOM.settings.fetch.interceptor = {
  async beforeAsyncRequest({ request, window: w }) {
    if (new URL(request.url).pathname === '/admin/preview-frame') return new w.Response('<!doctype html><title>Preview</title>', { headers: { 'content-type': 'text/html' } });
  },
};

afterEach(() => {
  cleanup();
  appBridge.toasts.length = 0;
  history.replaceState(null, '', '/admin');
});
