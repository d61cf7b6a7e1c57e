/**
 * `npm run perf:api-load`: does a flood of code checks slow the API for shoppers? Each check
 * hashes, so an attacker's parallel validate-otc calls listing many ids could starve every other
 * request; docs/performance.md 'Sign-in under attack' has the figures.
 *
 * Serves the API on loopback (PGlite in memory, or the PostgreSQL database at DATABASE_URL; demo
 * seed; unsigned test tokens; one trusted
 * proxy so each attacker session can have its own address), then measures POST /init/for-you
 * with autocannon (1 connection, 4 s) three times: alone; while 12 connections send validate-otc
 * listing 10 code ids nobody owns; while 12 connections send wrong codes for live codes of 120
 * prepared sessions (5 each: every check hashes). Prints medians and p99 in ms and their ratios
 * to the quiet run; writes nothing. Loopback only.
 */
import autocannon from 'autocannon';
import { createApp } from '../server/api/app';
import { openDatabase } from '../server/api/index';
import { setStorefrontOrigin } from '../server/api/lib/shops';
import { listen } from '../server/api/listen';
import { fakeAuth, idToken } from '../tests/server/api/fake-auth';
import { installApp, serveLocalShopify, shopifyDepsFor } from './lib/shopify';
import { emulatorEmbedApp } from '../server/api/shopify/embed-metafield';

const SESSIONS = 120;
const CODES_PER_SESSION = 5;
const DURATION_S = 4;

const anon = (uid: string) => idToken({ uid, isAnonymous: true, claims: {} });

interface Latency { p50: number; mean: number; p99: number; requests: number }

function forYou(url: string): Promise<Latency> {
  return new Promise((resolve, reject) => {
    autocannon({
      url: `${url}/init/for-you`, connections: 1, duration: DURATION_S, method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anon('shopper-quiet')}`, 'x-forwarded-for': '10.0.0.1' },
      body: JSON.stringify({ data: { shopId: 'demo-shop', recentlyViewed: [7001, 7002] } }),
    }, (err, r) => (err ? reject(err) : resolve({ p50: r.latency.p50, mean: r.latency.average, p99: r.latency.p99, requests: r.requests.total })));
  });
}

/** 12 connections of validate-otc; `body(i)` makes the i-th request's [token, ip, data]. */
function flood(url: string, body: (i: number) => [string, string, unknown]) {
  let i = 0;
  return autocannon({
    url, connections: 12, duration: DURATION_S + 1,
    requests: [{
      method: 'POST', path: '/authentication/validate-otc',
      setupRequest: (req) => {
        const [t, ip, data] = body(i++);
        return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${t}`, 'x-forwarded-for': ip }, body: JSON.stringify({ data }) };
      },
    }],
  });
}

async function measureUnder(url: string, body: ((i: number) => [string, string, unknown]) | null): Promise<Latency & { attack: number }> {
  const attack = body ? flood(url, body) : null;
  const quiet = await forYou(url);
  const result = attack ? await attack : null;
  return { ...quiet, attack: result ? result.requests.total : 0 };
}

async function main(): Promise<void> {
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  await setStorefrontOrigin(db, 'demo-shop', 'http://127.0.0.1:3000');
  // For you reads products from the local Shopify (answering at once: the floods are measured, not Shopify).
  const localShopify = await serveLocalShopify();
  const { shopify, shopifyApp, appSecret } = shopifyDepsFor(db, localShopify.origin);
  const app = createApp({
    db,
    now: Date.now,
    shopify,
    embedApp: emulatorEmbedApp('http://127.0.0.1', '127.0.0.1:9099'),
    ...fakeAuth,
    async sendMail() {},
  }, { trustProxy: 1, shopifyApp, appSecret });
  await installApp(app, await localShopify.sessionToken());
  // Counts requests in flight, so the database closes only after the floods' last answers.
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const server = await listen({
    fetch: async (req: Request, ...rest: unknown[]) => {
      inFlight++;
      try {
        return await app.fetch(req, ...(rest as []));
      } finally {
        if (--inFlight === 0) drained?.();
      }
    },
  }, 0, '127.0.0.1');
  try {
    // Prepared sessions, each on its own address with codes it asked for.
    const sessions: Array<{ uid: string; ip: string; ids: string[] }> = [];
    for (let s = 0; s < SESSIONS; s++) {
      const uid = `attacker-${s}`;
      const ip = `10.1.${s >> 8}.${s & 255}`;
      const ids: string[] = [];
      for (let c = 0; c < CODES_PER_SESSION; c++) {
        const res = await fetch(`${server.url}/authentication/create-otc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${anon(uid)}`, 'x-forwarded-for': ip },
          body: JSON.stringify({ data: { shopId: 'demo-shop', email: `victim-${s}@example.com` } }),
        });
        if (!res.ok) throw new Error(`create-otc ${res.status}`);
        ids.push(((await res.json()) as { data: { codeId: string } }).data.codeId);
      }
      sessions.push({ uid, ip, ids });
    }

    const quiet = await measureUnder(server.url, null);
    const unknownIds = await measureUnder(server.url, (i) => [
      anon(`flood-${i}`), `10.2.${(i >> 8) & 255}.${i & 255}`,
      { shopId: 'demo-shop', otp: 1234, ids: Array.from({ length: 10 }, (_, k) => `nobody-${i}-${k}`) },
    ]);
    const liveCodes = await measureUnder(server.url, (i) => {
      const s = sessions[i % SESSIONS];
      return [anon(s.uid), s.ip, { shopId: 'demo-shop', otp: 10_000 - 1 - (i % 7), ids: s.ids }];
    });

    const row = (name: string, r: Latency & { attack: number }) =>
      `| ${name} | ${r.attack} | ${r.requests} | ${r.p50} | ${r.mean.toFixed(2)} | ${r.p99} | ${(r.mean / quiet.mean).toFixed(1)}x |`;
    console.log(`POST /init/for-you latency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (ms, autocannon 1 connection, ${DURATION_S} s each)\n`);
    console.log('| while | validate-otc calls | for-you requests | p50 | mean | p99 | mean vs quiet |');
    console.log('|---|---|---|---|---|---|---|');
    console.log(row('quiet', quiet));
    console.log(row('12 connections listing 10 unknown code ids', unknownIds));
    console.log(row(`12 connections guessing live codes (${SESSIONS} sessions x ${CODES_PER_SESSION})`, liveCodes));
  } finally {
    if (inFlight > 0) await new Promise<void>((resolve) => { drained = resolve; });
    await server.close();
    await db.close();
    await localShopify.close();
  }
}

await main();
