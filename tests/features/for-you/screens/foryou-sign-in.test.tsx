// For you while the shopper signs in on it (docs/product.md#for-you-sections, #sign-in-and-session): the login section
// goes at once, and Recently viewed and Popular today stay on screen while they reload for the member.
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, within, waitFor, cleanup } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/state/after-login', () => ({ afterLogin: vi.fn(async () => {}) }));

import ForYou from '../../../../src/features/for-you/screens/foryou';
import { batchFrom, config, fakeApi, product, sent, signInRoutes, signInWithCode, warmSignInChunks } from '../../../panel/fixtures';
import { configureApi } from '../../../../src/api/client';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetForTests } from '../../../../src/cache/product-store';
import { clearProductCache } from '../../../../src/cache/products-clear';
import { customerId, idToken, isSignedIn } from '../../../../src/session/session';
import { resetLoginFlow } from '../../../../src/features/sign-in/state/sign-in';
import { RECENTLY_VIEWED_KEY } from '../../../../src/local/recently-viewed';
import { resetIdentityMock } from '../../../auth/identity-mock';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { openWidget, closeWidget } from '../../../../src/panel/widget';

beforeAll(warmSignInChunks, 60_000);
beforeEach(async () => {
  openWidget(); // For you lives in the open panel
  resetIdentityMock();
  freshSession(config);
  settingsAre({});
  resetLoginFlow();
  clearRequestCache();
  resetForTests();
  await clearProductCache();
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 2, 3]));
  localStorage.removeItem('status:popular-today');
});
afterEach(() => {
  closeWidget();
  cleanup();
  vi.unstubAllGlobals();
});

test('after signing in, For you shows the signed-in state at once and its lists stay visible while they reload for the member', async () => {
  let forYouCalls = 0;
  let answerMember!: (data: unknown) => void;
  fakeApi({
    ...signInRoutes,
    'GET /init/for-you/demo-shop': (d) => {
      if (++forYouCalls === 1) return { recentlyViewed: d.recentlyViewed, popularToday: [20, 21] };
      return new Promise((resolve) => (answerMember = resolve)); // the member's lists answer later
    },
    'GET /products/demo-shop': batchFrom(),
  });
  configureApi({ apiBase: config.apiBase, shopId: config.shopId, customerId: () => customerId.value, idToken });

  render(<ForYou />);
  const popular = () => screen.getByRole('region', { name: 'Popular today' });
  const recent = () => screen.getByRole('region', { name: 'Recently viewed' });
  await screen.findByRole('region', { name: 'Popular today' });
  expect(within(recent()).getAllByRole('listitem')).toHaveLength(3);

  await signInWithCode(screen);
  await waitFor(() => expect(isSignedIn.value).toBe(true));
  // the login section is gone at once, the lists have not moved
  expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  expect(within(recent()).getAllByRole('listitem')).toHaveLength(3);
  expect(within(popular()).getAllByRole('listitem')).toHaveLength(2);

  // ...and reload for the member, without switching tabs
  await waitFor(() => expect(forYouCalls).toBe(2));
  expect(within(recent()).getAllByRole('listitem')).toHaveLength(3);
  expect(within(popular()).getAllByRole('listitem')).toHaveLength(2);

  answerMember({ recentlyViewed: [1, 2, 3], popularToday: [40] });
  await waitFor(() => expect(within(popular()).getAllByRole('listitem')).toHaveLength(1));
  expect(within(popular()).getByRole('link', { name: /Product 40/ })).toBeTruthy();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
});

test('a guest who does not sign in gets For you loaded once', async () => {
  const fetchMock = fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [1, 2, 3], popularToday: [20] }),
    'GET /products/demo-shop': batchFrom((id) => product(id)),
  });
  render(<ForYou />);
  await screen.findByRole('region', { name: 'Popular today' });
  await idToken(); // the guest session has been reported: a reload would start now
  await vi.dynamicImportSettled();
  expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  expect(sent(fetchMock, 'GET /init/for-you/demo-shop')).toHaveLength(1);
});
