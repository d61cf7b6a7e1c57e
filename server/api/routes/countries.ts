/**
 * Countries for address forms (docs/product.md#api-calls), public: no token.
 *   GET /init/countries[?shop=ID] -> CountriesResponse, sorted by name; `provinces` where checkout
 *   asks for one, `zipRequired` false for countries without postal codes (lib/countries.ts)
 * The shop is `shop`, else the shop whose storefront the request's Origin is; then the list holds
 * only the countries that shop ships to (Shopify's `shipsToCountries`, lib/shop-countries.ts).
 * Without a shop, or when Shopify cannot say, every country. Cacheable for a day and served stale
 * for a week while it refreshes (the widget keeps it for 157,788,000,000 ms, docs/product.md#limits),
 * varying by Origin; with an ETag, so `If-None-Match` gets 304. 400 for a malformed `shop`.
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { ALL_COUNTRIES, shopCountries, shopOfOrigin, type CountriesBody } from '../lib/shop-countries';
import { query, shopId } from '../validate';

/** `Cache-Control` of GET /init/countries. */
export const COUNTRIES_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** True when an If-None-Match header lists `etag` (or is '*'); weak comparison, as RFC 9110 asks for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** The countries route; mount it before the token check. */
export function countryRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/init/countries', query({ shop: shopId.optional() }), async (c) => {
    const shop = c.req.valid('query').shop ?? (await shopOfOrigin(deps.db, c.req.header('Origin')));
    const { rows } = shop ? await deps.db.query('SELECT 1 FROM shops WHERE id = $1', [shop]) : { rows: [] };
    const answer: CountriesBody = rows.length ? await shopCountries(deps, shop!, deps.now()) : ALL_COUNTRIES;
    c.header('Cache-Control', COUNTRIES_CACHE);
    c.header('Vary', 'Origin');
    c.header('ETag', answer.etag);
    if (matches(c.req.header('If-None-Match'), answer.etag)) return c.body(null, 304);
    return c.body(answer.body, 200, { 'Content-Type': 'application/json' });
  });

  return app;
}
