/**
 * `npm run perf:load`: the reference API under a bounded loopback load (docs/performance.md
 * 'Server under load'). For each engine (PGlite in memory; a throwaway PostgreSQL server from Debian's
 * postgresql, skipped with a message when initdb is missing) the API is served on 127.0.0.1 with
 * the demo seed and the tests' unsigned fake tokens (tests/server/api/fake-auth.ts) by a child
 * process (perf/load-server.ts: the server has a thread of its own). autocannon sends each route
 * WARM_UP_REQUESTS first (not measured), then loads it for DURATION_S with 10 connections:
 *   POST /init/for-you, GET /init/for-you/{shopId} (the widget's call), POST /products/batch,
 *   POST /orders/{shopId}/orders (the Orders screen: one Admin GraphQL round trip), GET
 *   /orders/{shopId}/order/{id} (a receipt: one round trip), POST /saved/wishlist-items (a
 *   signed-in customer's list), and POST /saved/wishlist (a write: each request saves one of 8
 *   products for one of 10 load customers, so after the first 80 every save is a no-op and the
 *   database stays bounded; checked after the run).
 * Shopify is the local Shopify (server/store/admin), served from this process on its own port
 * and answering each Admin GraphQL request after SHOPIFY_LATENCY_MS (80-150 ms, as a real shop
 * answers from a nearby region), with a bucket large enough that the app is measured rather
 * than a standard plan's throttle. The product cache's hit rate on For you is printed too.
 * Prints a Markdown table per engine: requests/s (mean), p50 and p99 latency in ms, and the API
 * process's CPU time per request in µs (the steadiest figure on a machine others share).
 * Exit code 1 when any request failed, timed out or answered other than 2xx, or a route's first
 * answer has no `data`.
 *
 *   npm run perf:load                 # 10 s per route, PGlite and PostgreSQL
 *   npm run perf:load -- --quick      # 2 s per route, PGlite only (the test command's run)
 *   npm run perf:load -- --engine=postgres   # one engine only (or pglite)
 *   npm run perf:load -- --only=for-you      # routes whose name contains the text
 *   npm run perf:load -- --profile=DIR       # a CPU profile of each route's load (not the set-up) in DIR
 * Loopback only; writes nothing outside the databases it creates and removes.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { idToken } from '../tests/server/api/fake-auth';
import { findPostgresBin, startThrowawayPostgres } from '../tests/server/postgres/throwaway';
import { serveLocalShopify, type ServedShopify } from './lib/shopify';

const SHOP = 'demo-shop';
const CONNECTIONS = 10;
/** How many customers the write route rotates through (made by perf/load-server.ts). */
const LOAD_CUSTOMERS = 10;
/** Catalog products the write route saves (server/seed/catalog.ts). */
const WRITE_PRODUCTS = [7001, 7002, 7003, 7004, 7005, 7006, 7007, 7008];
const RECENT = [7003, 7001, 7010, 7005, 7002, 7008, 7012, 7006];
/** How long the local Shopify takes to answer an Admin GraphQL request, ms. */
const SHOPIFY_LATENCY_MS = { min: 80, max: 150 };
/** A seeded order of shopper@example.com (server/store/seed/shop-orders.ts), for the receipt route. */
const RECEIPT_ORDER = '820028';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const engineArg = args.find((a) => a.startsWith('--engine='))?.slice('--engine='.length);
const onlyArg = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const profileDir = args.find((a) => a.startsWith('--profile='))?.slice('--profile='.length);
const DURATION_S = quick ? 2 : 10;

const anon = idToken({ uid: 'load-anon', isAnonymous: true, claims: {} });
/** A signed-in customer's token, as code sign-in mints it (customerId and shopId claims). */
const customer = (id: string, email: string) => idToken({
  uid: `customer-${id}`, isAnonymous: false, email, claims: { email, email_verified: true, shopId: SHOP, customerId: id },
});

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  /** the envelope's payload for the i-th request (POST only) */
  data?: (i: number) => Record<string, unknown>;
  /** per-request token, when requests differ in caller */
  tokenOf?: (i: number) => string;
}

interface Row { engine: string; route: string; requests: number; rps: number; p50: number; p99: number; cpuUs: number; bad: number; detail: string }

function routes(loadCustomers: string[]): Route[] {
  const shopper = customer('9001', 'shopper@example.com');
  return [
    { name: 'POST /init/for-you', method: 'POST', path: '/init/for-you', token: anon, data: () => ({ recentlyViewed: RECENT }) },
    { name: 'GET /init/for-you/{shopId}', method: 'GET', path: `/init/for-you/${SHOP}?recentlyViewed=${RECENT.join(',')}`, token: anon },
    {
      name: 'POST /products/batch', method: 'POST', path: '/products/batch', token: anon,
      data: () => ({ items: RECENT.map((id) => ({ type: 'product', size: 'm', id })), includePresentmentPrices: true }),
    },
    { name: 'POST /orders/{shopId}/orders', method: 'POST', path: `/orders/${SHOP}/orders`, token: shopper, data: () => ({}) },
    { name: 'GET /orders/{shopId}/order/{id}', method: 'GET', path: `/orders/${SHOP}/order/${RECEIPT_ORDER}`, token: shopper },
    { name: 'POST /saved/wishlist-items', method: 'POST', path: '/saved/wishlist-items', token: shopper, data: () => ({}) },
    {
      name: 'POST /saved/wishlist (write)', method: 'POST', path: '/saved/wishlist', token: shopper,
      tokenOf: (i) => customer(loadCustomers[i % loadCustomers.length], `load-${i % loadCustomers.length}@example.com`),
      data: (i) => ({ items: [{ productId: WRITE_PRODUCTS[Math.floor(i / loadCustomers.length) % WRITE_PRODUCTS.length] }] }),
    },
  ];
}

const headersOf = (token: string, body: boolean) => ({
  authorization: `Bearer ${token}`,
  'accept-encoding': 'gzip, deflate, br',
  ...(body ? { 'content-type': 'application/json' } : {}),
});
const bodyOf = (route: Route, i: number) => (route.data ? JSON.stringify({ data: { shopId: SHOP, ...route.data(i) } }) : undefined);

/** One request by fetch before the load: it must answer 2xx with `data`, or the numbers mean nothing. */
async function preflight(url: string, route: Route): Promise<void> {
  const res = await fetch(url + route.path, { method: route.method, headers: headersOf(route.token, !!route.data), body: bodyOf(route, 0) });
  const json = await res.json().catch(() => null) as { data?: unknown } | null;
  if (!res.ok || !json || json.data === undefined) throw new Error(`${route.name}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
}

/** Requests sent to each route before it is measured (JIT warm-up; fewer with --quick); their failures count too. */
const WARM_UP_REQUESTS = quick ? 100 : 300;

/** Loads `route` for `amount` requests, or for DURATION_S when no amount is given. */
function load(url: string, route: Route, amount?: number): Promise<autocannon.Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon({
      url, connections: CONNECTIONS, ...(amount ? { amount } : { duration: DURATION_S }), timeout: 10,
      requests: [{
        method: route.method, path: route.path,
        setupRequest: (req) => {
          const n = i++;
          return { ...req, headers: headersOf(route.tokenOf?.(n) ?? route.token, !!route.data), body: bodyOf(route, n) };
        },
      }],
    }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

type Reply = {
  ready?: { url: string; loadCustomers: string[] }; cpu?: NodeJS.CpuUsage; profile?: object; savedCount?: number; profiling?: true;
  productCache?: { hits: number; misses: number };
};

/** The API in a child process (perf/load-server.ts), and a way to ask it things over IPC. */
async function startServer(shopify: ServedShopify, databaseUrl?: string): Promise<{ child: ChildProcess; ask<K extends keyof Reply>(m: string, key: K): Promise<NonNullable<Reply[K]>>; ready: NonNullable<Reply['ready']> }> {
  const child = fork(fileURLToPath(new URL('./load-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env, LOAD_DATABASE_URL: databaseUrl ?? '', LOAD_CUSTOMERS: String(LOAD_CUSTOMERS),
      LOAD_SHOPIFY_ORIGIN: shopify.origin, LOAD_SESSION_TOKEN: await shopify.sessionToken(),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <K extends keyof Reply>(key: K) => new Promise<NonNullable<Reply[K]>>((resolve, reject) => {
    const onMessage = (m: Reply) => {
      if (m[key] === undefined) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(m[key]!);
    };
    const onExit = (code: number | null) => reject(new Error(`the API process exited (${code}) before answering '${key}'`));
    child.on('message', onMessage).once('exit', onExit);
  });
  const ask = <K extends keyof Reply>(m: string, key: K) => {
    const answer = next(key);
    child.send(m);
    return answer;
  };
  return { child, ask, ready: await next('ready') };
}

async function runEngine(engine: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<Row[]> {
  const shopify = await serveLocalShopify(SHOPIFY_LATENCY_MS);
  const { child, ask, ready: { url, loadCustomers } } = await startServer(shopify, databaseUrl);
  const rows: Row[] = [];
  try {
    for (const route of routes(loadCustomers).filter((r) => !onlyArg || r.name.includes(onlyArg))) {
      await preflight(url, route);
      const cacheBefore = route.name.includes('for-you') ? await ask('product-cache', 'productCache') : null;
      const warm = await load(url, route, WARM_UP_REQUESTS);
      const warmBad = warm.errors + warm.timeouts + warm.non2xx;
      if (profileDir) await ask('profile-start', 'profiling');
      const cpu = await ask('cpu', 'cpu');
      const r = await load(url, route);
      const used = await ask('cpu', 'cpu');
      if (profileDir) {
        const file = `${profileDir}/${engine}-${route.name.replace(/\W+/g, '-')}.cpuprofile`;
        await writeFile(file, JSON.stringify(await ask('profile-stop', 'profile')));
        console.error(`profile: ${file}`);
      }
      // The API process's CPU time per request: steadier than req/s on a machine others share.
      const cpuUs = Math.round((used.user + used.system - cpu.user - cpu.system) / Math.max(1, r.requests.total));
      const bad = r.errors + r.timeouts + r.non2xx + warmBad;
      rows.push({
        engine, route: route.name, requests: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs, bad,
        detail: `errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}; warm-up: ${warmBad} failed`,
      });
      console.error(`${engine} ${route.name}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${cpuUs} µs CPU/request, ${r.requests.total} requests (${rows.at(-1)!.detail})`);
      if (cacheBefore) {
        const after = await ask('product-cache', 'productCache');
        const hits = after.hits - cacheBefore.hits;
        const misses = after.misses - cacheBefore.misses;
        console.error(`${engine} ${route.name}: product cache ${hits} hits, ${misses} misses, hit rate ${(hits / Math.max(1, hits + misses) * 100).toFixed(2)}%`);
      }
    }
    // The write route must not grow the database: 8 products for each load customer at most.
    const saved = await ask('saved-count', 'savedCount');
    if (saved > LOAD_CUSTOMERS * WRITE_PRODUCTS.length) throw new Error(`the write route grew saved_items to ${saved} rows`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.send('stop');
    await exited;
    await shopify.close();
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    '| engine | route | requests/s | p50 ms | p99 ms | CPU µs/request | requests | errors + non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.engine} | ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuUs} | ${r.requests} | ${r.bad} |`),
  ];
  return lines.join('\n');
}

async function main(): Promise<number> {
  const started = Date.now();
  const rows: Row[] = [];
  if (engineArg !== 'postgres') rows.push(...await runEngine('PGlite'));
  if (!quick && engineArg !== 'pglite') {
    let bin: string | null = null;
    try {
      bin = findPostgresBin();
    } catch (err) {
      console.error(`PostgreSQL skipped: ${(err as Error).message}`);
    }
    if (bin) {
      const pg = await startThrowawayPostgres();
      try {
        rows.push(...await runEngine('PostgreSQL', pg.url));
      } finally {
        await pg.stop();
      }
    }
  }
  console.log(`\nAPI under load: ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback; node ${process.version}, nproc ${cpus().length}\n`);
  console.log(table(rows));
  const failed = rows.filter((r) => r.bad > 0);
  for (const r of failed) console.error(`FAIL ${r.engine} ${r.route}: ${r.detail}`);
  console.log(`\n${failed.length ? 'FAILED' : 'ok'}: ${rows.length} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed.length ? 1 : 0;
}

main().then((code) => { process.exitCode = code; }, (err) => {
  console.error(err);
  process.exitCode = 1;
});
