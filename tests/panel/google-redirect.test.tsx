// A Google redirect sign-in comes back to the store page (docs/product.md#sign-in-and-session, #error-messages): the
// panel that starts there finishes it, and the shopper is signed in.
import { afterEach, expect, test, vi } from 'vitest';
import { act, within, fireEvent, waitFor } from '@testing-library/preact';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
vi.mock('../../src/features/sign-in/state/after-login', () => ({ afterLogin: vi.fn(async () => {}) }));
const google = vi.hoisted(() => ({ redirectResult: vi.fn() }));
vi.mock('../../src/auth/google', () => ({ signInWithGooglePopup: vi.fn(), googleRedirectResult: google.redirectResult }));

import { open } from '../../src/panel/index';
import { config, fakeApi, sent, signInRoutes } from './fixtures';
import { emitUser } from '../auth/identity-mock';
import { isSignedIn } from '../../src/session/session';
import { loginType } from '../../src/session/session-change';
import { isOpen } from '../../src/panel/widget';
import { settingsLoaded } from '../../src/settings/settings';
import { REDIRECT_FLAG } from '../../src/auth/redirect-flag';

afterEach(async () => {
  if (isOpen.value) fireEvent.click(within(document.querySelector('status-panel')!.shadowRoot! as unknown as HTMLElement).getByRole('button', { name: 'Close' }));
  // the panel's settings and the signed-in For you's section chunks come before the fake API goes
  await waitFor(() => expect(settingsLoaded.value).toBe(true));
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
});

test('a pending Google redirect sign-in is finished when the panel starts', async () => {
  const googleUser = { uid: 'g-1', email: 'g@example.com', isAnonymous: false };
  google.redirectResult.mockImplementation(async () => {
    sessionStorage.removeItem(REDIRECT_FLAG);
    emitUser(googleUser);
    return googleUser;
  });
  const fetchMock = fakeApi({ ...signInRoutes, 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [] }) });
  sessionStorage.setItem(REDIRECT_FLAG, '1');
  act(() => open({ config, route: '', opener: null }));
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  expect(loginType.value).toBe('google');
  expect(google.redirectResult).toHaveBeenCalledTimes(1);
  expect(sent(fetchMock, 'POST /member/check-customer')).toEqual([expect.objectContaining({ customerEmail: 'g@example.com', statusId: 'g-1' })]);
});
