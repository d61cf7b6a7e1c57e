/**
 * The `shopify` global the local Shopify gives a customer account UI extension in its worker
 * (./worker.ts), the part of Shopify's target APIs (@shopify/ui-extensions, customer account
 * standard API) the local stack plays: `extend`, `sessionToken`, `i18n`, `toast`, `storage`,
 * `navigation` and `settings`. What needs the page goes to the host page over the worker's thread.
 */

/** What the host page gives the extension (./host-api.ts answers it). */
export interface HostApi {
  /** a fresh session token of the signed-in customer */
  sessionToken(): Promise<string>;
  /** shows `message` in the page's toast */
  toast(message: string): Promise<void>;
  /** the extension's stored value of `key` (JSON), null when none */
  storageRead(key: string): Promise<unknown>;
  /** stores `data` (JSON-serialisable) under `key` for this extension */
  storageWrite(key: string, data: unknown): Promise<void>;
  /** forgets `key` */
  storageDelete(key: string): Promise<void>;
  /** opens `url` (custom protocols resolved) in the page */
  navigate(url: string): Promise<void>;
}

/** An extension's locale file: texts, or plural forms by Intl.PluralRules category ({one, other}). */
export type Translations = Record<string, unknown>;

/**
 * Shopify's i18n API in `language`: `translate` replaces `{{name}}` and, for a text with plural
 * forms, picks the form of `count` by the language's plural rules; a missing key is the key itself.
 */
export function i18n(texts: Translations, language: string) {
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
    formatCurrency: (n: number | bigint, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, { ...options, style: 'currency' }).format(n),
    formatDate: (date: Date, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options).format(date),
  };
}

/**
 * The global for one extension; `onExtend` receives the function its bundle registers with
 * `shopify.extend(target, fn)`. `settings` is the merchant's values for the extension's settings
 * definition: none of the app's extensions defines any, so it stays empty.
 */
export function shopifyGlobal(host: HostApi, translations: Translations, language: string, onExtend: (fn: () => unknown) => void) {
  return {
    extend(_target: string, fn: () => unknown) {
      onExtend(fn);
    },
    sessionToken: { get: () => host.sessionToken() },
    i18n: i18n(translations, language),
    toast: { show: (message: string) => void host.toast(message) },
    storage: {
      read: (key: string) => host.storageRead(key),
      write: (key: string, data: unknown) => host.storageWrite(key, data),
      delete: (key: string) => host.storageDelete(key),
    },
    navigation: { navigate: (url: string) => void host.navigate(url) },
    settings: { value: {}, subscribe: () => () => {} },
  };
}
