/**
 * Abuse limits for sign-in (docs/deploying.md 'Abuse limits'; OWASP ASVS 4.0.3 2.2.1, 2.7.6, 11.1.4):
 * hit counters in fixed windows, kept in the database (`rate_limits`) so every API instance on
 * it shares them. A hit counts even when it is refused, so hammering keeps a key blocked.
 */
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';

type Db = Pick<ApiDeps['db'], 'query'>;

/** At most `max` hits per `windowMs` (a fixed window aligned to the epoch). */
export interface Limit { max: number; windowMs: number }

const MINUTE = 60_000;

/** The numbers docs/deploying.md 'Abuse limits' documents. */
export const LIMITS = {
  /** codes and links mailed, per session (Firebase uid) */
  sendPerSession: { max: 5, windowMs: 15 * MINUTE },
  /** codes and links mailed, per client address */
  sendPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** codes and links mailed to one address of a shop from one client address */
  sendPerEmailAndIp: { max: 5, windowMs: 60 * MINUTE },
  /** codes and links mailed to one address of a shop in all: the mail-bombing ceiling, far above one client's */
  sendPerEmail: { max: 30, windowMs: 24 * 60 * MINUTE },
  /** code checks per session: every code id listed in a validate-otc call counts, as does a link check */
  validatePerSession: { max: 10, windowMs: 15 * MINUTE },
  /** code checks per client address */
  validatePerIp: { max: 100, windowMs: 15 * MINUTE },
  /** wrong codes for one address across all sessions: the ceiling, far above one session's */
  wrongPerEmail: { max: 50, windowMs: 24 * 60 * MINUTE },
  /** app proxy sign-ins (GET /proxy/session) per customer of a shop */
  appProxyPerCustomer: { max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

const windowOf = (limit: Limit, now: number) => Math.floor(now / limit.windowMs) * limit.windowMs;

/**
 * Adds hits in the current windows, one statement for every key (keys must differ).
 * @param hits [key, its limit, how many hits to add]
 * @returns each key's hits in its window after adding
 */
export async function addHits(db: Db, hits: ReadonlyArray<[key: string, limit: Limit, n: number]>, now: number): Promise<Map<string, number>> {
  const starts = hits.map(([, limit]) => windowOf(limit, now));
  const { rows } = await db.query<{ key: string; hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits, expires_at)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[], $4::timestamptz[])
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + EXCLUDED.hits
     RETURNING key, hits`,
    [
      hits.map(([key]) => key),
      starts.map((w) => new Date(w).toISOString()),
      hits.map(([, , n]) => n),
      hits.map(([, limit], i) => new Date(starts[i] + limit.windowMs).toISOString()),
    ],
  );
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/** The hits `key` has in the current window (0 when none). */
export async function hitsOf(db: Db, key: string, limit: Limit, now: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2',
    [key, new Date(windowOf(limit, now)).toISOString()],
  );
  return rows[0]?.hits ?? 0;
}

/**
 * Counts `n` hits on every key of `checks` (one statement), then refuses when any went over its limit.
 * @throws `refusal()` (an ApiError, usually 429) when a key is over
 */
export async function consume(db: Db, checks: ReadonlyArray<[key: string, limit: Limit]>, now: number, n: number, refusal: () => ApiError): Promise<void> {
  const after = await addHits(db, checks.map(([key, limit]) => [key, limit, n]), now);
  if (checks.some(([key, limit]) => (after.get(key) ?? 0) > limit.max)) throw refusal();
}

/** Deletes windows that have ended. @returns how many rows went */
export async function sweepLimits(db: Db, now: number): Promise<number> {
  const { rows } = await db.query('DELETE FROM rate_limits WHERE expires_at <= $1 RETURNING 1', [new Date(now).toISOString()]);
  return rows.length;
}
