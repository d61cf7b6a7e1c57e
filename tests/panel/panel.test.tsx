import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, within, waitFor, fireEvent } from '@testing-library/preact';

vi.mock('../../src/session/session', async (real) => (await import('./fixtures')).sessionMock(await real()));
vi.mock('../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));
vi.mock('../../src/features/orders/screens/orders', () => ({ default: () => <h3>Your orders</h3> }));

import { open, preload } from '../../src/panel/index';
import { config, fakeApi, product, sent } from './fixtures';
import { idToken } from '../../src/session/session';
import { whenIdle } from '../../src/lib/idle';
import { isOpen } from '../../src/panel/widget';
import { loginRedirect } from '../../src/panel/router';
import { clearRequestCache } from '../../src/cache/request-cache-reset';
import { forYou } from '../../src/features/for-you/state/for-you';
import { showToast, dismissToast, current } from '../../src/toasts/toasts';

let launcher: HTMLButtonElement;
const shadow = () => document.querySelector('status-panel')!.shadowRoot!;
const panel = () => within(shadow() as unknown as HTMLElement);
const closePanel = () => fireEvent.click(panel().getByRole('button', { name: 'Close' }));

beforeEach(() => {
  fakeApi({ 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [] }) });
  launcher = document.createElement('button');
  launcher.textContent = 'My account';
  document.body.appendChild(launcher);
  launcher.focus();
});
afterEach(async () => {
  if (isOpen.value) closePanel();
  launcher.remove();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

test('opening shows the My account dialog with focus inside, page scroll locked, and an open event', async () => {
  const opened = vi.fn();
  window.addEventListener('status:widget-open', opened);
  document.documentElement.style.overflow = 'scroll';
  act(() => open({ config, route: '', opener: launcher }));
  const dialog = panel().getByRole('dialog', { name: 'My account' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(shadow().activeElement).toBe(dialog);
  expect(document.documentElement.style.overflow).toBe('hidden');
  expect(opened).toHaveBeenCalledTimes(1);
  const nav = panel().getByRole('navigation');
  expect(within(nav).getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
  expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
  expect(within(nav).getByRole('link', { name: 'Profile' })).toBeTruthy();
  expect(await panel().findByText('Sign in to your account')).toBeTruthy();
  closePanel();
  expect(document.documentElement.style.overflow).toBe('scroll');
  document.documentElement.style.overflow = '';
});

test('Escape closes the panel and returns focus to the launcher', async () => {
  const closed = vi.fn();
  window.addEventListener('status:widget-close', closed);
  act(() => open({ config, route: 'foryou', opener: launcher }));
  fireEvent.keyDown(panel().getByRole('dialog'), { key: 'Escape' });
  expect(isOpen.value).toBe(false);
  expect(document.activeElement).toBe(launcher);
  expect(closed).toHaveBeenCalledTimes(1);
  // Slid out, then hidden: not clickable, not focusable, not in the accessibility tree.
  await waitFor(() => expect(panel().queryByRole('dialog')).toBeNull(), { timeout: 1000 });
});

test('opening again on the same page shows For you as it was in the same frame, without asking the API again within a minute', async () => {
  clearRequestCache();
  const fetchMock = fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [5], products: [product(5, { title: 'Wool Cap' })] }),
  });
  const forYouCalls = () => sent(fetchMock, 'GET /init/for-you/demo-shop').length;
  act(() => open({ config, route: '', opener: launcher }));
  await panel().findByRole('link', { name: /Wool Cap/ });
  closePanel();
  await waitFor(() => expect(panel().queryByRole('dialog')).toBeNull(), { timeout: 1000 });
  const calls = forYouCalls();
  act(() => open({ config, route: '', opener: launcher })); // renders and runs its effects
  expect(panel().getByRole('dialog', { name: 'My account' })).toBeTruthy();
  expect(panel().getByRole('link', { name: /Wool Cap/ })).toBeTruthy();
  expect(forYouCalls()).toBe(calls);
});

test('clicking the backdrop closes the panel and removes the #status hash, keeping path and query', () => {
  history.replaceState(null, '', '/collections/all?page=2#status-orders');
  act(() => open({ config, route: 'orders', opener: launcher }));
  fireEvent.click(shadow().querySelector('[data-backdrop]')!);
  expect(isOpen.value).toBe(false);
  expect(location.pathname + location.search + location.hash).toBe('/collections/all?page=2');
});

test('Tab and Shift+Tab stay inside the panel', () => {
  act(() => open({ config, route: '', opener: launcher }));
  const dialog = panel().getByRole('dialog');
  const close = panel().getByRole('button', { name: 'Close' });
  const profile = panel().getByRole('link', { name: 'Profile' });
  profile.focus();
  fireEvent.keyDown(dialog, { key: 'Tab' });
  expect(shadow().activeElement).toBe(close);
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
  expect(shadow().activeElement).toBe(profile);
});

test('the Orders tab opens the Orders screen and marks the tab current', async () => {
  act(() => open({ config, route: '', opener: launcher }));
  fireEvent.click(panel().getByRole('link', { name: 'Orders' }));
  await panel().findByRole('heading', { name: 'Your orders' });
  expect(panel().getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  expect(location.hash).toBe('#status-orders');
});

test("an unknown route opens For you, and the address bar says '#status'", async () => {
  history.replaceState(null, '', '/#status-does-not-exist');
  act(() => open({ config, route: 'does-not-exist', opener: launcher }));
  // it may be a merchant's page: the route waits for the settings, then gives way
  await waitFor(() => expect(panel().getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page'));
  expect(location.hash).toBe('#status');
});

test("going to a page the shop does not offer, or one not built yet, while open shows For you with '#status'; a built page shows its own hash", async () => {
  act(() => open({ config, route: '', opener: launcher }));
  expect(location.hash).toBe('#status');
  // the shopper follows a store link to Favorites (the wishlist is off here): the launcher passes the hash on
  history.replaceState(null, '', '/#status-favorites');
  act(() => open({ config, route: 'favorites', opener: launcher }));
  await waitFor(() => expect(panel().getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page'));
  expect(location.hash).toBe('#status');
  // a page of the route table without a screen yet
  history.replaceState(null, '', '/#status-verify');
  act(() => open({ config, route: 'verify', opener: launcher }));
  expect(location.hash).toBe('#status');
  act(() => open({ config, route: 'orders', opener: launcher }));
  await panel().findByRole('heading', { name: 'Your orders' });
  expect(location.hash).toBe('#status-orders');
  fireEvent.click(panel().getByRole('link', { name: 'For you' }));
  expect(location.hash).toBe('#status');
});

test('anonymous visitors opening an order are sent to For you and the order is remembered', () => {
  act(() => open({ config, route: 'order:1001', opener: launcher }));
  expect(panel().getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
  expect(loginRedirect.value).toBe('order:1001');
});

test('opening again while open navigates there', async () => {
  act(() => open({ config, route: '', opener: launcher }));
  act(() => open({ config, route: 'orders', opener: launcher }));
  await panel().findByRole('heading', { name: 'Your orders' });
  expect(panel().getAllByRole('dialog')).toHaveLength(1);
});

test('a collection page has a Back button to For you', async () => {
  act(() => open({ config, route: 'collection:popularToday', opener: launcher }));
  await panel().findByRole('heading', { name: 'Popular today' });
  fireEvent.click(panel().getByRole('button', { name: 'Back' }));
  expect(panel().getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
});

test("preload loads For you's public lists, asks the API nothing else, leaves sign-in for the open, and renders nothing", async () => {
  clearRequestCache();
  const fetchMock = fakeApi({ 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [5], products: [product(5)] }) });
  preload(config);
  await waitFor(() => expect(forYou.value.data?.popularToday.map((p) => p.id)).toEqual([5]));
  await new Promise<void>((done) => whenIdle(done)); // after preload's own idle work
  expect(idToken).not.toHaveBeenCalled(); // no identity: no token, no Firebase
  expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/init/for-you/demo-shop']);
  expect(isOpen.value).toBe(false);
  expect(panel().queryByRole('dialog')).toBeNull();
});

test('bad input never throws into the page', () => {
  const err = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(() => open(undefined as never)).not.toThrow();
  expect(() => preload(null as never)).not.toThrow();
  err.mockRestore();
});

test('a toast queued while the panel is open shows inside the dialog, where its action can be reached', async () => {
  act(() => open({ config, route: '', opener: launcher }));
  const run = vi.fn();
  act(() => void showToast('Collection deleted', { action: { label: 'Undo', run } }));
  const dialog = within(panel().getByRole('dialog'));
  expect(await dialog.findByText('Collection deleted')).toBeTruthy();
  fireEvent.click(await dialog.findByRole('button', { name: 'Undo' }));
  expect(run).toHaveBeenCalledTimes(1);
  expect(current.value).toBeNull();
  expect(dialog.queryByText('Collection deleted')).toBeNull();
  while (current.value) dismissToast(current.value.id);
});
