import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup } from '@testing-library/preact';

vi.mock('../../src/state/auth', async () => (await import('../panel/fixtures')).authMock());
vi.mock('../../src/components/login-section', async () => {
  const { isSignedIn } = await import('../../src/state/auth');
  return { default: () => (isSignedIn.value ? null : <p>Sign in to your account</p>) };
});

import Profile from '../../src/screens/profile';
import { user } from '../../src/state/auth';

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
