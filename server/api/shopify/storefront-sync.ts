/**
 * What makes the widget work on a shop's storefront, kept in step with Shopify: the app embed's
 * metafield (embed-metafield.ts) and the storefront origins the API answers (lib/shops.ts: CORS
 * and return URLs). The origins are the shop's domains as Shopify reports them (its primary
 * domain, its Markets web presences and its `*.myshopify.com` domain), read through Admin GraphQL
 * on install, when the merchant opens the admin, on every start and when a `domains/*` webhook
 * says they changed, plus any the operator lists in SHOP_STOREFRONTS. They are kept in
 * `shop_origins` because a browser's preflight cannot wait for a call to Shopify.
 */
import type { Db } from '../db/db';
import { setStorefrontOrigins, toOrigin } from '../lib/shops';
import { ensureEmbedMetafield, type EmbedAppConfig } from './embed-metafield';
import { ShopifyError, type ShopifyAdmin } from './types';

export interface StorefrontSyncDeps {
  db: Db;
  shopify: ShopifyAdmin;
  embedApp: EmbedAppConfig;
  /** origins the operator adds per shop (config.ts SHOP_STOREFRONTS) */
  storefronts?: readonly { shopifyDomain: string; storefrontOrigins: readonly string[] }[];
  /**
   * where requests to `https://{shop}` really go (a local or staging stack's local Shopify,
   * SHOPIFY_ADMIN_ORIGIN): its storefront is the shop's `*.myshopify.com` there
   */
  shopifyOrigin?: string;
}

export const SHOP_DOMAINS_QUERY = /* GraphQL */ `query ShopDomains {
  shop { myshopifyDomain primaryDomain { url } }
  webPresences(first: 50) { nodes { domain { url } rootUrls { url } } }
}`;

interface ShopDomainsAnswer {
  shop: { myshopifyDomain: string; primaryDomain: { url: string } | null };
  webPresences: { nodes: { domain: { url: string } | null; rootUrls: { url: string }[] | null }[] } | null;
}

/**
 * Reads the shop's domains from Shopify and makes them the shop's storefront origins (primary
 * first). URLs that are not http(s) are skipped.
 * @returns the origins now stored
 * @throws ShopifyError when Shopify does not answer or refuses the query
 */
export async function refreshShopDomains(deps: StorefrontSyncDeps, shopId: string): Promise<string[]> {
  const answer = await deps.shopify.graphql<ShopDomainsAnswer>(shopId, SHOP_DOMAINS_QUERY);
  const myshopify = answer.shop.myshopifyDomain;
  const urls = [
    answer.shop.primaryDomain?.url,
    ...(answer.webPresences?.nodes ?? []).flatMap((p) => [p.domain?.url, ...(p.rootUrls ?? []).map((r) => r.url)]),
    `https://${myshopify}`,
    deps.shopifyOrigin,
    ...(deps.storefronts?.find((s) => s.shopifyDomain === myshopify)?.storefrontOrigins ?? []),
  ];
  const origins = [...new Set(urls.map((u) => (typeof u === 'string' ? toOrigin(u) : null)).filter((o): o is string => o !== null))];
  await setStorefrontOrigins(deps.db, shopId, origins);
  return origins;
}

/** Whether the widget can start on the shop's storefront, and why not. */
export type StorefrontState = { ready: true } | { ready: false; reason: 'unavailable' | 'not-installed' | 'refused' };

/**
 * Brings the shop's storefront origins and app embed metafield in step with Shopify and the app's
 * configuration. Never throws: a failure is logged and answered as not ready, and the next start,
 * admin open or 'Try again' tries again.
 */
export async function syncStorefront(deps: StorefrontSyncDeps, shopId: string): Promise<StorefrontState> {
  try {
    await refreshShopDomains(deps, shopId);
    await ensureEmbedMetafield(deps, shopId);
    return { ready: true };
  } catch (err) {
    const reason = err instanceof ShopifyError ? (err.kind === 'not-installed' ? 'not-installed' : err.kind === 'unavailable' ? 'unavailable' : 'refused') : 'refused';
    console.error(`[shopify] the storefront of ${shopId} is not ready (${reason}):`, err instanceof Error ? err.message : err);
    return { ready: false, reason };
  }
}

/**
 * `syncStorefront` for every shop that has the app installed, one shop at a time (a start must
 * not burst Shopify's rate limits): what the API does when it starts, in the background.
 * @returns how many shops are ready
 */
export async function syncAllStorefronts(deps: StorefrontSyncDeps): Promise<number> {
  const { rows } = await deps.db.query<{ id: string }>(
    'SELECT s.id FROM shops s JOIN shopify_sessions t ON t.shop_id = s.id WHERE s.uninstalled_at IS NULL ORDER BY s.id',
  );
  let ready = 0;
  for (const { id } of rows) if ((await syncStorefront(deps, id)).ready) ready++;
  return ready;
}
