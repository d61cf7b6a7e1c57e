/**
 * The API process of `npm run perf:load` (perf/load.ts forks it, so the server has its own
 * thread and its CPU time is its own). Opens the database (PostgreSQL at LOAD_DATABASE_URL, else
 * PGlite in memory) with the demo seed, serves the API on 127.0.0.1 with the tests' fake token
 * functions and the local Shopify at LOAD_SHOPIFY_ORIGIN (started by the parent), installs the
 * app on the demo shop with the session token LOAD_SESSION_TOKEN, maps the write route's
 * LOAD_CUSTOMERS customers, then answers the parent's IPC messages:
 *   sends  {ready: {url, loadCustomers}}           once listening
 *   'cpu'            -> {cpu: process.cpuUsage()}  (µs)
 *   'profile-start', 'profile-stop' -> {profile}   a CPU profile (node:inspector) between the two
 *   'saved-count'    -> {savedCount}               wishlist rows of the load customers
 *   'product-cache'  -> {productCache: {hits, misses}}  the product cache's counters so far
 *   'stop'           -> closes the server and the database, then exits
 * Loopback only.
 */
import { Session } from 'node:inspector/promises';
import { createApp } from '../server/api/app';
import { openDatabase } from '../server/api/index';
import { recordCustomer } from '../server/api/lib/customers';
import { productCacheCounters } from '../server/api/lib/product-cache';
import { setStorefrontOrigin } from '../server/api/lib/shops';
import { listen } from '../server/api/listen';
import { fakeAuth } from '../tests/server/api/fake-auth';
import { installApp, shopifyDepsFor } from './lib/shopify';
import { emulatorEmbedApp } from '../server/api/shopify/embed-metafield';

/** How many customers the write route rotates through (perf/load.ts sets it). */
const LOAD_CUSTOMERS = Number(process.env.LOAD_CUSTOMERS) || 10;
const SHOP = 'demo-shop';

async function main(): Promise<void> {
  if (!process.send) throw new Error('perf/load-server.ts runs as a child of perf/load.ts');
  const send = (m: unknown) => process.send!(m);
  const db = await openDatabase({ url: process.env.LOAD_DATABASE_URL || undefined });
  await setStorefrontOrigin(db, SHOP, 'http://127.0.0.1:3000');
  // The write route's customers only need our mapping (favorites never ask Shopify who they are).
  const loadCustomers: string[] = [];
  for (let k = 0; k < LOAD_CUSTOMERS; k++) {
    const id = String(990_001 + k);
    await recordCustomer(db, SHOP, id, Date.now());
    loadCustomers.push(id);
  }
  const { shopify, shopifyApp, appSecret } = shopifyDepsFor(db, process.env.LOAD_SHOPIFY_ORIGIN!);
  const app = createApp({ db, now: Date.now, shopify, embedApp: emulatorEmbedApp('http://127.0.0.1', '127.0.0.1:9099'), ...fakeAuth, async sendMail() {} }, { shopifyApp, appSecret });
  await installApp(app, process.env.LOAD_SESSION_TOKEN!);
  const server = await listen(app, 0, '127.0.0.1');
  let profiler: Session | null = null;

  process.on('message', async (m) => {
    if (m === 'cpu') send({ cpu: process.cpuUsage() });
    else if (m === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
      send({ profiling: true });
    } else if (m === 'profile-stop' && profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = null;
      send({ profile });
    } else if (m === 'product-cache') {
      send({ productCache: { ...productCacheCounters } });
    } else if (m === 'saved-count') {
      const { rows: [r] } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM saved_items WHERE shop_id = $1 AND kind = 'wishlist' AND owner_id = ANY($2::text[])", [SHOP, loadCustomers],
      );
      send({ savedCount: r.n });
    } else if (m === 'stop') {
      await server.close();
      await db.close();
      process.exit(0);
    }
  });
  send({ ready: { url: server.url, loadCustomers } });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
