/**
 * The fault-injection table (docs/security.md 'Faults: the API'): the faults a service can throw at the widget,
 * answered by Chromium request interception (`page.route`) on the API origin, and what a shopper
 * must see for each: the spec's message (docs/product.md#error-messages) where it names one, else the generic one
 * ('Something went wrong...') for answers and the network one ('We could not reach the store...')
 * for no answer at all.
 */
import type { Route } from 'playwright-core';

export type Fault = '500' | '502' | '401' | '429' | 'timeout' | 'refused' | 'not-json' | 'no-data' | 'wrong-shape';

export const FAULTS: Fault[] = ['500', '502', '401', '429', 'timeout', 'refused', 'not-json', 'no-data', 'wrong-shape'];

export const GENERIC = 'Something went wrong. Please try again later.';
export const NETWORK = 'We could not reach the store. Check your connection and try again.';

/** The generic message a load shows for `fault`: the network one when no answer came. */
export const genericFor = (fault: Fault): string => (fault === 'timeout' || fault === 'refused' ? NETWORK : GENERIC);

/** CORS headers as the API sends them, so the page may read the faulty answer. */
function cors(route: Route): Record<string, string> {
  const origin = route.request().headers().origin;
  return origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};
}

const json = (body: unknown) => JSON.stringify(body);

/**
 * Answers `route` with `fault`. `shape` is the wrong-shape body's `data` (default 42). A
 * 'timeout' never answers: the client's own timeout must fire.
 */
export async function answer(route: Route, fault: Fault, shape: unknown = 42): Promise<void> {
  const headers = cors(route);
  const error = (status: number, code: string, extra: Record<string, string> = {}) =>
    route.fulfill({ status, headers: { ...headers, ...extra }, contentType: 'application/json', body: json({ error: { code, message: `injected ${status}` } }) });
  switch (fault) {
    case '500': return error(500, 'internal');
    case '502': return route.fulfill({ status: 502, headers, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    case '401': return error(401, 'unauthenticated');
    case '429': return error(429, 'rate-limited', { 'retry-after': '1' });
    case 'timeout': return; // never answered
    case 'refused': return route.abort('connectionrefused');
    case 'not-json': return route.fulfill({ status: 200, headers, contentType: 'text/html', body: '<!doctype html><p>Maintenance</p>' });
    case 'no-data': return route.fulfill({ status: 200, headers, contentType: 'application/json', body: json({ ok: true, items: [] }) });
    case 'wrong-shape': return route.fulfill({ status: 200, headers, contentType: 'application/json', body: json({ data: shape }) });
  }
}
