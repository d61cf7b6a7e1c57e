// @vitest-environment node
/**
 * kill -9 of the API while writes are in flight leaves the database consistent, on this
 * project's engine (a PGlite data directory, or a database on the throwaway PostgreSQL server):
 * every acknowledged write is there, every write is whole (all or nothing), the migrations are
 * intact, and the API starts again on the same database and answers.
 *
 * The API runs in a child process (crash-server.ts). Three kinds of all-or-nothing writes go
 * out round-robin, CONCURRENCY at a time: an event batch (POST /tracking/event/inject, one
 * transaction of EVENTS_PER_BATCH inserts), an unverified email (POST /member/unverified), and a
 * guest's Google sign-in moving their saved items to a new customer (POST /member/check-customer:
 * the customer created in the local Shopify, then one transaction tying the Google user to it,
 * linking the guest and moving GUEST_ITEMS items). Once
 * KILL_AFTER answers are in, the child is killed with SIGKILL:
 * - PostgreSQL: at once. Its connection pool runs several requests at a time, so some are
 *   mid-transaction.
 * - PGlite: at its next write to the write-ahead log (pg_wal, watched with fs.watch). PGlite's
 *   queries resolve without I/O, so the child runs each request to its end in one event-loop
 *   turn, one request after another; a kill right after an answer would land before the next
 *   request wrote anything, and could not catch a request that commits in several steps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../server/api/db/migrations';
import { openDatabase } from '../../../server/api/index';
import { listen } from '../../../server/api/listen';
import { DEMO_API_KEY } from '../../../server/api/shopify/api';
import { DEMO_APP_SECRET, PRODUCTS } from '../../../server/seed/catalog';
import { createLocalShopify } from '../../../server/store/admin';
import { anonToken, idToken, NOW } from './helpers';
import { createTestDatabase, engine } from './test-database';

const SHOP = 'demo-shop';
const ROUNDS = 40;
const EVENTS_PER_BATCH = 100;
const GUEST_ITEMS = 3;
const CONCURRENCY = 16;
const KILL_AFTER = 30;

const SERVER = fileURLToPath(new URL('./crash-server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});

interface RunningServer { child: ChildProcess; url: string; exited: Promise<void> }

/** The local Shopify the crash-server processes talk to: it runs here, so it outlives their kill, as Shopify would. */
const shopify = createLocalShopify({ apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET });
const shopifyServer = listen(shopify.routes, 0, '127.0.0.1');
afterAll(async () => {
  shopify.close();
  await (await shopifyServer).close();
});

/** Starts crash-server.ts on `where` and resolves once it prints its URL. */
async function startServer(where: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, where, (await shopifyServer).url], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^listening (http:\/\/\S+)$/.exec(line);
      if (m) resolve({ child, url: m[1], exited});
    });
    child.once('exit', (code, signal) => reject(new Error(`crash-server exited (${code ?? signal}) before listening:\n${stderr}`)));
  });
}

const guestEmail = (g: number) => `guest${g}@example.com`;
const visitorEmail = (v: number) => `visitor${v}@example.com`;

/** Request k of the workload: round k/3, kind k%3. */
function request(k: number): { kind: 'events' | 'unverified' | 'move'; round: number; path: string; token: string; body: unknown } {
  const round = Math.floor(k / 3);
  switch (k % 3) {
    case 0: {
      const events = Object.fromEntries(Array.from({ length: EVENTS_PER_BATCH }, (_, i) => [
        `b${round}-e${i}`, { event: 'crash-test', event_data: { round, i }, created_at: NOW, status_id: `batch-${round}`, shop_id: SHOP },
      ]));
      // the batch's own visitor: the API stores the caller's uid as every event's status id
      return { kind: 'events', round, path: '/tracking/event/inject', token: anonToken(`batch-${round}`), body: { events } };
    }
    case 1:
      return { kind: 'unverified', round, path: '/member/unverified', token: anonToken(`visitor-${round}`), body: { data: { shopId: SHOP, email: visitorEmail(round) } } };
    default: {
      const email = guestEmail(round);
      const token = idToken({ uid: `google-${round}`, isAnonymous: false, email, claims: { email, email_verified: true, firebase: { sign_in_provider: 'google.com' } } });
      const body = { data: { shopId: SHOP, customerEmail: email, anonIdToken: anonToken(`guest-${round}`) } };
      return { kind: 'move', round, path: '/member/check-customer', token, body };
    }
  }
}

// node:http with a socket per request in flight: the server gets them all at once (fetch's
// pool here sent them one after another over one connection).
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
afterAll(() => agent.destroy());

/** POSTs request `r`; resolves with the status and body once the whole answer is in. */
function post(url: string, r: ReturnType<typeof request>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + r.path, {
      method: 'POST', agent,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${r.token}` },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => { text += d; }).on('error', reject)
        .on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject).end(JSON.stringify(r.body));
  });
}

it(`kill -9 during writes leaves the ${engine()} database consistent`, { timeout: 120_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  const where = { url: target.url, dataDir: target.dataDir };
  try {
    // The demo shop, and ROUNDS guests with GUEST_ITEMS saved items each.
    let db = await openDatabase({ ...where, now: NOW });
    for (let g = 0; g < ROUNDS; g++) {
      for (let i = 0; i < GUEST_ITEMS; i++) {
        const product = PRODUCTS[(g + i * 7) % PRODUCTS.length];
        await db.query(
          'INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [SHOP, `guest-${g}`, i % 2 ? 'cart' : 'wishlist', product.id, product.variants[0].id, new Date(NOW).toISOString()],
        );
      }
    }
    await db.close();

    const server = await startServer(target.url ?? target.dataDir!);
    // Shopify installs the app (token exchange) before any shopper arrives.
    const installed = await fetch(`${server.url}/shopify/install`, { method: 'POST', headers: { Authorization: `Bearer ${await shopify.sessionToken()}` } });
    expect(installed.status).toBe(200);
    const acked: ReturnType<typeof request>[] = [];
    let sent = 0;
    let failed = 0;
    let killed = false;
    let wal: FSWatcher | undefined;
    const kill = () => {
      if (killed) return;
      killed = true;
      server.child.kill('SIGKILL');
    };
    const armKill = () => {
      if (!target.dataDir) return kill();
      wal = watch(join(target.dataDir, 'pg_wal'), () => {
        wal?.close();
        kill();
      });
    };
    const worker = async () => {
      while (!killed && sent < ROUNDS * 3) {
        const r = request(sent++);
        try {
          const res = await post(server.url, r);
          if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${res.text}`);
          acked.push(r);
          if (acked.length === KILL_AFTER) armKill();
        } catch (err) {
          if (!killed) throw err;
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() => wal?.close());
    expect(killed, 'every request was answered before the kill').toBe(true);
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    // The kill cut requests short: some were sent and never answered.
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed).toBeGreaterThan(0);

    // The API starts again on the same database (migrating it finds nothing to do) and answers.
    const again = await startServer(target.url ?? target.dataDir!);
    expect((await (await fetch(`${again.url}/health`)).json())).toEqual({ data: { ok: true } });
    const retry = request(3 * (ROUNDS - 1) + 2); // the last guest's move: never sent before the kill
    expect(sent).toBeLessThan(ROUNDS * 3);
    const res = await post(again.url, retry);
    expect(res.status).toBe(200);
    again.child.kill('SIGTERM');
    await again.exited;
    expect(again.child.exitCode).toBe(0);

    db = await openDatabase({ ...where, seed: false });
    try {
      const versions = (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);
      expect(versions).toEqual(MIGRATIONS.map((m) => m.version));

      const ackedRounds = (kind: string) => new Set(acked.filter((r) => r.kind === kind).map((r) => r.round));
      const batches = await db.query<{ status_id: string; n: number }>(
        "SELECT status_id, count(*)::int AS n FROM tracking_events WHERE event = 'crash-test' GROUP BY status_id",
      );
      const batchSize = new Map(batches.rows.map((r) => [r.status_id, r.n]));
      const visitors = new Map((await db.query<{ uid: string; email: string }>(
        "SELECT uid, email FROM unverified_emails WHERE uid LIKE 'visitor-%'",
      )).rows.map((r) => [r.uid, r.email]));
      const owners = await db.query<{ owner_id: string; n: number }>(
        'SELECT owner_id, count(*)::int AS n FROM saved_items WHERE shop_id = $1 GROUP BY owner_id', [SHOP],
      );
      const items = new Map(owners.rows.map((r) => [r.owner_id, r.n]));
      // The Google user of each guest's sign-in, tied to its Shopify customer in the move's transaction.
      const customers = new Map((await db.query<{ uid: string; id: string; linked: boolean }>(
        `SELECT u.uid, u.customer_id AS id, EXISTS (SELECT 1 FROM customer_anon_users a WHERE a.customer_id = u.customer_id) AS linked
         FROM customer_users u WHERE u.uid LIKE 'google-%'`,
      )).rows.map((r) => [r.uid, r]));

      for (let round = 0; round < ROUNDS; round++) {
        // An event batch is all there or not at all; acknowledged ones are there.
        const n = batchSize.get(`batch-${round}`) ?? 0;
        expect([0, EVENTS_PER_BATCH], `events of batch ${round}`).toContain(n);
        if (ackedRounds('events').has(round)) expect(n, `acknowledged batch ${round}`).toBe(EVENTS_PER_BATCH);
        if (ackedRounds('unverified').has(round)) expect(visitors.get(`visitor-${round}`)).toBe(visitorEmail(round));
        // A guest's items all moved with the customer tie and the guest's link, or none did and there is no tie.
        const customer = customers.get(`google-${round}`);
        const state = {
          guestItems: items.get(`guest-${round}`) ?? 0,
          customerItems: customer ? items.get(customer.id) ?? 0 : 0,
          linked: customer?.linked ?? false,
        };
        expect(state, `guest ${round}`).toEqual(customer
          ? { guestItems: 0, customerItems: GUEST_ITEMS, linked: true }
          : { guestItems: GUEST_ITEMS, customerItems: 0, linked: false });
        if (ackedRounds('move').has(round) || round === retry.round) expect(customer, `acknowledged move of guest ${round}`).toBeDefined();
      }
    } finally {
      await db.close();
    }
  } finally {
    await target.dispose();
  }
});
