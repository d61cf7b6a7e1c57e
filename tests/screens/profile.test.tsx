// Profile (SPEC.md 2 'Profile'): the login section for guests; a member's email and 'Sign out'.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup, fireEvent } from '@testing-library/preact';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
vi.mock('../../src/state/route', () => ({ navigate: vi.fn() }));

import Profile from '../../src/screens/profile';
import { user } from '../../src/state/session';
import { signedIn } from '../../src/state/session-change';
import { navigate } from '../../src/state/route';
import { freshSession, settingsAre } from '../state/fixtures';
import { member } from '../panel/fixtures';

beforeEach(() => {
  freshSession();
  settingsAre({});
});
afterEach(cleanup);

test('anonymous visitors see the login section on Profile', async () => {
  user.value = { uid: 'a', email: null, isAnonymous: true };
  render(<Profile />);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /@/ })).toBeNull();
});

test('signed-in shoppers see their email as the Profile heading, and no login section', () => {
  signedIn(member, '7001', 'otp');
  render(<Profile />);
  expect(screen.getByRole('heading', { name: 'shopper@example.com' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
});

test('a member without a store customer yet is not signed in: the login section shows', async () => {
  user.value = member;
  render(<Profile />);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
});

test("signed-in shoppers get 'Sign out', which goes to the sign-out route", () => {
  signedIn(member, '7001', 'otp');
  render(<Profile />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(navigate).toHaveBeenCalledWith('sign-out');
});

test("anonymous visitors get no 'Sign out'", () => {
  user.value = { uid: 'a', email: null, isAnonymous: true };
  render(<Profile />);
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
});
