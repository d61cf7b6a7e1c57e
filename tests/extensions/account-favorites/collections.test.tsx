// The favorites collections on the 'Favorites' page of new customer accounts
// (extensions/account-favorites/src/collections-list.tsx), rendered as Shopify runs it
// (tests/extensions/helpers.ts): each collection with its products, Move and Share.
import { render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import en from '../../../extensions/account-favorites/locales/en.default.json';
import { API_BASE } from '../../../extensions/shared/app-url';
import { FavoritesPage } from '../../../extensions/account-favorites/src/favorites-page';
import { favorites } from '../../../extensions/account-favorites/src/favorites';
import { collections } from '../../../extensions/account-favorites/src/collections';
import { button, json, links, stubExtension, type ExtensionHarness } from '../helpers';

const STOREFRONT = 'https://shop.example';
const card = (id: number, title: string) => ({ id, title, variantTitle: '', image: `https://cdn.example/${id}.png`, url: `/products/p-${id}` });
const collection = (uuid: string, name: string, items: [string, number][], shared = false) => ({
  uuid, name, shared, shareUrl: shared ? `${STOREFRONT}/#status-favorites-collection:${uuid}` : null,
  items: items.map(([id, productId]) => ({ id, productId, variantId: null })),
});
const SUMMER = '0b7c7f6e-1c1d-4d5e-9f00-000000000001';
const GIFTS = '0b7c7f6e-1c1d-4d5e-9f00-000000000002';
const PRODUCTS = [card(7004, 'Canvas Tote'), card(7010, 'Stoneware Mug')];
const COLLECTIONS = { collections: [collection(SUMMER, 'Summer', [['31', 7004], ['32', 7010]]), collection(GIFTS, 'Gifts', [])], products: PRODUCTS, storefront: STOREFRONT };

let h: ExtensionHarness;
beforeEach(() => {
  favorites.value = { kind: 'loading' };
  collections.value = { kind: 'loading' };
  h = stubExtension(en);
  h.routes['/customer-account/favorites'] = json(200, { data: { items: [], products: [], storefront: STOREFRONT } });
});
afterEach(() => vi.unstubAllGlobals());

const sections = (c: Element) => [...c.querySelectorAll('s-section')].map((s) => s.getAttribute('heading')).filter(Boolean);
// unknown to the test's DOM, the `s-*` elements get Preact's props as attributes
const labelled = (c: Element, label: string) => [...c.querySelectorAll('s-button')].find((b) => b.getAttribute('accessibilityLabel') === label) as HTMLElement | undefined;

test('shows each collection with its products, linking to the store, and says when one is empty', async () => {
  h.answers.push(json(200, { data: COLLECTIONS }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(sections(container)).toEqual(['Summer', 'Gifts']));
  expect(links(container)).toEqual([['Canvas Tote', `${STOREFRONT}/products/p-7004`], ['Stoneware Mug', `${STOREFRONT}/products/p-7010`]]);
  expect(container.textContent).toContain('This collection is empty.');
  expect(h.requests.map((r) => r.url)).toContain(`${API_BASE}/customer-account/collections`);
});

test('Move lists the other collections, and moving a product says so and shows it in its new collection', async () => {
  h.answers.push(json(200, { data: COLLECTIONS }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(labelled(container, 'Move Canvas Tote')).toBeTruthy());
  labelled(container, 'Move Canvas Tote')!.click();
  await waitFor(() => expect(labelled(container, 'Move Canvas Tote to Gifts')).toBeTruthy());
  expect(labelled(container, 'Move Canvas Tote to Summer')).toBeUndefined();
  h.answers.push(json(200, { data: { ...COLLECTIONS, collections: [collection(SUMMER, 'Summer', [['32', 7010]]), collection(GIFTS, 'Gifts', [['33', 7004]])] } }));
  labelled(container, 'Move Canvas Tote to Gifts')!.click();
  await waitFor(() => expect(h.toasts).toEqual(['Canvas Tote was moved to Gifts.']));
  expect(h.requests.at(-1)).toEqual({ url: `${API_BASE}/customer-account/collection-items/31/move`, method: 'POST', auth: 'Bearer session-token-1', body: { to: GIFTS } });
  expect(container.textContent).not.toContain('This collection is empty.');
});

test('a refused move leaves the collections as they were and says it could not be moved', async () => {
  h.answers.push(json(200, { data: COLLECTIONS }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(labelled(container, 'Move Stoneware Mug')).toBeTruthy());
  labelled(container, 'Move Stoneware Mug')!.click();
  await waitFor(() => expect(labelled(container, 'Move Stoneware Mug to Gifts')).toBeTruthy());
  h.answers.push(json(409, { error: { code: 'collection-full', message: 'This collection is full.' } }));
  labelled(container, 'Move Stoneware Mug to Gifts')!.click();
  await waitFor(() => expect(h.toasts).toEqual(['Stoneware Mug could not be moved to Gifts. Please try again.']));
  expect(links(container).map(([t]) => t)).toEqual(['Canvas Tote', 'Stoneware Mug']);
});

test("Share makes the collection's link visible and says anyone with it can see the collection", async () => {
  h.answers.push(json(200, { data: COLLECTIONS }));
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(labelled(container, 'Share Summer')).toBeTruthy());
  h.answers.push(json(200, { data: { ...COLLECTIONS, collections: [collection(SUMMER, 'Summer', [['31', 7004], ['32', 7010]], true), collection(GIFTS, 'Gifts', [])] } }));
  labelled(container, 'Share Summer')!.click();
  await waitFor(() => expect(h.toasts).toEqual(['Anyone with the link can now see Summer.']));
  const link = `${STOREFRONT}/#status-favorites-collection:${SUMMER}`;
  expect(links(container)).toContainEqual([link, link]);
  expect(labelled(container, 'Share Summer')).toBeUndefined();
  expect(h.requests.at(-1)).toMatchObject({ url: `${API_BASE}/customer-account/collections/${SUMMER}/share`, method: 'POST' });
});

test("says the collections could not be loaded, and 'Try again' loads them", async () => {
  const { container } = render(<FavoritesPage />);
  await waitFor(() => expect(container.textContent).toContain('Your collections could not be loaded. Please try again.'));
  h.answers.push(json(200, { data: COLLECTIONS }));
  button(container, 'Try again')!.click();
  await waitFor(() => expect(sections(container)).toEqual(['Summer', 'Gifts']));
});
