/**
 * POST /member/check-customer {shopId, customerEmail, statusId, anonUserId, acceptsMarketing, countryCode}
 *   -> {customerId, email}. After a sign-in upgrade: finds or creates the shop's customer for the
 *   signed-in email, ties the former anonymous user to it, and stores the marketing choice.
 */
import { Hono } from 'hono';
import type { CheckCustomerResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { badRequest, forbidden } from '../errors';
import { customerOfUser, findOrCreateCustomer } from '../lib/customers';

/** The member routes; 403 'permission-denied' unless the bearer signed in with customerEmail. */
export function memberRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/member/check-customer', async (c) => {
    const body = c.get('body');
    const user = c.get('user');
    const { customerEmail, anonUserId, acceptsMarketing } = body;
    if (typeof customerEmail !== 'string' || !customerEmail.includes('@')) throw badRequest('customerEmail is required.');
    // The token's email; for our own custom tokens without one, the customer they were minted for.
    const tokenEmail = user.isAnonymous
      ? undefined
      : user.email ?? (typeof user.claims.email === 'string' ? user.claims.email : undefined)
        ?? (await customerOfUser(db, user, body.shopId))?.email;
    if (!tokenEmail || tokenEmail.toLowerCase() !== customerEmail.trim().toLowerCase()) {
      throw forbidden('The signed-in user does not own this email.');
    }
    const now = deps.now();
    const customer = await db.transaction(async (tx) => {
      const row = await findOrCreateCustomer(tx, body.shopId, customerEmail.trim(), {
        now,
        acceptsMarketing: typeof acceptsMarketing === 'boolean' ? acceptsMarketing : undefined,
      });
      if (typeof anonUserId === 'string' && anonUserId !== '' && anonUserId !== user.uid) {
        await tx.query(
          `INSERT INTO customer_anon_users (customer_id, anon_user_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [row.id, anonUserId, new Date(now).toISOString()],
        );
      }
      return row;
    });
    const data: CheckCustomerResponse = { customerId: customer.id, email: customer.email };
    return c.json({ data });
  });

  return app;
}
