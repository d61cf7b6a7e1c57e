/**
 * Hostile input in `<status-collection>` on store pages: Popular today's products from
 * the API with payload titles, URLs and images, titles and favorite toggles shown, and a hostile
 * `wishlist.iconMarkup` setting (never rendered: the toggle draws its own icon). Titles show as
 * text; no link or image keeps a hostile URL; nothing runs.
 */
import { waitFor, within } from '@testing-library/preact';
import type { PageConfig } from '../../src/settings/types';
import type { Product } from '../../src/api/types';
import { XSS_PAYLOADS, XSS_URLS } from '../fixtures/xss-payloads';
import { expectInert, installSentinel } from './assert-inert';

const IDS = XSS_PAYLOADS.map((_, i) => 7001 + i);
const product = (id: number): Product => {
  const i = id - 7001;
  return {
    id, title: XSS_PAYLOADS[i], variantTitle: XSS_PAYLOADS[i], image: XSS_URLS[i % XSS_URLS.length], url: XSS_URLS[(i + 1) % XSS_URLS.length],
    price: 2800, compareAtPrice: null, prices: [], variants: [], cacheUntil: Date.now() + 60_000,
  };
};
vi.mock('../../src/api/init', async (real) => ({
  ...(await real<object>()),
  fetchForYou: async () => ({ recentlyViewed: [], popularToday: IDS, products: IDS.map(product) }),
}));
vi.mock('../../src/api/products', async (real) => ({ ...(await real<object>()), fetchProductBatch: async (ids: number[]) => ids.map(product) }));

const config = {
  shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null, routes: { root: XSS_URLS[0] }, shopCurrency: 'USD',
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 }, page: { productId: null, collectionId: null, cartStatusId: null },
} as unknown as PageConfig;

/**
 * A copy of `root` without the favorite toggles' own heart icons (an aria-hidden <svg> of paths,
 * no attribute handlers: checked here), so `expectInert` sees everything else.
 */
function withoutOwnIcons(root: ShadowRoot): DocumentFragment {
  const copy = document.createDocumentFragment();
  for (const n of Array.from(root.childNodes)) copy.appendChild(n.cloneNode(true));
  for (const svg of Array.from(copy.querySelectorAll('svg'))) {
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    for (const e of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
      expect(/^(svg|path|circle|g)$/i.test(e.tagName), e.tagName).toBe(true);
      expect(Array.from(e.attributes).some((a) => /^on|href$/i.test(a.name))).toBe(false);
    }
    svg.remove();
  }
  return copy;
}

test.each([0, 12, 24, 36, 48])('Popular today with payload products from %i on shows their titles as text and links nowhere hostile', async (from) => {
  vi.resetModules();
  document.body.innerHTML = '';
  localStorage.clear();
  const sentinel = installSentinel();
  const { takeSettings, features } = await import('../../src/settings/settings');
  takeSettings({ wishlist: { isActive: true, showInAppButtons: true, icon: XSS_PAYLOADS[1], iconMarkup: '<img src=x onerror="window.__xss(999)">' } }, features.value);
  const m = await import('../../src/elements/collection-list');
  IDS.splice(0, IDS.length, ...XSS_PAYLOADS.map((_, i) => 7001 + i).slice(from, from + 12));
  const el = document.createElement('status-collection');
  for (const [k, v] of Object.entries({ type: 'popularToday', 'product-amount': '12', 'show-product-titles': 'true', 'show-wishlist-button': 'true' })) el.setAttribute(k, v);
  document.body.appendChild(el);
  m.upgrade(el, config);
  const view = within(el.shadowRoot as unknown as HTMLElement);
  await view.findByRole('heading', { name: 'Popular today' });
  await waitFor(() => expect(el.shadowRoot!.querySelectorAll('li')).toHaveLength(IDS.length));
  const titles = [...el.shadowRoot!.querySelectorAll('li a > span:first-of-type')].map((s) => s.textContent);
  expect(titles).toEqual(IDS.map((id) => XSS_PAYLOADS[id - 7001]));
  expect(el.shadowRoot!.querySelectorAll('a[href], img[src]')).toHaveLength(0);
  expect(el.shadowRoot!.innerHTML).not.toContain('__xss(999)'); // the iconMarkup setting is never drawn
  await waitFor(() => expect(view.getAllByRole('button', { name: /to favorites$/ })).toHaveLength(IDS.length));
  expectInert(withoutOwnIcons(el.shadowRoot!), sentinel, `collection element from ${from}`);
});
