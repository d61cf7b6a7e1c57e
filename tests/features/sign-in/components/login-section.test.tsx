import { beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/preact';
import { ApiError } from '../../../../src/api/client';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({ createOtc: vi.fn(), validateOtc: vi.fn(), checkCustomer: vi.fn(), saveUnverifiedEmail: vi.fn() }));
vi.mock('../../../../src/api/auth', () => ({ createOtc: api.createOtc, validateOtc: api.validateOtc, createMagicLink: vi.fn(), validateMagicLink: vi.fn() }));
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: vi.fn(async () => {}) }));
vi.mock('../../../../src/api/member', () => ({ checkCustomer: api.checkCustomer, saveUnverifiedEmail: api.saveUnverifiedEmail }));
import { identityMock, resetIdentityMock } from '../../../auth/identity-mock';
import { resetLoginFlow } from '../../../../src/features/sign-in/state/sign-in';
import { isSignedIn, customerId } from '../../../../src/session/session';
import { signedIn } from '../../../../src/session/session-change';
import LoginSection from '../../../../src/features/sign-in/components/login-section';

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` }) as HTMLInputElement;
const typeCode = (code: string) => [...code].forEach((d, i) => fireEvent.input(digit(i + 1), { target: { value: d } }));

async function toCodeForm(email = 'shopper@example.com') {
  render(<LoginSection />);
  fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
}

beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  api.createOtc.mockReset().mockResolvedValue({ codeId: 'c1' });
  api.validateOtc.mockReset().mockResolvedValue({ token: 'custom-token' });
  api.checkCustomer.mockReset().mockResolvedValue({ customerId: '7001', email: 'shopper@example.com' });
  api.saveUnverifiedEmail.mockReset().mockResolvedValue({ saved: true });
  freshSession();
  settingsAre({});
  resetLoginFlow();
});

describe('the login section', () => {
  test("shows a 'Sign in' heading and the e-mail form to a guest", () => {
    render(<LoginSection />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  test('after Continue shows four digit boxes, names the address and announces the code', async () => {
    await toCodeForm();
    expect(screen.getByText('Enter the 4-digit code we sent to shopper@example.com.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Code sent to shopper@example.com');
    expect([1, 2, 3, 4].map((n) => digit(n).value)).toEqual(['', '', '', '']);
  });

  test("'Back' returns to the e-mail form with the address kept", async () => {
    await toCodeForm();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('shopper@example.com');
  });

  test("'Resend code' sends another code and announces it", async () => {
    await toCodeForm();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(api.createOtc).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Code sent to shopper@example.com'));
  });

  test("a wrong code shows 'The code you entered is incorrect', clears the boxes and focuses Digit 1", async () => {
    api.validateOtc.mockRejectedValue(new ApiError(400, 'invalid-code', 'error.generic', 'Invalid code.'));
    await toCodeForm();
    typeCode('1234');
    expect((await screen.findByRole('alert')).textContent).toBe('The code you entered is incorrect');
    await waitFor(() => expect(document.activeElement).toBe(digit(1)));
    expect([1, 2, 3, 4].map((n) => digit(n).value)).toEqual(['', '', '', '']);
    expect(api.validateOtc).toHaveBeenCalledWith({ otp: 1234, ids: ['c1'] });
  });

  test('too many wrong codes shows the try-again-later text', async () => {
    api.validateOtc.mockRejectedValue(new ApiError(429, 'too-many-attempts', 'error.generic', 'Too many attempts.'));
    await toCodeForm();
    typeCode('9999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You've tried too many incorrect codes. Please try again later.",
    );
  });

  test('any other failure shows the generic verification error', async () => {
    api.validateOtc.mockRejectedValue(new ApiError(0, 'network', 'error.network', 'POST failed'));
    await toCodeForm();
    typeCode('5555');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to verify the code. Please try again later.');
  });

  test('the right code signs in, checks the customer and the section disappears', async () => {
    await toCodeForm();
    typeCode('0427');
    await waitFor(() => expect(isSignedIn.value).toBe(true));
    expect(api.validateOtc).toHaveBeenCalledWith({ otp: 427, ids: ['c1'] });
    expect(identityMock.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(api.checkCustomer).toHaveBeenCalledWith({
      shopId: 'demo-shop',
      customerEmail: 'shopper@example.com',
      statusId: 'user-9',
      anonUserId: 'anon-1',
      anonIdToken: null, // this test mocks the API calls and gives the client no identity source
      acceptsMarketing: true,
      countryCode: 'DE',
    });
    expect(customerId.value).toBe('7001');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull());
  });

  test('renders nothing for a signed-in shopper', () => {
    signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
    const { container } = render(<LoginSection />);
    expect(container.innerHTML).toBe('');
  });
});
