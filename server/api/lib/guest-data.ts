/**
 * A guest's data joins the customer they sign in as (POST /member/check-customer), so favorites and
 * items saved from the cart before signing in are still there after.
 */
import type { Queryable } from '../db/db';
import { lockOwner, MAX_SAVED_ITEMS } from './saved-items';

/**
 * Moves what visitors saved before signing in to `customerId`: their saved_items rows (owned by
 * a uid in `fromUids`) and their unverified email (the newest one wins over an older one of the
 * customer). A product the customer already saved (same kind) stays once, as the customer had
 * it; of one product saved by several of the uids the oldest row moves. The customer keeps at
 * most MAX_SAVED_ITEMS of each kind: past that the guest's newest items move and the rest go.
 * Holds the saved-items locks of the customer and the uids (saved-items.ts `lockOwner`), so a
 * save racing the move cannot duplicate a product or be left behind. Idempotent: a second call
 * finds nothing left to move. Run it inside a transaction.
 * @param fromUids Firebase uids (anonymous user, or the signed-in uid itself); `customerId` is ignored among them
 * @returns how many saved items changed owner
 */
export async function moveGuestData(db: Queryable, shopId: string, fromUids: string[], customerId: string): Promise<number> {
  const from = [...new Set(fromUids.filter((u) => u !== '' && u !== customerId))];
  if (from.length === 0) return 0;
  // The customer first, then each guest uid: no other path holds two of these locks.
  for (const owner of [customerId, ...from]) await lockOwner(db, shopId, owner);
  const moved = await db.query(
    `WITH candidates AS (
       SELECT DISTINCT ON (kind, product_id) id, kind, created_at FROM saved_items a
       WHERE a.shop_id = $1 AND a.owner_id = ANY($2::text[])
         AND NOT EXISTS (
           SELECT 1 FROM saved_items b
           WHERE b.shop_id = $1 AND b.owner_id = $3 AND b.kind = a.kind AND b.product_id = a.product_id)
       ORDER BY kind, product_id, created_at, length(id), id),
     ranked AS (
       SELECT id, kind, row_number() OVER (PARTITION BY kind ORDER BY created_at DESC, length(id) DESC, id DESC) AS n
       FROM candidates),
     have AS (
       SELECT kind, count(*) AS n FROM saved_items WHERE shop_id = $1 AND owner_id = $3 GROUP BY kind)
     UPDATE saved_items SET owner_id = $3 WHERE id IN (
       SELECT r.id FROM ranked r LEFT JOIN have h ON h.kind = r.kind WHERE r.n + coalesce(h.n, 0) <= $4)
     RETURNING id`,
    [shopId, from, customerId, MAX_SAVED_ITEMS],
  );
  // What is left: duplicates of items the customer now has, and items past the cap.
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
