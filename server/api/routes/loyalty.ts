/**
 * The signed-in customer's loyalty and subscription data (docs/product.md#api-calls):
 *   GET /points/{shopId} -> PointsResponse `{points}` (0 when the customer has no row)
 *   GET /integrations/{shopId}/{customerId}/subscription-link -> SubscriptionLinkResponse
 *       `{url, loginUrl, tokenUrl}` from the subscriptions setting's `url` (the portal on the
 *       store, e.g. '/apps/subscriptions'): the portal itself, `{url}/login` (or the setting's
 *       `link`), and `{url}/api/login` (the store's portal login, server/store/subscriptions.ts)
 *   GET /credit/{shopId}?country={XX} -> CreditCardResponse: the caller's own store credit card,
 *       asked of the loyalty service by the server with the shop's credit `accessToken`
 *       (lib/loyalty-service.ts), the credit variant for `country` (ISO 3166-1 alpha-2; none:
 *       the variant without countries). The token stays on the server (docs/security.md).
 * 401 without a verified token (app.ts); 403 'permission-denied' for a caller without a customer
 * in the shop (guests) and, for the link, for a {customerId} that is not the caller's own; 400
 * 'invalid-argument' for a malformed path or query; 404 for an unknown shop, for the link when
 * the subscriptions setting is off or has no `url`, and for credit when the setting is off, has
 * no token, or the customer has no card; 502 'loyalty-unavailable' when the loyalty service
 * cannot be reached or refuses the token.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { CreditCardResponse, PointsResponse, SubscriptionLinkResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { pathShop } from '../envelope';
import { forbidden, notFound } from '../errors';
import { customerOfUser } from '../lib/customers';
import { fetchCreditCard, type LoyaltyServiceOptions } from '../lib/loyalty-service';
import { activeSetting } from '../lib/shop-settings';
import { opaqueId, params, query, shopId } from '../validate';

/** An ISO 3166-1 alpha-2 country code, either case. */
const country = z.string().regex(/^[A-Za-z]{2}$/, { error: 'expected a country code' }).transform((s) => s.toUpperCase());

/** The caller's customer id in the path's shop. @throws ApiError 403 for a caller without one */
async function callerCustomer(c: Context<AppEnv>, deps: ApiDeps): Promise<{ shop: string; id: string }> {
  const shop = await pathShop(c, deps);
  const customer = await customerOfUser(deps.db, c.get('user'), shop);
  if (!customer) throw forbidden('Sign in as a customer of this shop.');
  return { shop, id: customer.id };
}

/**
 * The loyalty routes; see the file comment.
 * @param loyalty how the server reaches the loyalty service (lib/loyalty-service.ts); default: a
 *   shop's https `serviceUrl` with the global fetch, no stand-in
 */
export function loyaltyRoutes(deps: ApiDeps, loyalty: LoyaltyServiceOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/points/:shopId', params({ shopId }), async (c) => {
    const { id } = await callerCustomer(c, deps);
    const { rows } = await deps.db.query<{ points: number }>('SELECT points FROM loyalty_points WHERE customer_id = $1', [id]);
    const data: PointsResponse = { points: rows[0]?.points ?? 0 };
    return c.json({ data });
  });

  app.get('/credit/:shopId', params({ shopId }), query({ country: country.optional() }), async (c) => {
    const { shop, id } = await callerCustomer(c, deps);
    const s = await activeSetting(deps.db, shop, 'credit', c.req.valid('query').country ?? '');
    const accessToken = typeof s?.accessToken === 'string' ? s.accessToken : '';
    if (!accessToken) throw notFound('Store credit is not set up for this shop.');
    const { rows } = await deps.db.query<{ shopify_domain: string }>('SELECT shopify_domain FROM shops WHERE id = $1', [shop]);
    const card = await fetchCreditCard(loyalty, { serviceUrl: s!.serviceUrl, accessToken, customerId: id, shopDomain: rows[0]!.shopify_domain });
    if (!card) throw notFound('No store credit for this customer.');
    const data: CreditCardResponse = card;
    return c.json({ data });
  });

  app.get('/integrations/:shopId/:customerId/subscription-link', params({ shopId, customerId: opaqueId }), async (c) => {
    const { shop, id } = await callerCustomer(c, deps);
    if (id !== c.req.valid('param').customerId) throw forbidden('Not your customer record.');
    const s = await activeSetting(deps.db, shop, 'subscriptions');
    const base = typeof s?.url === 'string' ? s.url.replace(/\/+$/, '') : '';
    if (!base) throw notFound('Subscriptions are not set up for this shop.');
    const data: SubscriptionLinkResponse = {
      url: base,
      loginUrl: typeof s!.link === 'string' && s!.link ? s!.link : `${base}/login`,
      tokenUrl: `${base}/api/login`,
    };
    return c.json({ data });
  });

  return app;
}
