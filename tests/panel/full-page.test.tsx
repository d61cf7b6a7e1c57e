// Full-page mode (docs/product.md#routing-rules 'A standalone app'): src/account-page.ts fills the page's
// <status-account> with the panel; and a merchant's dynamic page (docs/product.md#routing-rules 'Dynamic pages')
// arriving with the settings joins its nav.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/preact';

vi.mock('../../src/session/session', async (real) => (await import('./fixtures')).sessionMock(await real()));
vi.mock('../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));
vi.mock('../../src/features/orders/screens/orders', () => ({ default: () => <h3>Your orders</h3> }));

import { startPage } from '../../src/account-page';
import { open } from '../../src/panel/index';
import { config, fakeApi } from './fixtures';
import { isOpen } from '../../src/panel/widget';

const content = [
  { id: 'a', target: 'page-size-guide', isActive: true, type: 'imageWithText', position: 2, text: { en: 'Find your fit' } },
  { id: 'b', target: 'page-size-guide', isActive: true, type: 'link', style: 'button', position: 1, url: '/pages/contact', label: { en: 'Ask about a size' } },
  { id: 'c', target: 'page-other', isActive: true, type: 'imageWithText', position: 1, text: { en: 'Not here' } },
];
const dynamicPages = {
  isActive: true,
  pages: [
    { handle: 'size-guide', title: { en: 'Size guide', de: 'Größentabelle' }, nav: true, targets: ['page-size-guide'] },
    { handle: 'faq', title: { en: 'FAQ' }, targets: ['page-faq'] },
  ],
};

let host: HTMLElement;
let assign: ReturnType<typeof vi.fn>;
const shadow = () => host.shadowRoot!;
const page = () => within(shadow() as unknown as HTMLElement);
const nav = () => within(page().getByRole('navigation'));

beforeAll(() => {
  fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [] }),
    'GET /init/v2/demo-shop/user': () => ({ settings: { dynamicPages }, customizations: { theme: {}, customCss: '', content }, allContent: [], features: {} }),
  });
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {}) as unknown as ReturnType<typeof vi.fn>;
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = 'status-config';
  json.textContent = JSON.stringify({ ...config, routes: { root: '/de/' }, meButton: { ...config.meButton, isActive: false } });
  document.body.appendChild(json);
  const main = document.createElement('main');
  host = document.createElement('status-account');
  main.appendChild(host);
  document.body.appendChild(main);
  document.documentElement.style.overflow = 'scroll';
  window.history.replaceState(null, '', '/pages/account');
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.style.overflow = '';
});

test('the panel fills the page as a region, not a modal dialog: no scroll lock, no slide-out, and #status in the address bar', async () => {
  act(() => void startPage(host));
  const region = page().getByRole('region', { name: 'My account' });
  expect(region).toBeTruthy();
  expect(page().queryByRole('dialog')).toBeNull();
  expect(document.querySelector('status-panel')).toBeNull();
  expect(document.querySelectorAll('main')).toHaveLength(1);
  expect(document.documentElement.style.overflow).toBe('scroll');
  expect(window.location.hash).toBe('#status');
  expect(nav().getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
  expect(await page().findByText('Sign in to your account')).toBeTruthy();
});

test("the merchant's dynamic page with a visible nav joins the tabs and shows its content blocks in order", async () => {
  const tab = await nav().findByRole('link', { name: 'Size guide' });
  expect(nav().getAllByRole('link').map((a) => a.textContent)).toEqual(['For you', 'Orders', 'Profile', 'Size guide']);
  expect(nav().queryByRole('link', { name: 'FAQ' })).toBeNull();
  fireEvent.click(tab);
  expect(await page().findByRole('heading', { name: 'Size guide' })).toBeTruthy();
  expect(window.location.hash).toBe('#status-size-guide');
  const blocks = await page().findByText('Find your fit');
  const link = page().getByRole('link', { name: 'Ask about a size' });
  expect(link.compareDocumentPosition(blocks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(page().queryByText('Not here')).toBeNull();
  // a nav page is a tab: no Back button
  expect(page().queryByRole('button', { name: 'Back' })).toBeNull();
});

test("a dynamic page outside the nav shows Back and 'Nothing here yet.' without blocks", async () => {
  act(() => {
    window.history.replaceState(null, '', '#status-faq');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(await page().findByRole('heading', { name: 'FAQ' })).toBeTruthy();
  expect(await page().findByText('Nothing here yet.')).toBeTruthy();
  fireEvent.click(page().getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(page().getByRole('heading', { name: 'Size guide' })).toBeTruthy());
});

test('the tabs work on the page, and a launcher that opens the panel on a #status link only navigates', async () => {
  fireEvent.click(nav().getByRole('link', { name: 'Orders' }));
  expect(await page().findByText('Your orders')).toBeTruthy();
  expect(window.location.hash).toBe('#status-orders');
  act(() => open({ config, route: 'profile', opener: null }));
  await waitFor(() => expect(nav().getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page'));
  expect(document.querySelector('status-panel')).toBeNull();
});

test('Close goes back to the store', () => {
  fireEvent.click(page().getByRole('button', { name: 'Close' }));
  expect(isOpen.value).toBe(false);
  expect(assign).toHaveBeenCalledWith('/de/');
});
