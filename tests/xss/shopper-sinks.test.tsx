// @vitest-environment-options {"url":"https://demo-shop.example/"}
// Hostile input in the shopper's own data and the remaining merchant sinks: collection
// names (the collections list), addresses (the address list), the customer's name (Profile), the
// saved-cart row, recent collections under a hostile `routes.root`, the sign-out address, and the
// trigger toast's destination. Each payload of tests/fixtures/xss-payloads.ts shows as text;
// nothing runs, no `on*` attribute or script-capable element appears, every href/src keeps the
// URL rule, and the sentinel is never called.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
vi.mock('../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));

import type { Product, SavedItem } from '../../src/api/types';
import FavoritesCollections from '../../src/features/favorites/screens/favorites-collections';
import Addresses from '../../src/features/profile/screens/addresses';
import { SavedCartRow } from '../../src/features/saved-cart/components/saved-cart-row';
import { current, dismissToast } from '../../src/toasts/toasts';
import { signedIn } from '../../src/session/session-change';
import { clearRequestCache } from '../../src/cache/request-cache-reset';
import { setPageConfig } from '../../src/settings/config';
import { logoutUrl } from '../../src/features/sign-in/state/sign-out';
import { storefrontRoot } from '../../src/storefront/root';
import { readTriggers } from '../../src/local/triggers';
import { showTriggerToast } from '../../src/features/content/components/trigger-toast';
import { RECENT_COLLECTIONS_KEY } from '../../src/local/recent-collections';
import { freshSession, settingsAre } from '../fixtures/store-fixtures';
import { config, fakeApi, member } from '../panel/fixtures';
import { address, customerApi, customerRecord } from '../fixtures/profile-fixtures';
import { makeCollection, signInMember } from '../fixtures/saved-fixtures';
import { ALL_PAYLOADS, XSS_PAYLOADS, XSS_URLS, HTTP_URLS } from '../fixtures/xss-payloads';
import { expectInert, installSentinel } from './assert-inert';

let sentinel: ReturnType<typeof installSentinel>;
let Profile: typeof import('../../src/features/profile/screens/profile').default;
let RecentCollections: typeof import('../../src/features/for-you/components/recent-collections').default;
let tried = 0;

/** Text payloads an API would store (it refuses control characters), trimmed as the API trims names. */
const STORED = ALL_PAYLOADS.filter((p) => !/[\0-\x1f\x7f]/.test(p));

beforeAll(async () => {
  Profile = (await import('../../src/features/profile/screens/profile')).default;
  RecentCollections = (await import('../../src/features/for-you/components/recent-collections')).default;
});
beforeEach(() => {
  freshSession(config);
  settingsAre({ wishlist: { isActive: true } });
  clearRequestCache();
  localStorage.clear();
  sentinel = installSentinel();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  while (current.value) dismissToast(current.value.id);
});

describe("the shopper's own data", () => {
  test('the collections list shows every payload as a collection name, as text, linking only to the collection', async () => {
    const collections = STORED.map((p, i) => makeCollection({ uuid: `c-${i}`, name: p }));
    fakeApi({ 'POST /saved/wishlist-collections': () => ({ collections }) });
    signInMember();
    const { container } = render(<FavoritesCollections />);
    await screen.findByText(STORED[0]);
    const names = [...container.querySelectorAll('li a span:first-child')].map((s) => s.textContent);
    expect(names).toEqual(STORED);
    expect([...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual(STORED.map((_, i) => `#status-favorites-collection:c-${i}`));
    expectInert(container, sentinel, 'collections list');
    tried += STORED.length;
  });

  test('the address list shows payloads in every field of an address as text', async () => {
    const fields = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'zip'] as const;
    const addresses = [];
    for (let i = 0; i < STORED.length; i += fields.length) {
      const chunk = STORED.slice(i, i + fields.length);
      addresses.push(address(`a${i}`, Object.fromEntries(fields.map((f, n) => [f, chunk[n % chunk.length]]))));
    }
    customerApi(customerRecord({ addresses }));
    signedIn(member, '7001', 'otp');
    const { container } = render(<Addresses />);
    await screen.findAllByText(STORED[2]);
    for (const p of STORED) expect(container.textContent, p).toContain(p);
    expectInert(container, sentinel, 'address list');
    tried += STORED.length;
  });

  test.each(XSS_PAYLOADS)("Profile shows %j as the customer's first and last name, as text", async (p) => {
    customerApi(customerRecord({ firstName: p, lastName: p }));
    signedIn(member, '7001', 'otp');
    const { container } = render(<Profile />);
    const name = await screen.findByText(`${p} ${p}`.trim(), { normalizer: (s) => s.trim() });
    expect(name.tagName).toBe('STRONG');
    expectInert(container, sentinel, `profile ${p}`);
    tried++;
  });

  test.each(ALL_PAYLOADS)("a saved-cart row shows %j as the product's and variant's titles, with no unsafe link or image", (p) => {
    const product: Product = {
      id: 1, title: p, variantTitle: p, image: p, url: p, price: 1000, compareAtPrice: null, cacheUntil: 0,
      variants: [{ id: 11, title: p, available: true, price: 1000, compareAtPrice: null }], prices: [],
    } as unknown as Product;
    const item: SavedItem = { id: 's1', productId: 1, variantId: 11, createdAt: '2026-11-01T00:00:00Z' };
    const { container } = render(<ul><SavedCartRow item={item} product={product} /></ul>);
    expect(container.querySelector('a')!.textContent).toBe(p);
    expect(container.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')!.hasAttribute('src')).toBe(false);
    expectInert(container, sentinel, `saved-cart row ${p}`);
    tried++;
  });
});

describe('the page config: routes.root', () => {
  const HOSTILE_ROOTS = [...XSS_URLS, ...HTTP_URLS, 'https://evil.example/', '', null, 42];

  test.each(HOSTILE_ROOTS)('a routes.root of %j makes the sign-out address /account/logout', (root) => {
    expect(storefrontRoot(root)).toBe('/');
    expect(logoutUrl(root as string)).toBe('/account/logout');
  });

  test.each(['/', '/de/', '/fr'])('a locale root %j is kept', (root) => {
    expect(storefrontRoot(root)).toBe(root);
  });

  test.each(XSS_URLS)('recent collections under a routes.root of %j link to /collections/… and show payload names as text', (root) => {
    setPageConfig({ ...config, routes: { root } });
    const entries = XSS_PAYLOADS.slice(0, 8).map((p, i) => ({ title: p, collection_id: i + 1, name: p }));
    localStorage.setItem(RECENT_COLLECTIONS_KEY, JSON.stringify(entries));
    const { container } = render(<RecentCollections />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(entries.map((e) => e.title));
    expect(links.every((a) => a.getAttribute('href')!.startsWith('/collections/'))).toBe(true);
    expectInert(container, sentinel, `recent collections ${root}`);
    tried++;
  });
});

describe('notification triggers', () => {
  test.each(XSS_URLS)("a trigger whose page is %j: a 'page' trigger is dropped; a toast shows its payload message, as text, with no action", async (url) => {
    const message = XSS_PAYLOADS[XSS_URLS.indexOf(url) % XSS_PAYLOADS.length];
    const [toast, ...rest] = readTriggers([
      { event: 'product_view', amount: 1, destination: 'toast', page: url, toastMessage: { en: message }, toastActionLabel: { en: message } },
      { event: 'product_view', amount: 1, destination: 'page', page: url },
    ]);
    expect(rest).toEqual([]);
    expect(toast.page).toBeUndefined();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await act(() => showTriggerToast(toast, { locale: { language: 'en' } } as Parameters<typeof showTriggerToast>[1]));
    const host = document.querySelector('status-toasts');
    const root = (host?.shadowRoot ?? document.body) as unknown as ParentNode;
    expect((root as Element).textContent ?? document.body.textContent).toContain(message);
    expect(root.querySelectorAll('button').length).toBe(0);
    expectInert(root, sentinel, `trigger ${url}`);
    expect(assign).not.toHaveBeenCalled();
    tried++;
  });
});

test('counts the payloads × sinks tried', () => {
  expect(tried).toBe(STORED.length * 2 + XSS_PAYLOADS.length + ALL_PAYLOADS.length + XSS_URLS.length * 2);
  console.info(`[xss] shopper and config sinks: ${tried} payload × sink renders`);
});
