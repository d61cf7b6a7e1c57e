/**
 * The local Shopify's Shopify-owned side (docs/local-stack.md#what-runs): the demo shop's data, OAuth token
 * exchange, the Admin GraphQL API, webhook delivery to the app, the `/dev/*` helpers, and the
 * merchant's admin around the embedded app (../admin-host/: the admin host page, the theme editor
 * stand-in and the App Bridge stand-in script).
 * It serves a second shop too (seed-second-shop.ts, `shop(SECOND_SHOP_DOMAIN)`), as a merchant
 * who installed the app on their own store: token exchange and Admin GraphQL answer each shop on
 * its own myshopify domain (shops.ts), each with its own data, tokens, throttle bucket and
 * webhooks. The storefront, the admin host and the `/dev/*` helpers are the demo shop's only.
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
import { seedSecondShop, SECOND_SHOP_DOMAIN } from './seed-second-shop';
import { ShopStore } from './shop-store';
import { shopOfRequest } from './shops';
import { registerTokenExchange, signCustomerSessionToken, signSessionToken, type AppCredentials } from './tokens';
import { DEFAULT_RETRY_DELAYS_MS, WebhookDeliverer, type WebhookLogEntry } from './webhooks';

export type { ShopData } from './model';
export type { WebhookLogEntry } from './webhooks';
export { SECOND_SHOP_DOMAIN, SECOND_SHOP_ID, SECOND_SHOP_ORDER, SECOND_SHOP_OTHER, SECOND_SHOP_SHOPPER } from './seed-second-shop';

export interface LocalShopifyOptions {
  /** the app's client id (API key) */
  apiKey: string;
  /** the app's secret: signs session tokens and webhooks */
  apiSecret: string;
  /** the clock, epoch ms; default Date.now */
  now?: () => number;
  /**
   * where the demo shop's data persists (JSON, written atomically after changes); the second
   * shop's goes to the sibling file `secondShopDataFile(dataFile)`; in memory when omitted
   */
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
  /** the Admin API throttle bucket of each shop's plan; default a standard plan's (2000 points, 100 per second) */
  bucket?: BucketLimits;
}

/** One shop of the local Shopify: its data and what tests drive it with. */
export interface LocalShop {
  /** the shop's data */
  data: ShopData;
  /** the shop's myshopify domain, e.g. second-shop.myshopify.com */
  shopDomain: string;
  /** a session token as App Bridge hands it to the embedded app on this shop (HS256; default this shop, 60 s, the app secret) */
  sessionToken(opts?: { shop?: string; expiresInS?: number; secret?: string }): Promise<string>;
  /** a session token as this shop's new customer accounts hand it to a customer account UI extension (tokens.ts `signCustomerSessionToken`: 5 min, `sub` the customer's GID when `customerId` is given) */
  customerSessionToken(opts?: { customerId?: string | null; shop?: string; expiresInS?: number; secret?: string }): Promise<string>;
  /** delivers a webhook of `topic` from this shop (X-Shopify-Shop-Domain) when the app subscribes to it; the log entry, or null when not */
  deliverWebhook(topic: string, payload: unknown): WebhookLogEntry | null;
  /** the store behind `data` (its lookups; `changed()` persists a change) */
  store: ShopStore;
}

/** The file of the second shop's data next to the demo shop's `dataFile`: `x/shopify.json` -> `x/shopify.second-shop.json`. */
export function secondShopDataFile(dataFile: string): string {
  return /\.json$/i.test(dataFile) ? dataFile.replace(/\.json$/i, '.second-shop.json') : `${dataFile}.second-shop`;
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
  /** a session token of the demo shop's new customer accounts for a customer account UI extension (LocalShop `customerSessionToken`) */
  customerSessionToken(opts?: { customerId?: string | null; shop?: string; expiresInS?: number; secret?: string }): Promise<string>;
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
  /** the myshopify domains of every shop served, the demo shop's first */
  shopDomains: readonly string[];
  /**
   * A shop served, by its myshopify domain (any case): `shop(SECOND_SHOP_DOMAIN)` is the second
   * shop; the demo shop's domain gives the demo shop's members.
   * @throws Error when no shop of that domain is served
   */
  shop(domain: string): LocalShop;
}

/** A shop with what its routes need. */
interface ShopRuntime extends LocalShop {
  creds: AppCredentials;
  bucket: CostBucket;
  faults: AdminFaults;
  webhooks: WebhookDeliverer;
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
  const subscriptions = opts.appUrl ? subscriptionsServedFrom(config, opts.appUrl) : new Map();
  const makeShop = (domain: string, store: ShopStore): ShopRuntime => {
    const creds = { apiKey: opts.apiKey, apiSecret: opts.apiSecret, scopes: config.scopes, shop: domain };
    const webhooks = new WebhookDeliverer({
      secret: opts.apiSecret, shopDomain: domain, apiVersion: config.apiVersion, subscriptions,
      fetch: opts.fetch ?? ((...args) => fetch(...args)), retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, now,
    });
    return {
      creds, webhooks, store, data: store.data, shopDomain: domain,
      bucket: new CostBucket(now, opts.bucket),
      faults: new AdminFaults(),
      sessionToken: (o) => signSessionToken(creds, now(), o),
      customerSessionToken: (o) => signCustomerSessionToken(creds, now(), o),
      deliverWebhook: (topic, payload) => webhooks.deliver(topic, payload),
    };
  };
  const demo = makeShop(SHOPIFY_DOMAIN, new ShopStore(now, opts.dataFile, opts.cdnOrigin));
  const second = makeShop(SECOND_SHOP_DOMAIN, new ShopStore(now, opts.dataFile && secondShopDataFile(opts.dataFile), opts.cdnOrigin, seedSecondShop));
  const shops = new Map<string, ShopRuntime>([[demo.shopDomain, demo], [second.shopDomain, second]]);
  const { store, webhooks, bucket, faults, sessionToken } = demo;
  const routes = new Hono();
  registerTokenExchange(routes, (c) => shopOfRequest(c, shops, demo));
  registerAdminGraphql(routes, { shopOf: (c) => shopOfRequest(c, shops, demo), latencyMs: opts.adminLatencyMs, apiVersion: config.apiVersion });
  registerDevRoutes(routes, { store, webhooks, faults, bucket });
  registerAdminHost(routes, { store, shopDomain: SHOPIFY_DOMAIN, apiKey: opts.apiKey, appUrl: opts.appUrl, sessionToken: () => sessionToken() });
  const all = [...shops.values()];
  return {
    routes,
    data: store.data,
    shopDomain: SHOPIFY_DOMAIN,
    appUrl: opts.appUrl,
    store,
    sessionToken,
    customerSessionToken: demo.customerSessionToken,
    deliverWebhook: demo.deliverWebhook,
    shopDomains: [...shops.keys()],
    shop(domain) {
      const shop = shops.get(domain.toLowerCase());
      if (!shop) throw new Error(`The local Shopify serves no shop ${domain}; it serves ${[...shops.keys()].join(', ')}`);
      const { data, shopDomain, sessionToken: token, customerSessionToken, deliverWebhook, store: shopStore } = shop;
      return { data, shopDomain, sessionToken: token, customerSessionToken, deliverWebhook, store: shopStore };
    },
    flush: async () => {
      await Promise.all(all.map((s) => s.webhooks.flush()));
      await Promise.all(all.map((s) => s.store.flush()));
    },
    close: () => { for (const s of all) s.webhooks.close(); },
    changed: () => store.changed(),
  };
}
