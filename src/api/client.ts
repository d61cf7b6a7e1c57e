/**
 * The only module that knows the API envelope (SPEC.md 7, DESIGN.md 2).
 *
 * Every call carries the current user's Firebase ID token as a bearer token and JSON; POST and
 * PUT send `{data: {shopId, customerId?, pageCursor?, ...payload}}`. A status above 399, a body
 * that is not JSON, a body without `data`, a network failure or a timeout all become one
 * `ApiError` carrying a translation key, so screens show `t(error.messageKey)` and never a raw
 * error.
 */
import type { ApiErrorBody } from './types';

export interface ApiContext {
  /** API base URL without trailing slash */
  apiBase: string;
  shopId: string;
  /** Shopify customer id when known */
  customerId(): string | null;
  /** Resolves to a Firebase ID token; creates the anonymous session on first need. */
  idToken(): Promise<string>;
}

/** A failed API call. `status` 0 means no HTTP answer (network or timeout). */
export class ApiError extends Error {
  // `declare` + assignment: no class-field helpers in the bundle (they cost ~400 B brotli).
  declare readonly status: number;
  /** server error code (number for create-otc's 100/101/102, else a slug), or 'network' | 'timeout' | 'bad-response' */
  declare readonly code: number | string;
  /** translation key for what the shopper sees */
  declare readonly messageKey: string;

  constructor(status: number, code: number | string, messageKey: string, message: string) {
    super(message);
    Object.assign(this, { name: 'ApiError', status, code, messageKey });
  }
}

let ctx: ApiContext | null = null;

/** Binds the client to a shop and an identity source; call once when the panel starts. */
export function configureApi(context: ApiContext): void {
  ctx = context;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  pageCursor?: string | null;
  /** ms before the call is abandoned with code 'timeout'; default 15,000 */
  timeoutMs?: number;
}

/**
 * The current user's Firebase ID token, from the identity source given to `configureApi`.
 * @throws ApiError code 'no-shop' before `configureApi`, 'auth' when identity is unreachable
 */
export async function bearerToken(): Promise<string> {
  if (!ctx) throw new ApiError(0, 'no-shop', 'error.generic', 'No shop id found');
  try {
    return await ctx.idToken();
  } catch {
    throw new ApiError(0, 'auth', 'error.generic', 'No identity');
  }
}

/**
 * Calls `method path` and resolves to the response's `data`.
 * @throws ApiError (never anything else)
 */
export async function apiCall<T>(method: Method, path: string, payload?: object, opts: CallOptions = {}): Promise<T> {
  const token = await bearerToken();
  const { apiBase, shopId } = ctx!;
  const hasBody = method === 'POST' || method === 'PUT';
  const body = hasBody
    ? JSON.stringify({ data: { shopId, customerId: ctx!.customerId(), pageCursor: opts.pageCursor ?? null, ...payload } })
    : undefined;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), opts.timeoutMs ?? 15000);
  let res: Response;
  try {
    res = await fetch(apiBase + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: abort.signal,
    });
  } catch {
    throw abort.signal.aborted
      ? new ApiError(0, 'timeout', 'error.network', `${method} ${path} timed out`)
      : new ApiError(0, 'network', 'error.network', `${method} ${path} failed`);
  } finally {
    clearTimeout(timer);
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    /* handled below: a body that is not JSON is a bad response */
  }
  if (res.status > 399) {
    const err = (json as ApiErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? res.status, 'error.generic', err?.message ?? `HTTP ${res.status}`);
  }
  if (!json || typeof json !== 'object' || !('data' in json)) {
    throw new ApiError(res.status, 'bad-response', 'error.generic', `${method} ${path}: response without data`);
  }
  return (json as { data: T }).data;
}
