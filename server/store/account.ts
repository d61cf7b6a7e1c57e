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

/**
 * The same-origin path to land on for a multipass `return_to`, or null when it leads elsewhere.
 * Accepted: a path starting with a single '/' (not '//', no backslashes or control characters),
 * or an absolute http(s) URL on the request's own origin (reduced to its path, query and hash).
 */
export function safeReturnPath(returnTo: unknown, requestUrl: string): string | null {
  if (typeof returnTo !== 'string' || returnTo === '' || /[\\\u0000-\u001f\u007f]/.test(returnTo)) return null;
  const origin = new URL(requestUrl).origin;
  if (returnTo.startsWith('/')) {
    if (returnTo.startsWith('//')) return null;
    const url = new URL(returnTo, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  let url: URL;
  try {
    url = new URL(returnTo);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin || url.username || url.password) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
