// The sign-in flows beyond the code (SPEC.md 4, 5, 8): magic link, Google, the unverified e-mail,
// consent, and the 2,000 ms re-check of a missing session.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { settings, resetSettings } from '../../src/state/settings';
import { pageConfig, json } from '../auth/fixtures';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
const hoisted = vi.hoisted(() => ({
  afterLogin: vi.fn(async () => {}),
  popup: vi.fn(),
  redirectResult: vi.fn(),
}));
vi.mock('../../src/auth/after-login', () => ({ afterLogin: hoisted.afterLogin }));
vi.mock('../../src/auth/google', () => ({
  signInWithGooglePopup: hoisted.popup,
  googleRedirectResult: hoisted.redirectResult,
  preloadGoogle: () => {},
}));
import { identityMock, resetIdentityMock, emitUser, memberUser } from '../auth/identity-mock';
import * as auth from '../../src/state/auth';

type Handler = (body: { data: Record<string, unknown> }) => Response;
let routes: Record<string, Handler> = {};
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const handler = routes[url.replace(pageConfig.apiBase, '')];
  if (!handler) return json({ error: { code: 'not-found', message: url } }, 404);
  return handler(JSON.parse(String(init.body ?? '{}')));
});
const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === pageConfig.apiBase + path).map(([, init]) => JSON.parse(String(init.body)).data);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetIdentityMock();
  resetSettings();
  fetchMock.mockClear();
  hoisted.afterLogin.mockClear();
  hoisted.popup.mockReset();
  hoisted.redirectResult.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  routes = {
    '/authentication/create-otc': () => json({ data: { codeId: 'c1' } }),
    '/authentication/create-magic-link': () => json({ data: { codeId: 'link-1' } }),
    '/authentication/validate-magic-link': () => json({ data: { token: 'custom-token' } }),
    '/member/unverified': () => json({ data: { saved: true } }),
    '/member/check-customer': () => json({ data: { customerId: '7001', email: 'shopper@example.com' } }),
  };
  auth.initAuth(pageConfig);
  auth.user.value = null;
  auth.customerId.value = null;
  auth.resetLoginFlow();
  configureApi({ apiBase: pageConfig.apiBase, shopId: pageConfig.shopId, customerId: () => auth.customerId.value, idToken: auth.idToken });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('magic link', () => {
  beforeEach(() => {
    settings.value = { authMethod: { method: 'magicLink' } };
  });

  test("sends the address, the guest's uid and this page without its hash, then shows 'check your email'", async () => {
    history.replaceState(null, '', '/products/tee?x=1#status-foryou');
    await expect(auth.sendLoginCode('shopper@example.com')).resolves.toBe(true);
    expect(bodies('/authentication/create-magic-link')).toEqual([
      expect.objectContaining({ email: 'shopper@example.com', statusId: 'anon-1', returnUrl: `${location.origin}/products/tee?x=1` }),
    ]);
    expect(bodies('/authentication/create-otc')).toEqual([]);
    expect(auth.loginStep.value).toBe('magicLink');
    expect(auth.announcement.value).toEqual({ key: 'auth.linkSent', vars: { email: 'shopper@example.com' } });
  });

  test.each([
    [100, { key: 'error.emailInvalid' }],
    [102, { key: 'error.emailInvalid' }],
    [101, { key: 'error.emailFormat', vars: { emailAddress: 'shopper@example.com' } }],
    ['email-failed', { key: 'error.loginGeneric' }],
  ])('create-magic-link error %s shows the spec message and keeps the address', async (code, error) => {
    routes['/authentication/create-magic-link'] = () => json({ error: { code, message: 'x' } }, 400);
    await expect(auth.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(auth.emailError.value).toEqual(error);
    expect(auth.loginStep.value).toBe('email');
    expect(auth.loginEmail.value).toBe('shopper@example.com');
  });

  test('opening the link signs in, links the guest with check-customer and runs after-login', async () => {
    await auth.idToken(); // the guest session the link is opened in
    await expect(auth.signInWithMagicLink('link-1', 'secret')).resolves.toBe(true);
    expect(bodies('/authentication/validate-magic-link')).toEqual([expect.objectContaining({ codeId: 'link-1', token: 'secret' })]);
    expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({ statusId: 'user-9', anonUserId: 'anon-1', acceptsMarketing: true, countryCode: 'DE' }),
    ]);
    expect(auth.isSignedIn.value).toBe(true);
    expect(auth.loginType.value).toBe('magicLink');
    expect(auth.isInitialLoginSession.value).toBe(true);
    expect(auth.hasLoggedIn.value).toBe(true);
    await vi.waitFor(() =>
      expect(hoisted.afterLogin).toHaveBeenCalledWith({ email: 'shopper@example.com', customerId: '7001', loginType: 'magicLink', isInitialLogin: true }),
    );
  });

  test('a used link resolves false and signs nobody in', async () => {
    routes['/authentication/validate-magic-link'] = () => json({ error: { code: 'invalid-link', message: 'Could not log into your account' } }, 400);
    await expect(auth.signInWithMagicLink('link-1', 'used')).resolves.toBe(false);
    expect(identityMock.signInWithToken).not.toHaveBeenCalled();
    expect(auth.isSignedIn.value).toBe(false);
  });
});

describe("the guest's e-mail (POST /member/unverified)", () => {
  test('is saved when a guest submits the form', async () => {
    await auth.sendLoginCode('shopper@example.com');
    await vi.waitFor(() => expect(bodies('/member/unverified')).toEqual([expect.objectContaining({ email: 'shopper@example.com' })]));
    expect(auth.saveEmailError.value).toBeNull();
  });

  test("a server error shows 'Unable to save email address' and the code still goes out", async () => {
    routes['/member/unverified'] = () => json({ error: { code: 'db', message: 'down' } }, 500);
    await expect(auth.sendLoginCode('shopper@example.com')).resolves.toBe(true);
    expect(auth.loginStep.value).toBe('code');
    await vi.waitFor(() => expect(auth.saveEmailError.value).toEqual({ key: 'error.saveEmail' }));
  });
});

describe('consent (SPEC.md 5)', () => {
  test('Continue is blocked while the terms are unchecked, and sends nothing', async () => {
    settings.value = { acceptsTermsToggle: { isActive: true } };
    expect(auth.submitBlocked.value).toBe(true);
    await expect(auth.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    auth.acceptsTerms.value = true;
    expect(auth.submitBlocked.value).toBe(false);
  });

  test('a required marketing box blocks only when unchecked; it defaults on unless enabledByDefault is false', () => {
    settings.value = { acceptsMarketingToggle: { isActive: true, required: true } };
    expect(auth.marketingChecked.value).toBe(true);
    expect(auth.submitBlocked.value).toBe(false);
    settings.value = { acceptsMarketingToggle: { isActive: true, required: true, enabledByDefault: false } };
    expect(auth.marketingChecked.value).toBe(false);
    expect(auth.submitBlocked.value).toBe(true);
  });

  test("the shopper's marketing choice goes to check-customer", async () => {
    settings.value = { acceptsMarketingToggle: { isActive: true } };
    auth.acceptsMarketing.value = false;
    await auth.signInWithMagicLink('link-1', 'secret');
    expect(bodies('/member/check-customer')).toEqual([expect.objectContaining({ acceptsMarketing: false })]);
  });
});

describe('Google', () => {
  const googleUser = { uid: 'g-1', email: 'g@example.com', isAnonymous: false };

  test('a popup sign-in checks the customer with the Google e-mail and runs after-login as google', async () => {
    hoisted.popup.mockImplementation(async () => {
      emitUser(googleUser);
      return googleUser;
    });
    await auth.idToken();
    await expect(auth.signInWithGoogle()).resolves.toBe(true);
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({ customerEmail: 'g@example.com', statusId: 'g-1', anonUserId: 'anon-1' }),
    ]);
    expect(auth.isSignedIn.value).toBe(true);
    expect(auth.loginType.value).toBe('google');
    await vi.waitFor(() => expect(hoisted.afterLogin).toHaveBeenCalledWith(expect.objectContaining({ loginType: 'google', isInitialLogin: true })));
  });

  test('a closed popup shows nothing', async () => {
    hoisted.popup.mockResolvedValue(null);
    await expect(auth.signInWithGoogle()).resolves.toBe(false);
    expect(auth.googleError.value).toBeNull();
  });

  test.each([
    ['error.googleFailed', "'Unable to sign in with Google. Please try again later.'"],
    ['error.googleUseEmail', 'the use-an-email text when the redirect failed too'],
  ])('a failure shows %s (%s)', async (key) => {
    hoisted.popup.mockRejectedValue({ key });
    await expect(auth.signInWithGoogle()).resolves.toBe(false);
    expect(auth.googleError.value).toEqual({ key });
  });

  test('a pending redirect sign-in is finished when the panel starts', async () => {
    sessionStorage.setItem(auth.REDIRECT_FLAG, '1');
    hoisted.redirectResult.mockImplementation(async () => {
      emitUser(googleUser);
      return googleUser;
    });
    auth.initAuth(pageConfig);
    await vi.waitFor(() => expect(auth.isSignedIn.value).toBe(true));
    expect(auth.loginType.value).toBe('google');
  });
});

describe('a missing session is re-checked after 2,000 ms (SPEC.md 4, 9)', () => {
  const remembered = () => localStorage.setItem('status:member', JSON.stringify({ uid: 'user-9', customerId: '7001', email: 'm@example.com' }));

  test('a member who reappears within 2,000 ms stays signed in', async () => {
    vi.useFakeTimers();
    remembered();
    auth.initAuth(pageConfig);
    await auth.idToken().catch(() => {}); // loads identity (the mock reports an anonymous guest)
    emitUser(null);
    expect(auth.hasLoggedIn.value).toBe(true);
    identityMock.currentIdentity.mockResolvedValueOnce(memberUser);
    await vi.advanceTimersByTimeAsync(1999);
    expect(identityMock.currentIdentity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(identityMock.currentIdentity).toHaveBeenCalledTimes(1);
    expect(auth.isSignedIn.value).toBe(true);
    expect(localStorage.getItem('status:member')).not.toBeNull();
  });

  test('a session still missing after 2,000 ms signs the shopper out', async () => {
    vi.useFakeTimers();
    remembered();
    auth.initAuth(pageConfig);
    auth.preloadIdentity();
    await vi.advanceTimersByTimeAsync(0);
    emitUser(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(auth.hasLoggedIn.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(auth.hasLoggedIn.value).toBe(false);
    expect(auth.isSignedIn.value).toBe(false);
    expect(localStorage.getItem('status:member')).toBeNull();
  });

  test('signing out is not a missing session: no re-check', async () => {
    vi.useFakeTimers();
    remembered();
    auth.initAuth(pageConfig);
    auth.preloadIdentity();
    await vi.advanceTimersByTimeAsync(0);
    await auth.signOut();
    await vi.advanceTimersByTimeAsync(3000);
    expect(identityMock.currentIdentity).not.toHaveBeenCalled();
  });
});
