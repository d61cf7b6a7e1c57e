/**
 * The worker a customer account UI extension runs in on the local Shopify (as Shopify runs it:
 * a sandboxed worker, remote-dom between it and the page; docs/customer-accounts.md). Defines
 * the `s-*` elements as remote-dom placeholders, gives the bundle its `shopify` global (session
 * token, translations, toast, `extend`), loads the bundle with importScripts and mirrors its
 * `document.body` (the remote root) to the host page over the connection the host passes to `render`.
 */
import '@remote-dom/core/polyfill';
import { ThreadWebWorker } from '@quilted/threads';
import { connectRemoteNode, createRemoteElement, setRemoteId } from '@remote-dom/core/elements';
import { ROOT_ID, type RemoteConnection } from '@remote-dom/core';
import { EVENTS, PROPERTIES, TAGS } from './components';

/** What the host page gives the extension. */
export interface HostApi {
  /** a fresh session token of the signed-in customer */
  sessionToken(): Promise<string>;
  /** shows `message` in the page's toast */
  toast(message: string): Promise<void>;
}

/** What the worker offers the host page. */
export interface WorkerApi {
  /** Runs the extension at `bundleUrl` with `translations` (its locale file) and mirrors it to `connection`. */
  render(connection: RemoteConnection, host: HostApi, bundleUrl: string, translations: Record<string, string>): Promise<void>;
}

for (const tag of TAGS) {
  customElements.define(tag, createRemoteElement({
    properties: Object.fromEntries(PROPERTIES.map((p) => [p, {}])),
    events: [...EVENTS],
  }));
}

/** The `translate` of Shopify's i18n API: `{{name}}` replaced, the key itself when missing. */
const translator = (texts: Record<string, string>) => (key: string, replacements: Record<string, unknown> = {}) =>
  (Object.hasOwn(texts, key) ? texts[key]! : key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(replacements[name] ?? ''));

new ThreadWebWorker<HostApi, WorkerApi>(self as unknown as Worker, {
  exports: {
    async render(connection, host, bundleUrl, translations) {
      let run: (() => unknown) | undefined;
      (globalThis as unknown as { shopify: unknown }).shopify = {
        extend(_target: string, fn: () => unknown) {
          run = fn;
        },
        sessionToken: { get: () => host.sessionToken() },
        i18n: { translate: translator(translations) },
        toast: { show: (message: string) => void host.toast(message) },
      };
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
