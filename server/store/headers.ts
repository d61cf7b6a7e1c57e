/**
 * Security headers of the storefront emulator, on top of what each route sets:
 *   X-Content-Type-Options: nosniff            every response
 *   Content-Security-Policy: frame-ancestors 'self'
 *                                              HTML pages: no other site may frame the store
 *                                              (clickjacking of 'Add to cart', 'Log out', ...)
 *   Cache-Control: no-store                    customer data (CUSTOMER_DATA: the account area and
 *                                              the Ajax Cart API) unless the route already chose
 *                                              `no-store` or `private`
 */
import type { MiddlewareHandler } from 'hono';

/** Paths whose answers carry a customer's data: `/account`, `/account/*`, `/cart.js`, `/cart/*`. */
export const CUSTOMER_DATA = /^\/(account|cart)(\/|$)|^\/cart\.js$/;

/** The middleware; mount it before the others (`app.use('*', storeSecurityHeaders())`) so it sees every answer. */
export function storeSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (/^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '') && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', "frame-ancestors 'self'");
    }
    if (CUSTOMER_DATA.test(c.req.path) && !/\b(no-store|private)\b/i.test(c.res.headers.get('Cache-Control') ?? '')) {
      c.header('Cache-Control', 'no-store');
    }
  };
}
