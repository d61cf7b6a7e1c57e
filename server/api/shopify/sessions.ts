/**
 * Each installed shop's offline session (table `shopify_sessions`, migration 7): the access
 * token and refresh token sealed with token-crypto.ts, their expiry times, the granted scope.
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

interface SessionRow {
  shop: string;
  shop_id: string;
  scope: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | null;
  refresh_token_expires_at: Date | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Stores (or replaces) the session of `session.shop`, its tokens sealed for `session.shopId`
 * (token-crypto.ts; a session read in the older v1 form is written as v2 here). `now` is epoch ms.
 */
export async function saveSession(db: Queryable, key: Buffer, session: StoredSession, now: number): Promise<void> {
  await db.query(
    `INSERT INTO shopify_sessions (shop, shop_id, scope, access_token, refresh_token, expires_at, refresh_token_expires_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (shop) DO UPDATE SET shop_id = EXCLUDED.shop_id, scope = EXCLUDED.scope, access_token = EXCLUDED.access_token,
       refresh_token = EXCLUDED.refresh_token, expires_at = EXCLUDED.expires_at,
       refresh_token_expires_at = EXCLUDED.refresh_token_expires_at, updated_at = EXCLUDED.updated_at`,
    [
      session.shop, session.shopId, session.scope, sealToken(key, session.accessToken, session.shopId),
      session.refreshToken === null ? null : sealToken(key, session.refreshToken, session.shopId),
      iso(session.expiresAt), iso(session.refreshTokenExpiresAt), new Date(now).toISOString(),
    ],
  );
}

/**
 * The session of our shop `shopId`; with `forUpdate`, its row stays locked until `db`'s
 * transaction ends (one refresh at a time across API instances).
 * @returns null when the shop has none, or when its access token does not open with `key` for
 *   this shop (a token copied from another shop's row, a changed key): the shop installs again
 */
export async function loadSession(db: Queryable, key: Buffer, shopId: string, forUpdate = false): Promise<StoredSession | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT shop, shop_id, scope, access_token, refresh_token, expires_at, refresh_token_expires_at
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
  };
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

/** Deletes the session of our shop `shopId` (uninstall, shop redaction). */
export async function deleteSession(db: Queryable, shopId: string): Promise<void> {
  await db.query('DELETE FROM shopify_sessions WHERE shop_id = $1', [shopId]);
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
