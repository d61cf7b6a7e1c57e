/**
 * What a shopper does to an order (issue 11): cancel it. The rules are order-rules.ts's.
 */
import type { Queryable } from '../db/db';
import { CANCELABLE } from './order-rules';

/**
 * Cancels the order when it still may be canceled: fulfillment CANCELED, status 'refunded',
 * canceled_at = now. One conditional UPDATE: of two cancels at once exactly one matches the row
 * (PostgreSQL re-checks the WHERE after the first commits; PGlite runs them one after another),
 * so the other gets false and nothing is written twice.
 * @param customerId the owner; another customer's order is never touched
 * @param now epoch ms
 * @returns true when this call canceled it; false when it is not (or no longer) cancelable or not theirs
 */
export async function cancelOrder(db: Queryable, shopId: string, orderId: string, customerId: string, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE orders SET fulfillment_status = 'CANCELED', status = 'refunded', canceled_at = $4
     WHERE shop_id = $1 AND id = $2 AND customer_id = $3 AND fulfillment_status = ANY($5::text[])
       AND shipment_status IS NULL AND canceled_at IS NULL
     RETURNING id`,
    [shopId, orderId, customerId, new Date(now).toISOString(), CANCELABLE],
  );
  return rows.length === 1;
}
