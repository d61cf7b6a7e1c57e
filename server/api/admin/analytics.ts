/**
 * What the widget did for a shop, by day (UTC), from its tracking events (routes/tracking.ts):
 * sign-ins (`sign_in`), favorites added and items saved from the cart (`save_item` with
 * event_data.list 'favorites' / 'savedFromCart'), orders bought again (`rebuy`), trigger toasts
 * shown and followed (`trigger_toast_shown`, `trigger_toast_followed`). Days count by the time the
 * API received the event (a shopper's clock does not move it).
 */
import type { Queryable } from '../db/db';

export const METRICS = ['signIns', 'favoritesAdded', 'savedFromCart', 'reBought', 'triggerToastsShown', 'triggerToastsFollowed'] as const;
export type Metric = (typeof METRICS)[number];
export type Counts = Record<Metric, number>;
export interface AnalyticsDay extends Counts { date: string }
export interface Analytics { days: AnalyticsDay[]; totals: Counts }

/** The most days one request covers. */
export const MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/** SQL of each metric: the events it counts. */
const FILTERS: Record<Metric, string> = {
  signIns: `event = 'sign_in'`,
  favoritesAdded: `event = 'save_item' AND event_data ->> 'list' = 'favorites'`,
  savedFromCart: `event = 'save_item' AND event_data ->> 'list' = 'savedFromCart'`,
  reBought: `event = 'rebuy'`,
  triggerToastsShown: `event = 'trigger_toast_shown'`,
  triggerToastsFollowed: `event = 'trigger_toast_followed'`,
};

const zero = (): Counts => Object.fromEntries(METRICS.map((m) => [m, 0])) as Counts;

/**
 * The shop's counts for the `days` days up to and including today (UTC day of `now`), oldest
 * first, every day listed (zeros included), and their totals.
 * @param days 1..MAX_DAYS
 * @param now epoch ms
 */
export async function shopAnalytics(db: Queryable, shopId: string, days: number, now: number): Promise<Analytics> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const from = today - (days - 1) * DAY_MS;
  const { rows } = await db.query<Record<Metric, string | number> & { day: string }>(
    `SELECT to_char(date_trunc('day', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
       ${METRICS.map((m) => `count(*) FILTER (WHERE ${FILTERS[m]}) AS "${m}"`).join(', ')}
     FROM tracking_events
     WHERE shop_id = $1 AND received_at >= $2 AND received_at < $3
       AND event IN ('sign_in', 'save_item', 'rebuy', 'trigger_toast_shown', 'trigger_toast_followed')
     GROUP BY 1`,
    [shopId, new Date(from).toISOString(), new Date(today + DAY_MS).toISOString()],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const totals = zero();
  const list: AnalyticsDay[] = [];
  for (let t = from; t <= today; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    const row = byDay.get(date);
    const counts = zero();
    for (const m of METRICS) {
      counts[m] = row ? Number(row[m]) : 0;
      totals[m] += counts[m];
    }
    list.push({ date, ...counts });
  }
  return { days: list, totals };
}
