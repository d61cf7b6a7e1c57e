/**
 * The sign-in attempts of new customer accounts' hosted sign-in, as
 * Shopify keeps them for a browser: each visitor (an opaque random id in an HttpOnly cookie)
 * has a form token (CSRF) and, once they asked for one, a pending 6-digit code for one email
 * address. A code is random, single use, valid 10 minutes, and burned after 5 wrong tries.
 * Only a hash of the code is kept. In memory, like the emulator's store sessions.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** Cookie naming the visitor's sign-in attempt (64 hex chars). */
export const SIGN_IN_COOKIE = 'customer_authentication';
/** How long a code is valid, ms. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code survives; the fifth burns it. */
export const MAX_WRONG_TRIES = 5;

const MAX_ATTEMPTS = 10_000;
const ATTEMPT_ID = /^[0-9a-f]{64}$/;

interface PendingCode { hash: Buffer; expiresAt: number; wrongTries: number }

/** One visitor's sign-in attempt. */
export interface SignInAttempt {
  /** the form token every POST must carry (hex) */
  formToken: string;
  /** the address the pending code went to */
  email: string | null;
  code: PendingCode | null;
  /** last use, epoch ms (pruning) */
  touchedAt: number;
}

/** Outcome of `verify`: 'ok' (the code is spent), or why not. */
export type VerifyResult = 'ok' | 'wrong' | 'too-many-tries' | 'expired' | 'no-code';

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** In-memory sign-in attempts keyed by the visitor cookie. */
export class SignInCodes {
  private readonly attempts = new Map<string, SignInAttempt>();

  constructor(private readonly now: () => number) {}

  /**
   * The request's attempt, created (with a fresh form token and the cookie: HttpOnly,
   * SameSite=Lax, Path=/) when the visitor has none or an unknown one.
   */
  attempt(c: Context): SignInAttempt {
    const id = getCookie(c, SIGN_IN_COOKIE);
    const found = id && ATTEMPT_ID.test(id) ? this.attempts.get(id) : undefined;
    if (found) {
      found.touchedAt = this.now();
      return found;
    }
    this.prune();
    const fresh: SignInAttempt = { formToken: randomBytes(24).toString('hex'), email: null, code: null, touchedAt: this.now() };
    const newId = randomBytes(32).toString('hex');
    this.attempts.set(newId, fresh);
    setCookie(c, SIGN_IN_COOKIE, newId, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
    return fresh;
  }

  /** True when `token` is the attempt's form token (constant-time compare). */
  static formTokenMatches(attempt: SignInAttempt, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const a = Buffer.from(attempt.formToken);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Issues a new 6-digit code for `email` (replacing any pending one) and returns it, e.g. '042917'. */
  issue(attempt: SignInAttempt, email: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    attempt.email = email;
    attempt.code = { hash: hashCode(code), expiresAt: this.now() + CODE_TTL_MS, wrongTries: 0 };
    return code;
  }

  /**
   * Checks `code` against the attempt's pending code. A right code is spent ('ok'); a wrong one
   * counts a try ('wrong', or 'too-many-tries' on the fifth, which burns the code); a code past
   * its 10 minutes is burned ('expired'); without a pending code: 'no-code'.
   */
  verify(attempt: SignInAttempt, code: string): VerifyResult {
    const pending = attempt.code;
    if (!pending) return 'no-code';
    if (this.now() > pending.expiresAt) {
      attempt.code = null;
      return 'expired';
    }
    if (timingSafeEqual(hashCode(code), pending.hash)) {
      attempt.code = null;
      return 'ok';
    }
    pending.wrongTries += 1;
    if (pending.wrongTries >= MAX_WRONG_TRIES) {
      attempt.code = null;
      return 'too-many-tries';
    }
    return 'wrong';
  }

  /** Drops attempts idle for longer than a code lives, and the oldest past 10,000. */
  private prune(): void {
    const cutoff = this.now() - CODE_TTL_MS * 3;
    for (const [id, a] of this.attempts) if (a.touchedAt < cutoff) this.attempts.delete(id);
    while (this.attempts.size >= MAX_ATTEMPTS) this.attempts.delete(this.attempts.keys().next().value as string);
  }
}
