/**
 * Orders (docs/product.md#routes, #roles, #api-calls), read and cancelled in the shop's Shopify through Admin GraphQL
 * (one round trip per read; lib/orders.ts). Every route needs a verified token (anonymous included);
 * who may see an order is decided here from that token, never from the body:
 *   POST /orders/{shopId}/orders {pageCursor?} -> OrdersResponse, 10 per page, newest first
 *   GET  /orders/{shopId}/order/{id} -> OrderDetail, the owner only
 *   GET  /orders/{shopId}/order-with-pass/{id}/{pass} -> OrderDetail, anyone holding the pass
 *   GET  /orders/{shopId}/order-one-click/{oneClickId} -> OrderDetail, anyone holding the one-click id
 *   POST /orders/{shopId}/order/{id}/cancel -> the cancelled OrderDetail, the owner only
 *   GET  /orders/{shopId}/order/{id}/order-editing-session-link -> LinkResponse, the owner only
 * The owner is the Shopify customer the signed-in user is (lib/customers.ts `customerOfUser`).
 * Passes and one-click ids are the app's own (lib/order-secrets.ts).
 * Errors: 401 'unauthenticated' for anonymous callers of owner-only routes; 403 'permission-denied'
 * 'Unable to get order.' for another customer; 404 'not-found' 'Unable to get order.' for an
 * unknown order, a wrong pass or one-click id; 409 'not-cancelable' 'Unable to cancel order' and
 * 409 'not-editable'; 400 'invalid-argument' for malformed input (validate.ts); 503 'unavailable'
 * (or 502) with the screen's text when Shopify fails after its retries (lib/shopify-failure.ts).
 */
import { Hono, type Context } from 'hono';
import type { LinkResponse, OrderDetail, OrdersResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { conflict, forbidden, notFound, unauthenticated } from '../errors';
import { pathShop } from '../envelope';
import { customerOfUser } from '../lib/customers';
import { cancelOrder, UNABLE_TO_CANCEL } from '../lib/order-actions';
import { ORDER_EDIT_SESSION_TTL_MS, orderEditUrl, signEditSession, signingSecretOf } from '../lib/order-edit';
import { orderIdOfOneClick, passMatches } from '../lib/order-secrets';
import { getOrder, listOrders, ordersPageCursor, UNABLE_TO_GET_ORDER, type FoundOrder } from '../lib/orders';
import { storefrontOf } from '../lib/shops';
import { envelope, opaqueId, params, shopId } from '../validate';

/**
 * The order `id` of the path's shop when the caller is its owner.
 * @throws 401 for anonymous callers, 404 for an unknown order, 403 for anyone but the owner
 */
export async function ownOrder(c: Context<AppEnv>, deps: ApiDeps, id: string): Promise<FoundOrder & { shopId: string }> {
  const shopId = await pathShop(c, deps);
  const user = c.get('user');
  if (user.isAnonymous) throw unauthenticated('Sign in to see your orders.');
  const [found, customer] = await Promise.all([getOrder(deps.shopify, shopId, id), customerOfUser(deps.db, user, shopId, deps.shopify, deps.now())]);
  if (!found) throw notFound(UNABLE_TO_GET_ORDER);
  if (!customer || found.customerId === null || customer.id !== found.customerId) throw forbidden(UNABLE_TO_GET_ORDER);
  return { ...found, shopId };
}

/** The order routes; see the file comment. */
export function orderRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, shopify } = deps;

  app.post('/orders/:shopId/orders', params({ shopId }), envelope({ pageCursor: ordersPageCursor }), async (c) => {
    const shopId = await pathShop(c, deps);
    const user = c.get('user');
    if (user.isAnonymous) throw unauthenticated('Sign in to see your orders.');
    const customer = await customerOfUser(db, user, shopId, shopify, deps.now());
    const data: OrdersResponse = customer
      ? await listOrders(shopify, shopId, customer.id, c.req.valid('json').data.pageCursor)
      : { items: [], pageCursor: null };
    return c.json({ data });
  });

  app.get('/orders/:shopId/order/:id', params({ shopId, id: opaqueId }), async (c) => {
    const { order } = await ownOrder(c, deps, c.req.valid('param').id);
    return c.json({ data: order });
  });

  app.get('/orders/:shopId/order-with-pass/:id/:pass', params({ shopId, id: opaqueId, pass: opaqueId }), async (c) => {
    const shopId = await pathShop(c, deps);
    const { id, pass } = c.req.valid('param');
    // The same answer for an unknown order and a wrong pass: nothing tells which ids exist, and a
    // wrong pass costs Shopify no call.
    if (!passMatches(await signingSecretOf(db, shopId), id, pass)) throw notFound(UNABLE_TO_GET_ORDER);
    const found = await getOrder(shopify, shopId, id);
    if (!found) throw notFound(UNABLE_TO_GET_ORDER);
    return c.json({ data: found.order });
  });

  app.get('/orders/:shopId/order-one-click/:oneClickId', params({ shopId, oneClickId: opaqueId }), async (c) => {
    const shopId = await pathShop(c, deps);
    const orderId = orderIdOfOneClick(await signingSecretOf(db, shopId), c.req.valid('param').oneClickId);
    const found = orderId ? await getOrder(shopify, shopId, orderId) : null;
    if (!found) throw notFound(UNABLE_TO_GET_ORDER);
    return c.json({ data: found.order });
  });

  app.post('/orders/:shopId/order/:id/cancel', params({ shopId, id: opaqueId }), envelope({}), async (c) => {
    const { shopId, order } = await ownOrder(c, deps, c.req.valid('param').id);
    if (!order.canCancel || !(await cancelOrder(shopify, shopId, order.id))) throw conflict('not-cancelable', UNABLE_TO_CANCEL);
    // Shopify cancels in a job: an order read back before the job is done still shows open, so
    // the answer says what the shopper will see once it is.
    const updated = (await getOrder(shopify, shopId, order.id))?.order ?? order;
    const data: OrderDetail = updated.canceledAt
      ? updated
      : { ...updated, fulfillmentStatus: 'CANCELED', canceledAt: new Date(deps.now()).toISOString(), canCancel: false, canEdit: false };
    return c.json({ data });
  });

  app.get('/orders/:shopId/order/:id/order-editing-session-link', params({ shopId, id: opaqueId }), async (c) => {
    const { shopId, order } = await ownOrder(c, deps, c.req.valid('param').id);
    if (!order.canEdit) throw conflict('not-editable', 'This order can no longer be edited.');
    const [secret, storefront] = await Promise.all([signingSecretOf(db, shopId), storefrontOf(db, shopId)]);
    const session = signEditSession(secret, shopId, order.id, deps.now() + ORDER_EDIT_SESSION_TTL_MS);
    const data: LinkResponse = { url: orderEditUrl(storefront.origins[0]!, order.id, session) };
    return c.json({ data });
  });

  return app;
}
