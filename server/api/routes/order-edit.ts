/**
 * The storefront's side of an order-editing session, public (no token: the store's
 * server asks, holding only the link's session):
 *   GET /orders/{shopId}/order-editing-session/{id}?session=S -> OrderEditSession
 * 403 'invalid-session' for a malformed, forged or expired session (lib/order-edit.ts), 404 for an
 * unknown shop or order, 409 'not-editable' when the order can no longer be edited (shipped or
 * canceled since the link was made; the order is read from Shopify, lib/orders.ts), 503
 * 'unavailable' when Shopify fails after its retries. Answers carry `Cache-Control: no-store` (headers.ts).
 */
import { Hono } from 'hono';
import type { OrderLineItem } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { ApiError, conflict, notFound } from '../errors';
import { checkEditSession, signingSecretOf } from '../lib/order-edit';
import { getOrder } from '../lib/orders';
import { opaqueId, params, query, shopId, text } from '../validate';

/** What the order-edit page shows: the order's name and line items, and until when the session works. */
export interface OrderEditSession {
  order: { id: string; name: string; lineItems: OrderLineItem[] };
  /** ISO date */
  expiresAt: string;
}

/** The public session check; mount it before the token check. */
export function orderEditRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/orders/:shopId/order-editing-session/:id', params({ shopId, id: opaqueId }), query({ session: text({ max: 128 }) }), async (c) => {
    const { shopId, id } = c.req.valid('param');
    const session = c.req.valid('query').session;
    const secret = await signingSecretOf(deps.db, shopId);
    const check = checkEditSession(secret, shopId, id, session, deps.now());
    if (check !== 'ok') throw new ApiError(403, 'invalid-session', check === 'expired' ? 'This order editing link has expired.' : 'This order editing link is not valid.');
    const found = await getOrder(deps.shopify, shopId, id);
    if (!found) throw notFound('Unable to get order.');
    if (!found.order.canEdit) throw conflict('not-editable', 'This order can no longer be edited.');
    const { order } = found;
    const data: OrderEditSession = {
      order: { id: order.id, name: order.name, lineItems: order.lineItems },
      expiresAt: new Date(Number(session.slice(0, session.indexOf('.')))).toISOString(),
    };
    return c.json({ data });
  });

  return app;
}
