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

/**
 * Moves what visitors saved before signing in to `customerId`: their saved_items rows (owned by
 * a uid in `fromUids`) and their unverified email (the newest one wins over an older one of the
 * customer). An item the customer already has (same kind, product and variant) is not copied
 * twice. Idempotent: a second call finds nothing left to move. Run it inside a transaction.
 * @param fromUids Firebase uids (anonymous user, or the signed-in uid itself); `customerId` is ignored among them
 * @returns how many saved items changed owner
 */
export async function moveGuestData(db: Queryable, shopId: string, fromUids: string[], customerId: string): Promise<number> {
  const from = [...new Set(fromUids.filter((u) => u !== '' && u !== customerId))];
  if (from.length === 0) return 0;
  const moved = await db.query(
    `UPDATE saved_items SET owner_id = $3 WHERE id IN (
       SELECT DISTINCT ON (kind, product_id, variant_id) id FROM saved_items a
       WHERE a.shop_id = $1 AND a.owner_id = ANY($2::text[])
         AND NOT EXISTS (
           SELECT 1 FROM saved_items b
           WHERE b.shop_id = $1 AND b.owner_id = $3 AND b.kind = a.kind
             AND b.product_id = a.product_id AND b.variant_id IS NOT DISTINCT FROM a.variant_id)
       ORDER BY kind, product_id, variant_id, created_at, id)
     RETURNING id`,
    [shopId, from, customerId],
  );
  // What is left are duplicates of items the customer now has.
  await db.query('DELETE FROM saved_items WHERE shop_id = $1 AND owner_id = ANY($2::text[])', [shopId, from]);
  await db.query(
    `INSERT INTO unverified_emails (uid, shop_id, email, created_at)
     SELECT $3, shop_id, email, created_at FROM unverified_emails
     WHERE shop_id = $1 AND uid = ANY($2::text[]) ORDER BY created_at DESC LIMIT 1
     ON CONFLICT (shop_id, uid) DO UPDATE SET email = EXCLUDED.email, created_at = EXCLUDED.created_at
       WHERE EXCLUDED.created_at >= unverified_emails.created_at`,
    [shopId, from, customerId],
  );
  await db.query('DELETE FROM unverified_emails WHERE shop_id = $1 AND uid = ANY($2::text[])', [shopId, from]);
  return moved.rows.length;
}
