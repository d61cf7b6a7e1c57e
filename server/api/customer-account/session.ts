/**
 * Who a customer account UI extension's request is for (docs/customer-accounts.md): the session
 * token new customer accounts hand the extension (`shopify.sessionToken.get()`), sent as
 * `Authorization: Bearer <token>`. shopify-api's `session.decodeSessionToken` checks the HS256
 * signature with the app's secret, `aud` (the client id), `exp` and `nbf`; here the token must
 * also carry an `exp`, name a *.myshopify.com shop in `dest` (a bare domain, as Shopify sends it
 * to extensions) and a signed-in customer in `sub` (`gid://shopify/Customer/{id}`, present only
 * when the shopper is signed in and the app has protected customer data access).
 *   401 {error: {code: 'invalid-session-token'}}  missing, forged, expired or foreign token, or no shop
 *   401 {error: {code: 'sign-in-required', message: 'Sign in to see your favorites.'}}  no customer in `sub`
 * App Bridge's admin tokens are signed with the same secret; their `sub` is a staff user id and
 * their `dest` a URL, so they are refused here.
 */
import type { Shopify } from '@shopify/shopify-api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { ApiError } from '../errors';
import { shopIdOf } from '../shopify/api';

/** The signed-in customer of a customer account extension's request. */
export interface AccountCustomer {
  /** the shop's myshopify domain, e.g. 'demo-shop.myshopify.com' */
  shop: string;
  /** our shop id, e.g. 'demo-shop' */
  shopId: string;
  /** Shopify's numeric customer id, e.g. '9001' (the owner of the widget's rows for that customer) */
  customerId: string;
}

export interface AccountEnv {
  Variables: AppEnv['Variables'] & { accountCustomer: AccountCustomer };
}

/** The message an extension shows when nobody is signed in (the error's `message`). */
export const SIGN_IN_MESSAGE = 'Sign in to see your favorites.';

const invalid = (message: string) => new ApiError(401, 'invalid-session-token', message);
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/([1-9]\d{0,19})$/;

/**
 * The shop and customer of a customer account extension's session token.
 * @throws ApiError 401 'invalid-session-token' (forged, expired, not yet valid, another app's,
 *   without `exp`, or naming no *.myshopify.com shop); 401 'sign-in-required' (no customer GID in `sub`)
 */
export async function customerOfSessionToken(shopify: Shopify, token: string): Promise<AccountCustomer> {
  let payload;
  try {
    payload = await shopify.session.decodeSessionToken(token);
  } catch {
    throw invalid('The session token is not valid.');
  }
  if (typeof payload.exp !== 'number') throw invalid('The session token is not valid.');
  // a bare myshopify domain, as Shopify sends it to extensions (shopIdOf refuses anything else, a URL too)
  const shop = typeof payload.dest === 'string' ? payload.dest.toLowerCase() : '';
  const shopId = shopIdOf(shop);
  if (!shopId) throw invalid('The session token names no shop.');
  const customerId = CUSTOMER_GID.exec(typeof payload.sub === 'string' ? payload.sub : '')?.[1];
  if (!customerId) throw new ApiError(401, 'sign-in-required', SIGN_IN_MESSAGE);
  return { shop, shopId, customerId };
}

/**
 * Middleware of the customer account routes: checks the bearer session token and sets
 * `accountCustomer`; answers no-store. Without a configured Shopify app (`shopify` undefined)
 * every request is 503 'not-configured'.
 */
export function requireCustomerSession(shopify: Shopify | undefined): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!shopify) throw new ApiError(503, 'not-configured', 'The Shopify app is not configured.');
    const token = /^Bearer ([\w.-]{1,4096})$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) throw invalid('A session token is required.');
    c.set('accountCustomer', await customerOfSessionToken(shopify, token));
    await next();
  };
}
