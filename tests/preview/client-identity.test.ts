// The preview build's API client and identity (docs/product.md#roles; src/preview/client.ts, identity.ts):
// the same answers and errors as production, asked of the parent page.
import { beforeEach, expect, test, vi } from 'vitest';
import { SOURCE, createBridge, type Bridge, type PreviewRequest } from '../../src/preview/bridge';

const ADMIN = 'https://admin.example.com';
let bridge: Bridge;
let reply: (req: PreviewRequest) => unknown;

vi.mock('../../src/preview/bridge', async (real) => ({ ...(await real<object>()), previewBridge: () => bridge }));

import { configureApi, publicGet, send, ApiError } from '../../src/preview/client';
import { authInstance, currentIdentity, signInWithToken, start, token } from '../../src/preview/identity';
import { config } from '../panel/fixtures';

beforeEach(() => {
  const self = new EventTarget() as unknown as Window;
  const parent = {
    postMessage(message: PreviewRequest, origin: string) {
      const result = reply(message);
      if (result === undefined) return; // the parent stays silent
      queueMicrotask(() => self.dispatchEvent(Object.assign(new Event('message'), { origin, source: parent, data: { source: SOURCE, id: message.id, ok: true, result } })));
    },
  } as unknown as Window;
  bridge = createBridge({ self, parent, origins: [ADMIN], timeoutMs: 200 });
  configureApi({ apiBase: 'https://preview.invalid', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
});

test("an API call sends the envelope to the parent and resolves to the answer's data", async () => {
  const seen: unknown[] = [];
  reply = (m) => (seen.push(m.payload), { status: 200, body: { data: { items: [1, 2] } } });
  const body = JSON.stringify({ data: { shopId: 'demo-shop', items: [] } });
  await expect(send('POST', '/saved/cart/items', { body }, {})).resolves.toEqual({ items: [1, 2] });
  expect(seen).toEqual([{ method: 'POST', path: '/saved/cart/items', body: { data: { shopId: 'demo-shop', items: [] } } }]);
  reply = (m) => (seen.push(m.payload), { status: 200, body: { data: { recentlyViewed: [] } } });
  await publicGet('/init/for-you', '?recentlyViewed=');
  expect(seen[1]).toEqual({ method: 'GET', path: '/init/for-you/demo-shop?recentlyViewed=', body: null });
});

test('failures are the same ApiErrors as in production: status, missing data, timeout', async () => {
  reply = () => ({ status: 404, body: { error: { code: 'not-found', message: 'No such order' } } });
  await expect(send('GET', '/orders/demo-shop/order/1', {}, {})).rejects.toMatchObject({ status: 404, code: 'not-found', messageKey: 'error.generic' });
  reply = () => ({ status: 200, body: { nothing: true } });
  await expect(send('GET', '/x', {}, {})).rejects.toMatchObject({ code: 'bad-response' });
  reply = () => undefined;
  const late = send('GET', '/x', {}, { timeoutMs: 50 });
  await expect(late).rejects.toBeInstanceOf(ApiError);
  await expect(late).rejects.toMatchObject({ code: 'timeout', messageKey: 'error.network' });
});

test("identity is the parent's: its user is reported, its token is the bearer token, Google is not available", async () => {
  reply = (m) => {
    const action = (m.payload as { action: string }).action;
    if (action === 'user') return { user: { uid: 'u-9', email: 'shopper@example.com', isAnonymous: false } };
    if (action === 'token') return { token: 'preview-token' };
    if (action === 'signIn') return { user: { uid: 'u-10', email: 'new@example.com', isAnonymous: false } };
    return {};
  };
  const reported = vi.fn();
  start(config, reported);
  await vi.waitFor(() => expect(reported).toHaveBeenCalledWith({ uid: 'u-9', email: 'shopper@example.com', isAnonymous: false }));
  await expect(token()).resolves.toBe('preview-token');
  await expect(currentIdentity()).resolves.toMatchObject({ uid: 'u-9' });
  await expect(signInWithToken('custom')).resolves.toMatchObject({ uid: 'u-10' });
  expect(reported).toHaveBeenLastCalledWith({ uid: 'u-10', email: 'new@example.com', isAnonymous: false });
  expect(() => authInstance()).toThrow('not available in preview');
  reply = () => ({ token: '' });
  await expect(token()).rejects.toThrow('no preview token');
});
