/**
 * The reference API as a Hono app (docs/product.md#api-calls). `createApp(deps)` wires the envelope, CORS and
 * error handling around one route module per API group; `index.ts` gives it real deps and a port.
 *
 * Public: GET /health, the shop-wide data of routes/public.ts (GET /init/for-you/{shopId},
 * GET /products/{shopId}), GET /init/countries (routes/countries.ts), the storefront's check of an
 * order-editing session (routes/order-edit.ts), the app proxy's sign-in GET /proxy/session
 * (routes/app-proxy.ts, checked by Shopify's signature), and in the local stack only (`dev: true`) GET
 * /dev/outbox, GET /dev/tracking, PATCH /dev/settings, POST /dev/orders and the stand-in loyalty service. Everything else needs a verified bearer token; POST
 * /tracking/event/inject needs only that, the other routes also the envelope. CORS answers only
 * the shops' storefront origins (cors.ts).
 * Responses are `{data}`; failures are status > 399 with `{error: {code, message}}`.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/api/types';
import type { ApiDeps, AppEnv } from './deps';
import { readEnvelope, requireAuth } from './envelope';
import { compressAnswers } from './compress';
import { storefrontCors } from './cors';
import { ApiError } from './errors';
import { apiSecurityHeaders } from './headers';
import { clientIp } from './lib/client-ip';
import { appProxyRoutes } from './routes/app-proxy';
import { authRoutes } from './routes/auth';
import { collectionRoutes } from './routes/collections';
import { customerRoutes } from './routes/customer';
import { devRoutes } from './routes/dev';
import { initRoutes } from './routes/init';
import { memberRoutes } from './routes/member';
import { countryRoutes } from './routes/countries';
import { orderEditRoutes } from './routes/order-edit';
import { orderTrackingRoutes } from './routes/order-tracking';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { publicRoutes } from './routes/public';
import { savedRoutes } from './routes/saved';
import { loyaltyRoutes } from './routes/loyalty';
import { loyaltyServiceRoutes } from './routes/loyalty-service';
import type { LoyaltyFetch, LoyaltyServiceOptions } from './lib/loyalty-service';
import { trackingRoutes } from './routes/tracking';
import { webhookRoutes, type WebhookQueue } from './webhooks';
import type { ShopifyAppConfig } from './shopify/api';
import { adminApiRoutes } from './admin/routes';
import { adminFileRoutes } from './admin/shell';
import { installRoutes } from './shopify/install-routes';
import { customerAccountRoutes } from './customer-account/routes';
import { createInstaller } from './shopify/install';
import { createShopifyApi, type ShopifyFetch } from './shopify/api';
import { tokenKey } from './shopify/token-crypto';
import type { StorefrontSetup } from './shopify/install';
import { ShopifyError } from './shopify/types';

export type { ApiDeps } from './deps';

/** The Shopify app this API is the backend of (shopify.app.toml, configuration): its credentials and what the API adds. */
export interface ShopifyAppOptions extends ShopifyAppConfig {
  /** the secret stored tokens are encrypted with (TOKEN_ENCRYPTION_KEY; shopify/token-crypto.ts) */
  tokenKey: string;
  /** the token exchange's fetch to `https://{shop}/...`; default the real fetch (the local stack and tests route it to the local Shopify) */
  fetch?: ShopifyFetch;
  /** storefront origins and multipass secrets applied to a shop when it installs */
  storefronts?: readonly StorefrontSetup[];
}

/** Largest accepted request body, bytes. */
export const MAX_BODY_BYTES = 1_048_576;

const errorBody = (code: number | string, message: string): ApiErrorBody => ({ error: { code, message } });

export interface AppOptions {
  /** mount /dev/* (mail outbox, tracking reads, settings patch) and the stand-in loyalty service: the local stack only, never production */
  dev?: boolean;
  /** reverse proxies in front of the API that append to X-Forwarded-For (lib/client-ip.ts); default 0 */
  trustProxy?: number;
  /** the app's secret (Shopify's API secret key) that signs app proxy requests (GET /proxy/session); default `shopifyApp.apiSecret`; without either that route answers 503 */
  appSecret?: string;
  /** the Shopify app (client id and secret, API version, token key): installs by token exchange (shopify/install-routes.ts); without it those routes answer 503 */
  shopifyApp?: ShopifyAppOptions;
  /** the webhook queue (webhooks/index.ts `createWebhooks`); POST /admin/webhooks answers 503 without it or without `shopifyApp` */
  webhooks?: WebhookQueue;
  /** the embedded admin (admin/routes.ts, admin/shell.ts) */
  admin?: AdminOptions;
  /** the fetch that asks a shop's loyalty service (its credit setting's `serviceUrl`; lib/loyalty-service.ts); default the global fetch */
  loyaltyFetch?: LoyaltyFetch;
}

/** How the embedded admin is served. */
export interface AdminOptions {
  /** App Bridge's script (config SHOPIFY_APP_BRIDGE_URL); default Shopify's CDN. The local stack: the local Shopify's stand-in */
  appBridgeUrl?: string;
  /** the admin build (default dist/admin) and the widget's preview build (default dist-preview) */
  assetsDir?: string;
  previewDir?: string;
  /**
   * the origin of the shops' admin when the app runs against the local Shopify (e.g.
   * 'http://127.0.0.1:3000'): the theme editor link goes there and it may frame the app;
   * default none (Shopify: `https://{shop}` and https://admin.shopify.com)
   */
  shopifyAdminOrigin?: string;
  /**
   * where customer account UI extensions run, the only origin the /customer-account/* routes
   * answer with CORS; default Shopify's (customer-account/routes.ts EXTENSION_ORIGIN). The local
   * stack: the local Shopify's origin, whose account pages run them
   */
  extensionOrigin?: string;
}

/**
 * Builds the app. Handlers run in registration order and stop at the first that answers, so
 * the public routes come before the auth and envelope middleware.
 * @param deps database, token verification and minting, mail and clock (see deps.ts)
 * @returns a Hono app; serve it with @hono/node-server or call `app.request(path, init)` in tests
 */
export function createApp(deps: ApiDeps, opts: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const trustProxy = opts.trustProxy ?? 0;

  app.use('*', apiSecurityHeaders());
  // gzip answers over 1 KiB (For you's cards: 6.6 KB -> about 1 KB), as a CDN in front would (compress.ts).
  app.use('*', compressAnswers());
  const shopifyApp = opts.shopifyApp;
  const shopifyApi = shopifyApp && createShopifyApi(shopifyApp);
  // The server asks a shop's loyalty service with the shop's token, for the widget's credit card and
  // the Profile block's; the local stack's stand-in (mounted below) is reached in-process.
  const loyalty: LoyaltyServiceOptions = {
    fetch: opts.loyaltyFetch,
    allowHttp: opts.dev === true,
    ...(opts.dev ? { standIn: (url: string, init: RequestInit) => Promise.resolve(app.request(url, init)) } : {}),
  };
  // Customer account UI extensions: their own CORS and Shopify's session token, so before the storefront's CORS.
  app.route('/', customerAccountRoutes(deps, shopifyApi, opts.admin?.extensionOrigin, loyalty) as unknown as Hono<AppEnv>);
  app.use('*', storefrontCors(deps));
  app.use('*', async (c, next) => {
    c.set('clientIp', clientIp(c, trustProxy));
    await next();
  });
  app.use('*', bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('payload-too-large', 'The body is too large.'), 413),
  }));

  app.get('/health', (c) => c.json({ data: { ok: true } }));
  app.route('/', publicRoutes(deps));
  app.route('/', countryRoutes(deps));
  app.route('/', orderEditRoutes(deps));
  if (opts.dev) app.route('/', devRoutes(deps));
  app.route('/', trackingRoutes(deps));
  // The stand-in third-party loyalty service is part of the local stack, never of a merchant's deploy.
  if (opts.dev) app.route('/', loyaltyServiceRoutes(deps));
  app.route('/', appProxyRoutes(deps, opts.appSecret ?? opts.shopifyApp?.apiSecret));
  const adminPage = { apiKey: shopifyApp?.apiKey ?? '', appBridgeUrl: opts.admin?.appBridgeUrl, shopifyAdminOrigin: opts.admin?.shopifyAdminOrigin };
  const installer = shopifyApp && shopifyApi && createInstaller({
    db: deps.db, admin: deps.shopify, now: deps.now, fetch: shopifyApp.fetch, storefronts: shopifyApp.storefronts,
    shopify: shopifyApi, tokenKey: tokenKey(shopifyApp.tokenKey), embedApp: deps.embedApp, shopifyOrigin: opts.admin?.shopifyAdminOrigin,
  });
  app.route('/', installRoutes(installer, adminPage));
  // The embedded admin's build files and the live preview's frame: public.
  app.route('/', adminFileRoutes({ appUrl: shopifyApp?.appUrl, assetsDir: opts.admin?.assetsDir, previewDir: opts.admin?.previewDir, shopifyAdminOrigin: opts.admin?.shopifyAdminOrigin }));
  // The merchant admin's API: App Bridge's session token, not the storefront's Firebase token.
  app.route('/', adminApiRoutes(deps, {
    shopify: shopifyApi, apiKey: shopifyApp?.apiKey, shopifyAdminOrigin: opts.admin?.shopifyAdminOrigin, syncStorefront: installer?.syncStorefront,
    renewSession: installer?.renewSession,
  }) as unknown as Hono<AppEnv>);

  // Shopify's webhooks: public, signed with the app's secret (webhooks/route.ts).
  app.route('/', webhookRoutes(deps, opts.webhooks, opts.shopifyApp));

  const api = new Hono<AppEnv>();
  api.use('*', requireAuth(deps), readEnvelope(deps));
  for (const routes of [authRoutes, initRoutes, productRoutes, memberRoutes, orderRoutes, orderTrackingRoutes, customerRoutes, savedRoutes, collectionRoutes]) api.route('/', routes(deps));
  api.route('/', loyaltyRoutes(deps, loyalty));
  app.route('/', api);

  app.notFound((c) => c.json(errorBody('not-found', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
    if (err instanceof ShopifyError) return shopifyFailure(c, err);
    console.error('[api]', c.req.method, c.req.path, err);
    return c.json(errorBody('internal', 'Internal error.'), 500);
  });
  return app;
}

/**
 * A ShopifyError as the caller sees it: 503 'unavailable' (Shopify down or throttled: the widget
 * retries, then shows the spec's error text), 401 'shop-not-installed' (no usable access token),
 * 502 'shopify-error' (Shopify refused our query). Never a 500.
 */
function shopifyFailure(c: Context, err: ShopifyError) {
  if (err.kind === 'not-installed') return c.json(errorBody('shop-not-installed', 'The app is not installed on this shop.'), 401);
  if (err.kind === 'unavailable') return c.json(errorBody('unavailable', 'Shopify is not answering right now. Please try again later.'), 503);
  console.error('[api] Shopify refused a query:', err.message);
  return c.json(errorBody('shopify-error', 'Shopify could not do this right now.'), 502);
}
