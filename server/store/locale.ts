/**
 * Locale routes of the storefront emulator, as Shopify Markets serves subfolder languages:
 * every page (and the Ajax API) also answers under `/de/...` and `/fr/...`; the language comes
 * from that prefix (none = English). The app embed's `routes.root` ('/de/') and
 * `locale.language` ('de') follow it, and the store's own links and redirects keep it.
 * The shopper's country comes from a `country` cookie that `?country=XX` on any page sets (as
 * Shopify's localization form would), default 'US', the widget's own default country.
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';

/** The store's languages, English first (the one without a path prefix). */
export const STORE_LANGUAGES = ['en', 'de', 'fr'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** Each language's own name, for the header's language switcher. */
export const LANGUAGE_NAMES: Record<StoreLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** Cookie holding the shopper's country (ISO 3166-1 alpha-2). */
export const COUNTRY_COOKIE = 'country';
/** The country when the shopper chose none. */
export const DEFAULT_COUNTRY = 'US';

/** The language of each forwarded request (the inner app sees the path without its prefix). */
const languages = new WeakMap<Request, StoreLanguage>();

/** `routes.root` of `language`: '/' for English, '/de/' for German. */
export const rootOf = (language: StoreLanguage): string => (language === 'en' ? '/' : `/${language}/`);

/**
 * Splits a request path into its language and the path without the prefix:
 * '/de/products/x' -> ['de', '/products/x'], '/fr' -> ['fr', '/'], '/cart' -> ['en', '/cart'].
 */
export function splitLocalePath(pathname: string): [StoreLanguage, string] {
  const m = /^\/(de|fr)(\/.*)?$/.exec(pathname);
  return m ? [m[1] as StoreLanguage, m[2] || '/'] : ['en', pathname];
}

/** The request's store language ('en' unless it came in under /de/ or /fr/). */
export const languageOf = (c: Context): StoreLanguage => languages.get(c.req.raw) ?? 'en';

/**
 * The shopper's country: a valid `?country=XX` wins and is kept in the `country` cookie;
 * otherwise the cookie; otherwise 'US'. Anything but two letters is ignored.
 */
export function resolveCountry(c: Context): string {
  const valid = (v: string | undefined) => (v && /^[a-z]{2}$/i.test(v) ? v.toUpperCase() : null);
  const fromQuery = valid(c.req.query('country'));
  if (fromQuery) {
    if (getCookie(c, COUNTRY_COOKIE) !== fromQuery) setCookie(c, COUNTRY_COOKIE, fromQuery, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 14 });
    return fromQuery;
  }
  return valid(getCookie(c, COUNTRY_COOKIE)) ?? DEFAULT_COUNTRY;
}

/**
 * Puts `root` ('/de/') in front of the store's own root-relative links and form targets in
 * `html` (`href="/..."`, `action="/..."`), leaving protocol-relative URLs, the widget's assets
 * (`/status/`), product images (`/images/`) and the language switcher's links (they carry
 * `hreflang` right before `href`) as they are.
 */
export function prefixLinks(html: string, root: string): string {
  if (root === '/') return html;
  return html.replace(/(?<!hreflang="[a-z]{2}" )\b(href|action)="\/(?!\/|status\/|images\/)/g, `$1="${root}`);
}

/** A root-relative redirect target with the locale prefix; other URLs as they are. */
export const prefixLocation = (location: string, root: string): string =>
  root !== '/' && /^\/(?!\/)/.test(location) && !location.startsWith(root) ? root + location.slice(1) : location;

/**
 * The store app with locale routes in front of `inner`: `/de/...` and `/fr/...` reach `inner`
 * without the prefix (which `languageOf` then reads), and their HTML links and redirects get the
 * prefix back. Responses are compressed here, after the rewrite.
 */
export function withLocaleRoutes(inner: Hono): Hono {
  const app = new Hono();
  app.use('*', compress());
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const [language, rest] = splitLocalePath(url.pathname);
    if (language === 'en') return inner.fetch(c.req.raw, c.env);
    url.pathname = rest;
    const raw = c.req.raw;
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    const req = new Request(url, { method: raw.method, headers: raw.headers, body: hasBody ? raw.body : undefined, redirect: 'manual', ...(hasBody ? { duplex: 'half' } : {}) } as RequestInit);
    languages.set(req, language);
    const res = await inner.fetch(req, c.env);
    const root = rootOf(language);
    const headers = new Headers(res.headers);
    const location = headers.get('Location');
    if (location) headers.set('Location', prefixLocation(location, root));
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return new Response(res.body, { status: res.status, headers });
    headers.delete('Content-Length');
    return new Response(prefixLinks(await res.text(), root), { status: res.status, headers });
  });
  return app;
}
