/**
 * The request envelope of docs/product.md#api-calls as Hono middleware: a verified bearer token on every call,
 * and `{data: {shopId, customerId?, pageCursor?, ...payload}}` as the body of POST and PUT.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv, EnvelopeBody } from './deps';
import { ApiError, badRequest, notFound, unauthenticated } from './errors';
import { isJsonContentType, readJsonBody } from './json-body';
import { parseWith, shopId as shopIdSchema } from './validate';

/**
 * Verifies `Authorization: Bearer {Firebase ID token}` (anonymous users included) and sets
 * `c.var.user`. OPTIONS preflights pass untouched.
 * @throws ApiError 401 'unauthenticated' when the header is missing or the token does not verify
 */
export function requireAuth(deps: Pick<ApiDeps, 'verifyIdToken'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (!match) throw unauthenticated('Missing bearer token.');
    try {
      c.set('user', await deps.verifyIdToken(match[1]));
    } catch {
      throw unauthenticated('Invalid or expired token.');
    }
    await next();
  };
}

const ENVELOPE = z.object({ data: z.looseObject({ shopId: shopIdSchema }) });

/**
 * Reads the envelope of POST and PUT into `c.var.body` (`{}`-like with an empty shopId for
 * GET and DELETE, which send no body), and checks the shop exists. The body text is scanned
 * before it is parsed (json-body.ts: depth at most 32, no NUL, no unpaired surrogates); the
 * payload's own fields are left to each route's `envelope(...)` schema (validate.ts).
 * @throws ApiError 400 'invalid-argument' for a non-JSON content type or body, over-deep JSON, a
 *   missing `data` object or a missing or malformed shopId; 404 'not-found' ('No shop id found')
 *   for an unknown shop
 */
export function readEnvelope(deps: Pick<ApiDeps, 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'POST' && method !== 'PUT') {
      c.set('body', { shopId: '' });
      return next();
    }
    if (!isJsonContentType(c.req.header('Content-Type'))) throw badRequest('The body must be JSON (Content-Type: application/json).');
    const { data } = parseWith(ENVELOPE, await readJsonBody(c), '');
    await assertShop(deps, data.shopId);
    c.set('body', data as EnvelopeBody);
    await next();
  };
}

/** How long a shop found in the database is taken to exist without asking again, ms. */
export const KNOWN_SHOP_MS = 60_000;
const KNOWN_SHOPS_MAX = 1000;
/**
 * Shops seen to exist, per database: shop id -> until (epoch ms, the real clock). Only found
 * shops are kept, so an unknown id asks the database every time and a new shop works at once;
 * a shop uninstalled through another API instance is answered for up to KNOWN_SHOP_MS. Saves
 * a query on every enveloped and public call (docs/performance.md 'Server under load').
 */
const knownShops = new WeakMap<ApiDeps['db'], Map<string, number>>();

/** @throws ApiError 404 when the shop does not exist */
export async function assertShop(deps: Pick<ApiDeps, 'db'>, shopId: string): Promise<void> {
  let known = knownShops.get(deps.db);
  if (!known) knownShops.set(deps.db, known = new Map());
  const now = Date.now();
  if ((known.get(shopId) ?? 0) > now) return;
  // An uninstalled shop (app/uninstalled) answers as an unknown one.
  const { rows } = await deps.db.query('SELECT 1 FROM shops WHERE id = $1 AND uninstalled_at IS NULL', [shopId]);
  if (rows.length === 0) throw notFound('No shop id found');
  if (known.size >= KNOWN_SHOPS_MAX) known.clear();
  known.set(shopId, now + KNOWN_SHOP_MS);
}

/**
 * Drops what this process remembers of `shopId` existing, so an uninstalled or redacted shop
 * answers 404 at once here (other API instances within KNOWN_SHOP_MS).
 */
export function forgetKnownShop(db: ApiDeps['db'], shopId: string): void {
  knownShops.get(db)?.delete(shopId);
}

/**
 * The shop of a route with `:shopId` in its path; for POST/PUT it must equal `data.shopId`.
 * @throws ApiError 400 for a malformed shop id (validate.ts `shopId`) or a mismatch, 404 for an unknown shop
 */
export async function pathShop(
  c: { req: { param(name: 'shopId'): string }; get(key: 'body'): EnvelopeBody },
  deps: Pick<ApiDeps, 'db'>,
): Promise<string> {
  const shopId = parseWith(shopIdSchema, c.req.param('shopId'), 'path.shopId');
  const bodyShop = c.get('body').shopId;
  if (bodyShop && bodyShop !== shopId) throw new ApiError(400, 'invalid-argument', 'data.shopId does not match the path.');
  if (!bodyShop) await assertShop(deps, shopId);
  return shopId;
}
