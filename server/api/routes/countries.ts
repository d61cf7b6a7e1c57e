/**
 * Countries for address forms (SPEC.md 7; issue 11), public: the same for every shop and shopper.
 *   GET /init/countries -> CountriesResponse, sorted by name; `provinces` where checkout asks for
 *   one, `zipRequired` false for countries without postal codes (lib/countries.ts)
 * Cacheable for a day and served stale for a week while it refreshes (the widget keeps it for
 * SPEC.md 9's 157,788,000,000 ms); with an ETag, so `If-None-Match` gets 304.
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { COUNTRIES_BODY, COUNTRIES_ETAG } from '../lib/countries';

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
export function countryRoutes(_deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/init/countries', (c) => {
    c.header('Cache-Control', COUNTRIES_CACHE);
    c.header('ETag', COUNTRIES_ETAG);
    if (matches(c.req.header('If-None-Match'), COUNTRIES_ETAG)) return c.body(null, 304);
    return c.body(COUNTRIES_BODY, 200, { 'Content-Type': 'application/json' });
  });

  return app;
}
