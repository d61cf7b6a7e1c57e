// The 'Favorites' page of new customer accounts (extensions/account-favorites), rendered as Shopify
// runs it: Preact into the page's document, with a `shopify` global (session token, translations
// from the extension's own locale files, toast) and the app's API answering over fetch.
import { render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
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

let toasts: string[];
let answers: Array<() => Response>;
let requests: { url: string; method: string; auth: string | null }[];
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  toasts = [];
  answers = [];
  requests = [];
  favorites.value = { kind: 'loading' };
  const translate = (key: string, replacements: Record<string, string> = {}) =>
    String((en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => replacements[k] ?? '');
  vi.stubGlobal('shopify', { sessionToken: { get: async () => 'session-token-1' }, i18n: { translate }, toast: { show: (m: string) => void toasts.push(m) } });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', auth: new Headers(init.headers).get('Authorization') });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  }));
});
afterEach(() => vi.unstubAllGlobals());

const links = (c: Element) => [...c.querySelectorAll('s-link')].map((l) => [l.textContent, l.getAttribute('href')]);
const removeButtons = (c: Element) => [...c.querySelectorAll('s-button')].filter((b) => b.textContent === 'Remove');

test("lists the customer's favorites with a link to each product in the store and its variant", async () => {
  answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(links(container)).toEqual([['Canvas Tote', `${STOREFRONT}/products/p-7004`], ['Stoneware Mug', `${STOREFRONT}/products/p-7010`]]));
  expect(container.querySelector('s-page')?.getAttribute('heading')).toBe('Favorites');
  expect(container.textContent).toContain('Natural');
  expect(requests).toEqual([{ url: `${API_BASE}/customer-account/favorites`, method: 'GET', auth: 'Bearer session-token-1' }]);
  expect(removeButtons(container).map((b) => (b as HTMLElement & { accessibilityLabel?: string }).accessibilityLabel ?? b.getAttribute('accessibilityLabel'))).toEqual([
    'Remove Canvas Tote from favorites', 'Remove Stoneware Mug from favorites',
  ]);
});

test("shows 'Sign in to see your favorites.' to a shopper who is not signed in", async () => {
  answers.push(json(401, { error: { code: 'sign-in-required', message: 'Sign in to see your favorites.' } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Sign in to see your favorites.'));
  expect(container.querySelector('s-link')).toBeNull();
});

test("says the favorites could not be loaded, and 'Try again' loads them", async () => {
  answers.push(() => { throw new TypeError('Failed to fetch'); });
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Your favorites could not be loaded. Please try again.'));
  answers.push(json(200, { data: LIST }));
  ([...container.querySelectorAll('s-button')].find((b) => b.textContent === 'Try again') as HTMLElement).click();
  await waitFor(() => expect(links(container)).toHaveLength(2));
  expect(container.textContent).not.toContain('could not be loaded');
});

test('shows how to add favorites when there are none', async () => {
  answers.push(json(200, { data: { items: [], products: [], storefront: STOREFRONT } }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('You have no favorites yet.'));
});

test('Remove takes the favorite off at once, asks the API to delete it and says so', async () => {
  answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(removeButtons(container)).toHaveLength(2));
  let answer!: () => void;
  answers.push(() => json(200, { data: { ...LIST, items: [LIST.items[1]], products: [LIST.products[1]] } })());
  const gate = new Promise<void>((r) => (answer = r));
  vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
    requests.push({ url: String(url), method: init?.method ?? 'GET', auth: new Headers(init?.headers).get('Authorization') });
    await gate;
    return answers.shift()!();
  });
  (removeButtons(container)[0] as HTMLElement).click();
  await waitFor(() => expect(links(container).map(([t]) => t)).toEqual(['Stoneware Mug']));
  answer();
  await waitFor(() => expect(toasts).toEqual(['Canvas Tote was removed from your favorites.']));
  expect(requests.at(-1)).toEqual({ url: `${API_BASE}/customer-account/favorites/11`, method: 'DELETE', auth: 'Bearer session-token-1' });
});

test('a refused removal puts the favorite back and says it could not be removed', async () => {
  answers.push(json(200, { data: LIST }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(removeButtons(container)).toHaveLength(2));
  answers.push(json(503, { error: { code: 'unavailable', message: 'Shopify is not answering right now.' } }));
  (removeButtons(container)[1] as HTMLElement).click();
  await waitFor(() => expect(toasts).toEqual(['Stoneware Mug could not be removed. Please try again.']));
  expect(links(container).map(([t]) => t)).toEqual(['Canvas Tote', 'Stoneware Mug']);
});

test('has every English text in German and French', () => {
  for (const locale of [de, fr]) {
    expect(Object.keys(locale).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(locale)) {
      expect(text, key).not.toBe('');
      expect(text.match(/\{\{\w+\}\}/g) ?? [], key).toEqual((en as Record<string, string>)[key]!.match(/\{\{\w+\}\}/g) ?? []);
    }
  }
});
