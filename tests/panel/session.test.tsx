// The panel keeps the shopper's session (docs/product.md#sign-in-and-session): the page config, the session and the
// API client are set up once per page, so a later open() (every hash change, every click on the
// launcher passes the page's config, parsed again) never signs the shopper out.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { act, within, fireEvent, waitFor } from '@testing-library/preact';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
vi.mock('../../src/features/sign-in/state/after-login', () => ({ afterLogin: vi.fn(async () => {}) }));
vi.mock('../../src/features/orders/screens/orders', () => ({ default: () => <h3>Your orders</h3> }));

import { open } from '../../src/panel/index';
import { config, fakeApi, signInRoutes, signInWithCode, warmSignInChunks } from './fixtures';
import { apiContext } from '../../src/api/client';
import { identityMock } from '../auth/identity-mock';
import { customerId, isSignedIn } from '../../src/session/session';
import { isOpen } from '../../src/panel/widget';

let launcher: HTMLButtonElement;
const shadow = () => document.querySelector('status-panel')!.shadowRoot!;
const panel = () => within(shadow() as unknown as HTMLElement);
/** The config block as the launcher parses it for each open: a new object every time. */
const parsedConfig = () => JSON.parse(JSON.stringify({ ...config, customerId: null })) as typeof config;

beforeAll(warmSignInChunks, 60_000);
beforeEach(() => {
  fakeApi({
    ...signInRoutes,
    'GET /init/v2/demo-shop/user': () => ({ settings: {}, features: {} }),
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [] }),
  });
  launcher = document.createElement('button');
  document.body.appendChild(launcher);
});
afterEach(async () => {
  if (isOpen.value) fireEvent.click(panel().getByRole('button', { name: 'Close' }));
  await vi.dynamicImportSettled();
  launcher.remove();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

test('after sign-in, opening the panel again with a new config object (no store customer yet) keeps the shopper signed in', async () => {
  act(() => open({ config: parsedConfig(), route: '', opener: launcher }));
  await signInWithCode(panel());
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  expect(panel().queryByRole('textbox', { name: 'Email' })).toBeNull();

  // a hash change while open: the launcher calls open() with the page's config, parsed again
  act(() => open({ config: parsedConfig(), route: 'orders', opener: launcher }));
  await panel().findByRole('heading', { name: 'Your orders' });
  expect(isSignedIn.value).toBe(true);
  expect(customerId.value).toBe('7001');

  // closed, then opened again from the launcher
  fireEvent.click(panel().getByRole('button', { name: 'Close' }));
  expect(isOpen.value).toBe(false);
  act(() => open({ config: parsedConfig(), route: '', opener: launcher }));
  expect(panel().getByRole('dialog', { name: 'My account' })).toBeTruthy();
  expect(isSignedIn.value).toBe(true);
  expect(customerId.value).toBe('7001');
  await vi.dynamicImportSettled(); // a login section would be a lazy chunk
  expect(panel().queryByRole('textbox', { name: 'Email' })).toBeNull();
  expect(panel().queryByRole('heading', { name: 'Sign in' })).toBeNull();
  // and the API's envelope still speaks for the member
  expect(apiContext()!.customerId()).toBe('7001');
  expect(identityMock.start).toHaveBeenCalledTimes(1);
});
