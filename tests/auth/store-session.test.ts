// The app proxy's answer for the store's signed-in customer.
import { afterEach, expect, test, vi } from 'vitest';
import { fetchStoreSession, STORE_SESSION_PATH } from '../../src/auth/store-session';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) => vi.stubGlobal('fetch', vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));

test('asks the store app proxy on the same origin and returns the custom token, customer id and email', async () => {
  answer({ data: { customToken: 'tok', customerId: '7001', email: 'shopper@example.com' } });
  await expect(fetchStoreSession()).resolves.toEqual({ customToken: 'tok', customerId: '7001', email: 'shopper@example.com' });
  const [url, init] = vi.mocked(fetch).mock.calls[0]!;
  expect(url).toBe(STORE_SESSION_PATH);
  expect(STORE_SESSION_PATH).toBe('/apps/status/session');
  expect(init?.credentials).toBe('same-origin');
});

test.each([401, 404, 502])('rejects with the status when the app proxy answers %i', async (status) => {
  answer({ error: { code: 'invalid-signature' } }, status);
  await expect(fetchStoreSession()).rejects.toThrow(String(status));
});

test.each([
  ['HTML', '<html>store page</html>'],
  ['no data', { ok: true }],
  ['a missing token', { data: { customerId: '7001', email: 'a@b.c' } }],
  ['a number id', { data: { customToken: 't', customerId: 7001, email: 'a@b.c' } }],
])('rejects an answer with %s', async (_what, body) => {
  answer(body);
  await expect(fetchStoreSession()).rejects.toThrow('shape');
});
