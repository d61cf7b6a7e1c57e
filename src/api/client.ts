/**
 * The API client's core (docs/product.md#api-calls, docs/architecture.md#rules-the-checks-hold-you-to): the shop
 * binding, public GETs and answer reading; calls with a token are in `call.ts`, which only lazy chunks import, so the
 * panel entry does not carry them (bytes: docs/architecture.md#what-loads-when). A status above 399, a body
 * that is not JSON, a body without `data`, a network failure or a timeout all become one
 * `ApiError` carrying a translation key, so screens show `t(error.messageKey)` and never a raw
 * error.
 */
import type { ApiErrorBody } from './types';
import { own } from '../lib/own';
import { ApiError } from './api-error';

// callers take ApiError with the client's other names, as the preview build's client (src/preview/client.ts) gives it
export { ApiError };

export interface ApiContext {
  /** API base URL without trailing slash */
  apiBase: string;
  shopId: string;
  /** Shopify customer id when known */
  customerId(): string | null;
  /** Resolves to a Firebase ID token; creates the anonymous session on first need. */
  idToken(): Promise<string>;
}

let ctx: ApiContext | null = null;

/** Binds the client to a shop and an identity source; call once when the panel starts. */
export function configureApi(context: ApiContext): void {
  ctx = context;
}

/** What `configureApi` bound, null before. */
export const apiContext = (): ApiContext | null => ctx;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  pageCursor?: string | null;
  /** ms before the call is abandoned with code 'timeout'; default 15,000 */
  timeoutMs?: number;
}

/**
 * GETs a public path of the shop (`/init/for-you/{shopId}`, `/products/{shopId}`) without a
 * token or custom headers: a simple CORS request (no preflight) that needs no identity and that
 * the HTTP cache may answer. `path` is given the shop id: `publicGet('/products', '?ids=1')`.
 * Tried again as `retry.ts` says (network failure, 429, 502-504).
 * @throws ApiError (never anything else)
 */
export function publicGet<T>(path: string, search: string, opts: CallOptions = {}): Promise<T> {
  if (!ctx) return Promise.reject(new ApiError(0, 'no-shop', 'error.generic', 'No shop id found'));
  return getWithRetry(() => send<T>('GET', shopPath(path, search), {}, opts));
}

/**
 * Runs `get` (one GET through `send`); after a failure, tries again as retry.ts says (that
 * module loads only then: bytes, docs/architecture.md#what-loads-when). Only for GETs: retries only where safe. When
 * that module cannot load (offline, and never fetched before), the first failure stands.
 * @throws ApiError, the last try's
 */
export const getWithRetry = <T>(get: () => Promise<T>): Promise<T> => get().catch((e) => import('./retry').then((m) => m.retryGet(e, get), () => Promise.reject(e)));

const shopPath = (path: string, search: string) => `${path}/${encodeURIComponent(ctx!.shopId)}${search}`;

/**
 * Fetches `ctx.apiBase + path` once, abandoned after `opts.timeoutMs` (15,000 ms), and resolves
 * to the answer's `data`. Retries are the callers' (GETs only: `retry.ts`). The one place a
 * failed fetch becomes an ApiError: a rejection, and a page's `fetch` that throws at once instead
 * of rejecting (docs/security.md 'Faults: storage, identity, host scripts'), are a network failure.
 * @throws ApiError (never anything else)
 */
export async function send<T>(method: Method, path: string, init: RequestInit, opts: CallOptions): Promise<T> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? 15000);
  const what = `${method} ${path}`;
  let res: Response | undefined;
  try {
    res = await fetch(ctx!.apiBase + path, { ...init, signal });
  } catch {
    // the network, the timeout, or a page's fetch that throws at once: below
  }
  if (!res) throw new ApiError(0, signal.aborted ? 'timeout' : 'network', 'error.network', what);
  return readAnswer<T>(res, what);
}

/**
 * The `data` of an API answer.
 * @throws ApiError for a status above 399, a body that is not JSON or one without `data`
 */
export async function readAnswer<T>(res: Response, what: string): Promise<T> {
  // a body that is not JSON reads null: a bad response below
  const json: unknown = await res.json().catch(() => null);
  if (res.status > 399) {
    const err = (json as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? res.status, 'error.generic', err?.message ?? `HTTP ${res.status}`, res.headers.get('retry-after'));
  }
  if (!json || typeof json !== 'object' || !own(json, 'data')) {
    throw new ApiError(res.status, 'bad-response', 'error.generic', `${what}: no data`);
  }
  return (json as { data: T }).data;
}
