/**
 * Store (Shopify multipass) login after a widget sign-in (docs/product.md#sign-in-and-session, #product-api 'POST
 * /member/{shopId}/shopify/login', #error-messages, #limits). A lazy chunk: loaded with after-login, never with the
 * panel's first chunk.
 *
 * One attempt: the API mints a multipass URL for this page; a cookie-carrying GET of it signs the
 * store session in (Set-Cookie, then a redirect back); after 200 ms the current page is fetched
 * again (no cache) and its config block must now carry a `customerId`. The attempt is retried up
 * to 5 times (6 attempts in all); then 'Unable to log in to Shopify' is thrown. A 401 from the
 * API means the shop has no multipass key: that stops at once and raises a visible alert. A 400
 * 'bad-return-url' (this page is not one of the shop's storefronts) stops at once too, failing as
 * after the last retry.
 */
import type { PageConfig } from '../settings/types';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import { report } from '../lib/report';

/** Retries after the first attempt (docs/product.md#limits). */
export const STORE_LOGIN_RETRIES = 5;
/** Wait in ms between the multipass GET and re-reading the page (docs/product.md#limits). */
export const STORE_LOGIN_WAIT_MS = 200;

/** Why the store login failed: the shop has no multipass key, or every attempt failed. */
export type StoreLoginFailure = 'multipass-not-set' | 'failed';

/** The error logInToStore rejects with. `message` is English, for logs only. */
export class StoreLoginError extends Error {
  declare readonly code: StoreLoginFailure;
  constructor(code: StoreLoginFailure, message: string) {
    super(message);
    Object.assign(this, { name: 'StoreLoginError', code });
  }
}

/** The store session as a page's config block tells it. */
export interface StoreSession { customerId: string | null; customerEmail: string | null }

const BLOCK = /<script\b[^>]*\sid\s*=\s*(["']?)status-config\1(?=[\s/>])[^>]*>([\s\S]*?)<\/script\s*>/i;

/**
 * Reads `customerId` and `customerEmail` from the `<script type="application/json"
 * id="status-config">` block of a store page's `html`. null when the block is missing or its JSON
 * is bad. Pure.
 */
export function readStoreSession(html: string): StoreSession | null {
  const m = BLOCK.exec(String(html ?? ''));
  if (!m) return null;
  try {
    const c = JSON.parse(m[2]) as Record<string, unknown> | null;
    if (!c || typeof c !== 'object') return null;
    const id = c.customerId;
    const mail = c.customerEmail;
    return {
      customerId: (typeof id === 'string' && id) || (typeof id === 'number' && Number.isFinite(id)) ? String(id) : null,
      customerEmail: typeof mail === 'string' && mail ? mail : null,
    };
  } catch {
    return null;
  }
}

/** True when the widget user's `email` and the store customer's differ (case and spaces ignored). Pure. */
export function emailsDiffer(email: string | null | undefined, storeEmail: string | null | undefined): boolean {
  const n = (s: string | null | undefined) => String(s ?? '').trim().toLowerCase();
  return !!n(email) && !!n(storeEmail) && n(email) !== n(storeEmail);
}

/** True for the API's 'no multipass key' answer: 401 with code 'multipass-not-set' (or no code). */
function multipassMissing(e: unknown): boolean {
  return e instanceof ApiError && e.status === 401 && (e.code === 'multipass-not-set' || e.code === 401);
}

const here = () => location.href.split('#')[0];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt; resolves to true when the re-read page has a store customer. Throws ApiError from the API call. */
async function attempt(config: PageConfig, email: string): Promise<boolean> {
  const { url } = await apiCall<{ url?: unknown }>('POST', `/member/${encodeURIComponent(config.shopId)}/shopify/login`, { returnUrl: here() });
  if (typeof url !== 'string' || !url) return false;
  try {
    // each store request gives up after 15 s: a hung store is a failed attempt, never a wait forever
    await fetch(url, { credentials: 'include', redirect: 'follow', signal: AbortSignal.timeout(15000) });
    await wait(STORE_LOGIN_WAIT_MS);
    const res = await fetch(here(), { cache: 'no-store', credentials: 'include', signal: AbortSignal.timeout(15000) });
    const session = readStoreSession(await res.text());
    if (!session?.customerId) return false;
    if (emailsDiffer(email, session.customerEmail)) {
      // docs/product.md#error-messages: reported, not shown. Ids only: emails are personal data.
      report(new Error('The store customer has another email'), 'store-email-mismatch', { shopId: config.shopId, storeCustomerId: session.customerId });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Logs the store session in as the widget user `email` (docs/product.md#behaviour, #api-calls, #limits). Resolves once
 * the store page shows a customer.
 * @throws StoreLoginError code 'multipass-not-set' at once on the API's 401; code 'failed', message 'Unable to log in to
 *   Shopify', after 1 + STORE_LOGIN_RETRIES attempts (each: API call, multipass GET, 200 ms, page re-read), or at once
 *   on the API's 400 'bad-return-url'.
 */
export async function logInToStore(config: PageConfig, email: string): Promise<void> {
  for (let i = 0; i <= STORE_LOGIN_RETRIES; i++) {
    try {
      if (await attempt(config, email)) return;
    } catch (e) {
      if (multipassMissing(e)) {
        throw new StoreLoginError('multipass-not-set', 'Multipass key not set');
      }
      // The API refuses this page as a return URL: another attempt gets the same answer.
      if ((e as ApiError | undefined)?.code === 'bad-return-url') break;
    }
  }
  throw new StoreLoginError('failed', 'Unable to log in to Shopify');
}
