/**
 * The admin API's own auth: every request carries `Authorization: Bearer <session token>`, the
 * token App Bridge makes for the embedded app (HS256 with the app's secret, `aud` the client id,
 * `dest` `https://{shop}`, exp and nbf), checked by shopify-api's `session.decodeSessionToken`.
 * The shop in the path (`:shop`, a myshopify domain) must be the token's shop.
 *   401 {error: {code: 'invalid-session-token', message}}  missing, forged, expired or foreign token
 *   403 {error: {code: 'forbidden', message}}              a valid token of another shop than the path's
 */
import type { Shopify } from '@shopify/shopify-api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { ApiError } from '../errors';
import { shopIdOf } from '../shopify/api';

/** The shop an admin request acts for, after the session token was checked. */
export interface AdminShop {
  /** the myshopify domain, e.g. 'demo-shop.myshopify.com' */
  shop: string;
  /** our shop id, e.g. 'demo-shop' */
  shopId: string;
}

export interface AdminEnv {
  Variables: AppEnv['Variables'] & { adminShop: AdminShop };
}

const invalid = (message: string) => new ApiError(401, 'invalid-session-token', message);

/**
 * The shop of a session token.
 * @throws ApiError 401 'invalid-session-token' when the token is forged, expired, not yet valid,
 *   for another app (aud), or names no *.myshopify.com shop
 */
export async function shopOfSessionToken(shopify: Shopify, token: string): Promise<AdminShop> {
  let payload;
  try {
    payload = await shopify.session.decodeSessionToken(token);
  } catch {
    throw invalid('The session token is not valid.');
  }
  let host = '';
  try { host = new URL(String(payload.dest)).host.toLowerCase(); } catch { /* refused below */ }
  const shop = shopify.utils.sanitizeShop(host);
  const shopId = shop ? shopIdOf(shop) : null;
  if (!shop || !shopId) throw invalid('The session token names no shop.');
  return { shop, shopId };
}

/**
 * Middleware for routes with a `:shop` parameter: checks the bearer session token and that its
 * shop is the path's; sets `adminShop`. Without a configured Shopify app (`shopify` undefined)
 * every request is 503 'not-configured'.
 * @param renewSession given the checked token and its shop, heals the installed shop's stored
 *   session (install.ts `renewSession`: token exchange again after a refresh Shopify refused), so
 *   the open admin heals the shop with its next request. Its failure (Shopify down) is logged
 *   and the request goes on: the route answers what it can without Shopify.
 */
export function requireSessionToken(
  shopify: Shopify | undefined,
  renewSession?: (sessionToken: string, shop: string) => Promise<unknown>,
): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!shopify) throw new ApiError(503, 'not-configured', 'The Shopify app is not configured.');
    const token = /^Bearer ([\w.-]{1,4096})$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) throw invalid('A session token is required.');
    const mine = await shopOfSessionToken(shopify, token);
    const named = (c.req.param('shop') ?? '').toLowerCase();
    if (named !== mine.shop) throw new ApiError(403, 'forbidden', 'The session token is for another shop.');
    c.set('adminShop', mine);
    if (renewSession) {
      await renewSession(token, mine.shop).catch((err: unknown) => {
        console.error(`[admin] the session of ${mine.shop} could not be renewed:`, err instanceof Error ? err.message : err);
      });
    }
    await next();
  };
}
