/**
 * CORS for the widget: the API answers only origins that serve a shop's storefront (see
 * lib/shops.ts `isStorefrontOrigin`). Calls carry a bearer token, never cookies. Answers are
 * cached per origin for ORIGIN_CACHE_MS, so a preflight storm does not query the database; a
 * change of a shop's origins in this process (an install, a domains webhook) drops them at once,
 * other instances follow within ORIGIN_CACHE_MS.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ApiDeps, AppEnv } from './deps';
import { isStorefrontOrigin, storefrontOriginChanges } from './lib/shops';

/** How long an origin's allowed/refused answer is reused, ms. */
export const ORIGIN_CACHE_MS = 60_000;
const CACHE_MAX = 1000;

/** The CORS middleware; `now` is the clock for the cache (epoch ms). */
export function storefrontCors(deps: Pick<ApiDeps, 'db' | 'now'>): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { allowed: boolean; until: number; changes: number }>();
  async function allowed(origin: string): Promise<boolean> {
    const now = deps.now();
    const changes = storefrontOriginChanges();
    const hit = cache.get(origin);
    if (hit && hit.until > now && hit.changes === changes) return hit.allowed;
    let ok: boolean;
    try {
      ok = origin.length <= 255 && await isStorefrontOrigin(deps.db, origin);
    } catch {
      return false; // the database is unreachable: refuse now, ask again next time
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(origin, { allowed: ok, until: now + ORIGIN_CACHE_MS, changes });
    return ok;
  }
  return cors({
    origin: async (origin) => (origin && await allowed(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 86_400,
  });
}
