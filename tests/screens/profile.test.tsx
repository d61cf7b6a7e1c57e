import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup, fireEvent } from '@testing-library/preact';

vi.mock('../../src/state/auth', async () => (await import('../panel/fixtures')).authMock());
vi.mock('../../src/state/route', () => ({ navigate: vi.fn() }));
vi.mock('../../src/components/login-section', async () => {
  const { isSignedIn } = await import('../../src/state/auth');
  return { default: () => (isSignedIn.value ? null : <p>Sign in to your account</p>) };
});

import Profile from '../../src/screens/profile';
import { user } from '../../src/state/auth';
import { navigate } from '../../src/state/route';

afterEach(() => {
  cleanup();
  user.value = null;
});

test('anonymous visitors see the login section on Profile', () => {
  user.value = { uid: 'a', email: null, isAnonymous: true };
  render(<Profile />);
  expect(screen.getByText('Sign in to your account')).toBeTruthy();
  expect(screen.queryByRole('heading')).toBeNull();
});

test('signed-in shoppers see their email as the Profile heading', () => {
  user.value = { uid: 'u', email: 'shopper@example.com', isAnonymous: false };
  render(<Profile />);
  expect(screen.getByRole('heading', { name: 'shopper@example.com' })).toBeTruthy();
  expect(screen.queryByText('Sign in to your account')).toBeNull();
});

test("signed-in shoppers get 'Sign out', which goes to the sign-out route", () => {
  user.value = { uid: 'u', email: 'shopper@example.com', isAnonymous: false };
  render(<Profile />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(navigate).toHaveBeenCalledWith('sign-out');
});

test("anonymous visitors get no 'Sign out'", () => {
  user.value = { uid: 'a', email: null, isAnonymous: true };
  render(<Profile />);
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
});
