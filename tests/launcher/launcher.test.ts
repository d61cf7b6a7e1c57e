import { screen, fireEvent, waitFor, within } from '@testing-library/preact';
import type { PageConfig } from '../../src/settings/types';
import { launcherMarkup } from '../../src/launcher/button';
import type { EarlyForYou } from '../../src/api/init';
import { embedTexts } from '../fixtures/element-texts';

const panel = { open: vi.fn(), preload: vi.fn() };
const loadPanel = vi.fn((_base: string) => Promise.resolve(panel));
vi.mock('../../src/launcher/panel-loader', () => ({ loadPanel: (base: string) => loadPanel(base) }));
/** The launcher's lazy files as the build names them (status-{name}.js), from source here. */
const chunkLoads: Promise<unknown>[] = [];
const loadChunk = vi.fn((name: string) => {
  const load = name === 'late' ? import('../../src/launcher/late') : name === 'touch' ? import('../../src/launcher/touch') : Promise.reject(new Error(`no chunk ${name} in this test`));
  chunkLoads.push(load.catch(() => {}));
  return load;
});
vi.mock('../../src/launcher/chunks', () => ({ loadChunk: (name: string) => loadChunk(name) }));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null,
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 },
  page: { productId: 7003, collectionId: null, cartStatusId: null },
  meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
  theme: { primary: '#1f6f5c', onPrimary: '#fff' },
  texts: embedTexts('en'),
} as unknown as PageConfig;

/** Puts a config block on the page and runs the launcher entry afresh. */
async function startLauncher(overrides: Partial<PageConfig> | string = {}) {
  const json = typeof overrides === 'string' ? overrides : JSON.stringify({ ...config, ...overrides });
  document.body.innerHTML = `<a href="/pages/help#status-orders">My orders</a><script type="application/json" id="status-config">${json}</script>`;
  delete (window as { __statusLauncher?: true }).__statusLauncher;
  vi.resetModules();
  chunkLoads.length = 0;
  await import('../../src/launcher');
  // The late half, then its touch file: where the embed drew no button, they draw it.
  for (let seen = -1; seen !== chunkLoads.length; ) {
    seen = chunkLoads.length;
    await Promise.all(chunkLoads);
    await new Promise((r) => setTimeout(r));
  }
}
const launcherButton = () => {
  const host = document.querySelector('status-launcher');
  return host?.shadowRoot?.querySelector('button') ?? null;
};

/** The API as the launcher sees it: For you's public answer. */
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ data: { recentlyViewed: [], popularToday: [], products: [] } })));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  panel.open.mockClear();
  panel.preload.mockClear();
  loadPanel.mockClear();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

afterEach(() => vi.unstubAllGlobals());

test("shows a 'My account' button and makes no request on page load", async () => {
  await startLauncher();
  const button = launcherButton()!;
  expect(button.textContent).toBe('My account');
  expect(loadPanel).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("asks for For you's public data once, on hover, with the recently viewed ids, and hands the answer to the panel", async () => {
  localStorage.setItem('status:recently-viewed', JSON.stringify([5, { id: 6, title: 'Tote' }, 7, 8, 9, 10, 11, 12, 13]));
  await startLauncher({ page: { ...config.page, productId: null } });
  fireEvent.pointerEnter(launcherButton()!);
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://api.test/init/for-you/demo-shop?recentlyViewed=5,6,7,8,9,10,11,12']);
  const early = panel.preload.mock.calls[0][1] as Promise<EarlyForYou | null>;
  expect(panel.open.mock.calls[0][0].forYou).toBe(early);
  // read in full by the launcher: the panel gets the parsed answer
  expect((await early)?.[1]).toEqual({ data: { recentlyViewed: [], popularToday: [], products: [] } });
});

test("hands the panel no answer for a body that is not JSON, and 'false' for an error status, so the panel asks again", async () => {
  fetchMock.mockResolvedValueOnce(new Response('<html>proxy error</html>', { status: 200 }));
  await startLauncher();
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  expect(await panel.open.mock.calls[0][0].forYou).toBeNull();

  panel.open.mockClear();
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'unavailable' } }), { status: 503 }));
  await startLauncher();
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  expect((await panel.open.mock.calls[0][0].forYou)?.[1]).toBe(false);
});

test('an unreachable API leaves the early request resolved to null, for the panel to ask again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await startLauncher();
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  expect(await panel.open.mock.calls[0][0].forYou).toBeNull();
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

test("the panel gets the config block with each field checked: junk locale, page and colours fall back to English, no product and the default colours", async () => {
  await startLauncher(JSON.stringify({ ...config, apiBase: 'http://api.test//', customerId: 42, locale: 'de', page: { productId: 'x' }, theme: null, texts: 7 }));
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  const opened = panel.open.mock.calls[0][0].config as PageConfig;
  expect(opened).toMatchObject({ apiBase: 'http://api.test', customerId: '42', texts: {}, theme: { primary: '#111', onPrimary: '#fff' } });
  expect(opened.locale).toEqual({ language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 });
  expect(opened.page).toMatchObject({ productId: null, collectionId: null });
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

test("the product page's card is recorded with its id, so Recently viewed can show it without a request", async () => {
  const card = { id: 7003, title: 'Canvas tote', url: '/products/canvas-tote', image: '/images/canvas-tote.png', price: 2800, compareAtPrice: null, currency: 'USD' };
  localStorage.setItem('status:recently-viewed', JSON.stringify([7001]));
  await startLauncher({ page: { ...config.page, product: card } });
  await waitFor(() => expect(JSON.parse(localStorage.getItem('status:recently-viewed') || '[]')).toEqual([card, 7001]));
  expect(fetchMock).not.toHaveBeenCalled();
});

// docs/product.md#events
test("says status:loaded on document, which window listeners hear too", async () => {
  const onDocument = vi.fn();
  const onWindow = vi.fn();
  document.addEventListener('status:loaded', onDocument, { once: true });
  addEventListener('status:loaded', onWindow, { once: true });
  await startLauncher();
  expect(onDocument).toHaveBeenCalledTimes(1);
  expect(onWindow).toHaveBeenCalledTimes(1);
});

test("a store that has the Customer Privacy API without consent gets the product in the page's memory, not in localStorage", async () => {
  (window as { Shopify?: unknown }).Shopify = { customerPrivacy: { analyticsProcessingAllowed: () => false, preferencesProcessingAllowed: () => false } };
  try {
    await startLauncher();
    await waitFor(() => expect((window as { statusViewed?: unknown[] }).statusViewed).toEqual([7003]));
    expect(localStorage.getItem('status:recently-viewed')).toBeNull();
  } finally {
    delete (window as { Shopify?: unknown }).Shopify;
    delete (window as { statusViewed?: unknown }).statusViewed;
  }
});

test("a card for another product than the page's is not kept", async () => {
  await startLauncher({ page: { ...config.page, product: { id: 1, title: 'Other' } as never } });
  await waitFor(() => expect(JSON.parse(localStorage.getItem('status:recently-viewed') || '[]')).toEqual([7003]));
});

test('a broken config block leaves the store page untouched and logs once', async () => {
  const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startLauncher('{not json');
  expect(launcherButton()).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0].join(' ')).toContain('No shop id found');
  error.mockRestore();
});

test('a panel that fails to load is reported, not thrown into the page, and retried on the next click', async () => {
  const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await startLauncher();
  loadPanel.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(error).toHaveBeenCalled());
  await waitFor(() => expect(document.querySelector('status-shell')).toBeNull()); // the frame does not stay over the store
  fireEvent.click(launcherButton()!);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  error.mockRestore();
});

test("a tap shows the panel's frame at once, a busy dialog named My account, until the panel renders in its place", async () => {
  await startLauncher();
  let arrive: (p: typeof panel) => void = () => {};
  loadPanel.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
  fireEvent.click(launcherButton()!);
  const shell = document.querySelector('status-shell')!;
  const frame = within(shell.shadowRoot as unknown as HTMLElement).getByRole('dialog', { name: 'My account' });
  expect(frame.getAttribute('aria-busy')).toBe('true');
  expect(frame.getAttribute('aria-modal')).toBe('true');
  arrive(panel);
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(document.querySelector('status-shell')).toBeNull());
  fireEvent.click(launcherButton()!); // the panel is here now: no frame
  expect(document.querySelector('status-shell')).toBeNull();
  await waitFor(() => expect(panel.open).toHaveBeenCalledTimes(2));
});

test('coming back from a Google redirect sign-in (its address has #status) opens the panel to finish it, with no storage read on the way', async () => {
  sessionStorage.setItem('status:auth-redirect', '1');
  history.replaceState(null, '', '#status');
  const reads = vi.spyOn(Storage.prototype, 'getItem');
  try {
    await startLauncher();
    await waitFor(() => expect(panel.open).toHaveBeenCalledWith(expect.objectContaining({ route: '' })));
    expect(reads).not.toHaveBeenCalled();
  } finally {
    reads.mockRestore();
    sessionStorage.removeItem('status:auth-redirect');
    history.replaceState(null, '', location.pathname);
  }
});

test('without a pending redirect sign-in nothing opens on page load', async () => {
  await startLauncher();
  await Promise.all(loadPanel.mock.results.map((r) => r.value)); // any panel code the start asked for has come
  expect(panel.open).not.toHaveBeenCalled();
});

test("the button steps aside (hidden, not removed) while the theme's cart drawer is open, and comes back when it closes", async () => {
  await startLauncher();
  const host = document.querySelector('status-launcher') as HTMLElement;
  document.body.insertAdjacentHTML('beforeend', '<style>cart-drawer{visibility:hidden}cart-drawer.active{visibility:visible}</style><cart-drawer><div role="dialog" aria-modal="true" aria-label="Your cart"><a href="/checkout">Check out</a></div></cart-drawer>');
  const drawer = document.querySelector('cart-drawer')!;
  await new Promise((r) => requestAnimationFrame(r));
  expect(host.style.visibility).toBe('');
  fireEvent.pointerDown(document.body); // the shopper's tap that opens the drawer: the watcher's file loads
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

/** A new page whose embed drew the launcher's button (a declarative shadow root), with the launcher entry run afresh; resolves to the button's host. */
async function startWithEmbedButton(): Promise<HTMLElement> {
  delete (window as { __statusTouched?: true }).__statusTouched; // a new page
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify(config)}</script>`;
  const host = document.createElement('status-launcher');
  host.attachShadow({ mode: 'open' }).innerHTML = launcherMarkup(config);
  document.body.appendChild(host);
  delete (window as { __statusLauncher?: true }).__statusLauncher;
  vi.resetModules();
  loadChunk.mockClear();
  chunkLoads.length = 0;
  await import('../../src/launcher');
  return host;
}

test("with the embed's button on the page, the late half waits for the shopper's first touch (or an idle moment), and the step-aside watcher for their touch, then steps aside for the theme", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  const host = await startWithEmbedButton();
  expect(loadChunk).not.toHaveBeenCalled();
  expect(idle.length).toBeGreaterThan(0); // asked for when the browser is idle
  fireEvent.pointerDown(document.body);
  expect(loadChunk).toHaveBeenCalledWith('late'); // (earlier tests' launchers listen too)
  expect(loadChunk).not.toHaveBeenCalledWith('touch');
  // The late half loaded after the touch; the launcher marked it, so the watcher's file follows when idle.
  await waitFor(() => {
    idle.splice(0).forEach((fn) => fn());
    expect(loadChunk).toHaveBeenCalledWith('touch');
  });
  await Promise.all(chunkLoads);
  document.body.insertAdjacentHTML('beforeend', '<dialog open>Newsletter</dialog>');
  await waitFor(() => expect(host.style.visibility).toBe('hidden'));
});

test("a first touch on the launcher's own button leaves the step-aside watcher for an idle moment; a first touch on the theme loads it at once", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  const newPage = async () => {
    const host = await startWithEmbedButton();
    // the browser is idle after load: the late half comes before any touch
    await waitFor(() => {
      idle.splice(0).forEach((fn) => fn());
      expect(loadChunk).toHaveBeenCalledWith('late');
    });
    await Promise.all(chunkLoads);
    await new Promise((r) => setTimeout(r));
    loadChunk.mockClear();
    return host;
  };
  const host = await newPage();
  fireEvent.pointerDown(host.shadowRoot!.querySelector('button')!);
  expect(loadChunk).not.toHaveBeenCalledWith('touch');
  idle.splice(0).forEach((fn) => fn());
  expect(loadChunk).toHaveBeenCalledWith('touch');

  await newPage();
  fireEvent.pointerDown(document.body);
  expect(loadChunk).toHaveBeenCalledWith('touch');
});

test("a cart add by the theme loads the cart sync once the browser is idle; the theme's own answer is untouched", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  await startLauncher();
  loadChunk.mockClear();
  idle.length = 0;
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ product_id: 7003, variant_id: 11 }), { status: 200 }));
  const res = await fetch('/cart/add.js', { method: 'POST', body: JSON.stringify({ id: 11, quantity: 1 }) });
  expect(await res.json()).toEqual({ product_id: 7003, variant_id: 11 });
  // While the theme reads and renders its answer, nothing of ours runs.
  await waitFor(() => expect(idle.length).toBe(1));
  expect(loadChunk).not.toHaveBeenCalledWith('cart-sync');
  idle.splice(0).forEach((fn) => fn());
  await waitFor(() => expect(loadChunk).toHaveBeenCalledWith('cart-sync'));
  await fetch('/cart.js');
  expect(loadChunk.mock.calls.filter(([name]) => name === 'cart-sync')).toHaveLength(1);
});

test('every status- element is defined, and a favorite button near the viewport is drawn by the late half, with no body of its own', async () => {
  let onNear: IntersectionObserverCallback = () => {};
  const watched: Element[] = [];
  let observers = 0;
  vi.stubGlobal('IntersectionObserver', class {
    constructor(cb: IntersectionObserverCallback, opts: IntersectionObserverInit) {
      onNear = cb;
      observers++;
      expect(opts.rootMargin).toBe('300px');
    }
    observe(el: Element) { watched.push(el); }
    unobserve(el: Element) { watched.splice(watched.indexOf(el) >>> 0, 1); }
    disconnect() { watched.length = 0; }
  });
  await startLauncher();
  for (const tag of ['favorite-button', 'save-button', 'collection', 'login', 'saved-link', 'icon']) expect(customElements.get(`status-${tag}`)).toBeTruthy();
  loadChunk.mockClear();
  const el = document.createElement('status-favorite-button');
  el.setAttribute('product-id', '7003');
  document.body.appendChild(el);
  // Out of sight (below the fold), it costs nothing.
  expect(watched).toContain(el);
  expect(loadChunk).not.toHaveBeenCalled();
  onNear([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  expect(watched).not.toContain(el);
  expect(loadChunk).toHaveBeenCalledWith('late');
  expect((el as unknown as { productId: string }).productId).toBe('7003');
  const heart = await waitFor(() => within(el.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Add this product to favorites' }));
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(loadChunk.mock.calls.map(([name]) => name)).toEqual(['late']); // its body waits for intent
  // A grid of hearts shares one observer; one that leaves the page is no longer watched.
  const more = [1, 2].map(() => document.body.appendChild(document.createElement('status-favorite-button')));
  expect(watched).toEqual(more);
  more[0].remove();
  expect(watched).toEqual([more[1]]);
  expect(observers).toBe(1);
});
