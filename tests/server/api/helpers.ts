/**
 * Test harness for the reference API: a database of its own (migrated and seeded; an in-memory
 * PGlite, or in the 'api-postgres' project a new database on the throwaway PostgreSQL server,
 * see test-database.ts), fake Firebase token functions, the real outbox mailer, a settable clock,
 * and an in-process local Shopify on the same clock (`h.shopify`): the app's requests to
 * https://demo-shop.myshopify.com go to its routes, and the demo shop is installed through the
 * app's real install route (token exchange) before the harness is handed out.
 * The local Shopify also serves a second shop (SECOND_SHOP, an attacker's own store in security
 * tests): `h.installSecondShop()` (or the option `secondShop: true`) installs the app on it
 * through the same route, after which `h.admin.graphql(SECOND_SHOP.shopId, ...)` reads its data.
 *
 * Fake ID tokens are `test.{base64url(JSON AuthUser)}`; fake custom tokens are
 * `custom.{base64url(JSON {uid, claims})}` (see fake-auth.ts).
 */
import { createApp, type AppOptions } from '../../../server/api/app';
import { emulatorEmbedApp } from '../../../server/api/shopify/embed-metafield';
import type { Db } from '../../../server/api/db/db';
import { migrate } from '../../../server/api/db/migrations';
import type { ApiDeps, MailMessage } from '../../../server/api/deps';
import { setStorefrontOrigin } from '../../../server/api/lib/shops';
import { forgetPopular } from '../../../server/api/lib/popular';
import { forgetShopMarkets } from '../../../server/api/lib/shop-markets';
import { forgetShopCountries } from '../../../server/api/lib/shop-countries';
import { createOutboxMailer } from '../../../server/api/mail';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { seedDatabase } from '../../../server/seed/db-seed';
import { createWebhooks, type Webhooks } from '../../../server/api/webhooks';
import { vi } from 'vitest';
import {
  createLocalShopify, SECOND_SHOP_DOMAIN, SECOND_SHOP_ID, SECOND_SHOP_ORDER, SECOND_SHOP_OTHER, SECOND_SHOP_SHOPPER, type LocalShopify,
} from '../../../server/store/admin';
import { createShopifyAdmin } from '../../../server/api/shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY, type ShopifyFetch } from '../../../server/api/shopify/api';
import { DEMO_TOKEN_KEY, tokenKey } from '../../../server/api/shopify/token-crypto';
import type { ShopifyAdmin } from '../../../server/api/shopify/types';
import { fakeAuth, idToken } from './fake-auth';
import { createTestDatabase, type Engine } from './test-database';

/** What the harness's app writes into the shop's app embed about itself. */
export const TEST_EMBED_APP = emulatorEmbedApp('http://api.test', '127.0.0.1:9099');

export { idToken } from './fake-auth';

export const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);
export const anonToken = (uid = 'anon-1') => idToken({ uid, isAnonymous: true, claims: {} });
export const customerToken = (customerId: string, email: string, shopId = 'demo-shop') =>
  idToken({ uid: `customer-${customerId}`, isAnonymous: false, email, claims: { email, shopId, customerId } });

/**
 * A Google sign-in's ID token: no custom claims, the address in `email` and `email_verified`
 * (as Firebase sets it for google.com accounts).
 */
export const googleToken = (uid: string, email: string, emailVerified = true) =>
  idToken({ uid, isAnonymous: false, email, claims: { email, email_verified: emailVerified, firebase: { sign_in_provider: 'google.com' } } });

/**
 * The local Shopify's second shop, as the app knows it: its myshopify domain, the app's shop id
 * for it, its customers (`shopper` has the demo shop's shopper@example.com, under another id:
 * 9501, not 9001) and customer 9501's order.
 */
export const SECOND_SHOP = {
  domain: SECOND_SHOP_DOMAIN,
  shopId: SECOND_SHOP_ID,
  shopper: { id: SECOND_SHOP_SHOPPER.id, email: SECOND_SHOP_SHOPPER.email },
  other: { id: SECOND_SHOP_OTHER.id, email: SECOND_SHOP_OTHER.email },
  order: { id: SECOND_SHOP_ORDER.id, name: SECOND_SHOP_ORDER.name },
} as const;

/** The storefront origin the harness gives the demo shop (as the stack does with the store's URL). */
export const STORE_ORIGIN = 'http://127.0.0.1:3000';

/** Decodes a fake custom token back into its uid and claims. */
export const readCustomToken = (token: string) =>
  JSON.parse(Buffer.from(token.slice('custom.'.length), 'base64url').toString()) as { uid: string; claims: Record<string, unknown> };

/** One request of the app to Shopify: its path and, for GraphQL, the operation's name. */
export interface ShopifyRequest { path: string; operation: string | null }

export interface Harness {
  db: Db;
  /** the database engine under test */
  engine: Engine;
  app: ReturnType<typeof createApp>;
  clock: { now: number };
  mails: MailMessage[];
  /** when set, sendMail rejects with it */
  mailFailure: { error: Error | null };
  /**
   * Calls the app. `ip` is the client address (sent as X-Forwarded-For; the harness trusts one
   * proxy): by default one per token, as if every session were its own device. `headers` are
   * added last (e.g. a webhook's X-Shopify-* headers).
   */
  call(method: string, path: string, opts?: { token?: string | null; data?: unknown; body?: string; ip?: string; origin?: string; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  /**
   * The webhook queue behind POST /admin/webhooks, without workers: `await h.webhooks.drain()` runs
   * the jobs that are due. (The route answers 503 unless `app.shopifyApp` is given.)
   */
  webhooks: Webhooks;
  /** the local Shopify the app talks to: `shopify.routes.request('/dev/...')`, `shopify.data`, `shopify.sessionToken()` */
  shopify: LocalShopify;
  /** every request the app sent to Shopify, oldest first (tests may empty it: `h.shopifyRequests.length = 0`) */
  shopifyRequests: ShopifyRequest[];
  /** the app's ShopifyAdmin (deps.shopify), e.g. `refresh('demo-shop')` */
  admin: ShopifyAdmin & { refresh(shopId: string): Promise<unknown> };
  /** POSTs /shopify/install with `sessionToken` (default a fresh one from the local Shopify), the app's clock as the time */
  install(sessionToken?: string): Promise<{ status: number; json: any }>;
  /**
   * Installs the app on the local Shopify's second shop (SECOND_SHOP) as its merchant does: POST
   * /shopify/install with a fresh session token of that shop, the app's clock as the time. The
   * answer as `install`'s (200 `{data: {shop: 'second-shop.myshopify.com', ...}}` when it worked).
   */
  installSecondShop(): Promise<{ status: number; json: any }>;
  /** Closes the database and drops it (PostgreSQL). */
  close(): Promise<void>;
}

/**
 * Time for `beforeAll(createHarness)`: a new PGlite (WASM start, and initdb when there is no
 * template from pglite-setup.ts) takes 0.5 to 3 s on an idle machine and more than vitest's
 * default 10 s hook limit while the other test files keep every core busy (2 cores here).
 */
export const HARNESS_START_MS = 60_000;

/** A stable made-up client address for a token: '10.a.b.c'. */
function ipOf(token: string): string {
  let h = 0;
  for (const ch of token) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

export interface HarnessOptions {
  /** replaces the fake `test.` token check, e.g. with the real verifier and a test key */
  verifyIdToken?: ApiDeps['verifyIdToken'];
  /** mount /dev/* as the local stack does; default true (false: the production app) */
  dev?: boolean;
  /** more options for createApp, e.g. `shopifyApp` (its fetch always goes to the harness's local Shopify) */
  app?: Partial<AppOptions>;
  /** install the demo shop before handing out the harness; default true */
  install?: boolean;
  /** also install the second shop (SECOND_SHOP, `h.installSecondShop()`) before handing out the harness; default false */
  secondShop?: boolean;
}

/**
 * Runs `fn` with `Date` at `now` (timers stay real). shopify-api checks session tokens against
 * `Date.now()`, while the harness's clock (and the local Shopify's, which signs and checks them
 * too) stands at NOW: this makes both sides agree on the time, as in a real deployment.
 */
export async function atClock<T>(now: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

export async function createHarness(opts: HarnessOptions = {}): Promise<Harness> {
  // A harness is a new API process: nothing a shop's answers left in memory (popular products,
  // markets, countries) carries over from an earlier harness, of this file or, since the API
  // suite's files share their workers' modules (vitest.config.ts), of another file.
  forgetPopular();
  forgetShopMarkets();
  forgetShopCountries();
  const target = await createTestDatabase();
  const db = await target.open();
  try {
    await migrate(db);
    await seedDatabase(db, NOW);
    await setStorefrontOrigin(db, 'demo-shop', STORE_ORIGIN);
  } catch (err) {
    await db.close();
    await target.dispose();
    throw err;
  }
  const clock = { now: NOW };
  const mails: MailMessage[] = [];
  const mailFailure: { error: Error | null } = { error: null };
  const outbox = createOutboxMailer(db, () => clock.now);
  const shopify = createLocalShopify({ apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, now: () => clock.now });
  // the storefront the local Shopify reports as the shop's domain, which installing makes the shop's origin
  shopify.store.storefront = { primary: STORE_ORIGIN, myshopify: STORE_ORIGIN };
  // Requests to https://{shop}/... reach the local Shopify's routes, host and all.
  const shopifyRequests: ShopifyRequest[] = [];
  const toShopify: ShopifyFetch = async (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? input.toString() : input.url;
    const operation = typeof init?.body === 'string' ? /\b(?:query|mutation)\s+(\w+)/.exec(init.body)?.[1] ?? null : null;
    shopifyRequests.push({ path: new URL(url).pathname, operation });
    return shopify.routes.request(typeof input === 'string' || input instanceof URL ? input.toString() : input, init);
  };
  const shopifyApp = {
    apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, tokenKey: DEMO_TOKEN_KEY,
    ...opts.app?.shopifyApp,
    fetch: toShopify,
  };
  const admin = createShopifyAdmin({
    db, now: () => clock.now, shopify: createShopifyApi(shopifyApp), tokenKey: tokenKey(shopifyApp.tokenKey), apiVersion: shopifyApp.apiVersion,
    fetch: toShopify,
    // Retries wait on the harness's clock, which the local Shopify's throttle bucket refills by.
    sleep: async (ms) => { clock.now += ms; },
  });
  const deps: ApiDeps = {
    db,
    now: () => clock.now,
    shopify: admin,
    embedApp: TEST_EMBED_APP,
    ...fakeAuth,
    ...(opts.verifyIdToken ? { verifyIdToken: opts.verifyIdToken } : {}),
    async sendMail(message) {
      if (mailFailure.error) throw mailFailure.error;
      mails.push(message);
      await outbox(message);
    },
  };
  const webhooks = createWebhooks({ db, now: () => clock.now, deleteUsers: deps.deleteUsers }, { supervise: false });
  const app = createApp(deps, { dev: opts.dev ?? true, trustProxy: 1, appSecret: DEMO_APP_SECRET, webhooks, ...opts.app, shopifyApp });
  const install = async (sessionToken?: string) => atClock(clock.now, async () => {
    const token = sessionToken ?? await shopify.sessionToken();
    const res = await app.request('/shopify/install', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  });
  const installSecondShop = async () => install(await shopify.shop(SECOND_SHOP_DOMAIN).sessionToken());
  const installs: (readonly [string, () => Promise<{ status: number; json: any }>])[] = [
    ...(opts.install !== false ? [['the demo shop', () => install()] as const] : []),
    ...(opts.secondShop ? [['the second shop', installSecondShop] as const] : []),
  ];
  for (const [which, run] of installs) {
    const installed = await run();
    if (installed.status !== 200) {
      shopify.close();
      await db.close();
      await target.dispose();
      throw new Error(`Installing ${which} failed: ${installed.status} ${JSON.stringify(installed.json)}`);
    }
  }
  return {
    db, engine: target.engine, app, clock, mails, mailFailure, webhooks, shopify, admin, install, installSecondShop, shopifyRequests,
    async call(method, path, opts = {}) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = opts.token === undefined ? anonToken() : opts.token;
      if (token) headers.Authorization = `Bearer ${token}`;
      headers['X-Forwarded-For'] = opts.ip ?? ipOf(token ?? '');
      if (opts.origin) headers.Origin = opts.origin;
      Object.assign(headers, opts.headers);
      const body = opts.body ?? (opts.data === undefined ? undefined : JSON.stringify({ data: opts.data }));
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      // headers not enumerable: `expect(res).toEqual({status, json})` stays as it was
      // an HTML page (the admin's pages, the preview frame) comes back as its text
      const json = !text ? null : /^text\/html/.test(res.headers.get('Content-Type') ?? '') ? text : JSON.parse(text);
      return Object.defineProperty({ status: res.status, json }, 'headers', { value: res.headers }) as {
        status: number; json: any; headers: Headers;
      };
    },
    async close() {
      await webhooks.stop();
      shopify.close();
      await db.close();
      await target.dispose();
    },
  };
}
