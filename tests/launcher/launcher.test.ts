import { screen, fireEvent, waitFor } from '@testing-library/preact';
import type { PageConfig } from '../../src/config/types';
import { launcherMarkup } from '../../src/launcher/button';

const panel = { open: vi.fn(), preload: vi.fn() };
const loadPanel = vi.fn((_base: string) => Promise.resolve(panel));
vi.mock('../../src/launcher/panel-loader', () => ({ loadPanel: (base: string) => loadPanel(base) }));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null,
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 },
  page: { productId: 7003, collectionId: null, cartStatusId: null },
  meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
  theme: { primary: '#1f6f5c', onPrimary: '#fff' },
} as unknown as PageConfig;

/** Puts a config block on the page and runs the launcher entry afresh. */
async function startLauncher(overrides: Partial<PageConfig> | string = {}) {
  const json = typeof overrides === 'string' ? overrides : JSON.stringify({ ...config, ...overrides });
  document.body.innerHTML = `<a href="/pages/help#status-orders">My orders</a><script type="application/json" id="status-config">${json}</script>`;
  delete (window as { __statusLauncher?: true }).__statusLauncher;
  vi.resetModules();
  await import('../../src/launcher');
}
const launcherButton = () => {
  const host = document.querySelector('status-launcher');
  return host?.shadowRoot?.querySelector('button') ?? null;
};

beforeEach(() => {
  panel.open.mockClear();
  panel.preload.mockClear();
  loadPanel.mockClear();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

test("shows a 'My account' button and makes no request on page load", async () => {
  await startLauncher();
  const button = launcherButton()!;
  expect(button.textContent).toBe('My account');
  expect(loadPanel).not.toHaveBeenCalled();
});

test('an icon-only button is still named My account, and German stores say Mein Konto', async () => {
  await startLauncher({ meButton: { ...config.meButton, display: 'icon' } });
  expect(launcherButton()!.getAttribute('aria-label')).toBe('My account');
  await startLauncher({ locale: { ...config.locale, language: 'de' } });
  expect(launcherButton()!.textContent).toBe('Mein Konto');
});

test('clicking the button opens the panel on For you with focus to return to the button', async () => {
  await startLauncher();
  const button = launcherButton()!;
  fireEvent.click(button);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  expect(panel.open.mock.calls[0][0]).toMatchObject({ route: '', opener: button });
});

test('hovering or focusing the button preloads the panel once', async () => {
  await startLauncher();
  fireEvent.pointerEnter(launcherButton()!);
  fireEvent.focus(launcherButton()!);
  await waitFor(() => expect(panel.preload).toHaveBeenCalledTimes(1));
  expect(panel.open).not.toHaveBeenCalled();
});

test('a #status-orders hash on load opens the panel on Orders', async () => {
  history.replaceState(null, '', '/#status-orders');
  await startLauncher();
  await waitFor(() => expect(panel.open).toHaveBeenCalledWith(expect.objectContaining({ route: 'orders' })));
});

test('a store link to #status-orders opens the panel instead of navigating', async () => {
  await startLauncher();
  const link = screen.getByRole('link', { name: 'My orders' });
  const notPrevented = fireEvent.click(link);
  expect(notPrevented).toBe(false);
  await waitFor(() => expect(panel.open).toHaveBeenCalledWith(expect.objectContaining({ route: 'orders' })));
});

test("takes over the embed's declarative button where it stands, focus included, instead of drawing a second one", async () => {
  document.body.innerHTML = `<main><a href="/">Home</a></main><script type="application/json" id="status-config">${JSON.stringify(config)}</script><footer></footer>`;
  // What the browser builds from the embed's <template shadowrootmode="open"> (happy-dom does not parse it).
  const host = document.createElement('status-launcher');
  host.attachShadow({ mode: 'open' }).innerHTML = launcherMarkup(config);
  document.querySelector('footer')!.before(host);
  const button = host.shadowRoot!.querySelector('button')!;
  button.focus();
  delete (window as { __statusLauncher?: true }).__statusLauncher;
  vi.resetModules();
  await import('../../src/launcher');
  expect(document.querySelectorAll('status-launcher')).toHaveLength(1);
  expect(host.nextElementSibling?.tagName).toBe('FOOTER');
  expect(host.shadowRoot!.activeElement).toBe(button);
  expect(launcherButton()).toBe(button);
  fireEvent.click(button);
  await waitFor(() => expect(panel.open).toHaveBeenCalledWith(expect.objectContaining({ route: '', opener: button })));
});

test('the button stays hidden for guests when it is for logged-in customers only', async () => {
  await startLauncher({ meButton: { ...config.meButton, loggedInOnly: true } });
  expect(launcherButton()).toBeNull();
  await startLauncher({ meButton: { ...config.meButton, loggedInOnly: true }, customerId: '9001' });
  expect(launcherButton()).not.toBeNull();
});

test('the product of a product page is recorded as recently viewed', async () => {
  await startLauncher();
  await waitFor(() => expect(JSON.parse(localStorage.getItem('status:recently-viewed') || '[]')).toEqual([7003]));
});

test('a broken config block leaves the store page untouched and logs once', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  await startLauncher('{not json');
  expect(launcherButton()).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0].join(' ')).toContain('No shop id found');
  error.mockRestore();
});

test('a panel that fails to load is reported, not thrown into the page, and retried on the next click', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  await startLauncher();
  loadPanel.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(error).toHaveBeenCalled());
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  error.mockRestore();
});

test('coming back from a Google redirect sign-in opens the panel to finish it', async () => {
  sessionStorage.setItem('status:auth-redirect', '1');
  await startLauncher();
  await waitFor(() => expect(panel.open).toHaveBeenCalledWith(expect.objectContaining({ route: '' })));
  sessionStorage.removeItem('status:auth-redirect');
});

test('without a pending redirect sign-in nothing opens on page load', async () => {
  await startLauncher();
  await new Promise((r) => setTimeout(r, 20));
  expect(panel.open).not.toHaveBeenCalled();
});

test("the button steps aside (hidden, not removed) while the theme's cart drawer is open, and comes back when it closes", async () => {
  await startLauncher();
  const host = document.querySelector('status-launcher') as HTMLElement;
  document.body.insertAdjacentHTML('beforeend', '<style>cart-drawer{visibility:hidden}cart-drawer.active{visibility:visible}</style><cart-drawer><div role="dialog" aria-modal="true" aria-label="Your cart"><a href="/checkout">Check out</a></div></cart-drawer>');
  const drawer = document.querySelector('cart-drawer')!;
  await new Promise((r) => requestAnimationFrame(r));
  expect(host.style.visibility).toBe('');
  drawer.classList.add('active');
  document.body.style.overflow = 'hidden';
  await waitFor(() => expect(host.style.visibility).toBe('hidden'));
  expect(host.inert).toBe(true);
  expect(host.isConnected).toBe(true);
  drawer.remove();
  document.body.style.overflow = '';
  await waitFor(() => expect(host.style.visibility).toBe(''));
  expect(host.inert).toBe(false);
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
});
