// The Profile block of new customer accounts (extensions/account-profile), rendered as Shopify runs
// it (tests/extensions/helpers.ts): points and saved items as the merchant's settings offer them.
import { render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import en from '../../../extensions/account-profile/locales/en.default.json';
import de from '../../../extensions/account-profile/locales/de.json';
import fr from '../../../extensions/account-profile/locales/fr.json';
import { API_BASE } from '../../../extensions/shared/app-url';
import { ProfileBlock } from '../../../extensions/account-profile/src/profile-block';
import { profile } from '../../../extensions/account-profile/src/profile';
import { button, expectEveryText, json, links, stubExtension, type ExtensionHarness } from '../helpers';

const STOREFRONT = 'https://shop.example';
const SAVED = {
  items: [{ id: '21', productId: 7004, variantId: 70041, createdAt: '2026-12-01T10:00:00.000Z' }],
  products: [{ id: 7004, title: 'Canvas Tote', variantTitle: 'Natural', image: 'https://cdn.example/7004.png', url: '/products/canvas-tote' }],
  storefront: STOREFRONT,
};
const PROFILE = {
  favorites: true, savedFromCart: SAVED, points: { points: 1250, name: 'Stars', link: '/pages/rewards' },
  credit: { amount: 2550, currencyCode: 'USD', name: 'Gift balance', link: 'https://rewards.example/credit' }, storefront: STOREFRONT,
};

let h: ExtensionHarness;
beforeEach(() => {
  profile.value = { kind: 'loading' };
  h = stubExtension(en);
});
afterEach(() => vi.unstubAllGlobals());

test("shows the customer's points, store credit, their items saved from the cart and a link to their favorites", async () => {
  h.answers.push(json(200, { data: PROFILE }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(container.textContent).toContain('Stars: 1,250'));
  expect(container.textContent).toContain('Gift balance: $25.50');
  expect(container.querySelector('s-section')?.getAttribute('heading')).toBe('Saved items and points');
  expect(container.textContent).toContain('Saved from your cart (1)');
  expect(links(container)).toEqual([
    ['See your rewards', `${STOREFRONT}/pages/rewards`],
    ['Shop with your credit', 'https://rewards.example/credit'],
    ['Canvas Tote', `${STOREFRONT}/products/canvas-tote`],
    ['See your favorites', 'extension://account-favorites'],
  ]);
  expect(h.requests).toEqual([{ url: `${API_BASE}/customer-account/profile`, method: 'GET', auth: 'Bearer session-token-1' }]);
});

test('shows only what the merchant offers: points without credit, saved items or favorites', async () => {
  h.answers.push(json(200, { data: { ...PROFILE, favorites: false, savedFromCart: null, credit: null, points: { points: 0, name: null, link: null } } }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(container.textContent).toContain('Points: 0'));
  expect(container.textContent).not.toContain('Saved from your cart');
  expect(container.textContent).not.toContain('Store credit');
  expect(links(container)).toEqual([]);
});

test('shows nothing at all when the merchant offers none of them', async () => {
  h.answers.push(json(200, { data: { favorites: false, savedFromCart: null, points: null, credit: null, storefront: STOREFRONT } }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(h.requests).toHaveLength(1));
  await waitFor(() => expect(container.innerHTML).toBe(''));
});

test("shows store credit alone, named 'Store credit' when the program has no name", async () => {
  h.answers.push(json(200, { data: { favorites: false, savedFromCart: null, points: null, credit: { amount: 1000, currencyCode: 'EUR', name: null, link: '/collections/all' }, storefront: STOREFRONT } }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(container.textContent).toContain('Store credit: €10.00'));
  expect(links(container)).toEqual([['Shop with your credit', `${STOREFRONT}/collections/all`]]);
});

test("asks a shopper who is not signed in to sign in", async () => {
  h.answers.push(json(401, { error: { code: 'sign-in-required', message: 'Sign in to see your favorites.' } }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(container.textContent).toContain('Sign in to see your saved items and points.'));
});

test("says it could not load, and 'Try again' loads", async () => {
  h.answers.push(json(503, { error: { code: 'unavailable', message: 'Shopify is not answering right now.' } }));
  const { container } = render(<ProfileBlock />);
  await waitFor(() => expect(container.textContent).toContain('Your saved items and points could not be loaded. Please try again.'));
  h.answers.push(json(200, { data: PROFILE }));
  button(container, 'Try again')!.click();
  await waitFor(() => expect(container.textContent).toContain('Stars: 1,250'));
  expect(container.textContent).not.toContain('could not be loaded');
});

test('has every English text in German and French', () => expectEveryText(en, [de, fr]));
