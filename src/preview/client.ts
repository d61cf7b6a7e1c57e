/**
 * The API client of the preview build (docs/product.md#roles; src/preview/bridge.ts): the same module as
 * src/api/client.ts, whose imports build/preview-swap.ts points here with `--mode preview`, except that
 * `send` and `publicGet` ask the parent page instead of the network. The parent answers
 * `{status, body}` (body: what the API would send, e.g. `{data: ...}`), read by the real
 * `readAnswer`, so errors are the same ApiErrors and translation keys as in production.
 */
import { ApiError, apiContext, readAnswer, type CallOptions, type Method } from '../api/client';
import { previewBridge, PreviewError } from './bridge';

export { ApiError, configureApi, apiContext, getWithRetry, readAnswer } from '../api/client';
export type { ApiContext, CallOptions, Method } from '../api/client';

/**
 * Sends `method path` with `init.body` (the envelope JSON, or none) to the parent page and resolves
 * to the answer's `data`.
 * @throws ApiError: 'timeout' when the parent does not answer in `opts.timeoutMs` (default 15,000),
 *   'network' when there is no allowed parent or it refused, else as readAnswer
 */
export async function send<T>(method: Method, path: string, init: RequestInit, opts: CallOptions): Promise<T> {
  let reply: { status?: unknown; body?: unknown } | null;
  try {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    reply = (await previewBridge().request('api', { method, path, body }, opts.timeoutMs ?? 15000)) as typeof reply;
  } catch (e) {
    throw e instanceof PreviewError && e.code === 'timeout'
      ? new ApiError(0, 'timeout', 'error.network', `${method} ${path} timed out`)
      : new ApiError(0, 'network', 'error.network', `${method} ${path} failed`);
  }
  const status = typeof reply?.status === 'number' && reply.status >= 200 && reply.status <= 599 ? reply.status : 200;
  return readAnswer<T>(new Response(JSON.stringify(reply?.body ?? null), { status }), `${method} ${path}`);
}

/** As src/api/client.ts `publicGet`, through the parent page. @throws ApiError */
export function publicGet<T>(path: string, search: string, opts: CallOptions = {}): Promise<T> {
  const ctx = apiContext();
  if (!ctx) return Promise.reject(new ApiError(0, 'no-shop', 'error.generic', 'No shop id found'));
  return send<T>('GET', `${path}/${encodeURIComponent(ctx.shopId)}${search}`, {}, opts);
}
