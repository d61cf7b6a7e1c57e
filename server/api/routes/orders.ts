/**
 * The signed-in customer's orders:
 *   POST /orders/{shopId}/orders {pageCursor?} -> OrdersResponse, 10 per page, newest first
 *   GET  /orders/{shopId}/order/{id} -> Order
 * Anonymous users get 401; another customer's order is 403 'Unable to get order.'. Path
 * parameters and the body go through schemas (validate.ts): bad input is 400 'invalid-argument'.
 */
import { Hono } from 'hono';
import type { OrdersResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { forbidden, notFound, unauthenticated } from '../errors';
import { pathShop } from '../envelope';
import { customerOfUser } from '../lib/customers';
import { getOrder, listOrders } from '../lib/orders';
import { envelope, opaqueId, pageCursor, params, shopId } from '../validate';

/** The order routes; 401 for anonymous users, 400 for a bad pageCursor or order id. */
export function orderRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/orders/:shopId/orders', params({ shopId }), envelope({ pageCursor }), async (c) => {
    const shopId = await pathShop(c, deps);
    const user = c.get('user');
    if (user.isAnonymous) throw unauthenticated('Sign in to see your orders.');
    const customer = await customerOfUser(db, user, shopId);
    const data: OrdersResponse = customer
      ? await listOrders(db, shopId, customer.id, c.req.valid('json').data.pageCursor)
      : { items: [], pageCursor: null };
    return c.json({ data });
  });

  app.get('/orders/:shopId/order/:id', params({ shopId, id: opaqueId }), async (c) => {
    const shopId = await pathShop(c, deps);
    const user = c.get('user');
    if (user.isAnonymous) throw unauthenticated('Sign in to see your orders.');
    const found = await getOrder(db, shopId, c.req.valid('param').id);
    if (!found) throw notFound('Unable to get order.');
    const customer = await customerOfUser(db, user, shopId);
    if (customer?.id !== found.customerId) throw forbidden('Unable to get order.');
    return c.json({ data: found.order });
  });

  return app;
}
