/**
 * Access and refresh tokens at rest: AES-256-GCM with a 32-byte key from configuration
 * (TOKEN_ENCRYPTION_KEY), so a copy of the database alone does not give access to any shop.
 * Stored form: 'v1.' + base64url(12-byte IV) + '.' + base64url(tag) + '.' + base64url(ciphertext).
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

/** Encrypts `plain` with `key` (32 bytes), a fresh IV each time. */
export function sealToken(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/**
 * Decrypts what `sealToken` made.
 * @returns null when `sealed` is malformed or was not sealed with `key` (a changed key reads as no token)
 */
export function openToken(key: Buffer, sealed: string): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
