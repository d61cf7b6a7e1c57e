/**
 * `<status-favorite-button>` as a shopper meets it on a collection grid and a product page: a
 * toggle button named for the product, pressed when it is a favorite, operable from the
 * keyboard, announced when it changes; 24 of them share one request; failures roll back.
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import type { PageConfig } from '../../src/settings/types';
import { embedTexts } from '../fixtures/element-texts';
import type { SavedItem } from '../../src/api/types';
import { afterElementsIdle } from '../fixtures/idle';

let list: SavedItem[] = [];
const fetchFavorites = vi.fn(async () => ({ items: list }));
const saveFavorites = vi.fn(async (items: { productId: number; variantId: number | null }[]) => {
  list = [...items.map((i) => ({ id: `w${i.productId}`, productId: i.productId, variantId: i.variantId, createdAt: '' })), ...list];
  return { items: list };
});
const removeFavorite = vi.fn(async (id: string) => ((list = list.filter((i) => i.id !== id)), { items: list }));
vi.mock('../../src/launcher/chunks', () => import('../fixtures/chunks'));
vi.mock('../../src/features/favorites/api/favorites', async (real) => ({
  ...(await real<object>()),
  fetchFavorites: () => fetchFavorites(),
  saveFavorites: (items: never) => saveFavorites(items),
  removeFavorite: (id: string) => removeFavorite(id),
}));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null, routes: { root: '/' },
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 }, page: { productId: null, collectionId: null, cartStatusId: null }, texts: embedTexts('en'),
} as unknown as PageConfig;

let upgrade: typeof import('../../src/elements/face/favorite-button').favoriteButton;
let chunks: typeof import('../fixtures/chunks');
beforeEach(async () => {
  vi.resetModules();
  ({ favoriteButton: upgrade } = await import('../../src/elements/face/favorite-button'));
  chunks = (await import('../../src/launcher/chunks')) as unknown as typeof import('../fixtures/chunks');
  chunks.asked.length = 0;
  delete (window as { __statusTouched?: true }).__statusTouched; // a new page, not touched yet
  list = [{ id: 'w7002', productId: 7002, variantId: null, createdAt: '' }];
  fetchFavorites.mockClear();
  saveFavorites.mockClear();
  removeFavorite.mockClear();
  document.body.innerHTML = '';
  localStorage.clear();
  localStorage.setItem('status:saved', '1'); // this browser saved before (a new visitor: see the last test)
});

/** The shopper's first touch of the page (a pointer down anywhere). */
const touchPage = () => window.dispatchEvent(new Event('pointerdown'));

/** Adds a favorite button for `attrs` to the page and draws it as the late half does for the shell. */
function favoriteButton(attrs: Record<string, string>) {
  const el = document.createElement('status-favorite-button');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  const off = upgrade(el, config);
  return { el, off, view: within(el.shadowRoot as unknown as HTMLElement) };
}

test("shows 'Add Hoodie to favorites', not pressed; a click presses it, renames it 'Remove Hoodie from favorites' and announces it", async () => {
  const events: CustomEvent[] = [];
  document.addEventListener('status:save-item', (e) => events.push(e as CustomEvent));
  const { view } = favoriteButton({ 'product-id': '7001', 'variant-id': '11', 'product-title': 'Hoodie' });
  const button = await view.findByRole('button', { name: 'Add Hoodie to favorites' });
  touchPage();
  await waitFor(() => expect(fetchFavorites).toHaveBeenCalled()); // after the first touch: this shopper may have favorites
  expect(button.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(button);
  expect(view.getByRole('button', { name: 'Remove Hoodie from favorites' }).getAttribute('aria-pressed')).toBe('true'); // at once
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Hoodie added to favorites'));
  expect(saveFavorites).toHaveBeenCalledWith([{ productId: 7001, variantId: 11 }]);
  expect(events.map((e) => e.detail)).toEqual([{ productId: 7001, variantId: 11, list: 'favorites' }]);
});

test('after the first touch of the page, a product already in favorites shows pressed, and Enter on the focused button removes it', async () => {
  const { view } = favoriteButton({ 'product-id': '7002', 'product-title': 'Scarf' });
  touchPage();
  const button = await view.findByRole('button', { name: 'Remove Scarf from favorites' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(button.tagName).toBe('BUTTON'); // a native button: Enter and Space click it
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Scarf removed from favorites'));
  expect(view.getByRole('button', { name: 'Add Scarf to favorites' }).getAttribute('aria-pressed')).toBe('false');
});

test('24 buttons on a collection grid ask for the favorites once', async () => {
  const views = Array.from({ length: 24 }, (_, i) => favoriteButton({ 'product-id': String(7001 + i), 'product-title': `Product ${i}` }).view);
  touchPage();
  await views[1]!.findByRole('button', { name: 'Remove Product 1 from favorites' });
  expect(fetchFavorites).toHaveBeenCalledTimes(1);
});

test("a failed save puts the button back to 'Add' and announces nothing", async () => {
  saveFavorites.mockRejectedValueOnce(new Error('offline'));
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  fireEvent.click(await view.findByRole('button', { name: 'Add Hoodie to favorites' }));
  await waitFor(() => expect(view.getByRole('button', { name: 'Add Hoodie to favorites' }).getAttribute('aria-pressed')).toBe('false'));
  expect(view.getByRole('status').textContent).toBe('');
});

test('a changed product-id attribute re-renders for the new product; a missing one disables the button; disconnect removes it', async () => {
  const { el, view, off } = favoriteButton({ 'product-id': 'abc', 'product-title': 'Scarf' });
  touchPage();
  expect((await view.findByRole('button', { name: 'Add Scarf to favorites' })).hasAttribute('disabled')).toBe(true);
  el.setAttribute('product-id', '7002');
  el.dispatchEvent(new Event('status:attributes')); // what the shell's attributeChangedCallback sends
  await view.findByRole('button', { name: 'Remove Scarf from favorites' });
  off();
  expect(view.queryByRole('button')).toBeNull();
});

test("a new visitor's buttons ask for nothing before they act; their first toggle reads the list, saves, and marks the browser", async () => {
  localStorage.clear();
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  const button = await view.findByRole('button', { name: 'Add Hoodie to favorites' });
  await afterElementsIdle();
  expect(fetchFavorites).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true'); // at once, before the runtime is here
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Hoodie added to favorites'));
  expect(saveFavorites).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('status:saved')).toBe('1');
  expect(JSON.parse(localStorage.getItem('status:favorites')!)).toEqual([[7001, null], [7002, null]]);
});

test("hearts are drawn from this browser's copy of the favorites, pressed or not, with no request until the shopper points at one", async () => {
  localStorage.clear();
  localStorage.setItem('status:favorites', JSON.stringify([[7002, null]]));
  const scarf = favoriteButton({ 'product-id': '7002', 'product-title': 'Scarf' });
  const hoodie = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  expect(scarf.view.getByRole('button', { name: 'Remove Scarf from favorites' }).getAttribute('aria-pressed')).toBe('true');
  expect(hoodie.view.getByRole('button', { name: 'Add Hoodie to favorites' }).getAttribute('aria-pressed')).toBe('false');
  await afterElementsIdle();
  expect(fetchFavorites).not.toHaveBeenCalled();
  fireEvent.pointerEnter(hoodie.el);
  await waitFor(() => expect(fetchFavorites).not.toHaveBeenCalled()); // intent brings the runtime; a new visitor's list is asked for on press
});

test('a press on a heart drawn from an old copy does what the shopper sees: the store list decides, nothing is undone', async () => {
  localStorage.setItem('status:favorites', JSON.stringify([[7001, null]])); // old: the shopper removed it elsewhere
  list = [];
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  fireEvent.click(view.getByRole('button', { name: 'Remove Hoodie from favorites' }));
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Hoodie removed from favorites'));
  expect(view.getByRole('button', { name: 'Add Hoodie to favorites' }).getAttribute('aria-pressed')).toBe('false');
  expect(removeFavorite).not.toHaveBeenCalled();
  expect(saveFavorites).not.toHaveBeenCalled();
});

test("after their first touch of the page, a returning shopper's button is busy while the runtime loads their favorites, then shows 'Remove Scarf from favorites', pressed", async () => {
  let arrive!: () => void;
  fetchFavorites.mockImplementationOnce(() => new Promise((r) => (arrive = () => r({ items: list }))));
  const { view } = favoriteButton({ 'product-id': '7002', 'product-title': 'Scarf' });
  touchPage();
  await waitFor(() => expect(fetchFavorites).toHaveBeenCalled()); // idle after the first touch: the shopper may have favorites
  expect(view.getByRole('button', { name: 'Add Scarf to favorites' }).getAttribute('aria-busy')).toBe('true');
  arrive();
  const known = await view.findByRole('button', { name: 'Remove Scarf from favorites' });
  expect(known.getAttribute('aria-pressed')).toBe('true');
  expect(known.hasAttribute('aria-busy')).toBe(false);
});

test("a returning shopper's hearts load nothing, ask for nothing and prefetch nothing before the shopper touches the page", async () => {
  const fetched = vi.fn(async (_url: string | URL) => new Response('// a file'));
  vi.stubGlobal('fetch', fetched);
  const booted = vi.fn();
  document.addEventListener('status:initialized', booted);
  try {
    const { view } = favoriteButton({ 'product-id': '7002', 'product-title': 'Scarf' });
    favoriteButton({ 'product-id': '7003', 'product-title': 'Mug' });
    expect(view.getByRole('button', { name: 'Add Scarf to favorites' }).getAttribute('aria-pressed')).toBe('false');
    await afterElementsIdle();
    expect(chunks.asked).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
    expect(booted).not.toHaveBeenCalled();
    expect(fetchFavorites).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
    document.removeEventListener('status:initialized', booted);
  }
});

test('a press before the heart\'s body arrives fills the heart at once, and is saved once the body is here', async () => {
  localStorage.clear();
  const release = chunks.holdChunk('favorite-button');
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  const button = view.getByRole('button', { name: 'Add Hoodie to favorites' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(view.getByRole('button', { name: 'Remove Hoodie from favorites' })).toBe(button);
  expect(chunks.asked).toEqual(['favorite-button']);
  expect(saveFavorites).not.toHaveBeenCalled();
  release();
  await waitFor(() => expect(view.getByRole('status').textContent).toBe('Hoodie added to favorites'));
  expect(saveFavorites).toHaveBeenCalledWith([{ productId: 7001, variantId: null }]);
  expect(view.getByRole('button', { name: 'Remove Hoodie from favorites' })).toBe(button); // the same button: focus stays
});

test('two presses before the body arrives leave the heart as it was and save nothing', async () => {
  localStorage.clear();
  const release = chunks.holdChunk('favorite-button');
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  const button = view.getByRole('button', { name: 'Add Hoodie to favorites' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('false');
  release();
  await waitFor(() => expect(fetchFavorites).toHaveBeenCalled()); // the body decides on the store's list
  await afterElementsIdle();
  expect(saveFavorites).not.toHaveBeenCalled();
  expect(removeFavorite).not.toHaveBeenCalled();
  expect(button.getAttribute('aria-pressed')).toBe('false');
});

test('keyboard focus on a heart is intent: its body and the runtime load', async () => {
  localStorage.clear();
  const booted = vi.fn();
  document.addEventListener('status:initialized', booted);
  const { view } = favoriteButton({ 'product-id': '7001', 'product-title': 'Hoodie' });
  view.getByRole('button', { name: 'Add Hoodie to favorites' }).focus();
  await waitFor(() => expect(booted).toHaveBeenCalled());
  expect(chunks.asked.slice(0, 2)).toEqual(['favorite-button', 'runtime']);
  document.removeEventListener('status:initialized', booted);
});
