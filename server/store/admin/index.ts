/**
 * The local Shopify's Shopify-owned side (DESIGN.md 5): the demo shop's data, OAuth token
 * exchange, the Admin GraphQL API, webhook delivery to the app, the `/dev/*` helpers, and the
 * merchant's admin around the embedded app (../admin-host/: the admin host page, the theme editor
 * stand-in and the App Bridge stand-in script).
 * `createLocalShopify(opts).routes` is mounted by the storefront emulator (server/store/app.ts).
 */
import { Hono } from 'hono';
import { registerAdminHost } from '../admin-host';
import { SHOPIFY_DOMAIN } from '../seed/catalog';
import { readAppConfig, subscriptionsServedFrom } from './app-config';
import { CostBucket, type BucketLimits } from './cost';
import { registerDevRoutes } from './dev-routes';
import { AdminFaults, registerAdminGraphql } from './graphql-route';
import { adminSchema } from './shopify-schema';
import type { ShopData } from './model';
import { ShopStore } from './shop-store';
import { registerTokenExchange, signSessionToken } from './tokens';
import { DEFAULT_RETRY_DELAYS_MS, WebhookDeliverer, type WebhookLogEntry } from './webhooks';

export type { ShopData } from './model';
export type { WebhookLogEntry } from './webhooks';
export { webhookHmac } from './webhooks';

export interface LocalShopifyOptions {
  /** the app's client id (API key) */
  apiKey: string;
  /** the app's secret: signs session tokens and webhooks */
  apiSecret: string;
  /** the clock, epoch ms; default Date.now */
  now?: () => number;
  /** where the shop's data persists (JSON, written atomically after changes); in memory when omitted */
  dataFile?: string;
  /**
   * the app's URL (its origin counts): webhooks go to their shopify.app.toml URIs resolved as the
   * Shopify CLI resolves them against `application_url` moved to this origin (`/webhooks` under
   * `.../admin`: `${appUrl}/admin/webhooks`, app-config.ts) and the admin host frames
   * `${appUrl}/admin`; no webhooks are delivered and the admin host shows no app when unset
   */
  appUrl?: string;
  /**
   * the origin serving the shop's image files, as Shopify's CDN does: Admin GraphQL answers image
   * URLs on it (Shopify's are absolute), so pages on another origin (the admin's preview) show
   * them; relative paths when unset
   */
  cdnOrigin?: string;
  /** how webhooks are sent; default the global fetch */
  fetch?: typeof fetch;
  /** an artificial delay per Admin GraphQL request, ms (perf runs) */
  adminLatencyMs?: { min: number; max: number };
  /** delays before each webhook retry, ms; default DEFAULT_RETRY_DELAYS_MS */
  retryDelaysMs?: number[];
  /** the Admin API throttle bucket of the shop's plan; default a standard plan's (2000 points, 100 per second) */
  bucket?: BucketLimits;
}

/** The local Shopify: its routes, data and what tests and the stack drive it with. */
export interface LocalShopify {
  /** token exchange, Admin GraphQL and the /dev/* helpers */
  routes: Hono;
  /** the shop's data (the store's own pages read it) */
  data: ShopData;
  /** the shop's domain, e.g. demo-shop.myshopify.com */
  shopDomain: string;
  /** the app's URL the admin host frames (LocalShopifyOptions.appUrl) */
  appUrl: string | undefined;
  /** a session token as App Bridge hands it to the embedded app (HS256; default this shop, 60 s, the app secret) */
  sessionToken(opts?: { shop?: string; expiresInS?: number; secret?: string }): Promise<string>;
  /** delivers a webhook of `topic` when the app subscribes to it; the log entry, or null when not */
  deliverWebhook(topic: string, payload: unknown): WebhookLogEntry | null;
  /** resolves when pending data writes and webhook deliveries are done */
  flush(): Promise<void>;
  /** stops webhook retries; data already written stays */
  close(): void;
  /** records a change the store's own pages made to `data` (persists it) */
  changed(): void;
  /** @internal the store behind `data`, for the storefront's own routes */
  store: ShopStore;
}

/**
 * Creates the local Shopify. Reads shopify.app.toml for scopes, the webhook API version and
 * subscriptions; builds Shopify's Admin schema of that version (shopify-schema/).
 * @throws Error when `dataFile` exists but is not the local Shopify's data, or no Admin schema of the app's API version is committed
 */
export function createLocalShopify(opts: LocalShopifyOptions): LocalShopify {
  const now = opts.now ?? Date.now;
  const config = readAppConfig();
  // Shopify's schema of the declared version, built now: a version without a committed schema fails the start, not the first request
  adminSchema(config.apiVersion);
  const store = new ShopStore(now, opts.dataFile, opts.cdnOrigin);
  const bucket = new CostBucket(now, opts.bucket);
  const faults = new AdminFaults();
  const webhooks = new WebhookDeliverer({
    secret: opts.apiSecret, shopDomain: SHOPIFY_DOMAIN, apiVersion: config.apiVersion,
    subscriptions: opts.appUrl ? subscriptionsServedFrom(config, opts.appUrl) : new Map(),
    fetch: opts.fetch ?? ((...args) => fetch(...args)), retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, now,
  });
  const creds = { apiKey: opts.apiKey, apiSecret: opts.apiSecret, scopes: config.scopes, shop: SHOPIFY_DOMAIN };
  const routes = new Hono();
  registerTokenExchange(routes, store, creds);
  registerAdminGraphql(routes, { store, bucket, faults, latencyMs: opts.adminLatencyMs, apiVersion: config.apiVersion });
  registerDevRoutes(routes, { store, webhooks, faults, bucket });
  const sessionToken: LocalShopify['sessionToken'] = (o) => signSessionToken(creds, now(), o);
  registerAdminHost(routes, { store, shopDomain: SHOPIFY_DOMAIN, apiKey: opts.apiKey, appUrl: opts.appUrl, sessionToken: () => sessionToken() });
  return {
    routes,
    data: store.data,
    shopDomain: SHOPIFY_DOMAIN,
    appUrl: opts.appUrl,
    store,
    sessionToken,
    deliverWebhook: (topic, payload) => webhooks.deliver(topic, payload),
    flush: async () => {
      await webhooks.flush();
      await store.flush();
    },
    close: () => webhooks.close(),
    changed: () => store.changed(),
  };
}
