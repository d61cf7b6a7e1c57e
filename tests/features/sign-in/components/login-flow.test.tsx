// What a shopper sees around the e-mail form: consent boxes, the typo suggestion, Google, and the
// 'check your email' view of the magic link (docs/product.md#routes, #validation, #roles, #error-messages).
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/preact';
import { resetSettings, loadSettings, takeSettings, features } from '../../../../src/settings/settings';
import { SETTINGS_WAIT_MS } from '../../../../src/settings/settings-ready';
import { configureApi } from '../../../../src/api/client';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({
  createOtc: vi.fn(),
  validateOtc: vi.fn(),
  createMagicLink: vi.fn(),
  validateMagicLink: vi.fn(),
  checkCustomer: vi.fn(),
  saveUnverifiedEmail: vi.fn(),
  popup: vi.fn(),
}));
vi.mock('../../../../src/api/auth', () => ({ createOtc: api.createOtc, validateOtc: api.validateOtc, createMagicLink: api.createMagicLink, validateMagicLink: api.validateMagicLink }));
vi.mock('../../../../src/api/member', () => ({ checkCustomer: api.checkCustomer, saveUnverifiedEmail: api.saveUnverifiedEmail }));
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: vi.fn(async () => {}) }));
vi.mock('../../../../src/auth/google', () => ({ signInWithGooglePopup: api.popup, googleRedirectResult: vi.fn() }));
import { resetIdentityMock } from '../../../auth/identity-mock';
import { resetLoginFlow } from '../../../../src/features/sign-in/state/sign-in';
import { idToken } from '../../../../src/session/session';
import LoginSection from '../../../../src/features/sign-in/components/login-section';
import { ApiError } from '../../../../src/api/client';
import { warmSignInChunks } from '../../../panel/fixtures';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 326.0.3.26.108 (iPhone15,3; iOS 17_4; en_US; en; scale=3.00; 1290x2796; 596358487)';

const emailBox = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const typeEmail = (value: string) => fireEvent.input(emailBox(), { target: { value } });

beforeAll(warmSignInChunks, 60_000);
beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  settingsAre({});
  for (const fn of Object.values(api)) fn.mockReset();
  api.createOtc.mockResolvedValue({ codeId: 'c1' });
  api.createMagicLink.mockResolvedValue({ codeId: 'l1' });
  api.checkCustomer.mockResolvedValue({ customerId: '7001', email: 'shopper@example.com' });
  api.saveUnverifiedEmail.mockResolvedValue({ saved: true });
  freshSession();
  resetLoginFlow();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('consent boxes', () => {
  test('Continue stays disabled until the terms are accepted', async () => {
    takeSettings({ acceptsTermsToggle: { isActive: true } }, features.value);
    render(<LoginSection />);
    const terms = await screen.findByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms of Service' });
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(terms);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  test('the terms link to the policies from settings, else the store defaults', async () => {
    takeSettings({ acceptsTermsToggle: { isActive: true, enabledByDefault: true }, privacyPolicy: { isActive: true, privacyPolicy: '/pages/privacy' } }, features.value);
    render(<LoginSection />);
    expect((await screen.findByRole('link', { name: 'Privacy Policy' })).getAttribute('href')).toBe('/pages/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/policies/terms-of-service');
    expect(continueButton().disabled).toBe(false);
  });

  test("'Email me with news and offers' is checked by default, and a required one disables Continue when unchecked", async () => {
    takeSettings({ acceptsMarketingToggle: { isActive: true, required: true } }, features.value);
    render(<LoginSection />);
    const box = (await screen.findByRole('checkbox', { name: 'Email me with news and offers' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(continueButton().disabled).toBe(true));
  });

  test('no boxes show when settings do not ask for them', () => {
    render(<LoginSection />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(continueButton().disabled).toBe(false);
  });
});

test("'Did you mean shopper@gmail.com?' fills the corrected address", async () => {
  render(<LoginSection />);
  typeEmail('shopper@gmial.com');
  fireEvent.click(await screen.findByRole('button', { name: 'Did you mean shopper@gmail.com?' }));
  expect(emailBox().value).toBe('shopper@gmail.com');
  expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull();
});

test("a failed save of the guest's e-mail shows 'Unable to save email address. Try again later.' and the code form still opens", async () => {
  api.saveUnverifiedEmail.mockRejectedValue(new ApiError(500, 'db', 'error.generic', 'down'));
  render(<LoginSection />);
  typeEmail('shopper@example.com');
  fireEvent.click(continueButton());
  await screen.findByRole('textbox', { name: 'Digit 1' });
  expect((await screen.findByRole('alert')).textContent).toBe('Unable to save email address. Try again later.');
});

describe('magic link', () => {
  beforeEach(() => {
    takeSettings({ authMethod: { method: 'magicLink' } }, features.value);
  });

  test("after Continue shows 'Check your email' with the address; Back keeps the address", async () => {
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('We sent a login link to shopper@example.com. Open it to sign in.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link sent to shopper@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(emailBox().value).toBe('shopper@example.com');
  });

  test("'Resend link' sends another link", async () => {
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    fireEvent.click(continueButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(api.createMagicLink).toHaveBeenCalledTimes(2));
  });

  test("a link that cannot be e-mailed shows the generic login error and keeps the address", async () => {
    api.createMagicLink.mockRejectedValue(new ApiError(502, 'email-failed', 'error.generic', 'x'));
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    fireEvent.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to log in. Please try again later.');
    expect(emailBox().value).toBe('shopper@example.com');
  });
});

describe('Google', () => {
  beforeEach(() => {
    takeSettings({ signInMethods: { isActive: true, google: true } }, features.value);
  });

  test("'Continue with Google' shows when settings offer it", async () => {
    render(<LoginSection />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  test("Google sign-in is hidden in Instagram's in-app browser", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(INSTAGRAM);
    render(<LoginSection />);
    await screen.findByRole('button', { name: 'Continue' });
    await vi.dynamicImportSettled(); // the Google button would be a lazy chunk
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  test('Google sign-in is hidden when the google flag is off', async () => {
    takeSettings({ signInMethods: { isActive: true, google: false } }, features.value);
    render(<LoginSection />);
    await screen.findByRole('button', { name: 'Continue' });
    await vi.dynamicImportSettled(); // the Google button would be a lazy chunk
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  test("a failed Google sign-in shows 'Unable to sign in with Google. Please try again later.'", async () => {
    api.popup.mockRejectedValue({ key: 'error.googleFailed' });
    render(<LoginSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to sign in with Google. Please try again later.');
  });

  test('a Google sign-in signs the shopper in and the section disappears', async () => {
    api.popup.mockResolvedValue({ uid: 'g-1', email: 'g@example.com', isAnonymous: false });
    render(<LoginSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull());
    expect(api.checkCustomer).toHaveBeenCalledWith(expect.objectContaining({ customerEmail: 'g@example.com', anonUserId: 'anon-1' }));
  });
});

describe("Continue waits for the merchant's settings", () => {
  /** The settings request (GET /init/v2/demo-shop/user) answers when `answer` is called. */
  function settingsRequest() {
    let answer!: (settings: Record<string, unknown>) => void;
    const pending = new Promise<Response>((resolve) => {
      answer = (s) => resolve(new Response(JSON.stringify({ data: { settings: s } }), { status: 200 }));
    });
    vi.stubGlobal('fetch', vi.fn(() => pending));
    configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
    resetSettings();
    const loaded = loadSettings('demo-shop', 'DE');
    return { answer, loaded };
  }

  test('Continue shows busy until the settings arrive; with authMethod magicLink a link goes out and the waiting view shows', async () => {
    const { answer, loaded } = settingsRequest();
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    fireEvent.click(continueButton());
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBe('true'));
    await vi.dynamicImportSettled(); // the sign-in flows' chunk, which would send the code
    expect(api.createOtc).not.toHaveBeenCalled();
    expect(api.createMagicLink).not.toHaveBeenCalled();
    answer({ authMethod: { method: 'magicLink' } });
    await loaded;
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.createMagicLink).toHaveBeenCalledWith(expect.objectContaining({ email: 'shopper@example.com', statusId: 'anon-1' }));
    expect(api.createOtc).not.toHaveBeenCalled();
  });

  test('settings that never arrive: after SETTINGS_WAIT_MS the code is sent (the spec default)', async () => {
    const { answer } = settingsRequest();
    await idToken(); // the guest session exists already
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(continueButton());
    await vi.advanceTimersByTimeAsync(SETTINGS_WAIT_MS - 1);
    expect(continueButton().getAttribute('aria-disabled')).toBe('true');
    expect(api.createOtc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.createOtc).toHaveBeenCalledWith({ email: 'shopper@example.com', statusId: 'anon-1' }));
    expect(api.createMagicLink).not.toHaveBeenCalled();
    vi.useRealTimers();
    expect(await screen.findByRole('textbox', { name: 'Digit 1' })).toBeTruthy();
    answer({}); // the late answer changes nothing
  });
});
