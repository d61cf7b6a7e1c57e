/**
 * The worker a customer account UI extension runs in on the local Shopify (as Shopify runs it:
 * a sandboxed worker, remote-dom between it and the page; docs/customer-accounts.md). Defines
 * the `s-*` elements as remote-dom placeholders, gives the bundle its `shopify` global
 * (./shopify-global.ts), loads the bundle with importScripts and mirrors its
 * `document.body` (the remote root) to the host page over the connection the host passes to `render`.
 */
import '@remote-dom/core/polyfill';
import { ThreadWebWorker } from '@quilted/threads';
import { connectRemoteNode, createRemoteElement, setRemoteId } from '@remote-dom/core/elements';
import { ROOT_ID, type RemoteConnection } from '@remote-dom/core';
import { EVENTS, PROPERTIES, TAGS } from './components';
import { shopifyGlobal, type HostApi, type Translations } from './shopify-global';

export type { HostApi, Translations };

/** What the worker offers the host page. */
export interface WorkerApi {
  /**
   * Runs the extension at `bundleUrl` with `translations` (its locale file) in `language` (BCP 47)
   * and mirrors it to `connection`.
   */
  render(connection: RemoteConnection, host: HostApi, bundleUrl: string, translations: Translations, language: string): Promise<void>;
}

for (const tag of TAGS) {
  customElements.define(tag, createRemoteElement({
    properties: Object.fromEntries(PROPERTIES.map((p) => [p, {}])),
    events: [...EVENTS],
  }));
}

new ThreadWebWorker<HostApi, WorkerApi>(self as unknown as Worker, {
  exports: {
    async render(connection, host, bundleUrl, translations, language) {
      let run: (() => unknown) | undefined;
      (globalThis as unknown as { shopify: unknown }).shopify = shopifyGlobal(host, translations, language, (fn) => (run = fn));
      // the page's body is the remote root, as a <remote-root> element is: every change to it is
      // sent at once, in order (a MutationObserver's batched records can name positions that moved)
      setRemoteId(document.body, ROOT_ID);
      connectRemoteNode(document.body, connection);
      (self as unknown as { importScripts(url: string): void }).importScripts(bundleUrl);
      if (!run) throw new Error(`${bundleUrl} registered no extension target`);
      await run();
    },
  },
});
