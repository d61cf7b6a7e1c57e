/**
 * The API calls that carry the current user's Firebase ID token as a bearer token and JSON
 * (docs/product.md#api-calls): POST and PUT send `{data: {shopId, customerId?, pageCursor?, ...payload}}`. Only
 * lazy chunks import this (they run once identity is loading anyway); client.ts has the rest.
 */
import { ApiError, apiContext, getWithRetry, send, type CallOptions, type Method } from './client';

/**
 * The current user's Firebase ID token, from the identity source given to `configureApi`.
 * @throws ApiError code 'no-shop' before `configureApi`, 'auth' when identity is unreachable
 */
export async function bearerToken(): Promise<string> {
  const ctx = apiContext();
  if (!ctx) throw new ApiError(0, 'no-shop', 'error.generic', 'No shop id found');
  try {
    return await ctx.idToken();
  } catch {
    throw new ApiError(0, 'auth', 'error.generic', 'No identity');
  }
}

/**
 * Calls `method path` and resolves to the response's `data`; a GET is tried again as retry.ts says.
 * @throws ApiError (never anything else)
 */
export async function apiCall<T>(method: Method, path: string, payload?: object, opts: CallOptions = {}): Promise<T> {
  const token = await bearerToken();
  const ctx = apiContext()!;
  const hasBody = method === 'POST' || method === 'PUT';
  const body = hasBody
    ? JSON.stringify({ data: { shopId: ctx.shopId, customerId: ctx.customerId(), pageCursor: opts.pageCursor ?? null, ...payload } })
    : undefined;
  // `send` rejects with ApiError only (a page's `fetch` that throws at once is a network failure there)
  const go = () => send<T>(method, path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body }, opts);
  return method === 'GET' ? getWithRetry(go) : go(); // retries only where safe: retry.ts
}

/**
 * `data` when `ok` says its shape is right; else the failure a screen shows as the generic
 * error (a wrong shape, e.g. `{data: 42}`, is a bad answer like one without `data`: docs/product.md#api-calls).
 * @throws ApiError code 'bad-response'
 */
export function shaped<T>(data: T, ok: (data: T) => unknown, what: string): T {
  if (!data || typeof data !== 'object' || !ok(data)) throw new ApiError(200, 'bad-response', 'error.generic', `${what}: wrong shape`);
  return data;
}
