// How the customer account extensions' tests run them as Shopify does: a `shopify` global
// (session token, i18n from the extension's own English locale file, toast) and the app's API
// answering over a stubbed fetch, one queued answer per request.
import { expect, vi } from 'vitest';

type Texts = Record<string, unknown>;

/**
 * What a test reads back: the toasts shown and the requests sent. The API answers a request by
 * its path's entry in `routes` (every time), else by the next of `answers`, in order.
 */
export interface ExtensionHarness {
  toasts: string[];
  answers: Array<() => Response>;
  routes: Record<string, () => Response>;
  requests: { url: string; method: string; auth: string | null; body?: unknown }[];
}

/** An API answer with `status` and a JSON body. */
export const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs `shopify` and `fetch` for an extension whose English texts are `en` (plural forms picked
 * by `count` as Shopify's i18n does); a request without a queued answer fails as a network error.
 * Call `vi.unstubAllGlobals()` after each test.
 */
export function stubExtension(en: Texts): ExtensionHarness {
  const harness: ExtensionHarness = { toasts: [], answers: [], routes: {}, requests: [] };
  const plural = new Intl.PluralRules('en');
  const translate = (key: string, replacements: Record<string, unknown> = {}) => {
    const value = en[key] ?? key;
    const text = typeof value === 'string' ? value : String((value as Record<string, string>)[plural.select(Number(replacements.count))] ?? key);
    return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(replacements[k] ?? ''));
  };
  vi.stubGlobal('shopify', {
    sessionToken: { get: async () => 'session-token-1' },
    i18n: {
      translate,
      formatNumber: (n: number) => new Intl.NumberFormat('en').format(n),
      formatCurrency: (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en', { ...o, style: 'currency' }).format(n),
      formatDate: (d: Date, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...o, timeZone: 'UTC' }).format(d),
    },
    toast: { show: (m: string) => void harness.toasts.push(m) },
  });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const request = { url, method: init.method ?? 'GET', auth: new Headers(init.headers).get('Authorization') };
    harness.requests.push(typeof init.body === 'string' ? { ...request, body: JSON.parse(init.body) as unknown } : request);
    const route = harness.routes[new URL(url).pathname];
    if (route) return route();
    const next = harness.answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }));
  return harness;
}

/** The `{{placeholders}}` of a locale value (every plural form's). */
const placeholders = (value: unknown): string[] =>
  (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)).flatMap((t) => t.match(/\{\{\w+\}\}/g) ?? []).sort();

/** Expects each of `locales` to have every key of `en`, none empty, with the same placeholders. */
export function expectEveryText(en: Texts, locales: Texts[]): void {
  for (const locale of locales) {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(locale)) {
      expect(text, key).not.toBe('');
      expect(new Set(placeholders(text)), key).toEqual(new Set(placeholders(en[key])));
    }
  }
}

/** The `s-link`s under `c` as [text, href]. */
export const links = (c: Element) => [...c.querySelectorAll('s-link')].map((l) => [l.textContent, l.getAttribute('href')]);

/** The `s-button` under `c` whose text is `text`. */
export const button = (c: Element, text: string) => [...c.querySelectorAll('s-button')].find((b) => b.textContent === text) as HTMLElement | undefined;
