/**
 * The whole local stack on one machine (docs/local-stack.md#what-runs): Firebase Auth emulator, our app's API on a
 * real embedded database (or a PostgreSQL server given by URL), and the local Shopify (the
 * storefront emulator with the shop's data, Admin GraphQL, token exchange and webhooks) serving
 * the built widget and playing the merchant's admin around the embedded app (store/admin-host/). The app is installed on the demo shop as a merchant's admin would: with a
 * session token exchanged for an offline access token. Used by `npm start` (server/dev.ts) and
 * by the end-to-end tests (on free ports).
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve, join } from 'node:path';
import { startAuthEmulator } from './auth-emulator';
import { startApi } from './api/index';
import { startStore } from './store/index';
import { createLocalShopify, secondShopDataFile } from './store/admin/index';
import { APP_PATH } from './store/admin-host/index';
import { DEMO_APP_SECRET } from './store/seed/catalog';

export interface StackOptions {
  /** 0 picks a free port */
  storePort: number;
  apiPort: number;
  authPort: number;
  /** where the database and emulator config live; default .data/ */
  dataDir?: string;
  /** a PostgreSQL server URL for the API's database instead of PGlite under dataDir */
  databaseUrl?: string;
  /** drop and re-seed the database */
  reset?: boolean;
  /** the built widget; default dist/ */
  distDir?: string;
  /** an artificial delay per Admin GraphQL request of the local Shopify, ms (perf runs) */
  adminLatencyMs?: { min: number; max: number };
  /**
   * install the app on the demo shop at start, as a merchant did before (default true); false
   * leaves the shop as it was: a new shop installs when the merchant opens the app in the admin
   */
  install?: boolean;
  /** seed the app's database with the demo data (default true); false: the app knows no shop until one installs */
  seed?: boolean;
}

export interface Stack {
  /** the shop's `*.myshopify.com` storefront, e.g. http://127.0.0.1:3000 */
  storeUrl: string;
  /** the same storefront on the shop's own domain, its primary, e.g. http://localhost:3000 */
  domainUrl: string;
  apiUrl: string;
  authUrl: string;
  /** the merchant's admin: the local Shopify's page framing the app's embedded admin, e.g. http://127.0.0.1:3000/admin/apps/status */
  adminUrl: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..');

/** Resolves true when `port` can be bound on 127.0.0.1 right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** The first port of the kernel's ephemeral range (Linux's ip_local_port_range; 32768 elsewhere). */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * `count` consecutive free TCP ports on 127.0.0.1 (the auth emulator needs three), below the
 * kernel's ephemeral range: a port checked free there stays free until the stack binds it, since
 * the kernel hands none of them to a `listen(0)` or an outgoing connection meanwhile (one from
 * the ephemeral range could be, between the check and the bind).
 * @throws Error when 100 tries find none
 */
export async function freePorts(count = 1): Promise<number> {
  const top = ephemeralStart() - count;
  for (let tries = 0; tries < 100; tries++) {
    const base = 20000 + Math.floor(Math.random() * (top - 20000));
    let free = true;
    for (let p = base; p < base + count && free; p++) free = await isFree(p);
    if (free) return base;
  }
  throw new Error(`no ${count} consecutive free ports below ${top + count}`);
}

/** The app's client id in shopify.app.toml. */
const CLIENT_ID = 'demo-status-client-id';

/**
 * Starts the three servers and installs the app on the demo shop. The auth emulator needs fixed
 * ports, the others accept 0. The API and the local Shopify call each other (Admin GraphQL one
 * way, webhooks and the embed's API base the other), so the store's port is chosen first.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const dataDir = resolve(opts.dataDir ?? join(ROOT, '.data'));
  const shopifyData = join(dataDir, 'shopify.json');
  if (opts.reset) await Promise.all([shopifyData, secondShopDataFile(shopifyData)].map((f) => rm(f, { force: true })));
  const auth = await startAuthEmulator({ port: opts.authPort, hubPort: opts.authPort + 1, loggingPort: opts.authPort + 2, workDir: dataDir });
  const stops: Array<() => Promise<void>> = [auth.stop];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const storePort = opts.storePort || await freePorts();
    const api = await startApi({
      port: opts.apiPort, host: '127.0.0.1', dataDir: join(dataDir, 'db'), databaseUrl: opts.databaseUrl, authEmulatorHost: auth.host,
      projectId: 'demo-status', reset: opts.reset, seed: opts.seed, shopifyOrigin: `http://127.0.0.1:${storePort}`,
    });
    stops.push(api.close);
    // The API loads App Bridge from the local Shopify's origin (startApi's shopifyOrigin: its
    // /cdn/shopifycloud/app-bridge.js stand-in) and lets it frame the admin; the local Shopify's
    // admin host frames `${api.url}/admin` and webhooks go to `${api.url}/admin/webhooks` (shopify.app.toml).
    const shopify = createLocalShopify({
      apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, dataFile: shopifyData, appUrl: api.url, adminLatencyMs: opts.adminLatencyMs, cdnOrigin: `http://127.0.0.1:${storePort}`,
    });
    stops.push(async () => {
      shopify.close();
      await shopify.flush();
    });
    const store = await startStore({
      port: storePort,
      host: '127.0.0.1',
      apiBase: api.url,
      distDir: resolve(opts.distDir ?? join(ROOT, 'dist')),
      shopify,
    });
    stops.push(store.close);
    // Installing is what tells the app about the shop: its domains (where the widget may call the
    // API from) and the app embed's metafield (what the widget starts from) come from it.
    if (opts.install !== false) await api.install(await shopify.sessionToken());
    return { storeUrl: store.url, domainUrl: store.domainUrl, apiUrl: api.url, authUrl: auth.url, adminUrl: `${store.url}${APP_PATH}`, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
