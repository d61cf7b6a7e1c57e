/**
 * `<status-collection>`, the product collection block (docs/product.md#validation, #limits): its attributes' defaults,
 * the 12-item cap, carousel or grid, titles and favorite toggles when asked, and hide-if-empty;
 * its plain-DOM body draws placeholders at once and loads the list on intent or when idle.
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import type { PageConfig } from '../../src/settings/types';
import { embedTexts } from '../fixtures/element-texts';
import type { Product, SavedItem } from '../../src/api/types';

const product = (id: number): Product => ({
  id, title: `Product ${id}`, variantTitle: '', image: `/images/p${id}.png`, url: `/products/p${id}`, price: 2800, compareAtPrice: null, prices: [], variants: [], cacheUntil: Date.now() + 60_000,
});
let popular: number[] = [];
let wishlist: SavedItem[] = [];
vi.mock('../../src/launcher/chunks', () => import('../fixtures/chunks'));
vi.mock('../../src/api/init', async (real) => ({
  ...(await real<object>()),
  fetchForYou: async () => ({ recentlyViewed: [], popularToday: popular, products: popular.map(product) }),
}));
vi.mock('../../src/api/products', async (real) => ({ ...(await real<object>()), fetchProductBatch: async (ids: number[]) => ids.map(product) }));
vi.mock('../../src/features/favorites/api/favorites', async (real) => ({
  ...(await real<object>()),
  fetchFavorites: async () => ({ items: wishlist }),
  saveFavorites: async (items: { productId: number }[]) => ((wishlist = [...items.map((i) => ({ id: `w${i.productId}`, productId: i.productId, variantId: null, createdAt: '' })), ...wishlist]), { items: wishlist }),
}));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null, routes: { root: '/' }, shopCurrency: 'USD', moneyExample: '$1,234,567.89',
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 }, page: { productId: null, collectionId: null, cartStatusId: null }, texts: embedTexts('en'),
} as unknown as PageConfig;

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = '';
  localStorage.clear();
  popular = [];
  wishlist = [];
});

async function block(attrs: Record<string, string>) {
  const m = await import('../../src/elements/collection-list');
  const el = document.createElement('status-collection');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  m.upgrade(el, config);
  return { el, view: within(el.shadowRoot as unknown as HTMLElement), m };
}

test('defaults: Recently viewed, 4 items, a carousel, no titles, no favorite buttons, shown when empty', async () => {
  const { productCollectionOptions } = await import('../../src/elements/collection-options');
  const el = document.createElement('status-collection');
  expect(productCollectionOptions(el)).toEqual({ type: 'recentlyViewed', amount: 4, carousel: true, hideIfEmpty: false, titles: false, wishlist: false });
  for (const [k, v] of Object.entries({ type: 'bogus', 'product-amount': 'lots', 'show-carousel': 'no', 'hide-if-empty': 'yes', 'show-product-titles': '1', 'show-wishlist-button': 'TRUE' })) el.setAttribute(k, v);
  expect(productCollectionOptions(el)).toEqual({ type: 'recentlyViewed', amount: 4, carousel: true, hideIfEmpty: false, titles: false, wishlist: false });
  el.setAttribute('product-amount', '40');
  el.setAttribute('show-carousel', 'false');
  expect(productCollectionOptions(el)).toMatchObject({ amount: 12, carousel: false });
});

test("Popular today shows 'product-amount' linked products with titles and prices, at most 12", async () => {
  popular = Array.from({ length: 15 }, (_, i) => 7001 + i);
  const { view } = await block({ type: 'popularToday', 'product-amount': '20', 'show-product-titles': 'true' });
  await view.findByRole('heading', { name: 'Popular today' });
  await waitFor(() => expect(view.getAllByRole('link')).toHaveLength(12));
  expect(view.getAllByRole('link')[0]!.textContent).toBe('Product 7001$28.00');
  expect(view.getAllByRole('link')[0]!.getAttribute('href')).toBe('/products/p7001');
});

test("with show-wishlist-button each product gets 'Add Product 7001 to favorites', which toggles", async () => {
  popular = [7001, 7002];
  const { view } = await block({ type: 'popularToday', 'show-wishlist-button': 'true' });
  const add = await view.findByRole('button', { name: 'Add Product 7001 to favorites' });
  fireEvent.click(add);
  await view.findByRole('button', { name: 'Remove Product 7001 from favorites', pressed: true });
});

test('favorites lists the products saved as favorites; an empty one says so, or hides with hide-if-empty', async () => {
  wishlist = [{ id: 'w7003', productId: 7003, variantId: null, createdAt: '' }];
  localStorage.setItem('status:saved', '1');
  const a = await block({ type: 'favorites' });
  await a.view.findByRole('heading', { name: 'Favorites' });
  await waitFor(() => expect(a.view.getAllByRole('link')).toHaveLength(1));
  expect(a.view.getByRole('img', { name: 'Product 7003' })).toBeTruthy();
  vi.resetModules();
  wishlist = [];
  const b = await block({ type: 'recentlyViewed' });
  await b.view.findByText('Nothing here yet.');
  const c = await block({ type: 'recentlyViewed', 'hide-if-empty': 'true' });
  await waitFor(() => expect(c.el.hidden).toBe(true));
});

test("the body draws product-amount placeholders at once, then the list replaces them when the browser is idle after the shopper's first touch", async () => {
  popular = [7001, 7002];
  delete (window as { __statusTouched?: true }).__statusTouched;
  const { upgrade } = await import('../../src/elements/collection');
  const el = document.createElement('status-collection');
  el.setAttribute('type', 'popularToday');
  el.setAttribute('product-amount', '3');
  document.body.appendChild(el);
  upgrade(el, config);
  const view = within(el.shadowRoot as unknown as HTMLElement);
  const busy = view.getByRole('list');
  expect(busy.getAttribute('aria-busy')).toBe('true');
  expect(view.getAllByRole('listitem')).toHaveLength(3);
  window.dispatchEvent(new Event('wheel'));
  await waitFor(() => expect(view.getAllByRole('link')).toHaveLength(2));
  expect(view.getByRole('heading', { name: 'Popular today' })).toBeTruthy();
});

test("a hide-if-empty block of favorites hides at once for a shopper who has saved nothing, and loads nothing", async () => {
  const { upgrade } = await import('../../src/elements/collection');
  const el = document.createElement('status-collection');
  el.setAttribute('type', 'favorites');
  el.setAttribute('hide-if-empty', 'true');
  document.body.appendChild(el);
  upgrade(el, config);
  expect(el.hidden).toBe(true);
  expect(el.shadowRoot).toBeNull();
});
