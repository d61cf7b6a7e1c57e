/**
 * Order-editing sessions: a link to the storefront's order-edit page
 * (`/apps/status/order-edit/{orderId}?session={session}`, served by the storefront emulator) that
 * works for ORDER_EDIT_SESSION_TTL_MS. The session is `{expires, epoch ms}.{signature}`, the
 * signature HMAC-SHA256 over 'order-edit:{shopId}:{orderId}:{expires}' keyed with the shop's
 * `signing_secret` (a random value the database makes per shop and never sends out), base64url.
 * The store checks a session with `GET /orders/{shopId}/order-editing-session/{id}?session=`
 * (routes/order-edit.ts), so the secret stays in the API.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { notFound } from '../errors';

/** How long an order-editing link works, ms (as long as a multipass token). */
export const ORDER_EDIT_SESSION_TTL_MS = 15 * 60_000;

/** The storefront path of the order-edit page, before the order id. */
export const ORDER_EDIT_PATH = '/apps/status/order-edit/';

const SESSION = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, shopId: string, orderId: string, expires: number) =>
  createHmac('sha256', secret).update(`order-edit:${shopId}:${orderId}:${expires}`).digest();

/**
 * A session for `orderId` that expires at `expires` (epoch ms).
 * @returns '{expires}.{43 base64url characters}'
 */
export function signEditSession(secret: string, shopId: string, orderId: string, expires: number): string {
  return `${expires}.${sign(secret, shopId, orderId, expires).toString('base64url')}`;
}

/**
 * Checks a session made by `signEditSession` (constant-time on the signature).
 * @param now epoch ms
 * @returns 'ok', 'expired' (genuine but past its time) or 'invalid' (malformed, or signed for
 *   another order, shop or secret)
 */
export function checkEditSession(secret: string, shopId: string, orderId: string, session: string, now: number): 'ok' | 'expired' | 'invalid' {
  const m = SESSION.exec(session);
  if (!m) return 'invalid';
  const expires = Number(m[1]);
  const given = Buffer.from(m[2]!, 'base64url');
  const wanted = sign(secret, shopId, orderId, expires);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
  return expires > now ? 'ok' : 'expired';
}

/**
 * The shop's signing secret.
 * @throws ApiError 404 'No shop id found' for an unknown shop
 */
export async function signingSecretOf(db: Queryable, shopId: string): Promise<string> {
  const { rows } = await db.query<{ signing_secret: string }>('SELECT signing_secret FROM shops WHERE id = $1', [shopId]);
  if (!rows[0]) throw notFound('No shop id found');
  return rows[0].signing_secret;
}

/** The order-edit page's URL on `origin` (the shop's primary storefront origin). */
export function orderEditUrl(origin: string, orderId: string, session: string): string {
  return `${origin}${ORDER_EDIT_PATH}${encodeURIComponent(orderId)}?session=${encodeURIComponent(session)}`;
}
