/**
 * Shopify's side of customer login for the storefront emulator: multipass login
 * (`/account/login/multipass/{token}`) and logout (`/account/logout`). Pages of the account
 * area (`/account`, `/account/login`) are rendered by the app.
 */
import type { Hono } from 'hono';
import { decodeMultipass } from '../lib/multipass';
import type { SessionStore, UsedTokens } from './session';

/** Where Shopify sends a browser whose multipass token is refused. */
export const MULTIPASS_INVALID_URL = '/account/login?multipass=invalid';

/** What the account routes need from the app. */
export interface AccountRouteOptions {
  sessions: SessionStore;
  usedTokens: UsedTokens;
  /** the shop's multipass secret */
  multipassSecret: string;
  /** the clock, epoch ms */
  now: () => number;
}

const CUSTOMER_ID = /^[0-9A-Za-z_-]{1,64}$/;
const MAX_TOKEN_LENGTH = 8192;

/** Backslashes (browsers read them as '/') and control characters (stripped or split on by some). */
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f]/;

/** True for a path that stays on the origin it is resolved against: one leading '/', no backslash or control character. */
const isSameOriginPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARS.test(path);

/**
 * The same-origin path to land on for a multipass `return_to`, or null when it leads elsewhere.
 * Accepted: a path starting with a single '/' (not '//', no backslashes or control characters),
 * or an absolute http(s) URL on the request's own origin without credentials. Either is
 * normalized (dot segments resolved) and reduced to its path, query and hash, and that result
 * must again start with exactly one '/': '/.//evil.example' and 'http://store//evil.example'
 * normalize to '//evil.example', which a browser reads as another host (an open redirect).
 */
export function safeReturnPath(returnTo: unknown, requestUrl: string): string | null {
  if (typeof returnTo !== 'string' || UNSAFE_CHARS.test(returnTo)) return null;
  const origin = new URL(requestUrl).origin;
  const isPath = returnTo.startsWith('/');
  if (isPath && !isSameOriginPath(returnTo)) return null;
  let url: URL;
  try {
    url = isPath ? new URL(returnTo, origin) : new URL(returnTo);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameOriginPath(path) ? path : null;
}

/**
 * Registers `GET /account/login/multipass/:token` and `GET /account/logout`.
 *
 * Multipass: the token is decoded with the shop's secret; a malformed, wrongly signed, expired
 * (older than 15 minutes) or already used token, or one without a usable `identifier` (the
 * Shopify customer id), redirects 302 to `/account/login?multipass=invalid` and starts no
 * session. A good token starts a fresh store session for the customer and redirects 302 to its
 * `return_to` when that stays on the store (see `safeReturnPath`), else to `/account`.
 *
 * Logout ends the session (server-side and cookie) and redirects 302 to `/`.
 */
export function registerAccountRoutes(app: Hono, opts: AccountRouteOptions): void {
  app.get('/account/login/multipass/:token', (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.param('token');
    const now = opts.now();
    const decoded = token.length <= MAX_TOKEN_LENGTH ? decodeMultipass(opts.multipassSecret, token, now) : { error: 'malformed' as const };
    if ('error' in decoded) return c.redirect(MULTIPASS_INVALID_URL, 302);
    const { customer } = decoded;
    const identifier: unknown = customer.identifier;
    const customerId = typeof identifier === 'number' && Number.isSafeInteger(identifier) ? String(identifier) : identifier;
    if (typeof customerId !== 'string' || !CUSTOMER_ID.test(customerId) || typeof customer.email !== 'string') {
      return c.redirect(MULTIPASS_INVALID_URL, 302);
    }
    if (!opts.usedTokens.claim(token, Date.parse(customer.created_at!), now)) return c.redirect(MULTIPASS_INVALID_URL, 302);
    opts.sessions.start(c, {
      customerId,
      email: customer.email,
      firstName: typeof customer.first_name === 'string' && customer.first_name ? customer.first_name : null,
      lastName: typeof customer.last_name === 'string' && customer.last_name ? customer.last_name : null,
      createdAt: now,
    });
    return c.redirect(safeReturnPath(customer.return_to, c.req.url) ?? '/account', 302);
  });

  app.get('/account/logout', (c) => {
    c.header('Cache-Control', 'no-store');
    opts.sessions.end(c);
    return c.redirect('/', 302);
  });
}
