/**
 * The confirmation page's secrets of an order: its pass (`GET .../order-with-pass/{id}/{pass}`)
 * and its one-click id (`GET .../order-one-click/{oneClickId}`). Shopify has no such secrets; the
 * app derives them from the shop's `signing_secret` (shops table, never sent out) with
 * HMAC-SHA256, so nothing is stored and every order of every shop has its own:
 *   pass       = hex(HMAC('pass:' + orderId)) cut to 32 characters
 *   oneClickId = orderId + '-' + hex(HMAC('one-click:' + orderId)) cut to 32 characters
 * Checks compare in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex characters of a pass and of a one-click id's secret part. */
export const SECRET_LENGTH = 32;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex').slice(0, SECRET_LENGTH);

/** The pass of `orderId` (numeric Shopify order id) in the shop whose signing secret is `secret`. */
export const orderPass = (secret: string, orderId: string): string => mac(secret, `pass:${orderId}`);

/** The one-click id of `orderId`: '{orderId}-{32 hex}'. */
export const oneClickIdOf = (secret: string, orderId: string): string => `${orderId}-${mac(secret, `one-click:${orderId}`)}`;

/** True when `a` and `b` are equal, in time that depends on neither's content. */
function same(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Equal lengths for timingSafeEqual; a wrong length still costs one comparison.
  return timingSafeEqual(x.length === y.length ? x : y, y) && x.length === y.length;
}

/** True when `given` is the pass of `orderId`. */
export const passMatches = (secret: string, orderId: string, given: string): boolean => same(orderPass(secret, orderId), given);

/**
 * The order id a one-click id stands for, when it is genuine.
 * @returns the numeric order id, or null for a malformed or forged one-click id
 */
export function orderIdOfOneClick(secret: string, oneClickId: string): string | null {
  const m = /^(\d{1,20})-([0-9a-f]+)$/.exec(oneClickId);
  if (!m) return null;
  return same(oneClickIdOf(secret, m[1]!), oneClickId) ? m[1]! : null;
}
