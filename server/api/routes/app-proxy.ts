/**
 * Sign-in through Shopify's app proxy, public (no bearer token: Shopify's
 * signature is the proof). The store's `GET /apps/status/session` arrives, forwarded by Shopify
 * (or the storefront emulator), as
 *   GET /proxy/session?shop=..&logged_in_customer_id=..&path_prefix=..&timestamp=..&signature=..
 *   -> {data: {customToken, customerId, email}}: a Firebase custom token for the store session's
 *      customer, minted as code sign-in mints it (lib/custom-token.ts)
 * The signature is checked with the app's secret (server/lib/app-proxy.ts). Errors: 400
 * 'invalid-argument' (junk query: a repeated or over-long shop, customer, prefix, timestamp or
 * signature), 401 'invalid-signature' (wrong or missing), 401 'stale-signature' (timestamp more
 * than 90 s off), 401 'not-logged-in' (a guest), 404 'shop-not-found' (a shop this API does not
 * serve, or one that uninstalled the app), 401 'shop-not-installed' (the shop has no usable access token), 404 'customer-not-found' (Shopify has no such customer, or none with an email; the
 * customer is read through Admin GraphQL and the mapping recorded), 429 'too-many-requests' (abuse
 * limits, docs/deploying.md 'Abuse limits'), 503 'app-proxy-not-configured' (no app secret). Never cached.
 */
import { Hono } from 'hono';
import { verifyAppProxyQuery } from '../../lib/app-proxy';
import type { ApiDeps, AppEnv } from '../deps';
import { ApiError } from '../errors';
import { customerCustomToken } from '../lib/custom-token';
import { recordCustomer } from '../lib/customers';
import { CUSTOMER_NAME, emailOf, type GqlCustomer } from '../shopify/customer-queries';
import { toGid } from '../shopify/types';
import { LIMITS, consume, limitKeys } from '../lib/limits';
import { query, text } from '../validate';

/** What `GET /proxy/session` answers in `data`. */
export interface AppProxySessionResponse {
  /** a Firebase custom token (uid 'customer-{customerId}'); the widget signs in with it */
  customToken: string;
  customerId: string;
  /** the customer's email, lower-case */
  email: string;
}

const tooManyRequests = () => new ApiError(429, 'too-many-requests', 'Too many requests. Please try again later.');

/** The parameters Shopify adds, each at most once; the query's other parameters are signed too and pass unchecked. */
const SIGNED_QUERY = {
  shop: text({ max: 255 }).optional(),
  logged_in_customer_id: text({ max: 64 }).optional(),
  path_prefix: text({ max: 255 }).optional(),
  timestamp: text({ max: 20 }).optional(),
  signature: text({ max: 128 }).optional(),
};

/**
 * The app proxy's routes; mount before the token check.
 * @param appSecret the app's secret (Shopify's API secret key) that signs proxied requests; undefined: 503
 */
export function appProxyRoutes(deps: ApiDeps, appSecret: string | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/proxy/session', query(SIGNED_QUERY), async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!appSecret) throw new ApiError(503, 'app-proxy-not-configured', 'The app proxy is not configured.');
    const now = deps.now();
    // Checked before any database work: a forged request costs one HMAC. (No per-address limit:
    // good requests all come from Shopify's few addresses, so one would let a forger lock them out.)
    const check = verifyAppProxyQuery(new URL(c.req.url).searchParams, appSecret, now);
    if (!check.ok && check.error === 'invalid-signature') throw new ApiError(401, 'invalid-signature', 'The app proxy signature is not valid.');
    if (!check.ok) throw new ApiError(401, 'stale-signature', 'The app proxy request is too old or too far ahead.');
    if (!check.loggedInCustomerId) throw new ApiError(401, 'not-logged-in', 'No customer is logged in to the store.');

    const shop = await db.query<{ id: string }>('SELECT id FROM shops WHERE shopify_domain = $1 AND uninstalled_at IS NULL', [check.shop.toLowerCase()]);
    const shopId = shop.rows[0]?.id;
    if (!shopId) throw new ApiError(404, 'shop-not-found', 'No shop id found');
    const customerId = check.loggedInCustomerId;
    if (!/^\d{1,20}$/.test(customerId)) throw new ApiError(404, 'customer-not-found', 'The shop has no such customer.');

    await consume(db, [[limitKeys.proxyCustomer(shopId, customerId), LIMITS.appProxyPerCustomer]], now, 1, tooManyRequests);
    const { customer: node } = await deps.shopify.graphql<{ customer: GqlCustomer | null }>(shopId, CUSTOMER_NAME, { id: toGid('Customer', customerId) });
    const email = emailOf(node);
    if (!email) throw new ApiError(404, 'customer-not-found', 'The shop has no such customer.');
    await recordCustomer(db, shopId, customerId, now);
    const customer = { id: customerId, email };
    const customToken = await customerCustomToken(deps, shopId, customer);
    const data: AppProxySessionResponse = { customToken, customerId: customer.id, email: customer.email.toLowerCase() };
    return c.json({ data });
  });

  return app;
}
