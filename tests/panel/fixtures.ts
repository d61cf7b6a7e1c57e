// Shared test helpers for the panel, For you and product tests: an auth store stand-in, a fake
// API behind fetch, and product fixtures.
import { vi } from 'vitest';
import { signal, computed } from '@preact/signals';
import type { Product } from '../../src/api/types';
import type { PageConfig } from '../../src/config/types';
import { configureApi } from '../../src/api/client';

/** Stand-in for src/state/auth.ts (same exports the panel uses). */
export const authMock = () => {
  const user = signal<{ uid: string; email: string | null; isAnonymous: boolean } | null>(null);
  return {
    user,
    customerId: signal<string | null>(null),
    isSignedIn: computed(() => !!user.value && !user.value.isAnonymous),
    initAuth: vi.fn(),
    preloadIdentity: vi.fn(),
    idToken: vi.fn(async () => 'test-token'),
  };
};

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

export type Handler = (data: Record<string, unknown>) => unknown;

/** Replaces fetch with a fake API: `routes['POST /products/batch'] = (data) => responseData`. Returns the fetch mock. */
export function fakeApi(routes: Record<string, Handler | { status: number }>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const h = routes[`${init.method} ${path}`];
    if (!h) return new Response(JSON.stringify({ error: { code: 'not-found', message: 'nope' } }), { status: 404 });
    if (typeof h !== 'function') return new Response(JSON.stringify({ error: { code: 'boom', message: 'boom' } }), { status: h.status });
    const body = init.body ? JSON.parse(String(init.body)).data : {};
    return new Response(JSON.stringify({ data: h(body) }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
  return fetchMock;
}

/** A product batch handler answering with fixtures for the requested ids. */
export const batchFrom = (make: (id: number) => Product = (id) => product(id)): Handler => (data) => ({
  items: (data.items as { id: number }[]).map((i) => make(i.id)),
});

export const config: PageConfig = {
  shopId: 'demo-shop',
  shopifyDomain: 'demo.myshopify.com',
  customerId: null,
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 },
  shopCurrency: 'USD',
  page: { productId: null, collectionId: null, cartStatusId: null },
  routes: { root: '/' },
  apiBase: 'https://api.test',
  meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
  theme: { primary: '#0a7', onPrimary: '#fff' },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-status' },
};
