/**
 * The Firebase users a redaction deletes (docs/data-retention.md 'Firebase users'): personal data
 * outside PostgreSQL, since a sign-in user carries the customer's email address. Read before the
 * rows that tie them to the customer are deleted, in the same transaction:
 *
 * - `customer-{customerId}`: the user our code, magic-link and app proxy sign-ins mint a custom
 *   token for (lib/custom-token.ts), one per Shopify customer;
 * - the users of `customer_users` (Google sign-in) tied to the customer, unless a customer of
 *   another shop is tied to the same user: that shop's customer keeps it, only the link goes;
 * - the anonymous users of `customer_anon_users` the customer signed in from, unless another
 *   customer (of any shop) is tied to the same anonymous user.
 */
import type { Queryable } from '../db/db';

const read = async (q: Queryable, sql: string, params: unknown[]): Promise<string[]> =>
  (await q.query<{ uid: string }>(sql, params)).rows.map((r) => r.uid).sort();

/**
 * The uids to delete with customer `customerId` of `shopId` (see the file comment), sorted, each once.
 * `customer-{customerId}` is always among them, whether or not the customer ever signed in.
 */
export function customerFirebaseUsers(q: Queryable, shopId: string, customerId: string): Promise<string[]> {
  return read(q, `
    SELECT 'customer-' || $2::text AS uid
    UNION SELECT u.uid FROM customer_users u WHERE u.shop_id = $1 AND u.customer_id = $2
      AND NOT EXISTS (SELECT 1 FROM customer_users o WHERE o.uid = u.uid AND o.shop_id <> u.shop_id)
    UNION SELECT a.anon_user_id FROM customer_anon_users a JOIN customers c ON c.id = a.customer_id
      WHERE c.shop_id = $1 AND a.customer_id = $2
      AND NOT EXISTS (SELECT 1 FROM customer_anon_users o WHERE o.anon_user_id = a.anon_user_id AND o.customer_id <> a.customer_id)`,
  [shopId, customerId]);
}

/** The uids to delete with shop `shopId`: those of every customer of the shop (see the file comment), sorted, each once. */
export function shopFirebaseUsers(q: Queryable, shopId: string): Promise<string[]> {
  return read(q, `
    SELECT 'customer-' || c.id AS uid FROM customers c WHERE c.shop_id = $1
    UNION SELECT u.uid FROM customer_users u WHERE u.shop_id = $1
      AND NOT EXISTS (SELECT 1 FROM customer_users o WHERE o.uid = u.uid AND o.shop_id <> $1)
    UNION SELECT a.anon_user_id FROM customer_anon_users a JOIN customers c ON c.id = a.customer_id
      WHERE c.shop_id = $1
      AND NOT EXISTS (
        SELECT 1 FROM customer_anon_users o JOIN customers oc ON oc.id = o.customer_id
        WHERE o.anon_user_id = a.anon_user_id AND oc.shop_id <> $1)`,
  [shopId]);
}
