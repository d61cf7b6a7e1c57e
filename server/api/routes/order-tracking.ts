/**
 * The tracking link of an order's latest shipment (docs/product.md#api-calls), read from the
 * order's latest fulfillment in Shopify:
 *   GET /order-tracking/{shopId}/link/{id} -> LinkResponse `{url}`, the carrier's tracking page
 * The owner only (routes/orders.ts `ownOrder`: 401 anonymous, 403 another customer, 404 unknown
 * order); 404 'not-found' 'No tracking for this order.' when the order has no tracking number or
 * its carrier has no known tracking page (lib/tracking-links.ts).
 */
import { Hono } from 'hono';
import type { LinkResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { trackingUrl } from '../lib/tracking-links';
import { opaqueId, params, shopId } from '../validate';
import { ownOrder } from './orders';

/** The tracking route; see the file comment. */
export function orderTrackingRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/order-tracking/:shopId/link/:id', params({ shopId, id: opaqueId }), async (c) => {
    const { tracking } = await ownOrder(c, deps, c.req.valid('param').id);
    const url = tracking ? trackingUrl(tracking.company, tracking.number, tracking.url) : null;
    if (!url) throw notFound('No tracking for this order.');
    const data: LinkResponse = { url };
    return c.json({ data });
  });

  return app;
}
