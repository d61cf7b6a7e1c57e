// Test helpers of the admin: a fetch stand-in for the admin API answering by method and path.
import { vi } from 'vitest';

export type Route = (init: RequestInit & { url: string }) => { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * Replaces fetch: `routes` maps 'METHOD /path' (the path after /admin/api/shops/{shop}, query
 * included) to an answer. Unknown calls answer 404. Returns the mock (its calls: [url, init]).
 */
export function mockAdminApi(routes: Record<string, Route>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const rest = url.replace(/^.*\/admin\/api\/shops\/[^/]+/, '');
    const route = routes[`${(init.method ?? 'GET').toUpperCase()} ${rest}`];
    const answer = route ? route({ ...init, url }) : { status: 404, body: { error: { code: 'not-found', message: 'Not found' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
