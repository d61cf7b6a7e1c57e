// Shared setup for For you's loyalty and account integration tests: a fake API and store
// behind fetch, a signed-in shopper, and a controllable viewport width.
import { vi } from 'vitest';
import { configureApi } from '../../../../src/api/client';

/** One fake answer: status and JSON body (the API's `{data}`, or a store call's plain JSON). */
export interface Answer { status?: number; body: unknown }
export type Route = (url: URL, init: RequestInit | undefined) => Answer | Promise<Answer>;

/** The demo store credit card as our API answers it (GET /credit/{shopId}). */
export const CARD = { amount: 25, giftCardId: 'gc_550123', expiresOn: '2027-06-30', code: 'HRBR-7Q2K-9XLM' };

/**
 * Replaces fetch: `routes['GET /points/demo-shop']` answers that call (by method and path; the
 * query is left to the route). Unknown calls get 404. Returns the fetch mock.
 */
export function fakeFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, location.href);
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const answer = route ? await route(url, init) : { status: 404, body: { error: { code: 'not-found', message: 'nope' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 't' });
  return fetchMock;
}

/** The calls fetchMock received for `method path`, as [url, init] pairs. */
export const callsTo = (fetchMock: ReturnType<typeof fakeFetch>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, location.href).pathname}` === key);

/** `matchMedia` for a viewport `width` px wide; `resize(w)` changes it and tells the listeners. */
export function viewport(width: number) {
  let w = width;
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const matches = () => w <= 767;
  const mql = {
    get matches() { return matches(); },
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', vi.fn((q: string) => {
    if (q !== '(max-width: 767px)') throw new Error('unexpected query ' + q);
    return mql;
  }));
  return {
    resize(next: number) {
      const before = matches();
      w = next;
      if (before !== matches()) for (const l of listeners) l({ matches: matches() });
    },
  };
}
