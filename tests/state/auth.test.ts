import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { entry } from '../../src/state/request-cache';
import { pageConfig, json } from '../auth/fixtures';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
import { identityMock, resetIdentityMock, emitUser, memberUser } from '../auth/identity-mock';
import * as auth from '../../src/state/auth';

type Handler = (body: { data: Record<string, unknown> }) => Response;
let routes: Record<string, Handler> = {};
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const path = url.replace(pageConfig.apiBase, '');
  const handler = routes[path];
  if (!handler) return json({ error: { code: 'not-found', message: path } }, 404);
  return handler(JSON.parse(String(init.body ?? '{}')));
});
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url === pageConfig.apiBase + path)
    .map(([, init]) => JSON.parse(String(init.body)).data);

beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  routes = {
    '/authentication/create-otc': () => json({ data: { codeId: `code-${fetchMock.mock.calls.length}` } }),
    '/authentication/validate-otc': () => json({ data: { token: 'custom-token' } }),
    '/member/check-customer': () => json({ data: { customerId: '7001', email: 'shopper@example.com' } }),
  };
  auth.initAuth(pageConfig);
  auth.user.value = null;
  auth.resetLoginFlow();
  configureApi({ apiBase: pageConfig.apiBase, shopId: pageConfig.shopId, customerId: () => auth.customerId.value, idToken: auth.idToken });
});
afterEach(() => vi.unstubAllGlobals());

describe('identity loading', () => {
  test('starting auth loads nothing and makes no request', () => {
    auth.initAuth(pageConfig);
    expect(identityMock.start).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(auth.isSignedIn.value).toBe(false);
  });

  test('preloading on intent starts Firebase but creates no session', async () => {
    auth.preloadIdentity();
    await vi.waitFor(() => expect(identityMock.start).toHaveBeenCalledWith(pageConfig, expect.any(Function)));
    expect(identityMock.ensureUser).not.toHaveBeenCalled();
    expect(auth.user.value).toBeNull();
  });

  test('the first ID token creates the anonymous session and reports the guest', async () => {
    await expect(auth.idToken()).resolves.toBe('id-token');
    expect(auth.user.value).toEqual({ uid: 'anon-1', email: null, isAnonymous: true });
    expect(auth.isSignedIn.value).toBe(false);
  });
});

describe('sending the code', () => {
  test('an invalid address is not sent and the text is kept', async () => {
    await expect(auth.sendLoginCode('shopper@')).resolves.toBe(false);
    expect(auth.emailError.value).toEqual({ key: 'error.emailInvalid' });
    expect(auth.loginEmail.value).toBe('shopper@');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the address with the anonymous uid as statusId and moves to the code form', async () => {
    await expect(auth.sendLoginCode(' shopper@example.com ')).resolves.toBe(true);
    expect(bodies('/authentication/create-otc')).toEqual([
      expect.objectContaining({ shopId: 'demo-shop', email: 'shopper@example.com', statusId: 'anon-1' }),
    ]);
    expect(auth.loginStep.value).toBe('code');
    expect(auth.announcement.value).toEqual({ key: 'auth.codeSent', vars: { email: 'shopper@example.com' } });
  });

  test.each([
    [100, { key: 'error.emailInvalid' }],
    [102, { key: 'error.emailInvalid' }],
    [101, { key: 'error.emailFormat', vars: { emailAddress: 'shopper@example.com' } }],
    [500, { key: 'error.codeEmailFailed' }],
    ['mail-failed', { key: 'error.codeEmailFailed' }],
  ])('server code %s shows %j', async (code, error) => {
    routes['/authentication/create-otc'] = () => json({ error: { code, message: 'nope' } }, 400);
    await expect(auth.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(auth.emailError.value).toEqual(error);
    expect(auth.loginStep.value).toBe('email');
    expect(auth.loginEmail.value).toBe('shopper@example.com');
  });

  test('a failed resend shows the generic login error', async () => {
    await auth.sendLoginCode('shopper@example.com');
    routes['/authentication/create-otc'] = () => json({ error: { code: 'boom', message: 'x' } }, 500);
    await expect(auth.resendLoginCode()).resolves.toBe(false);
    expect(auth.codeError.value).toEqual({ key: 'error.loginGeneric' });
  });
});

describe('checking the code', () => {
  test('sends the code as a number with every code id sent to this address', async () => {
    await auth.sendLoginCode('shopper@example.com');
    await auth.resendLoginCode();
    const ids = bodies('/authentication/create-otc').length;
    expect(ids).toBe(2);
    routes['/authentication/validate-otc'] = () => json({ error: { code: 'invalid-code', message: 'Invalid code.' } }, 400);
    await auth.signInWithEmailCode('0427');
    const [body] = bodies('/authentication/validate-otc');
    expect(body.otp).toBe(427);
    expect(body.ids).toEqual([expect.stringMatching(/^code-/), expect.stringMatching(/^code-/)]);
    expect(new Set(body.ids).size).toBe(2);
  });

  test.each([
    [400, 'invalid-code', 'Invalid code.', 'error.codeIncorrect'],
    [429, 'too-many-attempts', 'Too many attempts.', 'error.codeTooManyTries'],
    [500, 'internal', 'Internal error', 'error.verifyGeneric'],
  ])('a %s answer shows %s', async (status, code, message, key) => {
    await auth.sendLoginCode('shopper@example.com');
    routes['/authentication/validate-otc'] = () => json({ error: { code, message } }, status);
    await expect(auth.signInWithEmailCode('1111')).resolves.toBe(false);
    expect(auth.codeError.value).toEqual({ key });
    expect(identityMock.signInWithToken).not.toHaveBeenCalled();
    expect(auth.isSignedIn.value).toBe(false);
  });

  test('a right code signs in, checks the customer with the anonymous uid and clears the cache', async () => {
    const cached = entry<string[]>('orders');
    cached.value = { ...cached.value, data: ['stale guest data'], fetchedAt: 1 };
    await auth.sendLoginCode('shopper@example.com');
    const seen: boolean[] = [];
    const stop = auth.isSignedIn.subscribe((v) => seen.push(v));

    await expect(auth.signInWithEmailCode('1234')).resolves.toBe(true);
    stop();

    expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({
        shopId: 'demo-shop',
        customerEmail: 'shopper@example.com',
        statusId: 'user-9',
        anonUserId: 'anon-1',
        acceptsMarketing: true,
        countryCode: 'DE',
      }),
    ]);
    expect(auth.customerId.value).toBe('7001');
    expect(auth.user.value).toEqual({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false });
    expect(auth.isSignedIn.value).toBe(true);
    expect(seen).toEqual([false, true]);
    expect(cached.value.data).toBeNull();
    expect(auth.loginStep.value).toBe('email');
  });

  test('a failed customer check shows the generic login error and keeps the shopper signed out', async () => {
    routes['/member/check-customer'] = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    await auth.sendLoginCode('shopper@example.com');
    await expect(auth.signInWithEmailCode('1234')).resolves.toBe(false);
    expect(auth.codeError.value).toEqual({ key: 'error.loginGeneric' });
    expect(auth.isSignedIn.value).toBe(false);
  });

  test('signing out forgets the customer and the session', async () => {
    await auth.sendLoginCode('shopper@example.com');
    await auth.signInWithEmailCode('1234');
    await auth.signOut();
    expect(identityMock.signOutUser).toHaveBeenCalled();
    expect(auth.isSignedIn.value).toBe(false);
    expect(auth.customerId.value).toBeNull();
  });
});

describe('after a reload', () => {
  test('a remembered member restored by Firebase is signed in again without a request', async () => {
    await auth.sendLoginCode('shopper@example.com');
    await auth.signInWithEmailCode('1234');
    // the page reloads: a config without a store customer, then Firebase restores the member
    auth.initAuth(pageConfig);
    auth.user.value = null;
    fetchMock.mockClear();
    emitUser(memberUser);
    expect(auth.isSignedIn.value).toBe(true);
    expect(auth.customerId.value).toBe('7001');
    expect(auth.user.peek()?.email).toBe('shopper@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('after signing out nothing is remembered', async () => {
    await auth.sendLoginCode('shopper@example.com');
    await auth.signInWithEmailCode('1234');
    await auth.signOut();
    emitUser(memberUser);
    expect(auth.isSignedIn.value).toBe(false);
  });
});
