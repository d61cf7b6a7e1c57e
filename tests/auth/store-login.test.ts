import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { pageConfig, json } from './fixtures';

vi.mock('../../src/lib/report', () => ({ report: vi.fn() }));
import { report } from '../../src/lib/report';
import {
  emailsDiffer,
  logInToStore,
  readStoreSession,
  StoreLoginError,
  STORE_LOGIN_WAIT_MS,
} from '../../src/auth/store-login';

const API = pageConfig.apiBase;
const LOGIN = `${API}/member/demo-shop/shopify/login`;
const MULTIPASS = 'http://localhost:3000/account/login/multipass/tok';

const page = (config: unknown) =>
  `<!doctype html><html><body><main>Shop</main><script type="application/json" id="status-config">${JSON.stringify(config)}</script><script async type="module" src="/status/launcher.js"></script></body></html>`;

describe('readStoreSession (the config block of a re-read page)', () => {
  test.each([
    ['signed-in store session', page({ customerId: '7001', customerEmail: 'a@b.c' }), { customerId: '7001', customerEmail: 'a@b.c' }],
    ['anonymous store session', page({ customerId: null, customerEmail: null }), { customerId: null, customerEmail: null }],
    ['numeric id', page({ customerId: 7001 }), { customerId: '7001', customerEmail: null }],
    ['id before type, single quotes', `<script id='status-config' type='application/json'>{"customerId":"9"}</script>`, { customerId: '9', customerEmail: null }],
    ['empty string id', page({ customerId: '' }), { customerId: null, customerEmail: null }],
    ['bad JSON', '<script type="application/json" id="status-config">{customerId: 1</script>', null],
    ['JSON null', '<script type="application/json" id="status-config">null</script>', null],
    ['no block', '<html><body>Login</body></html>', null],
    ['another script id', '<script id="status-config-x">{"customerId":"1"}</script>', null],
    ['not HTML at all', '', null],
  ])('%s', (_name, html, expected) => {
    expect(readStoreSession(html)).toEqual(expected);
  });
});

describe('emailsDiffer', () => {
  test.each([
    ['same', 'a@b.c', 'a@b.c', false],
    ['case and spaces ignored', ' A@B.c', 'a@b.C ', false],
    ['different', 'a@b.c', 'x@b.c', true],
    ['store email unknown', 'a@b.c', null, false],
    ['widget email unknown', '', 'a@b.c', false],
  ])('%s', (_name, a, b, expected) => {
    expect(emailsDiffer(a, b)).toBe(expected);
  });
});

describe('logInToStore', () => {
  let loginAnswers: Array<() => Response>;
  let pageAnswers: Array<() => Response>;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit): Promise<Response> => {
    if (url === LOGIN) return (loginAnswers.length > 1 ? loginAnswers.shift()! : loginAnswers[0])();
    if (url === MULTIPASS) return new Response('redirected', { status: 200 });
    if (url === 'http://localhost:3000/products/tee') return (pageAnswers.length > 1 ? pageAnswers.shift()! : pageAnswers[0])();
    return new Response('nope', { status: 404 });
  });
  const calls = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
  const signedInPage = () => new Response(page({ customerId: '7001', customerEmail: 'shopper@example.com' }));
  const anonymousPage = () => new Response(page({ customerId: null }));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/products/tee#status-profile');
    fetchMock.mockClear();
    vi.mocked(report).mockClear();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ apiBase: API, shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'jwt' });
    loginAnswers = [() => json({ data: { url: MULTIPASS } })];
    pageAnswers = [signedInPage];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('asks for a multipass URL for this page (no hash), follows it with cookies, waits 200 ms, then re-reads the page', async () => {
    const done = logInToStore(pageConfig, 'shopper@example.com');
    await vi.advanceTimersByTimeAsync(0);
    const [[, loginInit]] = calls(LOGIN);
    expect(JSON.parse(String(loginInit!.body)).data).toMatchObject({ shopId: 'demo-shop', returnUrl: 'http://localhost:3000/products/tee' });
    expect(calls(MULTIPASS)[0][1]).toMatchObject({ credentials: 'include', redirect: 'follow', signal: expect.any(AbortSignal) });
    expect(calls('http://localhost:3000/products/tee')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(STORE_LOGIN_WAIT_MS - 1);
    expect(calls('http://localhost:3000/products/tee')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(calls('http://localhost:3000/products/tee')[0][1]).toMatchObject({ cache: 'no-store', credentials: 'include', signal: expect.any(AbortSignal) });
    expect(report).not.toHaveBeenCalled();
  });

  test('retries the whole attempt until the page shows a customer', async () => {
    pageAnswers = [anonymousPage, () => new Response('<html>oops'), signedInPage];
    const done = logInToStore(pageConfig, 'shopper@example.com');
    await vi.advanceTimersByTimeAsync(3 * STORE_LOGIN_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
    expect(calls(LOGIN)).toHaveLength(3);
    expect(calls(MULTIPASS)).toHaveLength(3);
  });

  test("after 5 retries (6 attempts) it fails with 'Unable to log in to Shopify'", async () => {
    pageAnswers = [anonymousPage];
    const done = logInToStore(pageConfig, 'shopper@example.com');
    const settled = expect(done).rejects.toMatchObject({ name: 'StoreLoginError', message: 'Unable to log in to Shopify', code: 'failed' });
    await vi.advanceTimersByTimeAsync(6 * STORE_LOGIN_WAIT_MS);
    await settled;
    expect(calls(LOGIN)).toHaveLength(6);
  });

  test('API and network failures count as failed attempts', async () => {
    loginAnswers = [() => json({ error: { code: 'boom', message: 'boom' } }, 500), () => { throw new TypeError('offline'); }, () => json({ data: { url: MULTIPASS } })];
    const done = logInToStore(pageConfig, 'shopper@example.com');
    await vi.advanceTimersByTimeAsync(STORE_LOGIN_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
    expect(calls(LOGIN)).toHaveLength(3);
  });

  test('a 401 multipass-not-set stops at once with its own error (the caller shows the multipass alert)', async () => {
    loginAnswers = [() => json({ error: { code: 'multipass-not-set', message: 'no key' } }, 401)];
    const failure = logInToStore(pageConfig, 'shopper@example.com');
    await expect(failure).rejects.toBeInstanceOf(StoreLoginError);
    await expect(failure).rejects.toMatchObject({ code: 'multipass-not-set' });
    expect(calls(LOGIN)).toHaveLength(1);
    expect(calls(MULTIPASS)).toHaveLength(0);
  });

  test("a 400 'bad-return-url' stops at once and fails with 'Unable to log in to Shopify', as after the last retry", async () => {
    loginAnswers = [() => json({ error: { code: 'bad-return-url', message: 'returnUrl must be a page of the store.' } }, 400)];
    const failure = logInToStore(pageConfig, 'shopper@example.com');
    await expect(failure).rejects.toMatchObject({ name: 'StoreLoginError', message: 'Unable to log in to Shopify', code: 'failed' });
    expect(calls(LOGIN)).toHaveLength(1);
    expect(calls(MULTIPASS)).toHaveLength(0);
  });

  test('other 400 answers are still retried', async () => {
    loginAnswers = [() => json({ error: { code: 'invalid-argument', message: 'data.returnUrl: expected a string' } }, 400), () => json({ data: { url: MULTIPASS } })];
    const done = logInToStore(pageConfig, 'shopper@example.com');
    await vi.advanceTimersByTimeAsync(STORE_LOGIN_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
    expect(calls(LOGIN)).toHaveLength(2);
  });

  test('a store customer with another email is reported, and the login still succeeds', async () => {
    pageAnswers = [() => new Response(page({ customerId: '7001', customerEmail: 'other@example.com' }))];
    const done = logInToStore(pageConfig, 'shopper@example.com');
    await vi.advanceTimersByTimeAsync(STORE_LOGIN_WAIT_MS);
    await expect(done).resolves.toBeUndefined();
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'store-email-mismatch', { shopId: 'demo-shop', storeCustomerId: '7001' });
  });
});
