// The sign-in store (docs/product.md#screens-and-parts 'Login flow', #behaviour, #validation, #error-messages): the
// code, the magic link, Google, the unverified e-mail, consent, and waiting for the merchant's settings before choosing
// a method. Real store and flows; Firebase and fetch faked.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../../../src/api/client';
import { entry, update } from '../../../../src/cache/request-cache';
import { resetSettings, loadSettings, takeSettings, features } from '../../../../src/settings/settings';
import { SETTINGS_WAIT_MS } from '../../../../src/settings/settings-ready';
import { pageConfig, json } from '../../../auth/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const hoisted = vi.hoisted(() => ({
  afterLogin: vi.fn(async () => {}),
  popup: vi.fn(),
  redirectResult: vi.fn(),
}));
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: hoisted.afterLogin }));
vi.mock('../../../../src/auth/google', () => ({ signInWithGooglePopup: hoisted.popup, googleRedirectResult: hoisted.redirectResult }));
import { identityMock, resetIdentityMock, emitUser } from '../../../auth/identity-mock';
import * as session from '../../../../src/session/session';
import * as change from '../../../../src/session/session-change';
import * as signIn from '../../../../src/features/sign-in/state/sign-in';
import { REDIRECT_FLAG } from '../../../../src/auth/redirect-flag';

type Handler = (body: { data: Record<string, unknown> }) => Response;
let routes: Record<string, Handler> = {};
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const handler = routes[`${init.method} ${url.replace(pageConfig.apiBase, '')}`];
  if (!handler) return json({ error: { code: 'not-found', message: url } }, 404);
  return handler(JSON.parse(String(init.body ?? '{}')));
});
const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === pageConfig.apiBase + path).map(([, init]) => JSON.parse(String(init.body)).data);

beforeEach(() => {
  sessionStorage.clear();
  resetIdentityMock();
  settingsAre({});
  fetchMock.mockClear();
  hoisted.afterLogin.mockClear();
  hoisted.popup.mockReset();
  hoisted.redirectResult.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  let n = 0;
  routes = {
    'POST /authentication/create-otc': () => json({ data: { codeId: `code-${++n}` } }),
    'POST /authentication/validate-otc': () => json({ data: { token: 'custom-token' } }),
    'POST /authentication/create-magic-link': () => json({ data: { codeId: 'link-1' } }),
    'POST /authentication/validate-magic-link': () => json({ data: { token: 'custom-token' } }),
    'POST /member/unverified': () => json({ data: { saved: true } }),
    'POST /member/check-customer': () => json({ data: { customerId: '7001', email: 'shopper@example.com' } }),
  };
  freshSession();
  session.setMember(null, null); // no store customer on this page
  signIn.resetLoginFlow();
  configureApi({ apiBase: pageConfig.apiBase, shopId: pageConfig.shopId, customerId: () => session.customerId.value, idToken: session.idToken });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the e-mail box', () => {
  test("starts with the store customer's address, and keeps what the shopper types", () => {
    freshSession({ ...pageConfig, customerEmail: 'store@example.com' });
    expect(signIn.loginEmail.value).toBe('store@example.com');
    signIn.editEmail('typed@example.com');
    expect(signIn.loginEmail.value).toBe('typed@example.com');
  });

  test('editing the address clears the error about the previous one', async () => {
    await expect(signIn.sendLoginCode('shopper@')).resolves.toBe(false);
    expect(signIn.emailError.value).toEqual({ key: 'error.emailInvalid' });
    signIn.editEmail('shopper@e');
    expect(signIn.emailError.value).toBeNull();
  });
});

describe('sending the code', () => {
  test('an invalid address is not sent and the text is kept', async () => {
    await expect(signIn.sendLoginCode('shopper@')).resolves.toBe(false);
    expect(signIn.emailError.value).toEqual({ key: 'error.emailInvalid' });
    expect(signIn.loginEmail.value).toBe('shopper@');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the address with the anonymous uid as statusId and moves to the code form', async () => {
    await expect(signIn.sendLoginCode(' shopper@example.com ')).resolves.toBe(true);
    expect(bodies('/authentication/create-otc')).toEqual([
      expect.objectContaining({ shopId: 'demo-shop', email: 'shopper@example.com', statusId: 'anon-1' }),
    ]);
    expect(signIn.loginStep.value).toBe('code');
    expect(signIn.announcement.value).toEqual({ key: 'auth.codeSent', vars: { email: 'shopper@example.com' } });
  });

  test.each([
    [100, { key: 'error.emailInvalid' }],
    [102, { key: 'error.emailInvalid' }],
    [101, { key: 'error.emailFormat', vars: { emailAddress: 'shopper@example.com' } }],
    [500, { key: 'error.codeEmailFailed' }],
    ['mail-failed', { key: 'error.codeEmailFailed' }],
  ])('server code %s shows %j', async (code, error) => {
    routes['POST /authentication/create-otc'] = () => json({ error: { code, message: 'nope' } }, 400);
    await expect(signIn.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(signIn.emailError.value).toEqual(error);
    expect(signIn.loginStep.value).toBe('email');
    expect(signIn.loginEmail.value).toBe('shopper@example.com');
  });

  test('a failed resend shows the generic login error', async () => {
    await signIn.sendLoginCode('shopper@example.com');
    routes['POST /authentication/create-otc'] = () => json({ error: { code: 'boom', message: 'x' } }, 500);
    await expect(signIn.resendLoginCode()).resolves.toBe(false);
    expect(signIn.codeError.value).toEqual({ key: 'error.loginGeneric' });
  });
});

// docs/product.md#settings-keys `authMethod`
describe("Continue waits for the merchant's settings", () => {
  test('busy until the settings arrive; then a magic link goes out when they ask for one', async () => {
    resetSettings();
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    const loading = loadSettings('demo-shop', 'DE');
    const sent = signIn.sendLoginCode('shopper@example.com');
    // the settings request is out (its chunk may take a moment to load), and unanswered
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(signIn.busy.value).toBe(true);
    expect(bodies('/authentication/create-otc')).toEqual([]);
    answer(json({ data: { settings: { authMethod: { method: 'magicLink' } } } }));
    await loading;
    await expect(sent).resolves.toBe(true);
    expect(bodies('/authentication/create-magic-link')).toHaveLength(1);
    expect(bodies('/authentication/create-otc')).toEqual([]);
    expect(signIn.loginStep.value).toBe('magicLink');
    expect(signIn.busy.value).toBe(false);
  });

  test('settings that never arrive: after SETTINGS_WAIT_MS the code goes out (the spec default)', async () => {
    resetSettings();
    await session.idToken(); // the guest session exists already
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = signIn.sendLoginCode('shopper@example.com');
    await vi.advanceTimersByTimeAsync(SETTINGS_WAIT_MS - 1);
    expect(signIn.busy.value).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(true);
    expect(bodies('/authentication/create-otc')).toHaveLength(1);
    expect(signIn.loginStep.value).toBe('code');
  });

  test('settings that ask for the terms box stop the send until it is checked', async () => {
    resetSettings();
    const sent = signIn.sendLoginCode('shopper@example.com');
    settingsAre({ acceptsTermsToggle: { isActive: true } });
    await expect(sent).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signIn.loginStep.value).toBe('email');
  });
});

describe('checking the code', () => {
  test('sends the code as a number with every code id sent to this address', async () => {
    await signIn.sendLoginCode('shopper@example.com');
    await signIn.resendLoginCode();
    expect(bodies('/authentication/create-otc')).toHaveLength(2);
    routes['POST /authentication/validate-otc'] = () => json({ error: { code: 'invalid-code', message: 'Invalid code.' } }, 400);
    await signIn.signInWithEmailCode('0427');
    const [body] = bodies('/authentication/validate-otc');
    expect(body.otp).toBe(427);
    expect(body.ids).toEqual(['code-1', 'code-2']);
  });

  test.each([
    [400, 'invalid-code', 'Invalid code.', 'error.codeIncorrect'],
    [429, 'too-many-attempts', 'Too many attempts.', 'error.codeTooManyTries'],
    [500, 'internal', 'Internal error', 'error.verifyGeneric'],
  ])('a %s answer shows %s', async (status, code, message, key) => {
    await signIn.sendLoginCode('shopper@example.com');
    routes['POST /authentication/validate-otc'] = () => json({ error: { code, message } }, status);
    await expect(signIn.signInWithEmailCode('1111')).resolves.toBe(false);
    expect(signIn.codeError.value).toEqual({ key });
    expect(identityMock.signInWithToken).not.toHaveBeenCalled();
    expect(session.isSignedIn.value).toBe(false);
  });

  test.each([[42], [{}], [{ token: '' }]])('an answer without a token (%j) shows the generic verification error and signs nobody in', async (data) => {
    await signIn.sendLoginCode('shopper@example.com');
    routes['POST /authentication/validate-otc'] = () => json({ data });
    await expect(signIn.signInWithEmailCode('1111')).resolves.toBe(false);
    expect(signIn.codeError.value).toEqual({ key: 'error.verifyGeneric' });
    expect(identityMock.signInWithToken).not.toHaveBeenCalled();
    expect(session.isSignedIn.value).toBe(false);
  });

  test("a right code signs in once, checks the customer with the guest's uid and ID token, and keeps what was on screen for a reload", async () => {
    const cached = entry<string[]>('orders');
    update<string[]>('orders', (e) => ({ ...e, data: ['guest data'], fetchedAt: Date.now() }));
    await signIn.sendLoginCode('shopper@example.com');
    const seen: boolean[] = [];
    const stop = session.isSignedIn.subscribe((v) => seen.push(v));

    await expect(signIn.signInWithEmailCode('1234')).resolves.toBe(true);
    stop();

    expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({
        shopId: 'demo-shop',
        customerEmail: 'shopper@example.com',
        statusId: 'user-9',
        anonUserId: 'anon-1',
        anonIdToken: 'id-token:anon-1',
        acceptsMarketing: true,
        countryCode: 'DE',
      }),
    ]);
    expect(session.customerId.value).toBe('7001');
    expect(session.user.value).toEqual({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false });
    expect(session.isSignedIn.value).toBe(true);
    expect(seen).toEqual([false, true]);
    expect(cached.value).toMatchObject({ data: ['guest data'], fetchedAt: 0 });
    expect(signIn.loginStep.value).toBe('email');
    await vi.waitFor(() =>
      expect(hoisted.afterLogin).toHaveBeenCalledWith({ email: 'shopper@example.com', customerId: '7001', loginType: 'otp', isInitialLogin: true, route: 'foryou' }),
    );
  });

  test('a failed customer check shows the generic login error and keeps the shopper signed out', async () => {
    routes['POST /member/check-customer'] = () => json({ error: { code: 'internal', message: 'x' } }, 500);
    await signIn.sendLoginCode('shopper@example.com');
    await expect(signIn.signInWithEmailCode('1234')).resolves.toBe(false);
    expect(signIn.codeError.value).toEqual({ key: 'error.loginGeneric' });
    expect(session.isSignedIn.value).toBe(false);
  });
});

describe('magic link', () => {
  beforeEach(() => {
    takeSettings({ authMethod: { method: 'magicLink' } }, features.value);
  });

  test("sends the address, the guest's uid and this page without its hash, then shows 'check your email'", async () => {
    history.replaceState(null, '', '/products/tee?x=1#status-foryou');
    await expect(signIn.sendLoginCode('shopper@example.com')).resolves.toBe(true);
    expect(bodies('/authentication/create-magic-link')).toEqual([
      expect.objectContaining({ email: 'shopper@example.com', statusId: 'anon-1', returnUrl: `${location.origin}/products/tee?x=1` }),
    ]);
    expect(bodies('/authentication/create-otc')).toEqual([]);
    expect(signIn.loginStep.value).toBe('magicLink');
    expect(signIn.announcement.value).toEqual({ key: 'auth.linkSent', vars: { email: 'shopper@example.com' } });
    history.replaceState(null, '', '/');
  });

  test.each([
    [100, { key: 'error.emailInvalid' }],
    [102, { key: 'error.emailInvalid' }],
    [101, { key: 'error.emailFormat', vars: { emailAddress: 'shopper@example.com' } }],
    ['email-failed', { key: 'error.loginGeneric' }],
  ])('create-magic-link error %s shows the spec message and keeps the address', async (code, error) => {
    routes['POST /authentication/create-magic-link'] = () => json({ error: { code, message: 'x' } }, 400);
    await expect(signIn.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(signIn.emailError.value).toEqual(error);
    expect(signIn.loginStep.value).toBe('email');
    expect(signIn.loginEmail.value).toBe('shopper@example.com');
  });

  test('opening the link signs in, links the guest with check-customer and runs after-login', async () => {
    await session.idToken(); // the guest session the link is opened in
    await expect(signIn.signInWithMagicLink('link-1', 'secret')).resolves.toBe(true);
    expect(bodies('/authentication/validate-magic-link')).toEqual([expect.objectContaining({ codeId: 'link-1', token: 'secret' })]);
    expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({ statusId: 'user-9', anonUserId: 'anon-1', anonIdToken: 'id-token:anon-1', acceptsMarketing: true, countryCode: 'DE' }),
    ]);
    expect(session.isSignedIn.value).toBe(true);
    expect(change.loginType.value).toBe('magicLink');
    expect(change.isInitialLoginSession.value).toBe(true);
    expect(session.hasLoggedIn.value).toBe(true);
    await vi.waitFor(() =>
      expect(hoisted.afterLogin).toHaveBeenCalledWith({ email: 'shopper@example.com', customerId: '7001', loginType: 'magicLink', isInitialLogin: true, route: 'foryou' }),
    );
  });

  test('a used link resolves false and signs nobody in', async () => {
    routes['POST /authentication/validate-magic-link'] = () => json({ error: { code: 'invalid-link', message: 'Could not log into your account' } }, 400);
    await expect(signIn.signInWithMagicLink('link-1', 'used')).resolves.toBe(false);
    expect(identityMock.signInWithToken).not.toHaveBeenCalled();
    expect(session.isSignedIn.value).toBe(false);
  });
});

describe("the guest's e-mail (POST /member/unverified)", () => {
  test('is saved when a guest submits the form', async () => {
    await signIn.sendLoginCode('shopper@example.com');
    await vi.waitFor(() => expect(bodies('/member/unverified')).toEqual([expect.objectContaining({ email: 'shopper@example.com' })]));
    expect(signIn.saveEmailError.value).toBeNull();
  });

  test("a server error shows 'Unable to save email address' and the code still goes out", async () => {
    routes['POST /member/unverified'] = () => json({ error: { code: 'db', message: 'down' } }, 500);
    await expect(signIn.sendLoginCode('shopper@example.com')).resolves.toBe(true);
    expect(signIn.loginStep.value).toBe('code');
    await vi.waitFor(() => expect(signIn.saveEmailError.value).toEqual({ key: 'error.saveEmail' }));
  });
});

// docs/product.md#consent-toggles
describe('consent', () => {
  test('Continue is blocked while the terms are unchecked, and sends nothing', async () => {
    takeSettings({ acceptsTermsToggle: { isActive: true } }, features.value);
    expect(signIn.submitBlocked.value).toBe(true);
    await expect(signIn.sendLoginCode('shopper@example.com')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    signIn.setAcceptsTerms(true);
    expect(signIn.submitBlocked.value).toBe(false);
  });

  test('a required marketing box blocks only when unchecked; it defaults on unless enabledByDefault is false', () => {
    takeSettings({ acceptsMarketingToggle: { isActive: true, required: true } }, features.value);
    expect(signIn.marketingChecked.value).toBe(true);
    expect(signIn.submitBlocked.value).toBe(false);
    takeSettings({ acceptsMarketingToggle: { isActive: true, required: true, enabledByDefault: false } }, features.value);
    expect(signIn.marketingChecked.value).toBe(false);
    expect(signIn.submitBlocked.value).toBe(true);
  });

  test("the shopper's marketing choice goes to check-customer", async () => {
    takeSettings({ acceptsMarketingToggle: { isActive: true } }, features.value);
    signIn.setAcceptsMarketing(false);
    await signIn.signInWithMagicLink('link-1', 'secret');
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
    await session.idToken();
    await expect(signIn.signInWithGoogle()).resolves.toBe(true);
    expect(bodies('/member/check-customer')).toEqual([
      expect.objectContaining({ customerEmail: 'g@example.com', statusId: 'g-1', anonUserId: 'anon-1' }),
    ]);
    expect(session.isSignedIn.value).toBe(true);
    expect(change.loginType.value).toBe('google');
    await vi.waitFor(() => expect(hoisted.afterLogin).toHaveBeenCalledWith(expect.objectContaining({ loginType: 'google', isInitialLogin: true })));
  });

  test('a closed popup shows nothing', async () => {
    hoisted.popup.mockResolvedValue(null);
    await expect(signIn.signInWithGoogle()).resolves.toBe(false);
    expect(signIn.googleError.value).toBeNull();
  });

  test.each([
    ['error.googleFailed', "'Unable to sign in with Google. Please try again later.'"],
    ['error.googleUseEmail', 'the use-an-email text when the redirect failed too'],
  ])('a failure shows %s (%s)', async (key) => {
    hoisted.popup.mockRejectedValue({ key });
    await expect(signIn.signInWithGoogle()).resolves.toBe(false);
    expect(signIn.googleError.value).toEqual({ key });
  });

  test("a failure without a message of its own (e.g. a chunk that did not load) shows 'Unable to sign in with Google'", async () => {
    hoisted.popup.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(signIn.signInWithGoogle()).resolves.toBe(false);
    expect(signIn.googleError.value).toEqual({ key: 'error.googleFailed' });
  });

  test('a pending redirect sign-in is finished', async () => {
    sessionStorage.setItem(REDIRECT_FLAG, '1');
    hoisted.redirectResult.mockImplementation(async () => {
      emitUser(googleUser);
      return googleUser;
    });
    await expect(signIn.completeGoogleRedirect()).resolves.toBe(true);
    expect(session.isSignedIn.value).toBe(true);
    expect(change.loginType.value).toBe('google');
  });

  test('a failed redirect sign-in asks for an e-mail instead', async () => {
    hoisted.redirectResult.mockRejectedValue({ key: 'error.googleFailed' });
    await expect(signIn.completeGoogleRedirect()).resolves.toBe(false);
    expect(signIn.googleError.value).toEqual({ key: 'error.googleUseEmail' });
  });
});
