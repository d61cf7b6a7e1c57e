// The magic-link route screen (docs/product.md#route-table 'MagicLink', #error-messages).
import { beforeEach, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/preact';
import { ApiError } from '../../../../src/api/client';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({ createMagicLink: vi.fn(), validateMagicLink: vi.fn(), checkCustomer: vi.fn(), afterLogin: vi.fn(async () => {}) }));
vi.mock('../../../../src/api/auth', () => ({ createOtc: vi.fn(), validateOtc: vi.fn(), createMagicLink: api.createMagicLink, validateMagicLink: api.validateMagicLink }));
vi.mock('../../../../src/api/member', () => ({ checkCustomer: api.checkCustomer, saveUnverifiedEmail: vi.fn(async () => ({ saved: true })) }));
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: api.afterLogin }));
import { resetIdentityMock, identityMock } from '../../../auth/identity-mock';
import { isSignedIn } from '../../../../src/session/session';
import { resetLoginFlow, loginStep, loginEmail, sendLoginCode } from '../../../../src/features/sign-in/state/sign-in';
import { navigate, route } from '../../../../src/panel/router';
import MagicLink from '../../../../src/features/sign-in/screens/magic-link';

beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  api.createMagicLink.mockReset().mockResolvedValue({ codeId: 'code-2' });
  api.validateMagicLink.mockReset().mockResolvedValue({ token: 'custom-token' });
  api.checkCustomer.mockReset().mockResolvedValue({ customerId: '7001', email: 'shopper@example.com' });
  api.afterLogin.mockClear();
  freshSession();
  settingsAre({ authMethod: { method: 'magicLink' } });
  resetLoginFlow();
  navigate('magic-link:code-1+token-1'); // the shopper opened the link
});

test('a good magic link signs the shopper in and opens For you', async () => {
  render(<MagicLink params={['code-1', 'token-1']} />);
  expect(screen.getByRole('status').textContent).toBe('Signing you in…');
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  expect(api.validateMagicLink).toHaveBeenCalledWith({ codeId: 'code-1', token: 'token-1' });
  expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
  await waitFor(() => expect(route.value).toBe('foryou'));
  expect(api.afterLogin).toHaveBeenCalledWith(expect.objectContaining({ loginType: 'magicLink', isInitialLogin: true }));
});

test("a used magic link shows 'Could not log into your account' with Back to Login", async () => {
  api.validateMagicLink.mockRejectedValue(new ApiError(400, 'invalid-link', 'error.generic', 'Could not log into your account'));
  await sendLoginCode('shopper@example.com'); // the link was asked for in this tab
  expect(loginStep.value).toBe('magicLink');
  render(<MagicLink params={['code-2', 'used']} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Could not log into your account');
  fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
  expect(loginStep.value).toBe('email');
  expect(loginEmail.value).toBe('shopper@example.com');
  expect(isSignedIn.value).toBe(false);
});

test('a link without its token shows the same error without calling the server', async () => {
  render(<MagicLink params={['code-3']} />);
  expect((await screen.findByRole('alert')).textContent).toBe('Could not log into your account');
  expect(api.validateMagicLink).not.toHaveBeenCalled();
});

test('the same link is checked once even when the screen mounts twice', async () => {
  const first = render(<MagicLink params={['code-4', 'token-4']} />);
  first.unmount();
  render(<MagicLink params={['code-4', 'token-4']} />);
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  expect(api.validateMagicLink).toHaveBeenCalledTimes(1);
});
