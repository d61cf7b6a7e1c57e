/**
 * The signed-in customer's own record:
 *   GET /customer/{shopId}/{customerId}/personalizations -> {personalizations: {[key]: value}}
 *     (values as SPEC.md 3: an array, {value, unit}, or a plain value; {} when none). The widget
 *     uses it to decide on the login-triggered quiz.
 * 403 'permission-denied' unless {customerId} is the caller's own customer (anonymous callers included).
 * 400 'invalid-argument' for a malformed shop or customer id in the path (validate.ts).
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { pathShop } from '../envelope';
import { forbidden } from '../errors';
import { customerOfUser } from '../lib/customers';
import { opaqueId, params, shopId } from '../validate';

/** GET /customer/{shopId}/{customerId}/personalizations response */
export interface PersonalizationsResponse { personalizations: Record<string, unknown> }

/** The customer routes; see the file comment. */
export function customerRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/customer/:shopId/:customerId/personalizations', params({ shopId, customerId: opaqueId }), async (c) => {
    const shopId = await pathShop(c, deps);
    const customer = await customerOfUser(db, c.get('user'), shopId);
    if (!customer || customer.id !== c.req.valid('param').customerId) throw forbidden('Not your customer record.');
    const { rows } = await db.query<{ personalizations: Record<string, unknown> | null }>(
      'SELECT personalizations FROM customers WHERE id = $1',
      [customer.id],
    );
    const data: PersonalizationsResponse = { personalizations: rows[0]?.personalizations ?? {} };
    return c.json({ data });
  });

  return app;
}
