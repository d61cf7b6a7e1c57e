/**
 * Shopify multipass tokens (shopify.dev, Multipass): the customer JSON with `created_at`, AES-128-CBC
 * encrypted with a random IV under the first 16 bytes of SHA-256(secret), signed with HMAC-SHA256
 * under the last 16 bytes, and sent as URL-safe base64 of IV + ciphertext + signature.
 * The reference API encodes; the storefront emulator decodes, as Shopify does.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Customer data Shopify accepts in a multipass token (the fields we use). */
export interface MultipassCustomer {
  email: string;
  /** ISO 8601; set by encodeMultipass */
  created_at?: string;
  /** path or URL on the store to land on after login */
  return_to?: string;
  /** the provider's own id for the customer */
  identifier?: string;
  first_name?: string;
  last_name?: string;
}

/** Token validity window, ms (Shopify accepts tokens for 15 minutes). */
export const MULTIPASS_MAX_AGE_MS = 15 * 60_000;

function keys(secret: string): { encryption: Buffer; signing: Buffer } {
  const material = createHash('sha256').update(secret, 'utf8').digest();
  return { encryption: material.subarray(0, 16), signing: material.subarray(16, 32) };
}

/** A multipass token for `customer`, stamped with `now` (epoch ms) as created_at. */
export function encodeMultipass(secret: string, customer: MultipassCustomer, now = Date.now()): string {
  const { encryption, signing } = keys(secret);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', encryption, iv);
  const body = Buffer.concat([iv, cipher.update(JSON.stringify({ ...customer, created_at: new Date(now).toISOString() }), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', signing).update(body).digest();
  return Buffer.concat([body, signature]).toString('base64url');
}

export type MultipassError = 'malformed' | 'bad-signature' | 'expired';

/**
 * The customer inside `token` when its signature holds and it was created within 15 minutes
 * before `now` (and not more than a minute ahead, for clock skew); otherwise the reason.
 */
export function decodeMultipass(secret: string, token: string, now = Date.now()): { customer: MultipassCustomer } | { error: MultipassError } {
  const { encryption, signing } = keys(secret);
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 16 + 16 + 32) return { error: 'malformed' };
  const body = raw.subarray(0, raw.length - 32);
  const expected = createHmac('sha256', signing).update(body).digest();
  if (!timingSafeEqual(expected, raw.subarray(raw.length - 32))) return { error: 'bad-signature' };
  let customer: MultipassCustomer;
  try {
    const decipher = createDecipheriv('aes-128-cbc', encryption, body.subarray(0, 16));
    customer = JSON.parse(Buffer.concat([decipher.update(body.subarray(16)), decipher.final()]).toString('utf8'));
  } catch {
    return { error: 'malformed' };
  }
  const created = Date.parse(customer.created_at ?? '');
  if (!customer.email || !Number.isFinite(created)) return { error: 'malformed' };
  if (now - created > MULTIPASS_MAX_AGE_MS || created - now > 60_000) return { error: 'expired' };
  return { customer };
}
