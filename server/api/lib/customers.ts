/**
 * Customers of a shop, keyed by (shop_id, lower(email)), and which customer a request is.
 */
import type { Queryable } from '../db/db';
import type { AuthUser } from '../deps';

export interface CustomerRow { id: string; email: string; first_name: string | null; last_name: string | null }

const COLUMNS = 'id, email, first_name, last_name';

/**
 * Returns the shop's customer with `email` (case-insensitive), creating one when there is none.
 * @param acceptsMarketing stored on creation, and updated on an existing customer when given
 */
export async function findOrCreateCustomer(
  db: Queryable,
  shopId: string,
  email: string,
  opts: { now: number; acceptsMarketing?: boolean },
): Promise<CustomerRow> {
  const found = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customers WHERE shop_id = $1 AND lower(email) = lower($2)`,
    [shopId, email],
  );
  const existing = found.rows[0];
  if (existing) {
    if (opts.acceptsMarketing !== undefined) {
      await db.query('UPDATE customers SET accepts_marketing = $2 WHERE id = $1', [existing.id, opts.acceptsMarketing]);
    }
    return existing;
  }
  const created = await db.query<CustomerRow>(
    `INSERT INTO customers (shop_id, email, accepts_marketing, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id, lower(email)) DO UPDATE SET email = customers.email
     RETURNING ${COLUMNS}`,
    [shopId, email.toLowerCase(), opts.acceptsMarketing ?? false, new Date(opts.now).toISOString()],
  );
  return created.rows[0];
}

/**
 * The token's email when Firebase vouches for it: a non-anonymous user whose token has
 * `email_verified: true` (Google sign-in, and our code and link users, whose Firebase user gets
 * a verified address). Undefined otherwise.
 */
export function verifiedEmail(user: AuthUser): string | undefined {
  if (user.isAnonymous || user.claims.email_verified !== true) return undefined;
  return typeof user.email === 'string' && user.email !== '' ? user.email : undefined;
}

/**
 * The customer a request is in `shopId` (one rule for every signed-in endpoint):
 * 1. the token's `customerId` claim, when it was minted for this shop (code and magic-link sign-in);
 * 2. else the shop's customer whose email equals the token's verified email (Google users, who
 *    carry no custom claims; see `verifiedEmail`);
 * 3. else null. Always null for anonymous users.
 */
export async function customerOfUser(db: Queryable, user: AuthUser, shopId: string): Promise<CustomerRow | null> {
  if (user.isAnonymous) return null;
  const { customerId, shopId: claimShop } = user.claims;
  if (typeof customerId === 'string' && claimShop === shopId) {
    const { rows } = await db.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM customers WHERE id = $1 AND shop_id = $2`,
      [customerId, shopId],
    );
    if (rows[0]) return rows[0];
  }
  const email = verifiedEmail(user);
  if (!email) return null;
  const { rows } = await db.query<CustomerRow>(
    `SELECT ${COLUMNS} FROM customers WHERE shop_id = $1 AND lower(email) = lower($2)`,
    [shopId, email],
  );
  return rows[0] ?? null;
}
