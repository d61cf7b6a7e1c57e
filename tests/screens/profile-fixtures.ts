// A stateful fake of the customer, address and country calls (SPEC.md 7) for the Profile screens'
// tests, behind fetch like tests/panel/fixtures.ts fakeApi, plus a customer and countries.
import { vi } from 'vitest';
import type { Address, Country, Customer } from '../../src/api/types';
import { configureApi } from '../../src/api/client';

export const COUNTRIES: Country[] = [
  { code: 'US', name: 'United States', provinces: [{ code: 'OR', name: 'Oregon' }, { code: 'WA', name: 'Washington' }], zipRequired: true },
  { code: 'DE', name: 'Germany', provinces: [], zipRequired: true },
  { code: 'HK', name: 'Hong Kong', provinces: [], zipRequired: false },
];

export function address(id: string, over: Partial<Address> = {}): Address {
  return {
    id, firstName: 'Sam', lastName: 'Lee', company: '', address1: `${id} Main St`, address2: '', city: 'Portland',
    province: 'Oregon', zip: '97201', country: 'United States', phone: '(503) 555-0142', default: false, ...over,
  };
}

/** Customer 7001, shopper@example.com, with a home (default) and a work address. */
export function customerRecord(over: Partial<Customer> = {}): Customer {
  return {
    id: '7001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Lee', phone: '', birthday: '', acceptsMarketing: false,
    personalizations: {}, customFields: {},
    addresses: [address('a1', { address1: '1 Home Rd', default: true }), address('a2', { address1: '2 Work Ave', city: 'Seattle', province: 'Washington' })],
    ...over,
  };
}

const BASE = '/customer/demo-shop/7001';

/**
 * Replaces fetch with the customer API of shop 'demo-shop' and customer '7001': GET and PUT the
 * customer, POST, PUT and DELETE addresses (each answering the list after the change, default
 * first), GET /init/countries. A call key in `failing` ('PUT /customer/demo-shop/7001') answers 500.
 */
export function customerApi(initial: Customer = customerRecord()) {
  let customer: Customer = structuredClone(initial);
  let nextId = 100;
  const failing = new Set<string>();
  const calls: { call: string; data: Record<string, any> }[] = [];
  /** What a PUT of the customer answers instead of the customer, e.g. an error body with status. */
  let putAnswer: { status: number; body: unknown } | null = null;

  const listed = () => [...customer.addresses].sort((a, b) => Number(b.default) - Number(a.default));
  const withDefault = (a: Address) => {
    if (a.default) customer.addresses = customer.addresses.map((x) => ({ ...x, default: false }));
    return a;
  };

  function handle(method: string, path: string, data: Record<string, any>): unknown {
    if (method === 'GET' && path === '/init/countries') return { countries: COUNTRIES };
    if (path === BASE && method === 'GET') return customer;
    if (path === BASE && method === 'PUT') return (customer = { ...customer, ...data.customer });
    if (path === `${BASE}/address` && method === 'POST') {
      const saved = withDefault({ ...data.address, id: `a${nextId++}` });
      customer.addresses = [...customer.addresses, saved];
      return { address: saved, addresses: listed() };
    }
    const id = path.startsWith(`${BASE}/address/`) ? path.slice(BASE.length + 9) : null;
    const found = customer.addresses.find((a) => a.id === id);
    if (!found) return undefined;
    if (method === 'PUT') {
      const saved = withDefault({ ...data.address, id });
      customer.addresses = customer.addresses.map((a) => (a.id === id ? saved : a));
      return { address: saved, addresses: listed() };
    }
    if (method === 'DELETE') {
      customer.addresses = customer.addresses.filter((a) => a.id !== id);
      return { addresses: listed() };
    }
    return undefined;
  }

  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = decodeURIComponent(new URL(url).pathname);
    const call = `${method} ${path}`;
    const data = init?.body ? JSON.parse(String(init.body)).data : {};
    calls.push({ call, data });
    const error = (status: number, code = 'boom') => new Response(JSON.stringify({ error: { code, message: code } }), { status });
    if (failing.has(call)) return error(500);
    if (putAnswer && call === `PUT ${BASE}`) return new Response(JSON.stringify(putAnswer.body), { status: putAnswer.status });
    const out = handle(method, path, data);
    return out === undefined ? error(404, 'not-found') : new Response(JSON.stringify({ data: out }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 't' });
  return {
    fetchMock,
    failing,
    /** `data` of each call to `call` ('POST /customer/demo-shop/7001/address'), in order */
    sent: (call: string) => calls.filter((c) => c.call === call).map((c) => c.data),
    answerPutWith(status: number, body: unknown) {
      putAnswer = { status, body };
    },
    get customer() {
      return customer;
    },
  };
}

/**
 * The user init (GET /init/v2/{shopId}/user) answers with `content` items and `features`, and the
 * settings store and session/user-init.ts have taken it, as on a page where the settings arrived.
 * Answers that one call; fetch and the API binding are as before afterwards.
 */
export async function userInitIs({ content = [], features = {} }: { content?: unknown; features?: Record<string, boolean> } = {}): Promise<void> {
  const { fakeApi } = await import('../panel/fixtures');
  const { loadSettings, resetSettings } = await import('../../src/settings/settings');
  const { readUserInit } = await import('../../src/session/user-init');
  const { apiContext } = await import('../../src/api/client');
  const [fetchBefore, contextBefore] = [globalThis.fetch, apiContext()];
  fakeApi({ 'GET /init/v2/demo-shop/user': () => ({ settings: {}, customizations: { theme: {}, customCss: '', content }, allContent: [], features }) });
  resetSettings();
  await loadSettings('demo-shop', 'DE');
  await readUserInit();
  vi.stubGlobal('fetch', fetchBefore);
  if (contextBefore) configureApi(contextBefore);
}
