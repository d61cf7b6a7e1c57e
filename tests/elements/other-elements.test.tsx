/**
 * The save button, the saved link's badge, the login block and the status icon as a shopper meets
 * them (docs/product.md#features, #limits).
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import type { PageConfig } from '../../src/settings/types';
import { embedTexts } from '../fixtures/element-texts';
import type { SavedItem } from '../../src/api/types';
import { afterElementsIdle } from '../fixtures/idle';

let wishlist: SavedItem[] = [];
let cart: SavedItem[] = [];
const saveToSavedCart = vi.fn(async (items: { productId: number; variantId: number | null }[]) => {
  cart = [...items.map((i) => ({ id: `c${i.productId}`, createdAt: '', ...i })), ...cart];
  return { items: cart };
});
vi.mock('../../src/launcher/chunks', () => import('../fixtures/chunks'));
vi.mock('../../src/features/favorites/api/favorites', async (real) => ({
  ...(await real<object>()),
  fetchFavorites: async () => ({ items: wishlist }),
}));
vi.mock('../../src/features/saved-cart/api/saved-cart', async (real) => ({
  ...(await real<object>()),
  fetchSavedCart: async () => ({ items: cart }),
  saveToSavedCart: (items: never) => saveToSavedCart(items),
  removeSavedCart: async (id: string) => ((cart = cart.filter((i) => i.id !== id)), { items: cart }),
}));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null, routes: { root: '/' },
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 }, page: { productId: null, collectionId: null, cartStatusId: null }, texts: embedTexts('en'),
} as unknown as PageConfig;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
  wishlist = [];
  cart = [];
  history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The elements the launcher's late half draws itself (their bodies load on intent); the others are drawn by their own files. */
const FACES = ['favorite-button', 'save-button', 'saved-link'];

/** Puts `<status-{name}>` with `inner` light DOM on the page and upgrades it as the shell would: with the late half's face, or its own file. */
async function element(name: string, attrs: Record<string, string> = {}, inner = '') {
  const { upgrade } = FACES.includes(name) ? await import('../../src/elements/face/index') : await import(`../../src/elements/${name}.ts`);
  const el = document.createElement(`status-${name}`);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = inner;
  document.body.appendChild(el);
  const off = upgrade(el, config) as () => void;
  return { el, off, view: within(el.shadowRoot as unknown as HTMLElement) };
}

test("the save button saves the product for later: 'Save Hoodie for later', then pressed and announced", async () => {
  const events: CustomEvent[] = [];
  document.addEventListener('status:save-item', (e) => events.push(e as CustomEvent));
  const { view } = await element('save-button', { 'product-id': '7001', 'variant-id': '11', 'product-title': 'Hoodie' });
  const button = await view.findByRole('button', { name: 'Save Hoodie for later' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(button);
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Hoodie saved for later'));
  expect(view.getByRole('button', { name: 'Remove Hoodie from saved items' }).getAttribute('aria-pressed')).toBe('true');
  expect(saveToSavedCart).toHaveBeenCalledWith([{ productId: 7001, variantId: 11 }]);
  expect(events.at(-1)!.detail).toEqual({ productId: 7001, variantId: 11, list: 'savedFromCart' });
});

test("the saved link keeps the page's own link and, after the shopper's first touch, shows the favorites count as a badge", async () => {
  localStorage.setItem('status:saved', '1');
  wishlist = [1, 2, 3].map((n) => ({ id: `w${n}`, productId: 7000 + n, variantId: null, createdAt: '' }));
  delete (window as { __statusTouched?: true }).__statusTouched;
  const { el, view } = await element('saved-link', {}, '<a href="#status-favorites">Saved</a>');
  window.dispatchEvent(new Event('pointerdown')); // the first touch: the store's count may differ from this browser's copy
  expect(el.querySelector('a')!.textContent).toBe('Saved'); // light DOM, shown through the slot
  const badge = await view.findByRole('status', { name: '3 saved' });
  expect(badge.textContent).toBe('3');
});

test('the saved link shows no badge while nothing is saved', async () => {
  const { view } = await element('saved-link', {}, '<a href="#status-favorites">Saved</a>');
  await afterElementsIdle();
  expect(view.queryByRole('status')).toBeNull();
});

test("the login block shows 'Sign in', which opens the panel's sign-in", async () => {
  const { view } = await element('login', {}, '<a href="#status-sign-in">Sign in</a>');
  fireEvent.click(await view.findByRole('button', { name: 'Sign in' }));
  expect(location.hash).toBe('#status-sign-in');
});

test('the status icon bounces every 7.5 s and blinks every 20 s, with nothing animating between, and keeps still for reduced motion', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const { el, off } = await element('icon');
    const root = el.shadowRoot!;
    // one sheet shared by every icon (constructed), or a <style> where the browser has no constructed sheets
    const css = root.adoptedStyleSheets.length ? [...root.adoptedStyleSheets[0]!.cssRules].map((r) => r.cssText).join('\n') : root.querySelector('style')!.textContent!;
    expect(css).not.toMatch(/infinite/);
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce/);
    expect(css).toMatch(/animation:\s*none/);
    const svg = root.querySelector('svg')!;
    const eyes = root.querySelector('.eyes')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(7500);
    expect(svg.hasAttribute('b')).toBe(true);
    expect(eyes.hasAttribute('k')).toBe(false);
    svg.dispatchEvent(Object.assign(new Event('animationend'), { animationName: 'b' }));
    expect(svg.hasAttribute('b')).toBe(false);
    vi.advanceTimersByTime(12500);
    expect(eyes.hasAttribute('k')).toBe(true);
    // gone from the page: no timer left
    eyes.removeAttribute('k');
    off();
    vi.advanceTimersByTime(60000);
    expect(eyes.hasAttribute('k')).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});

test('disconnecting removes what the element drew and its attribute listener', async () => {
  const { el, off, view } = await element('save-button', { 'product-id': '7001', 'product-title': 'Hoodie' });
  await view.findByRole('button');
  off();
  expect(view.queryByRole('button')).toBeNull();
  el.dispatchEvent(new Event('status:attributes'));
  expect(view.queryByRole('button')).toBeNull();
});

test("the saved link's badge and the save button are drawn from this browser's copy of the lists, with no request before the shopper acts", async () => {
  const requests = vi.fn();
  document.addEventListener('status:initialized', requests);
  localStorage.setItem('status:favorites', JSON.stringify([[7001, null], [7002, 21]]));
  localStorage.setItem('status:saved-cart', JSON.stringify([[7003, 31]]));
  const link = await element('saved-link', {}, '<a href="#status-favorites">Saved</a>');
  const save = await element('save-button', { 'product-id': '7003', 'variant-id': '31', 'product-title': 'Tote' });
  expect(link.view.getByRole('status', { name: '2 saved' }).textContent).toBe('2');
  expect(save.view.getByRole('button', { name: 'Remove Tote from saved items' }).getAttribute('aria-pressed')).toBe('true');
  await afterElementsIdle();
  expect(requests).not.toHaveBeenCalled(); // the runtime never booted
});

test('the login block shows nothing to a store customer or a remembered member', async () => {
  localStorage.setItem('status:member', JSON.stringify({ uid: 'u1', customerId: '7001', email: 'a@b.c' }));
  const { view } = await element('login', {}, '<a href="/account/login">Sign in</a>');
  expect(view.queryByRole('button', { name: 'Sign in' })).toBeNull();
});

test("page elements draw in the page's language before the runtime loads: 'Hoodie zu den Favoriten hinzufügen' in German", async () => {
  const { upgrade } = await import('../../src/elements/face/index');
  const el = document.createElement('status-favorite-button');
  el.setAttribute('product-id', '7001');
  el.setAttribute('product-title', 'Hoodie');
  document.body.appendChild(el);
  upgrade(el, { ...config, locale: { ...config.locale, language: 'de' }, texts: embedTexts('de') });
  expect(within(el.shadowRoot as unknown as HTMLElement).getByRole('button').getAttribute('aria-label')).toBe('Hoodie zu den Favoriten hinzufügen');
});
