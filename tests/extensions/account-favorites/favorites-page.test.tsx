// The 'Favorites' page of new customer accounts (extensions/account-favorites), rendered as Shopify
// runs it: Preact into the page's document, with a `shopify` global (session token, translations
// from the extension's own locale files, toast) and the app's API answering over fetch.
import { render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { button, expectEveryText, json, links, stubExtension, type ExtensionHarness } from '../helpers';
import en from '../../../extensions/account-favorites/locales/en.default.json';
import de from '../../../extensions/account-favorites/locales/de.json';
import fr from '../../../extensions/account-favorites/locales/fr.json';
import { API_BASE } from '../../../extensions/shared/app-url';
import { FavoritesPage } from '../../../extensions/account-favorites/src/favorites-page';
import { favorites } from '../../../extensions/account-favorites/src/favorites';

const STOREFRONT = 'https://shop.example';
const item = (id: string, productId: number) => ({ id, productId, variantId: null, createdAt: '2026-12-01T10:00:00.000Z' });
const card = (id: number, title: string, variantTitle = '') => ({ id, title, variantTitle, image: `https://cdn.example/${id}.png`, url: `/products/p-${id}` });
const LIST = { items: [item('11', 7004), item('12', 7010)], products: [card(7004, 'Canvas Tote', 'Natural'), card(7010, 'Stoneware Mug')], storefront: STOREFRONT };

let h: ExtensionHarness;

beforeEach(() => {
  favorites.value = { kind: 'loading' };
  h = stubExtension(en);
  h.routes['/customer-account/collections'] = json(200, { data: { collections: [], products: [], storefront: STOREFRONT } });
});
afterEach(() => vi.unstubAllGlobals());

const removeButtons = (c: Element) => [...c.querySelectorAll('s-button')].filter((b) => b.textContent === 'Remove');

test("lists the customer's favorites with a link to each product in the store and its variant", async () => {
  h.answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(links(container)).toEqual([['Canvas Tote', `${STOREFRONT}/products/p-7004`], ['Stoneware Mug', `${STOREFRONT}/products/p-7010`]]));
  expect(container.querySelector('s-page')?.getAttribute('heading')).toBe('Favorites');
  expect(container.textContent).toContain('Natural');
  expect(h.requests[0]).toEqual({ url: `${API_BASE}/customer-account/favorites`, method: 'GET', auth: 'Bearer session-token-1' });
  expect(removeButtons(container).map((b) => (b as HTMLElement & { accessibilityLabel?: string }).accessibilityLabel ?? b.getAttribute('accessibilityLabel'))).toEqual([
    'Remove Canvas Tote from favorites', 'Remove Stoneware Mug from favorites',
  ]);
});

test("shows 'Sign in to see your favorites.' to a shopper who is not signed in", async () => {
  h.answers.push(json(401, { error: { code: 'sign-in-required', message: 'Sign in to see your favorites.' } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Sign in to see your favorites.'));
  expect(container.querySelector('s-link')).toBeNull();
});

test("says the favorites could not be loaded, and 'Try again' loads them", async () => {
  h.answers.push(() => { throw new TypeError('Failed to fetch'); });
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Your favorites could not be loaded. Please try again.'));
  h.answers.push(json(200, { data: LIST }));
  button(container, 'Try again')!.click();
  await waitFor(() => expect(links(container)).toHaveLength(2));
  expect(container.textContent).not.toContain('could not be loaded');
});

test('shows how to add favorites when there are none', async () => {
  h.answers.push(json(200, { data: { items: [], products: [], storefront: STOREFRONT } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('You have no favorites yet.'));
});

test('Remove takes the favorite off at once, asks the API to delete it and says so', async () => {
  h.answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(removeButtons(container)).toHaveLength(2));
  let answer!: () => void;
  h.answers.push(() => json(200, { data: { ...LIST, items: [LIST.items[1]], products: [LIST.products[1]] } })());
  const gate = new Promise<void>((r) => (answer = r));
  vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
    h.requests.push({ url: String(url), method: init?.method ?? 'GET', auth: new Headers(init?.headers).get('Authorization') });
    await gate;
    return h.answers.shift()!();
  });
  (removeButtons(container)[0] as HTMLElement).click();
  await waitFor(() => expect(links(container).map(([t]) => t)).toEqual(['Stoneware Mug']));
  answer();
  await waitFor(() => expect(h.toasts).toEqual(['Canvas Tote was removed from your favorites.']));
  expect(h.requests.at(-1)).toEqual({ url: `${API_BASE}/customer-account/favorites/11`, method: 'DELETE', auth: 'Bearer session-token-1' });
});

test('a refused removal puts the favorite back and says it could not be removed', async () => {
  h.answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(removeButtons(container)).toHaveLength(2));
  h.answers.push(json(503, { error: { code: 'unavailable', message: 'Shopify is not answering right now.' } }));
  (removeButtons(container)[1] as HTMLElement).click();
  await waitFor(() => expect(h.toasts).toEqual(['Stoneware Mug could not be removed. Please try again.']));
  expect(links(container).map(([t]) => t)).toEqual(['Canvas Tote', 'Stoneware Mug']);
});

test("says the store does not offer favorites when the merchant switched them off", async () => {
  h.answers.push(json(404, { error: { code: 'not-offered', message: 'Favorites are not offered by this store.' } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Favorites are not offered by this store.'));
  expect(container.querySelector('s-button')).toBeNull();
});

test("offers 'Add to cart' by the store's add-to-cart link for the favorite's variant, and not for a sold-out one", async () => {
  const variants = (ids: [number, boolean][]) => ids.map(([id, available]) => ({ id, available }));
  h.answers.push(json(200, { data: {
    items: [{ ...item('11', 7004), variantId: 70042 }, item('12', 7010), item('13', 7020)],
    products: [
      { ...card(7004, 'Canvas Tote'), variants: variants([[70041, true], [70042, true]]) },
      { ...card(7010, 'Stoneware Mug'), variants: variants([[70101, false], [70102, true]]) },
      { ...card(7020, 'Linen Shirt'), variants: variants([[70201, false]]) },
    ],
    storefront: STOREFRONT,
  } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(links(container)).toHaveLength(3));
  const adds = [...container.querySelectorAll('s-button')].filter((b) => b.textContent === 'Add to cart');
  expect(adds.map((b) => [b.getAttribute('accessibilityLabel'), b.getAttribute('href')])).toEqual([
    ['Add to cart: Canvas Tote', `${STOREFRONT}/cart/add?id=70042&quantity=1`],
    ['Add to cart: Stoneware Mug', `${STOREFRONT}/cart/add?id=70102&quantity=1`],
  ]);
});

test('has every English text in German and French', () => expectEveryText(en, [de, fr]));
