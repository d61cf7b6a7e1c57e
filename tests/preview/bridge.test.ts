// Preview mode's message protocol (docs/product.md#roles; src/preview/bridge.ts): exact origin checks,
// request ids, unknown messages ignored, timeouts.
import { afterEach, expect, test, vi } from 'vitest';
import { allowedOrigins, createBridge, PreviewError, SOURCE, type PreviewRequest } from '../../src/preview/bridge';

const ADMIN = 'https://admin.example.com';

/** A widget window (events only) and a parent that records what it was sent. */
function windows() {
  const self = new EventTarget() as unknown as Window;
  const posted: { message: PreviewRequest; origin: string }[] = [];
  const parent = { postMessage: vi.fn((message: PreviewRequest, origin: string) => posted.push({ message, origin })) } as unknown as Window;
  const answer = (data: unknown, origin = ADMIN, source: unknown = parent) =>
    self.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { self, parent, posted, answer };
}

afterEach(() => vi.useRealTimers());

test('a request goes to the parent at each allowed origin with its id, and its answer resolves it', async () => {
  const { self, parent, posted, answer } = windows();
  const bridge = createBridge({ self, parent, origins: [ADMIN, 'https://admin.example.net'] });
  const pending = bridge.request('api', { method: 'GET', path: '/init/v2/demo-shop/user', body: null });
  expect(posted.map((p) => p.origin)).toEqual([ADMIN, 'https://admin.example.net']);
  expect(posted[0].message).toEqual({ source: SOURCE, id: 1, type: 'api', payload: { method: 'GET', path: '/init/v2/demo-shop/user', body: null } });
  answer({ source: SOURCE, id: 1, ok: true, result: { status: 200, body: { data: { settings: {} } } } });
  await expect(pending).resolves.toEqual({ status: 200, body: { data: { settings: {} } } });
});

test('answers from another origin, another window or with a foreign tag are ignored; the request then times out', async () => {
  vi.useFakeTimers();
  const { self, parent, answer } = windows();
  const bridge = createBridge({ self, parent, origins: [ADMIN], timeoutMs: 5000 });
  const pending = bridge.request('auth', { action: 'token' });
  const settled = vi.fn();
  pending.then(settled, settled);
  answer({ source: SOURCE, id: 1, ok: true, result: { token: 'evil' } }, 'https://evil.example.com');
  answer({ source: SOURCE, id: 1, ok: true, result: { token: 'evil' } }, 'https://admin.example.com.evil.example');
  answer({ source: SOURCE, id: 1, ok: true, result: { token: 'evil' } }, ADMIN, {} /* another frame */);
  answer({ source: 'something-else', id: 1, ok: true, result: { token: 'evil' } });
  answer('a string');
  answer(null);
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();
  vi.advanceTimersByTime(5000);
  await expect(pending).rejects.toMatchObject({ name: 'PreviewError', code: 'timeout' });
});

test('answers with unknown or already answered ids are ignored, each request gets its own answer', async () => {
  const { self, parent, answer } = windows();
  const bridge = createBridge({ self, parent, origins: [ADMIN] });
  const first = bridge.request('auth', { action: 'user' });
  const second = bridge.request('auth', { action: 'token' });
  answer({ source: SOURCE, id: 99, ok: true, result: 'stray' });
  answer({ source: SOURCE, id: 2, ok: true, result: { token: 't-2' } });
  answer({ source: SOURCE, id: 2, ok: true, result: { token: 'again' } });
  answer({ source: SOURCE, id: 1, ok: true, result: { user: null } });
  await expect(second).resolves.toEqual({ token: 't-2' });
  await expect(first).resolves.toEqual({ user: null });
});

test("the parent's refusal rejects with its message", async () => {
  const { self, parent, answer } = windows();
  const bridge = createBridge({ self, parent, origins: [ADMIN] });
  const pending = bridge.request('api', { method: 'POST', path: '/saved/cart' });
  answer({ source: SOURCE, id: 1, ok: false, error: 'not in preview' });
  await expect(pending).rejects.toMatchObject({ code: 'parent', message: 'not in preview' });
});

test('without an allowed origin or a parent window nothing is posted and requests fail at once', async () => {
  const { self, parent } = windows();
  await expect(createBridge({ self, parent, origins: [] }).request('auth', {})).rejects.toBeInstanceOf(PreviewError);
  await expect(createBridge({ self, parent: null, origins: [ADMIN] }).request('auth', {})).rejects.toMatchObject({ code: 'no-parent' });
  await expect(createBridge({ self, parent: self, origins: [ADMIN] }).request('auth', {})).rejects.toMatchObject({ code: 'no-parent' });
  expect(parent.postMessage).not.toHaveBeenCalled();
});

test('close stops listening and rejects what is still waiting', async () => {
  const { self, parent, answer } = windows();
  const bridge = createBridge({ self, parent, origins: [ADMIN] });
  const pending = bridge.request('auth', {});
  bridge.close();
  answer({ source: SOURCE, id: 1, ok: true, result: 'late' });
  await expect(pending).rejects.toMatchObject({ code: 'closed' });
});

test('the allow-list keeps exact http(s) origins only', () => {
  expect(allowedOrigins([ADMIN, 'http://127.0.0.1:3000', '*', 'https://admin.example.com/', 'https://admin.example.com/path', 'javascript:alert(1)', 'null', 42, null])).toEqual([
    ADMIN,
    'http://127.0.0.1:3000',
  ]);
  expect(allowedOrigins('https://admin.example.com')).toEqual([]);
  expect(allowedOrigins(undefined)).toEqual([]);
});
