/**
 * Abuse limits for sign-in and tracking (docs/deploying.md 'Abuse limits'; OWASP ASVS 4.0.3 2.2.1, 2.7.6, 11.1.4):
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
  /** tracking events per caller (Firebase uid); every event of a call counts, stored or not */
  trackPerCaller: { max: 500, windowMs: 60 * MINUTE },
  /** tracking events per client address, all callers together */
  trackPerIp: { max: 5000, windowMs: 60 * MINUTE },
  /** tracking events per shop, all callers together (a UTC day): bounds what one shop's events can take on disk */
  trackPerShop: { max: 200_000, windowMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * What each key starts with. A key is the prefix, then its parts joined by ':'; the shop-scoped
 * ones start with the shop id, which never holds ':' (shopify/api.ts shopIdOf), and then the
 * lower-case address, whose domain never holds ':' or '@' (lib/email.ts checkLoginEmail). The
 * redaction map (webhooks/redaction-map.ts) finds a customer's and a shop's keys by these exact
 * parts.
 */
export const KEY_PREFIX = {
  sendUid: 'send:uid:',
  sendIp: 'send:ip:',
  sendEmailIp: 'send:email-ip:',
  sendEmail: 'send:email:',
  checkUid: 'check:uid:',
  checkIp: 'check:ip:',
  wrongEmail: 'wrong:email:',
  proxyCustomer: 'proxy:customer:',
  trackUid: 'track:uid:',
  trackIp: 'track:ip:',
  trackShop: 'track:shop:',
} as const;

/** The keys of the limits above, e.g. `limitKeys.sendEmail('demo-shop', 'A@b.co')` is 'send:email:demo-shop:a@b.co'. */
export const limitKeys = {
  /** codes mailed for a session (Firebase uid) */
  sendUid: (uid: string) => `${KEY_PREFIX.sendUid}${uid}`,
  /** codes mailed for a client address */
  sendIp: (ip: string) => `${KEY_PREFIX.sendIp}${ip}`,
  /** codes mailed to an address of a shop from a client address */
  sendEmailIp: (shopId: string, email: string, ip: string) => `${KEY_PREFIX.sendEmailIp}${shopId}:${email.toLowerCase()}:${ip}`,
  /** codes mailed to an address of a shop */
  sendEmail: (shopId: string, email: string) => `${KEY_PREFIX.sendEmail}${shopId}:${email.toLowerCase()}`,
  /** code checks of a session */
  checkUid: (uid: string) => `${KEY_PREFIX.checkUid}${uid}`,
  /** code checks from a client address */
  checkIp: (ip: string) => `${KEY_PREFIX.checkIp}${ip}`,
  /** wrong codes for an address of a shop */
  wrongEmail: (shopId: string, email: string) => `${KEY_PREFIX.wrongEmail}${shopId}:${email.toLowerCase()}`,
  /** app proxy sign-ins of a customer of a shop */
  proxyCustomer: (shopId: string, customerId: string) => `${KEY_PREFIX.proxyCustomer}${shopId}:${customerId}`,
  /** tracking events of a caller (Firebase uid) */
  trackUid: (uid: string) => `${KEY_PREFIX.trackUid}${uid}`,
  /** tracking events from a client address */
  trackIp: (ip: string) => `${KEY_PREFIX.trackIp}${ip}`,
  /** tracking events of a shop */
  trackShop: (shopId: string) => `${KEY_PREFIX.trackShop}${shopId}`,
};

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
