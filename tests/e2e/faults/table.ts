/**
 * The fault-injection table (docs/security.md 'Faults: the API'): the faults a service can throw at the widget,
 * answered by Chromium request interception on the API origin (./intercept.ts), and what a shopper
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

/** CORS headers as the API sends them to `origin` (the request's Origin header), so the page may read the faulty answer. */
function cors(origin: string | undefined): Record<string, string> {
  return origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' } : {};
}

const json = (body: unknown) => JSON.stringify(body);

/** What a fault answers: a response, a refused connection, or nothing at all. */
export type FaultAnswer = { status: number; headers: Record<string, string>; body: string } | 'refused' | 'silence';

/**
 * The answer of `fault` to a request from `origin`. `shape` is the wrong-shape body's `data`
 * (default 42). A 'timeout' is silence: the client's own timeout must fire.
 */
export function faultAnswer(fault: Fault, origin: string | undefined, shape: unknown = 42): FaultAnswer {
  const reply = (status: number, contentType: string, body: string, extra: Record<string, string> = {}) => ({
    status,
    headers: { ...cors(origin), 'content-type': contentType, ...extra },
    body,
  });
  const error = (status: number, code: string, extra?: Record<string, string>) =>
    reply(status, 'application/json', json({ error: { code, message: `injected ${status}` } }), extra);
  switch (fault) {
    case '500': return error(500, 'internal');
    case '502': return reply(502, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>');
    case '401': return error(401, 'unauthenticated');
    case '429': return error(429, 'rate-limited', { 'retry-after': '1' });
    case 'timeout': return 'silence';
    case 'refused': return 'refused';
    case 'not-json': return reply(200, 'text/html', '<!doctype html><p>Maintenance</p>');
    case 'no-data': return reply(200, 'application/json', json({ ok: true, items: [] }));
    case 'wrong-shape': return reply(200, 'application/json', json({ data: shape }));
  }
}

/** Answers Playwright's `route` with `fault` (faultAnswer); silence leaves it unanswered. */
export async function answer(route: Route, fault: Fault, shape?: unknown): Promise<void> {
  const a = faultAnswer(fault, route.request().headers().origin, shape);
  if (a === 'refused') return route.abort('connectionrefused');
  if (a !== 'silence') return route.fulfill(a);
}
