/**
 * Each installed shop's offline session (table `shopify_sessions`, migrations 7 and 13): the
 * access token and refresh token sealed with token-crypto.ts, their expiry times, the granted
 * scope, the lease of a refresh under way and whether the session needs token exchange again
 * (docs/deploying.md 'When a refresh fails').
 */
import type { Queryable } from '../db/db';
import { openToken, sealToken } from './token-crypto';

/** A shop's offline session, tokens in clear. Times are epoch ms; null when Shopify gave none. */
export interface StoredSession {
  /** the myshopify domain, e.g. 'demo-shop.myshopify.com' */
  shop: string;
  /** our shop id, e.g. 'demo-shop' */
  shopId: string;
  scope: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number | null;
  refreshTokenExpiresAt: number | null;
}

/**
 * A stored session as loaded, with its refresh state. Times are epoch ms.
 * `exchangeNeededAt`: when Shopify refused its refresh for good (the refresh token was used,
 * expired or revoked); until the merchant's next session token runs token exchange, the session
 * is not used. `refreshLeaseUntil`: until when an API instance refreshes it (admin-client.ts).
 */
export interface LoadedSession extends StoredSession {
  exchangeNeededAt: number | null;
  refreshLeaseUntil: number | null;
}

interface SessionRow {
  shop: string;
  shop_id: string;
  scope: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  exchange_needed_at: Date | null;
  refresh_lease_until: Date | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Stores (or replaces) the session of `session.shop`, its tokens sealed for `session.shopId`
 * (token-crypto.ts; a session read in the older v1 form is written as v2 here). `now` is epoch ms.
 * A new token pair ends any refresh lease and the need for token exchange.
 */
export async function saveSession(db: Queryable, key: Buffer, session: StoredSession, now: number): Promise<void> {
  await db.query(
    `INSERT INTO shopify_sessions (shop, shop_id, scope, access_token, refresh_token, expires_at, refresh_token_expires_at, updated_at, exchange_needed_at, refresh_lease_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL)
     ON CONFLICT (shop) DO UPDATE SET shop_id = EXCLUDED.shop_id, scope = EXCLUDED.scope, access_token = EXCLUDED.access_token,
       refresh_token = EXCLUDED.refresh_token, expires_at = EXCLUDED.expires_at,
       refresh_token_expires_at = EXCLUDED.refresh_token_expires_at, updated_at = EXCLUDED.updated_at,
       exchange_needed_at = NULL, refresh_lease_until = NULL`,
    [
      session.shop, session.shopId, session.scope, sealToken(key, session.accessToken, session.shopId),
      session.refreshToken === null ? null : sealToken(key, session.refreshToken, session.shopId),
      iso(session.expiresAt), iso(session.refreshTokenExpiresAt), new Date(now).toISOString(),
    ],
  );
}

/**
 * The session of our shop `shopId`; with `forUpdate`, its row stays locked until `db`'s
 * transaction ends (a short read and write of its refresh state, never a call to Shopify).
 * @returns null when the shop has none, or when its access token does not open with `key` for
 *   this shop (a token copied from another shop's row, a changed key): the shop installs again
 */
export async function loadSession(db: Queryable, key: Buffer, shopId: string, forUpdate = false): Promise<LoadedSession | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT shop, shop_id, scope, access_token, refresh_token, expires_at, refresh_token_expires_at, exchange_needed_at, refresh_lease_until
     FROM shopify_sessions WHERE shop_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  const r = rows[0];
  if (!r) return null;
  const accessToken = openToken(key, r.access_token, shopId);
  if (accessToken === null) return null;
  return {
    shop: r.shop,
    shopId: r.shop_id,
    scope: r.scope,
    accessToken,
    refreshToken: r.refresh_token === null ? null : openToken(key, r.refresh_token, shopId),
    expiresAt: r.expires_at ? r.expires_at.getTime() : null,
    refreshTokenExpiresAt: r.refresh_token_expires_at ? r.refresh_token_expires_at.getTime() : null,
    exchangeNeededAt: r.exchange_needed_at ? r.exchange_needed_at.getTime() : null,
    refreshLeaseUntil: r.refresh_lease_until ? r.refresh_lease_until.getTime() : null,
  };
}

/**
 * Claims the refresh of our shop `shopId`'s session until `untilMs` (epoch ms); run it in the
 * transaction that read the session `forUpdate` and found no live lease.
 */
export async function leaseRefresh(db: Queryable, shopId: string, untilMs: number): Promise<void> {
  await db.query('UPDATE shopify_sessions SET refresh_lease_until = $2 WHERE shop_id = $1', [shopId, new Date(untilMs).toISOString()]);
}

/** Ends the refresh lease of our shop `shopId` without a new token (Shopify did not answer). */
export async function releaseRefresh(db: Queryable, shopId: string): Promise<void> {
  await db.query('UPDATE shopify_sessions SET refresh_lease_until = NULL WHERE shop_id = $1', [shopId]);
}

/**
 * Marks our shop `shopId`'s session as needing token exchange (Shopify refused its refresh or
 * its fresh token for good), at `now` (epoch ms), and ends any refresh lease. The merchant's next
 * session token runs token exchange (install.ts `renewSession`); until then the app does not
 * ask Shopify with it.
 */
export async function markExchangeNeeded(db: Queryable, shopId: string, now: number): Promise<void> {
  await db.query(
    'UPDATE shopify_sessions SET exchange_needed_at = COALESCE(exchange_needed_at, $2), refresh_lease_until = NULL WHERE shop_id = $1',
    [shopId, new Date(now).toISOString()],
  );
}

/**
 * Sets the granted scope of our shop `shopId`'s session (app/scopes_update, as Shopify's app
 * template does): `scopes` joined with commas, as Shopify answers a token's scope. A session
 * written after `asOf` is left alone: the token exchange or refresh that wrote it stored the
 * scope Shopify granted then, which is newer than the change. Times are epoch ms.
 * @param asOf when the scopes changed (the payload's updated_at); null: always update
 * @returns true when a session was updated, false when the shop has none or it is newer
 */
export async function updateSessionScope(db: Queryable, shopId: string, scopes: readonly string[], asOf: number | null, now: number): Promise<boolean> {
  const { rows } = await db.query<{ shop: string }>(
    `UPDATE shopify_sessions SET scope = $2, updated_at = $3
     WHERE shop_id = $1 AND ($4::timestamptz IS NULL OR updated_at <= $4::timestamptz) RETURNING shop`,
    [shopId, scopes.join(','), new Date(now).toISOString(), iso(asOf)],
  );
  return rows.length > 0;
}

/**
 * A `StoredSession` of what shopify-api's token exchange or refresh answered. shopify-api dates
 * `expires` from the real clock; the stored times count from `now` (the app's clock) instead.
 */
export function sessionFromShopify(
  session: { shop: string; scope?: string; accessToken?: string; refreshToken?: string; expires?: Date; refreshTokenExpires?: Date },
  shopId: string,
  now: number,
): StoredSession {
  const real = Date.now();
  const at = (d: Date | undefined) => (d ? now + (d.getTime() - real) : null);
  if (!session.accessToken) throw new Error('Shopify answered no access token');
  return {
    shop: session.shop,
    shopId,
    scope: session.scope ?? '',
    accessToken: session.accessToken,
    refreshToken: session.refreshToken ?? null,
    expiresAt: at(session.expires),
    refreshTokenExpiresAt: at(session.refreshTokenExpires),
  };
}
