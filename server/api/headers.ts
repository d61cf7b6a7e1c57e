/**
 * Security headers on every response of the reference API, failures, 404s and CORS preflights
 * included:
 *   X-Content-Type-Options: nosniff   (a JSON answer is never sniffed into HTML or script)
 *   Referrer-Policy: no-referrer
 *   Cache-Control: no-store           on everything except the GETs of PUBLIC_PATHS (200 or 304),
 *                                     which set their own: answers can carry personal data (orders,
 *                                     emails, codes) and must not stay in a browser or proxy cache
 * CORS headers are left to the cors middleware: the widget calls cross-origin with a bearer token.
 */
import type { MiddlewareHandler } from 'hono';

/** GET paths whose answers carry no personal data, so caches may keep them (routes/public.ts, routes/countries.ts, the admin's build files: admin/shell.ts). */
export const PUBLIC_PATHS: readonly RegExp[] = [/^\/health$/, /^\/init\/for-you\/[^/]+$/, /^\/products\/[^/]+$/, /^\/init\/countries$/, /^\/admin\/(assets|preview)\/./];

/** The middleware; mount it first (`app.use('*', apiSecurityHeaders())`) so it wraps every answer. */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    const path = c.req.path;
    const cacheable = c.req.method === 'GET' && (c.res.status === 200 || c.res.status === 304) && PUBLIC_PATHS.some((re) => re.test(path));
    if (!cacheable) c.header('Cache-Control', 'no-store');
  };
}
