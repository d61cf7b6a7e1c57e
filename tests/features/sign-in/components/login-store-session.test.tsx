// Already signed in to the store (docs/installing.md 'Store login'): a shopper whose store session knows them is signed in
// to the widget through the store's app proxy, without a code; a refused proxy leaves the form.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { pageConfig as fixtureConfig } from '../../../auth/fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({ createOtc: vi.fn(), checkCustomer: vi.fn(), saveUnverifiedEmail: vi.fn(), afterLogin: vi.fn(async () => {}) }));
vi.mock('../../../../src/api/auth', () => ({ createOtc: api.createOtc, validateOtc: vi.fn(), createMagicLink: vi.fn(), validateMagicLink: vi.fn() }));
vi.mock('../../../../src/api/member', () => ({ checkCustomer: api.checkCustomer, saveUnverifiedEmail: api.saveUnverifiedEmail }));
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: api.afterLogin }));
import { identityMock, memberUser, resetIdentityMock } from '../../../auth/identity-mock';
import { resetForTests, storeSignIn } from '../../../../src/features/sign-in/state/sign-in';
import { isSignedIn, startSession } from '../../../../src/session/session';
import LoginSection from '../../../../src/features/sign-in/components/login-section';
import { warmSignInChunks } from '../../../panel/fixtures';

const storeCustomer = { ...fixtureConfig, customerId: '7001', customerEmail: 'shopper@example.com' };
let proxy: () => Response;
const fetchMock = vi.fn(async (url: string) => (url === '/apps/status/session' ? proxy() : new Response('not found', { status: 404 })));

beforeAll(warmSignInChunks, 60_000);
beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  settingsAre({});
  for (const fn of Object.values(api)) fn.mockClear();
  api.checkCustomer.mockResolvedValue({ customerId: '7001', email: 'shopper@example.com' });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  resetForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a shopper signed in to the store sees 'Signing you in…', then is signed in without a code", async () => {
  proxy = () => Response.json({ data: { customToken: 'proxy-token', customerId: '7001', email: 'shopper@example.com' } });
  freshSession(storeCustomer);
  render(<LoginSection />);
  expect(screen.getByText('Signing you in…')).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull());
  expect(identityMock.signInWithToken).toHaveBeenCalledWith('proxy-token');
  expect(api.checkCustomer).toHaveBeenCalledTimes(1);
  expect(api.createOtc).not.toHaveBeenCalled();
  await waitFor(() => expect(api.afterLogin).toHaveBeenCalledWith(expect.objectContaining({ customerId: '7001', loginType: 'store', isInitialLogin: true, email: 'shopper@example.com' })));
});

test.each([401, 404, 502])("a refused app proxy (%i) shows the sign-in form with the store customer's email, and no error", async (status) => {
  proxy = () => Response.json({ error: { code: 'invalid-signature', message: 'no' } }, { status });
  freshSession(storeCustomer);
  render(<LoginSection />);
  const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
  expect(email.value).toBe('shopper@example.com');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText('Signing you in…')).toBeNull();
  expect(identityMock.signInWithToken).not.toHaveBeenCalled();
  expect(isSignedIn.value).toBe(false);
  // once per page: showing the section again does not ask again
  render(<LoginSection />);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a visitor the store does not know sees the form at once, and the app proxy is not asked', async () => {
  proxy = () => Response.json({ data: { customToken: 't', customerId: '7001', email: 'a@b.c' } });
  freshSession({ ...fixtureConfig, customerId: null, customerEmail: null });
  render(<LoginSection />);
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  await vi.dynamicImportSettled(); // the store sign-in's chunk, had it been asked for
  expect(fetchMock).not.toHaveBeenCalledWith('/apps/status/session', expect.anything());
});

test('a returning member whose session is still being restored is not signed in a second time through the app proxy', async () => {
  proxy = () => Response.json({ data: { customToken: 'proxy-token', customerId: '7001', email: 'shopper@example.com' } });
  freshSession(storeCustomer);
  // Firebase has the member (IndexedDB) but has not reported them yet when the section shows
  identityMock.currentIdentity.mockResolvedValueOnce(memberUser);
  render(<LoginSection />);
  await waitFor(() => expect(storeSignIn.value).toBe('done'));
  expect(fetchMock).not.toHaveBeenCalledWith('/apps/status/session', expect.anything());
  expect(identityMock.signInWithToken).not.toHaveBeenCalled();
  expect(api.afterLogin).not.toHaveBeenCalled();
});

test("a remembered member sees neither the form nor 'Signing you in…' while their session is restored, then nothing", async () => {
  proxy = () => Response.json({ data: { customToken: 'proxy-token', customerId: '7001', email: 'shopper@example.com' } });
  freshSession(storeCustomer);
  localStorage.setItem('status:member', JSON.stringify({ uid: memberUser.uid, customerId: '7001', email: 'shopper@example.com' }));
  startSession(); // the next page: the member is remembered
  let restore!: (u: typeof memberUser) => void;
  identityMock.currentIdentity.mockReturnValueOnce(new Promise((r) => (restore = r)));
  const { container } = render(<LoginSection />);
  expect(container.textContent).toBe('');
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  restore(memberUser);
  await waitFor(() => expect(storeSignIn.value).toBe('done'));
  expect(container.textContent).toBe('');
  expect(fetchMock).not.toHaveBeenCalledWith('/apps/status/session', expect.anything());
  expect(api.checkCustomer).not.toHaveBeenCalled();
});
