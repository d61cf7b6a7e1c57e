/**
 * Access and refresh tokens at rest: AES-256-GCM with a 32-byte key from configuration
 * (TOKEN_ENCRYPTION_KEY), so a copy of the database alone does not give access to any shop.
 * Stored form: 'v2.' + base64url(12-byte IV) + '.' + base64url(16-byte tag) + '.' + base64url(ciphertext),
 * the shop id as associated data; 'v1.' (the same without associated data) is still read.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The key local runs and tests use; production requires TOKEN_ENCRYPTION_KEY. */
export const DEMO_TOKEN_KEY = 'demo-status-local-token-key-not-for-production';

/**
 * The 32-byte AES key of a configured secret: 64 hex digits or 44 base64 characters are taken
 * as the key itself, any other text (at least 32 characters) is hashed with SHA-256.
 * @throws Error for a secret shorter than 32 characters
 */
export function tokenKey(secret: string): Buffer {
  if (/^[0-9a-fA-F]{64}$/.test(secret)) return Buffer.from(secret, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(secret)) return Buffer.from(secret, 'base64');
  if (secret.length < 32) throw new Error('The token encryption key must have at least 32 characters');
  return createHash('sha256').update(secret).digest();
}

const TAG_BYTES = 16;
const IV_BYTES = 12;

/** The associated data of a v2 token: the shop it belongs to, so a copy in another shop's row does not open. */
const shopAad = (shopId: string): Buffer => Buffer.from(`shopify_sessions:${shopId}`, 'utf8');

/**
 * Encrypts `plain` with `key` (32 bytes), a fresh IV each time, bound to our shop id `shopId`
 * as GCM associated data (docs/security.md 'Stored tokens').
 * @returns 'v2.' + base64url(IV) + '.' + base64url(16-byte tag) + '.' + base64url(ciphertext)
 */
export function sealToken(key: Buffer, plain: string, shopId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(shopAad(shopId));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v2', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/**
 * Decrypts what `sealToken` made for `shopId`. A 'v2' token opens only for the shop it was
 * sealed for; a 'v1' token (sealed before tokens were bound to their shop, no associated data)
 * still opens, and the next save of the session writes it as v2. Either needs the full 16-byte
 * tag: a shorter one would let a forger guess a tag with fewer tries.
 * @returns null when `sealed` is malformed, has a short tag, was not sealed with `key`, or (v2)
 *   was sealed for another shop: a stored token that does not open reads as no token
 */
export function openToken(key: Buffer, sealed: string, shopId: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4) return null;
  const [v, ivText, tagText, data] = parts as [string, string, string, string];
  if (v !== 'v1' && v !== 'v2') return null;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    if (v === 'v2') decipher.setAAD(shopAad(shopId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
