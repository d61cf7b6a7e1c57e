/**
 * The local Shopify for perf runs, and the app's side of it: the local Shopify served on a port
 * of its own (answering Admin GraphQL after `latencyMs`, with a bucket large enough that the app
 * is measured rather than a standard plan's throttle), the app's ShopifyAdmin pointed at it, and
 * the install by token exchange that every run starts with.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Db } from '../../server/api/db/db';
import { createShopifyAdmin, fetchToOrigin } from '../../server/api/shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY } from '../../server/api/shopify/api';
import { DEMO_TOKEN_KEY, tokenKey } from '../../server/api/shopify/token-crypto';
import { createLocalShopify } from '../../server/store/admin/index';
import { DEMO_APP_SECRET } from '../../server/store/seed/catalog';

/** A local Shopify listening on 127.0.0.1. */
export interface ServedShopify {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** a session token for the demo shop, valid 5 minutes */
  sessionToken(): Promise<string>;
  close(): Promise<void>;
}

/** Serves the demo shop's local Shopify; each Admin GraphQL answer waits a random time in `latencyMs` (ms). */
export function serveLocalShopify(latencyMs?: { min: number; max: number }): Promise<ServedShopify> {
  const shopify = createLocalShopify({
    apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, adminLatencyMs: latencyMs,
    bucket: { maximumAvailable: 1_000_000, restoreRate: 1_000_000 },
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: shopify.routes.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({
      origin: `http://127.0.0.1:${info.port}`,
      sessionToken: () => shopify.sessionToken({ expiresInS: 300 }),
      close: () => new Promise<void>((done) => {
        shopify.close();
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
    }));
  });
}

/** The app's Shopify deps for `createApp`: `shopify` (ApiDeps) and `shopifyApp` (its options), talking to `origin`. */
export function shopifyDepsFor(db: Db, origin: string) {
  const shopifyApp = { apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, tokenKey: DEMO_TOKEN_KEY, fetch: fetchToOrigin(origin) };
  const shopify = createShopifyAdmin({
    db, now: Date.now, shopify: createShopifyApi(shopifyApp), tokenKey: tokenKey(DEMO_TOKEN_KEY), apiVersion: API_VERSION, fetch: shopifyApp.fetch,
  });
  return { shopify, shopifyApp, appSecret: DEMO_APP_SECRET };
}

/**
 * Installs the app on the demo shop as the admin would (POST /shopify/install with a session token).
 * @throws Error with the answer when the install fails
 */
export async function installApp(app: Hono<any>, sessionToken: string): Promise<void> {
  const res = await app.request('/shopify/install', { method: 'POST', headers: { Authorization: `Bearer ${sessionToken}` } });
  if (res.status !== 200) throw new Error(`installing the app failed: ${res.status} ${await res.text()}`);
}
