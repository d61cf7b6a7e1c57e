/**
 * One-time login codes: 4 digits (SPEC.md 9 'OTP length 4'), stored only as a salted scrypt hash.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A code is valid for 10 minutes, ms. */
export const CODE_TTL_MS = 600_000;
/** Wrong attempts per email within LOCKOUT_WINDOW_MS after which every attempt is refused. */
export const MAX_ATTEMPTS = 5;
/** How far back wrong attempts count towards MAX_ATTEMPTS, ms (15 minutes). */
export const LOCKOUT_WINDOW_MS = 900_000;
export const CODE_LENGTH = 4;

/** A fresh code, '0000'..'9999', from a CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * The code as typed: numbers lose leading zeros on the wire (0042 arrives as 42), so pad back.
 * @returns null when `otp` cannot be a code (not an integer in 0..9999, or a string of other than 4 digits)
 */
export function normalizeCode(otp: unknown): string | null {
  if (typeof otp === 'number' && Number.isInteger(otp) && otp >= 0 && otp < 10 ** CODE_LENGTH) {
    return String(otp).padStart(CODE_LENGTH, '0');
  }
  if (typeof otp === 'string' && new RegExp(`^\\d{${CODE_LENGTH}}$`).test(otp)) return otp;
  return null;
}

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, 32, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Hashes `code` with a new 16-byte salt; both come back base64-encoded. */
export async function hashCode(code: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16);
  return { hash: (await derive(code, salt)).toString('base64'), salt: salt.toString('base64') };
}

/** True when `code` hashes to `hash` under `salt` (constant-time compare). */
export async function codeMatches(code: string, hash: string, salt: string): Promise<boolean> {
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(code, Buffer.from(salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
