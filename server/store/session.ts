/**
 * Store customer sessions of the storefront emulator, as Shopify keeps them: an opaque random
 * id in an HttpOnly cookie (`storefront_session`) that maps, server-side and in memory, to the
 * signed-in customer. Nothing the browser can write names the customer: a forged or unknown
 * cookie value is an anonymous visitor.
 *
 * Also the memory of used multipass tokens (Shopify accepts each token once).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MULTIPASS_MAX_AGE_MS } from '../lib/multipass';

/** Cookie holding the store session id (64 hex chars). */
export const SESSION_COOKIE = 'storefront_session';

/** The signed-in customer of a store session. */
export interface StoreSession {
  /** Shopify customer id (the multipass token's `identifier`) */
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** when the session started, epoch ms */
  createdAt: number;
}

const MAX_SESSIONS = 10_000;
const SESSION_ID = /^[0-9a-f]{64}$/;

/** In-memory store sessions keyed by the session cookie's id. */
export class SessionStore {
  private readonly sessions = new Map<string, StoreSession>();

  /** The session for the request's session cookie, or null when anonymous (no, malformed or unknown cookie). */
  current(c: Context): StoreSession | null {
    const id = getCookie(c, SESSION_COOKIE);
    return id && SESSION_ID.test(id) ? this.sessions.get(id) ?? null : null;
  }

  /**
   * Starts a session for `session`'s customer: ends the request's current session (a login
   * always gets a fresh id), stores the new one (dropping the oldest past 10,000) and sets the
   * session cookie: HttpOnly, SameSite=Lax, Path=/, Secure over https, no Max-Age (a browser
   * session cookie).
   */
  start(c: Context, session: StoreSession): void {
    this.forget(c);
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
    const id = randomBytes(32).toString('hex');
    this.sessions.set(id, session);
    setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
  }

  /** Ends the request's session: removes it server-side and deletes the cookie. Harmless when anonymous. */
  end(c: Context): void {
    this.forget(c);
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
  }

  /** Number of live sessions (for tests and diagnostics). */
  get size(): number {
    return this.sessions.size;
  }

  private forget(c: Context): void {
    const id = getCookie(c, SESSION_COOKIE);
    if (id) this.sessions.delete(id);
  }
}

/**
 * Multipass tokens already used, so each signs in once. An entry is kept until the token could
 * no longer pass the age check anyway (15 minutes after its `created_at`, and at least 15
 * minutes after its use), then pruned.
 */
export class UsedTokens {
  /** canonical token -> epoch ms after which the entry may go */
  private readonly used = new Map<string, number>();

  /**
   * Marks `token` used at `now` and returns true, or returns false when it was used before.
   * `createdAt` is the token's created_at (epoch ms). The token is compared in canonical form
   * (its decoded bytes), so another spelling of the same bytes counts as the same token.
   */
  claim(token: string, createdAt: number, now: number): boolean {
    this.prune(now);
    const key = canonicalToken(token);
    if (this.used.has(key)) return false;
    this.used.set(key, Math.max(now, createdAt) + MULTIPASS_MAX_AGE_MS);
    return true;
  }

  /** Number of remembered tokens (for tests and diagnostics). */
  get size(): number {
    return this.used.size;
  }

  private prune(now: number): void {
    for (const [key, until] of this.used) if (until < now) this.used.delete(key);
  }
}

/** The token's bytes in canonical URL-safe base64 (padding, alphabet and stray bits normalized). */
function canonicalToken(token: string): string {
  return Buffer.from(token, 'base64url').toString('base64url');
}
