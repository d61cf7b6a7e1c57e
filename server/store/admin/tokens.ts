/**
 * OAuth token exchange as Shopify does it for embedded apps: POST /admin/oauth/access_token
 * (JSON or form body) on a shop's domain (shops.ts says which shop a request is for). A session
 * token (HS256 JWT signed with the app secret, for that shop, not expired) becomes an offline access token, expiring in 1 h with a 90-day refresh token when
 * `expiring=1`; `grant_type=refresh_token` rotates the pair (the old refresh and access tokens
 * stop working). Tokens belong to the shop that issued them. Errors as Shopify's: 400 invalid_request / invalid_subject_token / invalid_grant,
 * 401 invalid_client.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { ShopStore } from './shop-store';
import { noSuchShop } from './shops';

export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_S = 7_776_000;
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
export const OFFLINE_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';
export const ONLINE_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:online-access-token';

export interface AppCredentials { apiKey: string; apiSecret: string; scopes: string; shop: string }

const exchangeBody = z.object({
  grant_type: z.literal(TOKEN_EXCHANGE_GRANT),
  client_id: z.string(),
  client_secret: z.string(),
  subject_token: z.string().min(1),
  subject_token_type: z.literal(ID_TOKEN_TYPE),
  requested_token_type: z.enum([OFFLINE_TOKEN_TYPE, ONLINE_TOKEN_TYPE]),
  expiring: z.enum(['0', '1']).optional(),
});
const refreshBody = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: z.string(),
  client_secret: z.string(),
  refresh_token: z.string().min(1),
});

/**
 * A session token as App Bridge hands one to the embedded app: iss https://{shop}/admin, dest
 * https://{shop}, aud the client id, sub a staff user id, 60 s lifetime by default.
 */
export async function signSessionToken(app: AppCredentials, now: number, opts: { shop?: string; expiresInS?: number; secret?: string } = {}): Promise<string> {
  const shop = opts.shop ?? app.shop;
  const iat = Math.floor(now / 1000);
  return new SignJWT({ dest: `https://${shop}`, sid: randomBytes(16).toString('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`https://${shop}/admin`)
    .setAudience(app.apiKey)
    .setSubject('42')
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (opts.expiresInS ?? 60))
    .setJti(randomBytes(16).toString('hex'))
    .sign(new TextEncoder().encode(opts.secret ?? app.apiSecret));
}

/** A customer account UI extension's session token lifetime, s (shopify.dev: "Set at 5 minutes"). */
export const CUSTOMER_SESSION_TOKEN_TTL_S = 300;

/**
 * A session token as new customer accounts hand one to a customer account UI extension
 * (`shopify.sessionToken.get()`): dest the shop's bare myshopify domain, aud the client id,
 * exp 5 minutes after iat, nbf, jti, and `sub` the signed-in customer's GID
 * (`gid://shopify/Customer/{id}`) when `customerId` is given; no `sub` for a shopper who is not
 * signed in (or an app without protected customer data access).
 */
export async function signCustomerSessionToken(app: AppCredentials, now: number, opts: { customerId?: string | null; shop?: string; expiresInS?: number; secret?: string } = {}): Promise<string> {
  const iat = Math.floor(now / 1000);
  const jwt = new SignJWT({ dest: opts.shop ?? app.shop })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(app.apiKey)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (opts.expiresInS ?? CUSTOMER_SESSION_TOKEN_TTL_S))
    .setJti(randomBytes(16).toString('hex'));
  if (opts.customerId) jwt.setSubject(`gid://shopify/Customer/${opts.customerId}`);
  return jwt.sign(new TextEncoder().encode(opts.secret ?? app.apiSecret));
}

/** The request's body fields as strings (JSON or form), or null when it is neither. */
async function bodyOf(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  } catch {
    return null;
  }
}

const newToken = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** Issues a new access token (and refresh token when expiring) and answers it as Shopify does. */
function issue(store: ShopStore, scope: string, expiring: boolean) {
  const now = store.now();
  const accessToken = newToken(expiring ? 'shpua_' : 'shpat_');
  store.data.accessTokens.push({ token: accessToken, scope, expiresAt: expiring ? now + ACCESS_TOKEN_TTL_S * 1000 : null, revoked: false });
  store.data.installation.installed = true;
  if (!expiring) {
    store.changed();
    return { access_token: accessToken, scope };
  }
  const refreshToken = newToken('shprt_');
  store.data.refreshTokens.push({ token: refreshToken, accessToken, expiresAt: now + REFRESH_TOKEN_TTL_S * 1000, used: false });
  store.changed();
  return { access_token: accessToken, scope, expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshToken, refresh_token_expires_in: REFRESH_TOKEN_TTL_S };
}

/** The access token's record when it is known, not revoked and not expired. */
export function validAccessToken(store: ShopStore, token: string | undefined) {
  if (!token) return undefined;
  const record = store.data.accessTokens.find((t) => t.token === token);
  if (!record || record.revoked || (record.expiresAt !== null && record.expiresAt <= store.now())) return undefined;
  return record;
}

/** Revokes every access and refresh token of the app (uninstall). */
export function revokeAll(store: ShopStore): void {
  for (const t of store.data.accessTokens) t.revoked = true;
  for (const r of store.data.refreshTokens) r.used = true;
  store.data.installation.installed = false;
  store.changed();
}

/** A shop's side of token exchange: its data (where its tokens live) and the app's credentials with the shop's domain. */
export interface TokenShop { store: ShopStore; creds: AppCredentials }

/**
 * Registers POST /admin/oauth/access_token.
 * @param shopOf the shop a request is for, or null for a myshopify domain of no shop (404)
 */
export function registerTokenExchange(app: Hono, shopOf: (c: Context) => TokenShop | null): void {
  const error = (c: Context, status: 400 | 401, code: string, description: string) => c.json({ error: code, error_description: description }, status);

  app.post('/admin/oauth/access_token', async (c) => {
    const shop = shopOf(c);
    if (!shop) return noSuchShop(c);
    const { store, creds } = shop;
    c.header('Cache-Control', 'no-store');
    const body = await bodyOf(c);
    if (!body) return error(c, 400, 'invalid_request', 'The request body must be JSON or a form.');
    if (body.client_id !== creds.apiKey || body.client_secret !== creds.apiSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Client credentials are invalid.' }, 401);
    }
    if (body.grant_type === 'refresh_token') {
      const parsed = refreshBody.safeParse(body);
      if (!parsed.success) return error(c, 400, 'invalid_request', 'refresh_token is required.');
      const record = store.data.refreshTokens.find((r) => r.token === parsed.data.refresh_token);
      if (!record || record.used || record.expiresAt <= store.now()) return error(c, 400, 'invalid_grant', 'The refresh token is invalid, expired or already used.');
      record.used = true;
      const old = store.data.accessTokens.find((t) => t.token === record.accessToken);
      if (old) old.revoked = true;
      return c.json(issue(store, old?.scope ?? creds.scopes, true));
    }
    const parsed = exchangeBody.safeParse(body);
    if (!parsed.success) {
      const issue0 = parsed.error.issues[0];
      return error(c, 400, 'invalid_request', `Invalid ${issue0?.path.join('.') || 'request'}: ${issue0?.message ?? 'malformed'}`);
    }
    try {
      const { payload } = await jwtVerify(parsed.data.subject_token, new TextEncoder().encode(creds.apiSecret), {
        algorithms: ['HS256'], audience: creds.apiKey, issuer: `https://${creds.shop}/admin`, currentDate: new Date(store.now()), clockTolerance: 5,
      });
      if (payload.dest !== `https://${creds.shop}`) throw new Error('dest');
    } catch {
      return error(c, 400, 'invalid_subject_token', 'The session token is invalid, expired, or for another shop or app.');
    }
    return c.json(issue(store, creds.scopes, parsed.data.expiring === '1'));
  });
}
