/**
 * How long widget events (`tracking_events`, routes/tracking.ts) are kept: TRACKING_RETENTION_DAYS
 * from the time the API received them, then the webhooks' hourly sweep (webhooks/index.ts) deletes
 * them (docs/data-retention.md). The merchant's Home charts reach back at most 90 days
 * (admin/analytics.ts MAX_DAYS) and 'Popular today' one day (lib/popular.ts), so nothing the app
 * shows needs an older event.
 */
import type { Queryable } from '../db/db';

/** Days a tracking event is kept after it was received. */
export const TRACKING_RETENTION_DAYS = 90;
/** TRACKING_RETENTION_DAYS in ms. */
export const TRACKING_RETENTION_MS = TRACKING_RETENTION_DAYS * 86_400_000;
/** Rows one DELETE statement of the sweep removes: a backlog goes in short statements, not one long lock. */
export const TRACKING_SWEEP_BATCH = 10_000;

/**
 * Deletes the events received more than TRACKING_RETENTION_MS before `now`, in batches of
 * TRACKING_SWEEP_BATCH (uses the `tracking_events_received` index, migration 12).
 * @param now epoch ms
 * @returns how many events went
 */
export async function sweepTrackingEvents(q: Queryable, now: number): Promise<number> {
  const before = new Date(now - TRACKING_RETENTION_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const { rows } = await q.query(
      `DELETE FROM tracking_events WHERE id IN (
         SELECT id FROM tracking_events WHERE received_at < $1 ORDER BY received_at LIMIT ${TRACKING_SWEEP_BATCH}
       ) RETURNING 1`,
      [before],
    );
    deleted += rows.length;
    if (rows.length < TRACKING_SWEEP_BATCH) return deleted;
  }
}
