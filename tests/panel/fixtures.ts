// Shared test helpers for the panel, For you and product tests: a session store that never
// loads Firebase, a fake API behind fetch, and product fixtures.
import { vi } from 'vitest';
import { fireEvent, type screen } from '@testing-library/preact';
import type { Product } from '../../src/api/types';
import type { PageConfig } from '../../src/settings/types';
import { configureApi } from '../../src/api/client';

type Session = typeof import('../../src/session/session');

/**
 * The real session store (src/session/session.ts) with the identity chunk kept away: `idToken` is
 * a spy. Use with
 * `vi.mock('../../src/session/session', async (real) => (await import('./fixtures')).sessionMock(await real()))`.
 */
export const sessionMock = (real: Session): Session => ({
  ...real,
  idToken: vi.fn(async () => 'test-token'),
});

/** A member as the identity chunk reports one. */
export const member = { uid: 'user-9', email: 'shopper@example.com', isAnonymous: false };

export function product(id: number, over: Partial<Product> = {}): Product {
  return {
    id,
    title: `Product ${id}`,
    variantTitle: '',
    image: `/img/${id}.jpg`,
    url: `/products/p-${id}`,
    price: 2800,
    compareAtPrice: null,
    prices: [],
    variants: [],
    cacheUntil: Date.now() + 3_600_000,
    ...over,
  };
}

/** Answers one API call with the response's `data` (or a promise of it, to answer later). */
export type Handler = (data: Record<string, unknown>) => unknown;

/**
 * What a call sent: a POST's or PUT's envelope `data`, or a GET's query with each comma-separated
 * list as numbers (`?ids=1,2` is `{ids: [1, 2]}`, `?recentlyViewed=` is `{recentlyViewed: []}`).
 */
function callData(url: string, init: RequestInit | undefined): Record<string, unknown> {
  if (init?.body) return JSON.parse(String(init.body)).data;
  const query: Record<string, unknown> = {};
  new URL(url).searchParams.forEach((v, k) => (query[k] = v ? v.split(',').map(Number) : []));
  return query;
}

const callKey = (url: string, init: RequestInit | undefined) => `${init?.method ?? 'GET'} ${new URL(url).pathname}`;

/**
 * Replaces fetch with a fake API: `routes['GET /products/demo-shop'] = (data) => responseData`,
 * where `data` is what the call sent (see callData). Returns the fetch mock.
 */
export function fakeApi(routes: Record<string, Handler | { status: number }>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const h = routes[callKey(url, init)];
    if (!h) return new Response(JSON.stringify({ error: { code: 'not-found', message: 'nope' } }), { status: 404 });
    if (typeof h !== 'function') return new Response(JSON.stringify({ error: { code: 'boom', message: 'boom' } }), { status: h.status });
    return new Response(JSON.stringify({ data: await h(callData(url, init)) }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
  return fetchMock;
}

/** A `GET /products/{shopId}?ids=` handler answering with fixtures for the requested ids. */
export const batchFrom = (make: (id: number) => Product = (id) => product(id)): Handler => (data) => ({
  items: (data.ids as number[]).map((id) => make(id)),
});

export const config: PageConfig = {
  shopId: 'demo-shop',
  shopifyDomain: 'demo.myshopify.com',
  customerId: null,
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 },
  shopCurrency: 'USD',
  moneyExample: '$1,234,567.89',
  page: { productId: null, collectionId: null, cartStatusId: null },
  routes: { root: '/' },
  apiBase: 'https://api.test',
  meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
  theme: { primary: '#0a7', onPrimary: '#fff' },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-status' },
};

/** What fetchMock sent to `METHOD /path` (see callData), in order. */
export function sent(fetchMock: ReturnType<typeof fakeApi>, call: string): Record<string, unknown>[] {
  return fetchMock.mock.calls.filter(([url, init]) => callKey(url, init) === call).map(([url, init]) => callData(url, init));
}

/** The sign-in calls of a shop where every code is right and the shopper is customer 7001. */
export const signInRoutes: Record<string, Handler> = {
  'POST /authentication/create-otc': () => ({ codeId: 'c1' }),
  'POST /authentication/validate-otc': () => ({ token: 'custom-token' }),
  'POST /member/unverified': () => ({ saved: true }),
  'POST /member/check-customer': () => ({ customerId: '7001', email: 'shopper@example.com' }),
};

/**
 * Imports the sign-in chunks once before the tests that walk through them: the lazy imports then
 * take no transform time, which on a busy 2-core machine can outlast a `findBy` wait (1,000 ms).
 */
export async function warmSignInChunks(): Promise<void> {
  await Promise.all([
    import('../../src/features/sign-in/components/login-section'),
    import('../../src/features/sign-in/components/code-form'),
    import('../../src/features/sign-in/components/magic-link-waiting'),
    import('../../src/auth/sign-in'),
  ]);
}

/** Signs in as a shopper would: 'Email', 'Continue', then the four digits of the code. */
export async function signInWithCode(q: Pick<typeof screen, 'findByRole' | 'getByRole'>, email = 'shopper@example.com'): Promise<void> {
  fireEvent.input(await q.findByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(q.getByRole('button', { name: 'Continue' }));
  await q.findByRole('textbox', { name: 'Digit 1' });
  [...'1234'].forEach((d, i) => fireEvent.input(q.getByRole('textbox', { name: `Digit ${i + 1}` }), { target: { value: d } }));
}
