/**
 * Installing the app on a shop, as an embedded app's backend does it: App Bridge's session token
 * (checked with shopify-api: signature, audience, expiry; the shop is its `dest`) exchanged for an
 * expiring offline access token, the session stored (sessions.ts), the shop row created or
 * enabled again, then the storefront brought in step (storefront-sync.ts: the shop's domains read
 * from Shopify, the app embed's metafield written). A shop whose stored session Shopify no longer
 * accepts (a lost or refused refresh, admin-client.ts) gets a new one from the merchant's next
 * session token: `renewSession`, `ensureSession` (docs/deploying.md 'When a refresh fails').
 */
import { HttpResponseError, RequestedTokenType, type Shopify } from '@shopify/shopify-api';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../errors';
import { applyShopSetup, type ShopSetup } from '../lib/shops';
import { shopIdOf, withShopifyFetch, type ShopifyFetch } from './api';
import type { EmbedAppConfig } from './embed-metafield';
import { syncStorefront, type StorefrontState } from './storefront-sync';
import { loadSession, saveSession, sessionFromShopify, type StoredSession } from './sessions';
import type { ShopifyAdmin } from './types';

/** Per-shop storefront settings applied when the shop installs (config.ts SHOP_STOREFRONTS). */
export type StorefrontSetup = Omit<ShopSetup, 'id' | 'shopifyDomain'> & { shopifyDomain: string };

export interface InstallerOptions {
  db: Db;
  shopify: Shopify;
  admin: ShopifyAdmin;
  tokenKey: Buffer;
  fetch?: ShopifyFetch;
  now(): number;
  storefronts?: readonly StorefrontSetup[];
  /** what the app writes into the shop's app embed about itself */
  embedApp: EmbedAppConfig;
  /** where requests to `https://{shop}` go instead (a local or staging stack; storefront-sync.ts) */
  shopifyOrigin?: string;
}

const refused = (message: string) => new ApiError(401, 'invalid-session-token', message);

export interface Installer {
  /**
   * The shop a session token is for, after checking it.
   * @param expectedShop when given, the myshopify domain the caller says it is for
   * @returns {shop: 'x.myshopify.com', shopId: 'x'}
   * @throws ApiError 401 'invalid-session-token' for a forged, expired or foreign token, or another shop than `expectedShop`
   */
  verify(sessionToken: string, expectedShop?: string): Promise<{ shop: string; shopId: string }>;
  /**
   * Installs (or re-installs) the app on the token's shop. The install stands even when the
   * storefront could not be brought in step (Shopify failing after the admin client's retries):
   * `storefront` says so, and the admin's Home offers to try again.
   * @throws ApiError 401 'invalid-session-token' (as `verify`, or Shopify refused the exchange);
   *   503 'unavailable' when Shopify does not answer the exchange
   */
  install(sessionToken: string, expectedShop?: string): Promise<{ shop: string; shopId: string; storefront: StorefrontState }>;
  /** `syncStorefront` for `shopId` with the installer's options. */
  syncStorefront(shopId: string): Promise<StorefrontState>;
  /**
   * True when the shop has a session whose access token is valid now or can be refreshed, and
   * which Shopify has not refused for good (a session needing token exchange is false).
   */
  hasSession(shopId: string): Promise<boolean>;
  /**
   * Heals an installed shop's session with the merchant's session token (each request of the open
   * admin): nothing when it has a usable one; token exchange alone when the shop is installed but
   * its session needs exchange (a refresh Shopify refused; or its tokens expired or no longer
   * open), the installation itself (installed_at, settings) untouched. Never installs.
   * @returns 'current', 'exchanged', or 'not-installed' (no session row, or the app uninstalled)
   * @throws as `install`
   */
  renewSession(sessionToken: string, expectedShop?: string): Promise<'current' | 'exchanged' | 'not-installed'>;
  /**
   * `renewSession`, and the full `install` when the shop is not installed: what opening the app
   * (GET /admin with an id_token) does.
   * @returns what it did: 'current', 'exchanged' or 'installed'
   * @throws as `install`
   */
  ensureSession(sessionToken: string, expectedShop?: string): Promise<'current' | 'exchanged' | 'installed'>;
}

/** Builds the installer; see `Installer`. */
export function createInstaller(opts: InstallerOptions): Installer {
  const fetch = opts.fetch ?? globalThis.fetch;

  async function verify(sessionToken: string, expectedShop?: string) {
    let payload;
    try {
      payload = await opts.shopify.session.decodeSessionToken(sessionToken);
    } catch {
      throw refused('The session token is not valid.');
    }
    let host = '';
    try { host = new URL(String(payload.dest)).host.toLowerCase(); } catch { /* refused below */ }
    const shop = opts.shopify.utils.sanitizeShop(host);
    const shopId = shop ? shopIdOf(shop) : null;
    if (!shop || !shopId) throw refused('The session token names no shop.');
    if (expectedShop !== undefined && expectedShop.toLowerCase() !== shop) throw refused('The session token is for another shop.');
    return { shop, shopId };
  }

  /** Token exchange of a checked session token: an expiring offline session, not yet stored. */
  async function exchange(shop: string, shopId: string, sessionToken: string): Promise<StoredSession> {
    let session;
    try {
      ({ session } = await withShopifyFetch(fetch, () => opts.shopify.auth.tokenExchange({
        shop, sessionToken, requestedTokenType: RequestedTokenType.OfflineAccessToken, expiring: true,
      })));
    } catch (err) {
      if (err instanceof HttpResponseError && err.response.code < 500 && err.response.code !== 429) throw refused('Shopify refused the session token.');
      throw new ApiError(503, 'unavailable', 'Shopify is not answering right now. Please try again later.');
    }
    return sessionFromShopify(session, shopId, opts.now());
  }

  async function install(sessionToken: string, expectedShop?: string) {
    const { shop, shopId } = await verify(sessionToken, expectedShop);
    const session = await exchange(shop, shopId, sessionToken);
    const now = opts.now();
    await opts.db.transaction(async (tx) => {
      await tx.query(
        // installed_at orders webhooks against this installation (webhooks/handlers.ts).
        `INSERT INTO shops (id, shopify_domain, installed_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET shopify_domain = EXCLUDED.shopify_domain, uninstalled_at = NULL, installed_at = EXCLUDED.installed_at`,
        [shopId, shop, new Date(now).toISOString()],
      );
      await saveSession(tx, opts.tokenKey, session, now);
    });
    const setup = opts.storefronts?.find((s) => s.shopifyDomain === shop);
    if (setup) await applyShopSetup(opts.db, { ...setup, id: shopId });
    return { shop, shopId, storefront: await sync(shopId) };
  }

  const sync = (shopId: string) => syncStorefront({
    db: opts.db, shopify: opts.admin, embedApp: opts.embedApp, shopifyOrigin: opts.shopifyOrigin, storefronts: opts.storefronts,
  }, shopId);

  async function hasSession(shopId: string) {
    const s = await loadSession(opts.db, opts.tokenKey, shopId);
    if (!s || s.exchangeNeededAt !== null) return false;
    const now = opts.now();
    return s.expiresAt === null || s.expiresAt > now || (s.refreshToken !== null && (s.refreshTokenExpiresAt === null || s.refreshTokenExpiresAt > now));
  }

  async function renewSession(sessionToken: string, expectedShop?: string): Promise<'current' | 'exchanged' | 'not-installed'> {
    const { shop, shopId } = await verify(sessionToken, expectedShop);
    if (await hasSession(shopId)) return 'current';
    // Locked in the saving transaction: an app/uninstalled job (webhooks/handlers.ts) that locks
    // the shop row too either waits for the save, or has finished and no session is stored.
    const installed = async (q: Queryable, lock: boolean) => (await q.query(
      `SELECT 1 FROM shops s JOIN shopify_sessions t ON t.shop_id = s.id WHERE s.id = $1 AND s.uninstalled_at IS NULL${lock ? ' FOR UPDATE OF s' : ''}`, [shopId],
    )).rows.length > 0;
    if (!(await installed(opts.db, false))) return 'not-installed';
    const session = await exchange(shop, shopId, sessionToken);
    const saved = await opts.db.transaction(async (tx) => {
      if (!(await installed(tx, true))) return false;
      await saveSession(tx, opts.tokenKey, session, opts.now());
      return true;
    });
    return saved ? 'exchanged' : 'not-installed';
  }

  async function ensureSession(sessionToken: string, expectedShop?: string): Promise<'current' | 'exchanged' | 'installed'> {
    const renewed = await renewSession(sessionToken, expectedShop);
    if (renewed !== 'not-installed') return renewed;
    await install(sessionToken, expectedShop);
    return 'installed';
  }

  return { verify, install, hasSession, renewSession, ensureSession, syncStorefront: sync };
}
