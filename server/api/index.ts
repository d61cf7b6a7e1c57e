/**
 * Starts the reference API for the local stack (docs/local-stack.md#what-runs) on a port: PGlite database in
 * `dataDir`, or the PostgreSQL server at `databaseUrl` (migrated, seeded on first start),
 * Firebase Admin against the Auth emulator, mail through nodemailer's JSON transport into the
 * `outbox` table, /dev/* mounted. The production start is server/api/main.ts.
 *
 *   const api = await startApi({ port: 3001, dataDir: '.data/api', authEmulatorHost: '127.0.0.1:9099' });
 *   // api.url === 'http://127.0.0.1:3001'; await api.close();
 */
import { DEMO_APP_SECRET, SHOP_ID } from '../seed/catalog';
import { isSeeded, seedDatabase, upgradeSeed } from '../seed/db-seed';
import { createApp } from './app';
import type { Db } from './db/db';
import { openMigrated, type OpenOptions } from './db/open';
import { firebaseAuthDeps } from './firebase/auth-deps';
import { findOrCreateCustomer } from './lib/customers';
import { createShopifyAdmin, fetchToOrigin } from './shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY } from './shopify/api';
import { DEMO_TOKEN_KEY, tokenKey } from './shopify/token-crypto';
import { listen, type Listening } from './listen';
import { createOutboxMailer } from './mail';
import { createWebhooks } from './webhooks';
import { emulatorEmbedApp } from './shopify/embed-metafield';

export type { Db } from './db/db';

export interface StartApiOptions {
  /** TCP port; 0 picks a free one (read it from the returned `url`) */
  port: number;
  /** interface to bind, default '127.0.0.1' */
  host?: string;
  /** PGlite data directory, created when missing; data survives restarts. Unused with `databaseUrl`; without either, PGlite in memory. */
  dataDir?: string;
  /** a PostgreSQL server ('postgres://user:password@host:port/database'); PGlite in `dataDir` when unset */
  databaseUrl?: string;
  /** Firebase Auth emulator, host:port, e.g. '127.0.0.1:9099' */
  authEmulatorHost: string;
  /** Firebase project id, default 'demo-status' */
  projectId?: string;
  /** drop every table and re-seed before serving */
  reset?: boolean;
  /** seed the demo data on first start (default true); false starts with no shop at all: shops come by installing */
  seed?: boolean;
  /** the local Shopify's origin: the app's requests to https://{shop}/... go there; default 'http://127.0.0.1:3000' */
  shopifyOrigin?: string;
}

export interface RunningApi {
  /** e.g. 'http://127.0.0.1:3001', with the real port */
  url: string;
  /**
   * The shop's Shopify customer with `email` (case-insensitive), created when there is none, as
   * sign-in finds it: through Admin GraphQL at `shopifyOrigin`. Names are null when unknown.
   */
  customerForEmail(email: string, shopId?: string): Promise<{ id: string; email: string; firstName: string | null; lastName: string | null }>;
  /**
   * Installs the app on a shop of the local Shopify as the admin would: POST /shopify/install
   * with App Bridge's session token (the local Shopify's `sessionToken()`).
   * @throws Error with the API's answer when the install fails
   */
  install(sessionToken: string): Promise<void>;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions extends OpenOptions {
  /** epoch ms that the seed's order dates count back from; default Date.now() */
  now?: number;
  /** seed the demo shop on first start and run `upgradeSeed` (default true); false only migrates */
  seed?: boolean;
}

/**
 * Opens and prepares the local stack's database: migrations (db/open.ts), then (unless `seed:
 * false`) the demo seed on first start and `upgradeSeed` (demo data added since, e.g. the
 * multipass secret). With `reset`, drops everything first (and seeds again unless `seed: false`).
 * @throws when the database cannot be opened, a migration or the seed fails; nothing stays open then
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const db = await openMigrated(opts);
  try {
    if (opts.seed !== false) {
      if (!(await isSeeded(db))) await seedDatabase(db, opts.now ?? Date.now());
      await upgradeSeed(db, opts.now ?? Date.now());
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * Starts the API. Sets `process.env.FIREBASE_AUTH_EMULATOR_HOST` for this process.
 * @returns the URL it listens on, `install(sessionToken)` and `close()`
 * @throws when the port is taken or the database cannot be opened
 */
export async function startApi(opts: StartApiOptions): Promise<RunningApi> {
  const host = opts.host ?? '127.0.0.1';
  const now = () => Date.now();
  const db = await openDatabase({ url: opts.databaseUrl, dataDir: opts.dataDir, reset: opts.reset, seed: opts.seed });
  const shopifyOrigin = opts.shopifyOrigin ?? 'http://127.0.0.1:3000';
  const shopifyApp = { apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, tokenKey: DEMO_TOKEN_KEY, fetch: fetchToOrigin(shopifyOrigin) };
  const shopify = createShopifyAdmin({
    db, now, shopify: createShopifyApi(shopifyApp), tokenKey: tokenKey(DEMO_TOKEN_KEY), apiVersion: API_VERSION, fetch: shopifyApp.fetch,
  });
  const projectId = opts.projectId ?? 'demo-status';
  const firebase = firebaseAuthDeps({ projectId, emulatorHost: opts.authEmulatorHost });
  // Shopify's webhooks run as jobs on this database (webhooks/queue.ts), worked in this process.
  const webhooks = createWebhooks({ db, now, deleteUsers: firebase.deleteUsers });
  // The app writes its own URL into every shop's app embed, so it listens before it is built.
  let app: ReturnType<typeof createApp> | undefined;
  let server: Listening;
  try {
    await webhooks.work();
    server = await listen({ fetch: (request, env, ctx) => app!.fetch(request, env, ctx) }, opts.port, host);
  } catch (err) {
    await webhooks.stop();
    await db.close();
    throw err;
  }
  app = createApp({
    db,
    now,
    shopify,
    embedApp: emulatorEmbedApp(server.url, opts.authEmulatorHost, projectId),
    sendMail: createOutboxMailer(db, now),
    ...firebase,
  }, {
    dev: true, appSecret: DEMO_APP_SECRET, shopifyApp, webhooks,
    // the local Shopify plays the admin (it frames the app and serves App Bridge's stand-in) and new
    // customer accounts, whose pages run the app's customer account extensions
    admin: { appBridgeUrl: `${shopifyOrigin}/cdn/shopifycloud/app-bridge.js`, shopifyAdminOrigin: shopifyOrigin, extensionOrigin: shopifyOrigin },
  });
  return {
    url: server.url,
    async customerForEmail(email: string, shopId = SHOP_ID) {
      return findOrCreateCustomer({ db, shopify }, shopId, email, { now: now() });
    },
    async install(sessionToken: string) {
      const res = await app.request('/shopify/install', { method: 'POST', headers: { Authorization: `Bearer ${sessionToken}` } });
      if (res.status !== 200) throw new Error(`Installing the app failed: ${res.status} ${await res.text()}`);
    },
    async close() {
      await server.close();
      // Workers first: a job still running finishes (up to 10 s) before the database closes.
      await webhooks.stop();
      await db.close();
    },
  };
}
