// The e-mail step of the login section (docs/product.md#screens-and-parts 'Login flow', #email, #error-messages), as a
// shopper sees it.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/preact';
import { ApiError } from '../../../../src/api/client';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({ createOtc: vi.fn(), validateOtc: vi.fn() }));
vi.mock('../../../../src/api/auth', () => api);
vi.mock('../../../../src/api/member', () => ({ checkCustomer: vi.fn(), saveUnverifiedEmail: vi.fn(async () => ({ saved: true })) }));
import { resetIdentityMock } from '../../../auth/identity-mock';
import { pageConfig } from '../../../auth/fixtures';
import { resetLoginFlow, loginStep } from '../../../../src/features/sign-in/state/sign-in';
import LoginSection from '../../../../src/features/sign-in/components/login-section';

const emailBox = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const typeEmail = (value: string) => fireEvent.input(emailBox(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

beforeEach(() => {
  localStorage.clear();
  resetIdentityMock();
  api.createOtc.mockReset().mockResolvedValue({ codeId: 'c1' });
  freshSession();
  settingsAre({});
  resetLoginFlow();
});

describe('the e-mail form', () => {
  test("has a required e-mail box named 'Email' and a 'Continue' button", () => {
    render(<LoginSection />);
    expect(emailBox().type).toBe('email');
    expect(emailBox().required).toBe(true);
    expect(emailBox().getAttribute('autocomplete')).toBe('email');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  test("shows 'Please enter a valid email address.' and keeps what was typed", async () => {
    render(<LoginSection />);
    typeEmail('shopper@example');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(emailBox().value).toBe('shopper@example');
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(api.createOtc).not.toHaveBeenCalled();
  });

  test("offers 'Did you mean …?' for a common domain typo when the server rejects it", async () => {
    api.createOtc.mockRejectedValue(new ApiError(400, 100, 'error.generic', 'Invalid email'));
    render(<LoginSection />);
    typeEmail('shopper@gmial.com');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Did you mean shopper@gmail.com?' }));
    expect(emailBox().value).toBe('shopper@gmail.com');
  });

  test.each([
    [100, 'Please enter a valid email address.'],
    [102, 'Please enter a valid email address.'],
    [101, 'shopper@example.com is not a valid email address.'],
    [500, "We weren't able to email you a login code. Please try again later."],
  ])('server error code %s shows %j and keeps the address', async (code, text) => {
    api.createOtc.mockRejectedValue(new ApiError(400, code, 'error.generic', 'stack trace at foo.js:1'));
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.textContent).not.toContain('foo.js');
    expect(emailBox().value).toBe('shopper@example.com');
  });

  test("'Please enter a valid email address.' disappears when the shopper edits the address", async () => {
    render(<LoginSection />);
    typeEmail('shopper@example');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    typeEmail('shopper@example.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailBox().getAttribute('aria-invalid')).toBeNull();
    expect(emailBox().value).toBe('shopper@example.');
  });

  test("the store customer's address is in the box already", () => {
    freshSession({ ...pageConfig, customerEmail: 'store@example.com' });
    render(<LoginSection />);
    expect(emailBox().value).toBe('store@example.com');
  });

  test('a valid address asks for a code for the anonymous session', async () => {
    render(<LoginSection />);
    typeEmail('shopper@example.com');
    submit();
    await waitFor(() => expect(loginStep.value).toBe('code'));
    expect(api.createOtc).toHaveBeenCalledWith({ email: 'shopper@example.com', statusId: 'anon-1' });
  });
});
