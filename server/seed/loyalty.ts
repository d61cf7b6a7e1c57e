/**
 * The demo shop's loyalty data: points for both seeded shoppers and a store credit
 * card for shopper@example.com (other@example.com has none, so the service's 404 can be seen).
 * Inserted by seedDatabase and, for an older database, by upgradeSeed; rows that exist are kept.
 */
import type { Queryable } from '../api/db/db';

const DAY_MS = 86_400_000;

/** The access token the demo shop's credit setting carries and the stand-in loyalty service checks. */
export const DEMO_LOYALTY_TOKEN = 'demo-loyalty-token';

/** Seeded points and cards, by customer id (db-seed.ts SHOPPER 9001, OTHER 9002). */
export const SEED_POINTS: Record<string, number> = { '9001': 1250, '9002': 80 };
export const SEED_CARDS = [{ customerId: '9001', giftCardId: 'gc_550123', code: 'HRBR-7Q2K-9XLM', amountCents: 2500, expiresInDays: 365 }];

/** Inserts the points and cards of customers that exist and have none yet. */
export async function insertLoyaltySeed(tx: Queryable, now: number): Promise<void> {
  for (const [customerId, points] of Object.entries(SEED_POINTS)) {
    await tx.query(
      `INSERT INTO loyalty_points (customer_id, points) SELECT id, $2 FROM customers WHERE id = $1 ON CONFLICT DO NOTHING`,
      [customerId, points],
    );
  }
  for (const c of SEED_CARDS) {
    const expires = new Date(now + c.expiresInDays * DAY_MS).toISOString().slice(0, 10);
    await tx.query(
      `INSERT INTO loyalty_cards (customer_id, gift_card_id, code, amount_cents, expires_on)
       SELECT id, $2, $3, $4, $5 FROM customers WHERE id = $1 ON CONFLICT DO NOTHING`,
      [c.customerId, c.giftCardId, c.code, c.amountCents, expires],
    );
  }
}

/** The integration settings the seed gives the demo shop (db-seed.ts DEMO_SETTINGS), each filled in by `upgradeLoyaltySettings`. */
export const LOYALTY_SETTING_KEYS = ['points', 'credit', 'subscriptions', 'membership', 'mobileWallet'] as const;

/**
 * For a database seeded without the integrations: gives each of LOYALTY_SETTING_KEYS the seeded value
 * from `seeded` where the shop has none or only the old placeholder `{isActive: false}`; a value a
 * merchant or test set is kept.
 */
export async function upgradeLoyaltySettings(db: Queryable, shopId: string, seeded: Record<string, unknown>): Promise<void> {
  for (const key of LOYALTY_SETTING_KEYS) {
    await db.query(
      `UPDATE shops SET settings = jsonb_set(settings, ARRAY[$2::text], $3::jsonb)
       WHERE id = $1 AND (settings -> $2::text IS NULL OR settings -> $2::text = '{"isActive": false}'::jsonb)`,
      [shopId, key, JSON.stringify(seeded[key])],
    );
  }
}
