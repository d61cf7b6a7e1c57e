/**
 * The merchant admin's API (the embedded app's own backend calls), a route group of its own with
 * its own auth (session-token.ts: App Bridge's session token; 401 without a valid one, 403 for
 * another shop than the path's). `:shop` is the shop's myshopify domain.
 *   GET /admin/api/shops/:shop/config         -> {data: {config: MerchantConfig, version}}, ETag "<version>"
 *   PUT /admin/api/shops/:shop/config         If-Match "<version>", body MerchantConfig -> {data: {config, version}}, ETag;
 *       400 'invalid-argument' with `issues` [{path, message}] (nothing saved), 412 'settings-changed'
 *       (the settings moved on), 428 'precondition-required' without If-Match, 503 'unavailable'
 *       when Shopify does not take the app embed's metafield (nothing saved)
 *   GET /admin/api/shops/:shop/overview       -> {data: Overview} (overview.ts), after bringing the
 *       shop's storefront in step with Shopify (`widget`: whether the widget can start)
 *   GET /admin/api/shops/:shop/analytics?days=30 -> {data: {days: [{date, ...counts}], totals}} (analytics.ts; days 1-90)
 *   GET /admin/api/shops/:shop/data-requests  -> {data: {items: [{customerId, createdAt, expiresAt, export}]}}
 *   GET /admin/api/shops/:shop/sample         -> {data: {products: Product[] (up to 8), shopCurrency}} for the preview
 * Every answer is `Cache-Control: no-store`.
 */
import type { Shopify } from '@shopify/shopify-api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import { readJsonBody } from '../json-body';
import { productCards } from '../lib/products';
import { checkMerchantConfig } from '../settings/schema';
import type { StorefrontState } from '../shopify/storefront-sync';
import { fromGid } from '../shopify/types';
import { listDataRequests } from '../webhooks/data-requests';
import { query } from '../validate';
import { shopAnalytics, MAX_DAYS } from './analytics';
import { ifMatchVersion, loadConfig, saveConfig } from './config';
import { shopOverview, type Overview } from './overview';
import { requireSessionToken, type AdminEnv } from './session-token';

/** Every route of the admin API, for the authorization matrix (tests/server/api/admin/authorization.test.ts). */
export const ADMIN_ROUTES = [
  { method: 'GET', path: '/admin/api/shops/:shop/config' },
  { method: 'PUT', path: '/admin/api/shops/:shop/config' },
  { method: 'GET', path: '/admin/api/shops/:shop/overview' },
  { method: 'GET', path: '/admin/api/shops/:shop/analytics' },
  { method: 'GET', path: '/admin/api/shops/:shop/data-requests' },
  { method: 'GET', path: '/admin/api/shops/:shop/sample' },
] as const;

/** How many products the preview gets. */
export const SAMPLE_PRODUCTS = 8;

// a few more than needed: productCards leaves out products that are not active and published
export const SAMPLE_QUERY = /* GraphQL */ `query AdminSampleProducts($first: Int!) { products(first: $first) { nodes { id } } }`;

export interface AdminRouteOptions {
  /** the app's shopifyApi instance (session tokens); undefined: every route answers 503 'not-configured' */
  shopify?: Shopify;
  /** the app's client id (the theme editor link activates its app embed) */
  apiKey?: string;
  /** the origin of the shops' admin in local runs (the local Shopify); default `https://{shop}` */
  shopifyAdminOrigin?: string;
  /**
   * brings the shop's storefront in step with Shopify (shopify/storefront-sync.ts through the
   * installer): run whenever the merchant opens Home, so a lost or stale app embed metafield is
   * written again and Home says whether the widget can start; without it Home reports ready
   */
  syncStorefront?(shopId: string): Promise<StorefrontState>;
  /**
   * heals the session token's installed shop's stored session (shopify/install.ts
   * `renewSession`), run before every route: the open admin's next request runs token exchange
   * again after a refresh Shopify refused (docs/deploying.md 'When a refresh fails')
   */
  renewSession?(sessionToken: string, shop: string): Promise<unknown>;
}

const etag = (version: number) => `"${version}"`;

/** The admin API's routes (mount before the storefront's Firebase auth). */
export function adminApiRoutes(deps: ApiDeps, opts: AdminRouteOptions): Hono<AdminEnv> {
  const app = new Hono<AdminEnv>();
  const auth = requireSessionToken(opts.shopify, opts.renewSession);
  const [config, put, overview, analytics, dataRequests, sample] = ADMIN_ROUTES.map((r) => r.path);

  app.get(config, auth, async (c) => {
    const data = await loadConfig(deps, c.get('adminShop').shopId);
    c.header('ETag', etag(data.version));
    return c.json({ data });
  });

  app.put(put, auth, async (c) => {
    const { shopId } = c.get('adminShop');
    const header = c.req.header('If-Match');
    if (header === undefined) throw new ApiError(428, 'precondition-required', 'Send If-Match with the version of the settings you changed.');
    const version = ifMatchVersion(header);
    if (version === null) throw new ApiError(400, 'invalid-argument', 'If-Match must be the version of the settings, e.g. "3".');
    const checked = checkMerchantConfig(await readJsonBody(c));
    if (!checked.ok) {
      return c.json({ error: { code: 'invalid-argument', message: 'Some settings are not valid; nothing was saved.', issues: checked.issues } }, 400);
    }
    const data = await saveConfig(deps, shopId, checked.value, version);
    c.header('ETag', etag(data.version));
    return c.json({ data });
  });

  app.get(overview, auth, async (c) => {
    const { shop, shopId } = c.get('adminShop');
    const [overview, widget] = await Promise.all([
      shopOverview(deps, shopId, { shop, apiKey: opts.apiKey ?? '', adminOrigin: opts.shopifyAdminOrigin ?? `https://${shop}` }),
      opts.syncStorefront?.(shopId) ?? { ready: true as const },
    ]);
    const data: Overview = { ...overview, widget };
    return c.json({ data });
  });

  app.get(analytics, auth, query({ days: z.coerce.number().int().min(1).max(MAX_DAYS).default(30) }), async (c) => {
    const data = await shopAnalytics(deps.db, c.get('adminShop').shopId, c.req.valid('query').days, deps.now());
    return c.json({ data });
  });

  app.get(dataRequests, auth, async (c) => {
    const list = await listDataRequests(deps.db, c.get('adminShop').shopId, deps.now());
    const items = list.map((r) => ({ customerId: r.customerId, createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), export: r.export }));
    return c.json({ data: { items } });
  });

  app.get(sample, auth, async (c) => {
    const { shopId } = c.get('adminShop');
    const answer = await deps.shopify.graphql<{ products: { nodes: { id: string }[] } }>(shopId, SAMPLE_QUERY, { first: SAMPLE_PRODUCTS * 2 });
    const ids = (answer?.products?.nodes ?? []).map((n) => fromGid(n.id));
    const products = (await productCards(deps, shopId, ids, { includePresentmentPrices: true, now: deps.now() })).slice(0, SAMPLE_PRODUCTS);
    const { rows } = await deps.db.query<{ currency: string }>('SELECT currency FROM shops WHERE id = $1', [shopId]);
    return c.json({ data: { products, shopCurrency: rows[0]?.currency ?? 'USD' } });
  });

  return app;
}
