/**
 * The worker a customer account UI extension runs in on the local Shopify (as Shopify runs it:
 * a sandboxed worker, remote-dom between it and the page; docs/customer-accounts.md). Defines
 * the `s-*` elements as remote-dom placeholders, gives the bundle its `shopify` global (session
 * token, i18n in the page's language, toast, `extend`), loads the bundle with importScripts and mirrors its
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

/** An extension's locale file: texts, or plural forms by Intl.PluralRules category ({one, other}). */
export type Translations = Record<string, unknown>;

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

/**
 * Shopify's i18n API in `language`: `translate` replaces `{{name}}` and, for a text with plural
 * forms, picks the form of `count` by the language's plural rules; a missing key is the key itself.
 */
function i18n(texts: Translations, language: string) {
  const plural = new Intl.PluralRules(language);
  const textOf = (key: string, count: unknown): string => {
    const value = Object.hasOwn(texts, key) ? texts[key] : key;
    if (typeof value === 'string') return value;
    const forms = (value ?? {}) as Record<string, unknown>;
    const form = typeof count === 'number' ? forms[plural.select(count)] ?? forms.other : forms.other;
    return typeof form === 'string' ? form : key;
  };
  return {
    translate: (key: string, replacements: Record<string, unknown> = {}) =>
      textOf(key, replacements.count).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(replacements[name] ?? '')),
    formatNumber: (n: number | bigint, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options).format(n),
    formatDate: (date: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options).format(date),
  };
}

new ThreadWebWorker<HostApi, WorkerApi>(self as unknown as Worker, {
  exports: {
    async render(connection, host, bundleUrl, translations, language) {
      let run: (() => unknown) | undefined;
      (globalThis as unknown as { shopify: unknown }).shopify = {
        extend(_target: string, fn: () => unknown) {
          run = fn;
        },
        sessionToken: { get: () => host.sessionToken() },
        i18n: i18n(translations, language),
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
