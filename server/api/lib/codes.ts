/**
 * One-time login codes: 4 digits (docs/product.md#limits 'OTP length 4'), stored only as a salted scrypt hash.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A code is valid for 10 minutes, ms. */
export const CODE_TTL_MS = 600_000;
/** Wrong guesses a code (or a magic link) takes; after them it is refused for good. */
export const MAX_ATTEMPTS = 5;
export const CODE_LENGTH = 4;
/** scrypt derivations that may run at once; more wait their turn (each takes a thread of libuv's pool). */
export const HASH_CONCURRENCY = 2;

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

let running = 0;
const waiting: Array<() => void> = [];

/** scrypt of `code`, at most HASH_CONCURRENCY at a time, so a burst of checks cannot take every pool thread. */
async function derive(code: string, salt: Buffer): Promise<Buffer> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(code, salt, 32, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    const next = waiting.shift();
    if (next) next(); // hands its slot straight to the next caller
    else running--;
  }
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
