/**
 * Customers of a shop, keyed by (shop_id, lower(email)).
 */
import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import type { AuthUser } from '../deps';

type Db = PGliteInterface | Transaction;

export interface CustomerRow { id: string; email: string; first_name: string | null }

/**
 * Returns the shop's customer with `email` (case-insensitive), creating one when there is none.
 * @param acceptsMarketing stored on creation, and updated on an existing customer when given
 */
export async function findOrCreateCustomer(
  db: Db,
  shopId: string,
  email: string,
  opts: { now: number; acceptsMarketing?: boolean },
): Promise<CustomerRow> {
  const found = await db.query<CustomerRow>(
    'SELECT id, email, first_name FROM customers WHERE shop_id = $1 AND lower(email) = lower($2)',
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
     RETURNING id, email, first_name`,
    [shopId, email.toLowerCase(), opts.acceptsMarketing ?? false, new Date(opts.now).toISOString()],
  );
  return created.rows[0];
}

/**
 * The customer a signed-in user is in `shopId`: the token's customerId claim when it was minted
 * for this shop, else the customer with the token's email. Null for anonymous users and for
 * users without a customer record.
 */
export async function customerOfUser(db: Db, user: AuthUser, shopId: string): Promise<CustomerRow | null> {
  if (user.isAnonymous) return null;
  const { customerId, shopId: claimShop } = user.claims;
  if (typeof customerId === 'string' && claimShop === shopId) {
    const { rows } = await db.query<CustomerRow>(
      'SELECT id, email, first_name FROM customers WHERE id = $1 AND shop_id = $2',
      [customerId, shopId],
    );
    if (rows[0]) return rows[0];
  }
  if (!user.email) return null;
  const { rows } = await db.query<CustomerRow>(
    'SELECT id, email, first_name FROM customers WHERE shop_id = $1 AND lower(email) = lower($2)',
    [shopId, user.email],
  );
  return rows[0] ?? null;
}
