/**
 * The signed-in customer's loyalty and subscription data (SPEC.md 7):
 *   GET /points/{shopId} -> PointsResponse `{points}` (0 when the customer has no row)
 *   GET /integrations/{shopId}/{customerId}/subscription-link -> SubscriptionLinkResponse
 *       `{url, loginUrl, tokenUrl}` from the subscriptions setting's `url` (the portal on the
 *       store, e.g. '/apps/subscriptions'): the portal itself, `{url}/login` (or the setting's
 *       `link`), and `{url}/api/login` (the store's portal login, server/store/subscriptions.ts)
 * 401 without a verified token (app.ts); 403 'permission-denied' for a caller without a customer
 * in the shop (guests) and, for the link, for a {customerId} that is not the caller's own; 400
 * 'invalid-argument' for a malformed path; 404 for an unknown shop, and for the link when the
 * subscriptions setting is off or has no `url`.
 */
import { Hono, type Context } from 'hono';
import type { PointsResponse, SubscriptionLinkResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { pathShop } from '../envelope';
import { forbidden, notFound } from '../errors';
import { customerOfUser } from '../lib/customers';
import { activeSetting } from '../lib/shop-settings';
import { opaqueId, params, shopId } from '../validate';

/** The caller's customer id in the path's shop. @throws ApiError 403 for a caller without one */
async function callerCustomer(c: Context<AppEnv>, deps: ApiDeps): Promise<{ shop: string; id: string }> {
  const shop = await pathShop(c, deps);
  const customer = await customerOfUser(deps.db, c.get('user'), shop);
  if (!customer) throw forbidden('Sign in as a customer of this shop.');
  return { shop, id: customer.id };
}

/** The loyalty routes; see the file comment. */
export function loyaltyRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/points/:shopId', params({ shopId }), async (c) => {
    const { id } = await callerCustomer(c, deps);
    const { rows } = await deps.db.query<{ points: number }>('SELECT points FROM loyalty_points WHERE customer_id = $1', [id]);
    const data: PointsResponse = { points: rows[0]?.points ?? 0 };
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
