/**
 * `ShopifyAdmin` (types.ts) over each shop's stored offline session: Admin GraphQL through
 * @shopify/admin-api-client, the access token refreshed with shopify-api's `auth.refreshToken`
 * before it expires (and once after a 401), bounded retries on 5xx, network errors and THROTTLED.
 *
 * Shopify rotates the refresh token on every refresh, so the refresh runs outside any database
 * transaction and the new pair is stored (one statement, committed) before it is used: no
 * rollback can lose it. One refresh per shop at a time: in this process a shared promise, across
 * instances a lease on the session row (`refresh_lease_until`), claimed and released in short
 * transactions that never span the call to Shopify. A refresh Shopify refuses for good marks the
 * session as needing token exchange (sessions.ts `markExchangeNeeded`), which the merchant's next
 * session token runs (install.ts `renewSession`; docs/deploying.md 'When a refresh fails').
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { HttpResponseError, type Shopify } from '@shopify/shopify-api';
import type { Db } from '../db/db';
import { withShopifyFetch, type ShopifyFetch } from './api';
import {
  leaseRefresh, loadSession, markExchangeNeeded, releaseRefresh, saveSession, sessionFromShopify, type LoadedSession, type StoredSession,
} from './sessions';
import { ShopifyError, type ShopifyAdmin } from './types';

export interface AdminClientOptions {
  db: Db;
  /** the app's shopifyApi instance (api.ts) */
  shopify: Shopify;
  /** the AES key of stored tokens (token-crypto.ts `tokenKey`) */
  tokenKey: Buffer;
  /** Admin API version, e.g. '2026-07' */
  apiVersion: string;
  /** every request to `https://{shop}/...`; default the real fetch */
  fetch?: ShopifyFetch;
  /** the clock, epoch ms */
  now(): number;
  /** waits `ms` between attempts; default a timer (tests advance their clock instead) */
  sleep?(ms: number): Promise<void>;
  /** waits before the 2nd, 3rd, ... attempt after a 5xx or network error, ms; default [250, 750, 2000] */
  retryDelaysMs?: readonly number[];
  /** the longest wait for the throttle bucket to refill, ms; default 2000 */
  maxThrottleWaitMs?: number;
  /** a token expiring within this many ms is refreshed first; default 60 000 */
  refreshMarginMs?: number;
}

/** How long a refresh may take before Shopify's answer is given up on, ms. */
export const REFRESH_TIMEOUT_MS = 10_000;
/** How long an instance's claim on a shop's refresh lasts, ms: longer than REFRESH_TIMEOUT_MS, so a live claim is never taken over. */
export const REFRESH_LEASE_MS = 30_000;
/** How often a request waiting on another instance's refresh looks again, ms. */
const LEASE_POLL_MS = 100;

/**
 * A fetch that sends `https://{shop}/...` to `origin` instead (the local stack's local Shopify,
 * which serves more than one shop), naming the shop it was meant for in `X-Forwarded-Host` as a
 * reverse proxy does.
 */
export function fetchToOrigin(origin: string, fetch: ShopifyFetch = globalThis.fetch): ShopifyFetch {
  const base = new URL(origin);
  return (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-Host', url.host);
    url.protocol = base.protocol;
    url.host = base.host;
    return fetch(url.toString(), { ...init, headers });
  };
}

type Attempt<T> =
  | { ok: true; data: T }
  | { ok: false; retry: 'unauthorized' | 'unavailable'; waitMs?: number; message: string }
  | { ok: false; retry: 'never'; message: string };

interface Cost {
  requestedQueryCost?: number;
  throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
}

/**
 * Builds the ShopifyAdmin of the app.
 * @returns `graphql(shopId, query, variables)`, which answers `data` or throws ShopifyError:
 *   'not-installed' (no session, or Shopify refused the refresh), 'unavailable' (5xx, network,
 *   THROTTLED after the retries), 'graphql' (errors in the answer: a query Shopify refuses)
 */
export function createShopifyAdmin(opts: AdminClientOptions): ShopifyAdmin & {
  /** refreshes `shopId`'s access token now (tests, and after a 401) */
  refresh(shopId: string): Promise<StoredSession>;
} {
  const fetch = opts.fetch ?? globalThis.fetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const delays = opts.retryDelaysMs ?? [250, 750, 2000];
  const maxThrottleWait = opts.maxThrottleWaitMs ?? 2000;
  const margin = opts.refreshMarginMs ?? 60_000;
  const refreshing = new Map<string, Promise<StoredSession>>();
  const notInstalled = (shopId: string) => new ShopifyError('not-installed', `The app has no access to the shop ${shopId}; it must be installed again.`);

  type Claim =
    | { kind: 'refused' }
    | { kind: 'current'; session: StoredSession }
    | { kind: 'wait'; untilMs: number; accessToken: string }
    | { kind: 'claimed'; session: LoadedSession & { refreshToken: string } };

  /**
   * Reads the shop's session under a row lock and, unless another request refreshed it meanwhile
   * or another instance holds the refresh, claims the refresh for REFRESH_LEASE_MS. The lock
   * lasts this short transaction only.
   */
  function claim(shopId: string, staleToken: string | undefined): Promise<Claim> {
    return opts.db.transaction(async (tx): Promise<Claim> => {
      const current = await loadSession(tx, opts.tokenKey, shopId, true);
      if (!current || current.exchangeNeededAt !== null) return { kind: 'refused' };
      // Another request (or instance) refreshed it meanwhile.
      if (staleToken !== undefined && current.accessToken !== staleToken && !expiresSoon(current)) return { kind: 'current', session: current };
      const now = opts.now();
      if (current.refreshLeaseUntil !== null && current.refreshLeaseUntil > now) return { kind: 'wait', untilMs: current.refreshLeaseUntil, accessToken: current.accessToken };
      const { refreshToken } = current;
      if (refreshToken === null || (current.refreshTokenExpiresAt !== null && current.refreshTokenExpiresAt <= now)) {
        await markExchangeNeeded(tx, shopId, now);
        console.error(`[shopify] The refresh token of ${shopId} is missing or expired: the merchant's next session token (opening the app) runs token exchange again.`);
        return { kind: 'refused' };
      }
      await leaseRefresh(tx, shopId, now + REFRESH_LEASE_MS);
      return { kind: 'claimed', session: { ...current, refreshToken } };
    });
  }

  /**
   * After Shopify refused `used`'s refresh token or access token for good: the session another
   * request stored since (a refresh of another instance, the merchant's token exchange), or else
   * the session marked as needing token exchange and ShopifyError 'not-installed' thrown.
   */
  async function refusedForGood(shopId: string, used: StoredSession): Promise<StoredSession> {
    const newer = await opts.db.transaction(async (tx) => {
      const current = await loadSession(tx, opts.tokenKey, shopId, true);
      if (current && current.exchangeNeededAt === null && current.accessToken !== used.accessToken) return current;
      if (current) await markExchangeNeeded(tx, shopId, opts.now());
      return null;
    });
    if (!newer) {
      console.error(`[shopify] Shopify refused the access of ${shopId} for good: the merchant's next session token (opening the app) runs token exchange again.`);
      throw notInstalled(shopId);
    }
    return newer;
  }

  /** Shopify's refresh of a claimed session; the new pair is stored before it is returned. */
  async function refreshClaimed(shopId: string, current: StoredSession & { refreshToken: string }): Promise<StoredSession> {
    const now = opts.now();
    // shopify-api sets no time limit: the claim must outlive the call
    const timed: ShopifyFetch = (input, init) => fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(REFRESH_TIMEOUT_MS)]) : AbortSignal.timeout(REFRESH_TIMEOUT_MS) });
    let session;
    try {
      ({ session } = await withShopifyFetch(timed, () => opts.shopify.auth.refreshToken({ shop: current.shop, refreshToken: current.refreshToken })));
    } catch (err) {
      if (err instanceof HttpResponseError && err.response.code < 500 && err.response.code !== 429) return refusedForGood(shopId, current);
      // Shopify may have rotated the pair without the answer reaching us: then the next refresh
      // is refused, and the shop heals as any refused refresh does.
      await releaseRefresh(opts.db, shopId).catch(() => undefined);
      throw new ShopifyError('unavailable', `Shopify did not refresh the access token of ${shopId}.`);
    }
    const next = sessionFromShopify(session, shopId, now);
    await saveSession(opts.db, opts.tokenKey, next, now);
    return next;
  }

  /**
   * One refresh per shop at a time: in this process the running one is shared; across instances
   * the lease decides, and a request finding another instance's lease waits for its token.
   */
  function refresh(shopId: string, staleToken?: string): Promise<StoredSession> {
    const running = refreshing.get(shopId);
    if (running) return running;
    const job = (async () => {
      let stale = staleToken;
      for (let polls = 0; ; polls++) {
        const c = await claim(shopId, stale);
        if (c.kind === 'refused') throw notInstalled(shopId);
        if (c.kind === 'current') return c.session;
        if (c.kind === 'claimed') return refreshClaimed(shopId, c.session);
        // the other instance's new token is what this request wants
        stale ??= c.accessToken;
        if (polls * LEASE_POLL_MS > REFRESH_LEASE_MS) throw new ShopifyError('unavailable', `Another refresh of ${shopId}'s access token did not finish.`);
        await sleep(Math.max(1, Math.min(LEASE_POLL_MS, c.untilMs - opts.now())));
      }
    })().finally(() => refreshing.delete(shopId));
    refreshing.set(shopId, job);
    return job;
  }

  const expiresSoon = (s: StoredSession) => s.expiresAt !== null && s.expiresAt - margin <= opts.now();

  async function attempt<T>(session: StoredSession, query: string, variables?: Record<string, unknown>): Promise<Attempt<T>> {
    const client = createAdminApiClient({
      storeDomain: session.shop,
      apiVersion: opts.apiVersion,
      accessToken: session.accessToken,
      customFetchApi: fetch as never,
      // skips only the library's `window` check: the unit tests' happy-dom has a window
      isTesting: true,
    });
    const res = await client.request<T>(query, { variables });
    if (!res.errors) return { ok: true, data: res.data as T };
    const status = res.errors.networkStatusCode;
    const gql = (res.errors.graphQLErrors ?? []) as { message?: string; extensions?: { code?: string } }[];
    if (status === 401) return { ok: false, retry: 'unauthorized', message: 'Shopify refused the access token.' };
    if (gql.some((e) => e.extensions?.code === 'THROTTLED')) {
      const cost = (res.extensions as { cost?: Cost } | undefined)?.cost;
      const missing = (cost?.requestedQueryCost ?? 0) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
      const rate = cost?.throttleStatus?.restoreRate ?? 0;
      const waitMs = rate > 0 && missing > 0 ? Math.ceil((missing / rate) * 1000) : 1000;
      return { ok: false, retry: 'unavailable', waitMs: Math.min(waitMs, maxThrottleWait), message: 'Shopify throttled the request.' };
    }
    if (status === undefined || status >= 500 || status === 429) {
      return { ok: false, retry: 'unavailable', message: `Shopify answered ${status ?? 'nothing'}.` };
    }
    return { ok: false, retry: 'never', message: gql.map((e) => e.message ?? '').join('; ') || res.errors.message || `Shopify answered ${status}.` };
  }

  async function graphql<T>(shopId: string, query: string, variables?: Record<string, unknown>): Promise<T> {
    const loaded = await loadSession(opts.db, opts.tokenKey, shopId);
    // a session needing token exchange is not tried: Shopify refused it for good already
    if (!loaded || loaded.exchangeNeededAt !== null) throw notInstalled(shopId);
    let session: StoredSession = loaded;
    if (expiresSoon(session)) session = await refresh(shopId, session.accessToken);
    let refreshed = false;
    let failures = 0;
    for (;;) {
      const result = await attempt<T>(session, query, variables);
      if (result.ok) return result.data;
      if (result.retry === 'never') throw new ShopifyError('graphql', result.message);
      if (result.retry === 'unauthorized') {
        if (refreshed) {
          // a token fresh from Shopify refused: only token exchange can help
          await refusedForGood(shopId, session);
          throw notInstalled(shopId);
        }
        refreshed = true;
        session = await refresh(shopId, session.accessToken);
        continue;
      }
      if (failures >= delays.length) throw new ShopifyError('unavailable', `${result.message} Gave up after ${failures + 1} attempts.`);
      await sleep(result.waitMs ?? delays[failures]!);
      failures += 1;
    }
  }

  return { graphql, refresh: (shopId) => refresh(shopId) };
}
