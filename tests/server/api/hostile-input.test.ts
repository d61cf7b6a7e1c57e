// @vitest-environment node
/**
 * Property-style check over every route of the app: hostile path segments, query values
 * and bodies never get a 500, and every refusal is the API's JSON error. The routes come from the
 * app's own route table (`createApp(...).routes`), so a route added later is covered without
 * anyone listing it here.
 * The inputs are a fixed list (no randomness): a failure names the request that caused it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

/** Every route of the harness's app (`createApp`, /dev/* included), once per method and path; middleware entries are method 'ALL'. */
const routes = () => [...new Map(
  h.app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
).values()];

const TOKENS = { customer: customerToken('9001', 'shopper@example.com'), anonymous: anonToken('hostile-visitor') };

/** Values a path parameter should normally have, by name; anything else gets '1'. */
const GOOD_PARAMS: Record<string, string> = { shopId: 'demo-shop', customerId: '9001', id: '820028' };

/** Path segments as sent on the wire (already percent-encoded, or deliberately not). */
const HOSTILE_SEGMENTS = [
  '%00', 'a%00b', '%01%1F%7F', '%C2%85', 'a'.repeat(100_000), '1e300', '99999999999999999999999999', '-1', '0', '1.5',
  '%ZZ', '%', '%C3%28', '%ED%A0%80', '%FF%FE', '..', '%2E%2E', '%2F', '%5C', '%20', '%E2%80%AE', '%F0%9F%98%80',
  "'%20OR%201=1--", '%3Cscript%3E', '__proto__', 'constructor',
];

/** JSON values for any field: control characters, long strings, huge and negative numbers, wrong types. */
const HOSTILE_VALUES: unknown[] = [
  '\u0000', 'a\u0000b', '\u0001\u001b[31m\u007f\u0085', '\ud800', '\udc00x', '\u202e', 'x'.repeat(100_000), '', ' ',
  1e300, -1e300, Number.MAX_VALUE, -1, 0, 1.5, 2 ** 53 + 2, '1e300', '-1', '9'.repeat(400),
  true, null, [], ['a', 1, null], [[[[]]]], Array.from({ length: 2000 }, (_, i) => i), {}, { $ne: null }, { toString: 1 },
  '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', 'http://evil.example/', '//evil.example/x',
  Buffer.from('{"t":1e300,"id":"x"}').toString('base64url'), Buffer.from('{"t":-8.64e15,"id":"x"}').toString('base64url'),
];

/** Every field name the API reads from a body, and some it does not. */
const FIELDS = [
  'shopId', 'customerId', 'pageCursor', 'email', 'returnUrl', 'statusId', 'anonUserId', 'customerEmail', 'acceptsMarketing',
  'countryCode', 'otp', 'ids', 'codeId', 'token', 'items', 'includePresentmentPrices', 'recentlyViewed', 'events', 'tags',
  'customFields', 'unknownExtraField', 'authMethod', 'address', 'customer', 'personalizations',
];

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const envelope = (data: Record<string, unknown>) => JSON.stringify({ data: { shopId: 'demo-shop', customerId: '9001', pageCursor: null, ...data } });

/** Bodies as raw text or bytes. */
function hostileBodies(): Array<string | Uint8Array<ArrayBuffer>> {
  const bodies: Array<string | Uint8Array<ArrayBuffer>> = [];
  for (const field of FIELDS) for (const value of HOSTILE_VALUES) bodies.push(envelope({ [field]: value }));
  for (const value of HOSTILE_VALUES) {
    bodies.push(JSON.stringify({ data: value }), JSON.stringify(value) ?? 'null');
    bodies.push(JSON.stringify({ events: { 'hostile-1': { event: value, event_data: value, created_at: value, customer_id: value, status_id: value, shop_id: value } } }));
    bodies.push(JSON.stringify({ events: { 'hostile-2': value } }), JSON.stringify({ events: value }));
    if (typeof value === 'string') bodies.push(JSON.stringify({ events: { [value]: { event: 'x' } } }), JSON.stringify({ [value]: 1 }));
  }
  bodies.push(
    deep(200_000), deepObject(100_000), `{"data":${deep(33)}}`, envelope({ items: JSON.parse(deep(30)) }),
    `{"data":{"shopId":"demo-shop","__proto__":{"shopId":"x"},"constructor":{"prototype":{"polluted":1}}}}`,
    '', 'null', '{', '{"data":', '"\\ud800"', '{"data":{"shopId":"demo-shop"}}garbage', '\ufeff{"data":{}}',
    new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]),
    envelope({ items: Array.from({ length: 60 }, (_, i) => ({ type: 'product', size: 'small', id: 7001 + i })) }),
  );
  return bodies;
}

/** One request and its answer; `apiError` tells whether the body was `{error: {code, message}}`. */
interface Outcome { request: string; status: number; apiError: boolean; body: string }

function isApiError(text: string): boolean {
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return !!error && (typeof error.code === 'string' || typeof error.code === 'number') && typeof error.message === 'string';
  } catch {
    return false;
  }
}

async function send(method: string, path: string, token: string, body?: string | Uint8Array<ArrayBuffer>): Promise<Outcome> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const res = await h.app.request(path, { method, headers, body });
  const text = await res.text();
  const shown = typeof body === 'string' ? body.slice(0, 120) : body ? `bytes ${[...body].join(',')}` : '';
  return { request: `${method} ${path.slice(0, 120)} ${shown}`, status: res.status, apiError: isApiError(text), body: text.slice(0, 200) };
}

/** Failures among outcomes: a 5xx, or a refusal that is not `{error: {code, message}}`. */
function broken(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => o.status >= 500 || (o.status >= 400 && !o.apiError));
}

const fill = (path: string, values: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? GOOD_PARAMS[name] ?? '1');

describe('hostile input on every route', () => {
  it('enumerates the app, including routes of every module', () => {
    const names = routes().map((r) => `${r.method} ${r.path}`);
    for (const known of ['GET /health', 'PATCH /dev/settings', 'POST /tracking/event/inject', 'POST /authentication/validate-otc',
      'GET /init/v2/:shopId/user', 'POST /products/batch', 'POST /member/check-customer', 'GET /orders/:shopId/order/:id',
      'GET /customer/:shopId/:customerId/personalizations', 'GET /init/countries', 'POST /orders/:shopId/order/:id/cancel',
      'GET /order-tracking/:shopId/link/:id', 'GET /orders/:shopId/order-editing-session/:id', 'PUT /customer/:shopId/:customerId',
      'DELETE /customer/:shopId/:customerId/address/:addressId', 'GET /dev/order-links/:orderId', 'GET /proxy/session']) expect(names).toContain(known);
  });

  it('never answers 500 to hostile path parameters or query values, on any route', async () => {
    const outcomes: Outcome[] = [];
    for (const { method, path } of routes()) {
      const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const body = method === 'GET' || method === 'DELETE' ? undefined : envelope({});
      for (const token of Object.values(TOKENS)) {
        for (const segment of HOSTILE_SEGMENTS) {
          for (const name of params) outcomes.push(await send(method, fill(path, { [name]: segment }), token, body));
          const q = `to=${segment}&status_id=${segment}&shop=${segment}&returnUrl=${segment}&${segment}=1`;
          outcomes.push(await send(method, `${fill(path)}?${q}`, token, body));
        }
        outcomes.push(await send(method, `${fill(path)}?to=a@example.com&to=b@example.com&status_id=a&status_id=b&shop=demo-shop&shop=x`, token, body));
      }
    }
    expect(outcomes.length).toBeGreaterThan(1000);
    expect(broken(outcomes)).toEqual([]);
  }, 300_000);

  it('never answers 500 to hostile bodies, on any route that reads one', async () => {
    const outcomes: Outcome[] = [];
    const bodies = hostileBodies();
    for (const { method, path } of routes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      for (const [i, body] of bodies.entries()) {
        const token = i % 2 ? TOKENS.anonymous : TOKENS.customer;
        outcomes.push(await send(method, fill(path), token, body));
      }
    }
    expect(outcomes.length).toBeGreaterThan(10 * bodies.length);
    expect(broken(outcomes)).toEqual([]);
  }, 600_000);
});
