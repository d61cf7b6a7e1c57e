/**
 * Installing the app on a shop, as an embedded app's backend does it: App Bridge's session token
 * (checked with shopify-api: signature, audience, expiry; the shop is its `dest`) exchanged for an
 * expiring offline access token, the session stored (sessions.ts), the shop row created or
 * enabled again, then the storefront brought in step (storefront-sync.ts: the shop's domains read
 * from Shopify, the app embed's metafield written).
 */
import { HttpResponseError, RequestedTokenType, type Shopify } from '@shopify/shopify-api';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { applyShopSetup, type ShopSetup } from '../lib/shops';
import { shopIdOf, withShopifyFetch, type ShopifyFetch } from './api';
import type { EmbedAppConfig } from './embed-metafield';
import { syncStorefront, type StorefrontState } from './storefront-sync';
import { loadSession, saveSession, sessionFromShopify } from './sessions';
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
  /** True when the shop has a session whose access token is valid now or can be refreshed. */
  hasSession(shopId: string): Promise<boolean>;
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

  async function install(sessionToken: string, expectedShop?: string) {
    const { shop, shopId } = await verify(sessionToken, expectedShop);
    let session;
    try {
      ({ session } = await withShopifyFetch(fetch, () => opts.shopify.auth.tokenExchange({
        shop, sessionToken, requestedTokenType: RequestedTokenType.OfflineAccessToken, expiring: true,
      })));
    } catch (err) {
      if (err instanceof HttpResponseError && err.response.code < 500 && err.response.code !== 429) throw refused('Shopify refused the session token.');
      throw new ApiError(503, 'unavailable', 'Shopify is not answering right now. Please try again later.');
    }
    const now = opts.now();
    await opts.db.transaction(async (tx) => {
      await tx.query(
        // installed_at orders webhooks against this installation (webhooks/handlers.ts).
        `INSERT INTO shops (id, shopify_domain, installed_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET shopify_domain = EXCLUDED.shopify_domain, uninstalled_at = NULL, installed_at = EXCLUDED.installed_at`,
        [shopId, shop, new Date(now).toISOString()],
      );
      await saveSession(tx, opts.tokenKey, sessionFromShopify(session, shopId, now), now);
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
    if (!s) return false;
    const now = opts.now();
    return s.expiresAt === null || s.expiresAt > now || (s.refreshToken !== null && (s.refreshTokenExpiresAt === null || s.refreshTokenExpiresAt > now));
  }

  return { verify, install, hasSession, syncStorefront: sync };
}
