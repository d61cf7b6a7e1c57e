// @vitest-environment-options {"url":"https://demo-shop.example/products/x"}
// Hostile input in every component sink (docs/security.md 'Hostile input (XSS)'): each payload of tests/fixtures/xss-payloads.ts
// is rendered as a product title/variant title/URL/image, a line item, an order name, a merchant
// setting (privacy link, integration name and link), a content block's texts and URLs, a merchant
// translation and a toast message. The shopper sees the payload as text; nothing runs, no `on*`
// attribute or script-capable element appears, and every href/src keeps the URL rule.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);

import type { ContentItem, Order, Product } from '../../src/api/types';
import { ProductCard } from '../../src/ui/product-card';
import { OrderReceipt } from '../../src/features/orders/components/order-receipt';
import { OrderThumbnails } from '../../src/features/orders/components/order-thumbnails';
import { RichText } from '../../src/features/content/components/rich-text';
import { Toasts } from '../../src/ui/toast';
import { dismissToast, showToast } from '../../src/toasts/toasts';
import { setLanguage } from '../../src/i18n';
import { freshSession, settingsAre } from '../fixtures/store-fixtures';
import { ALL_PAYLOADS, XSS_PAYLOADS, XSS_URLS } from '../fixtures/xss-payloads';
import { expectInert, installSentinel } from './assert-inert';

let sentinel: ReturnType<typeof installSentinel>;
let ConsentToggles: typeof import('../../src/features/sign-in/components/consent-toggles').default;
let ContentBlocks: typeof import('../../src/features/content/components/content-blocks').default;
let Membership: typeof import('../../src/features/loyalty/components/membership').default;
let tried = 0;

beforeAll(async () => {
  ConsentToggles = (await import('../../src/features/sign-in/components/consent-toggles')).default;
  ContentBlocks = (await import('../../src/features/content/components/content-blocks')).default;
  Membership = (await import('../../src/features/loyalty/components/membership')).default;
});
beforeEach(() => {
  freshSession();
  sentinel = installSentinel();
});
afterEach(() => cleanup());

/** Renders `ui`, checks it is inert, and counts one payload × sink. */
function check(ui: preact.JSX.Element, label: string): Element {
  const { container } = render(ui);
  expectInert(container, sentinel, label);
  tried++;
  return container;
}

const product = (p: string): Product => ({
  id: 1, title: p, variantTitle: p, image: p, url: p, price: 1000, compareAtPrice: null, cacheUntil: 0, variants: [],
  prices: [{ currencyCode: 'USD', price: { amount: '10.00', currencyCode: 'USD' }, compareAtPrice: null }],
});
const order = (p: string): Order => ({
  id: 'o1', name: p, createdAt: '2026-01-02T00:00:00Z', status: 'paid', fulfillmentStatus: 'FULFILLED', latestShipment: null,
  currencyCode: 'USD', totalPrice: 1000,
  lineItems: [{ productId: 1, variantId: 2, title: p, variantTitle: p, quantity: 1, image: p, price: 1000 }],
} as Order);

describe('API-supplied strings', () => {
  test.each(ALL_PAYLOADS)('a product card shows %j as its title, as text, with no unsafe link or image', (p) => {
    const c = check(<ul><ProductCard product={product(p)} /></ul>, `product card ${p}`);
    expect(c.querySelector('span')!.textContent).toBe(p);
    expect(c.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(c.querySelector('img')!.hasAttribute('src')).toBe(false);
  });

  test.each(ALL_PAYLOADS)("an order receipt and thumbnails show %j as the order's and item's names, as text", (p) => {
    const o = order(p);
    const c = check(<OrderReceipt order={o} detail={null} trackingUrl={p} />, `receipt ${p}`);
    expect(c.querySelector('h2')!.textContent).toContain(p);
    expect(c.querySelector('a[target]')).toBeNull(); // no tracking link from a hostile URL
    check(<OrderThumbnails items={o.lineItems} />, `thumbnails ${p}`);
  });
});

describe('merchant settings and translations', () => {
  test.each(ALL_PAYLOADS)("the consent box links to the default policy pages when the privacy and terms links are %j", (p) => {
    settingsAre({ acceptsTermsToggle: { isActive: true }, privacyPolicy: { isActive: true, privacyPolicy: p, termsOfService: p } });
    const c = check(<ConsentToggles />, `consent ${p}`);
    expect([...c.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/policies/privacy-policy', '/policies/terms-of-service']);
  });

  test.each(XSS_PAYLOADS)('a merchant translation %j of the consent text shows as text', async (p) => {
    settingsAre({ acceptsTermsToggle: { isActive: true } });
    await setLanguage('en', { 'auth.terms': `${p} {privacyPolicy}`, 'auth.privacyPolicy': p });
    const c = check(<ConsentToggles />, `translation ${p}`);
    expect(c.querySelector('a')!.textContent).toBe(p);
    await setLanguage('en', {});
  });

  test.each(ALL_PAYLOADS)('the membership card shows %j as its name and no link when the link is hostile', (p) => {
    settingsAre({ membership: { isActive: true, name: `x${p}`, link: p, url: p } });
    const c = check(<Membership />, `membership ${p}`);
    expect(c.querySelector('h3')!.textContent).toBe(`x${p}`.trim());
    expect(c.querySelector('a')).toBeNull();
  });

  test.each(ALL_PAYLOADS)('a content block with %j as texts, label, URL and image links and loads nothing hostile', (p) => {
    settingsAre({});
    const items: ContentItem[] = [
      { id: 'a', target: 't', isActive: true, type: 'imageWithText', position: 1, text: { en: p }, description: { en: `**${p}**` }, image: p },
      { id: 'b', target: 't', isActive: true, type: 'link', style: 'button', position: 2, label: { en: p }, url: p },
      { id: 'c', target: 't', isActive: true, type: 'link', style: 'list', position: 3, label: { en: 'ok' }, url: '/pages/ok' },
    ] as ContentItem[];
    const c = check(<ContentBlocks items={items} />, `content ${p}`);
    expect(c.textContent!.replace(/\*/g, '')).toContain(p.replace(/\*/g, '').slice(0, 8));
    expect([...c.querySelectorAll('a')].every((a) => a.getAttribute('href') !== p || /^\//.test(p))).toBe(true);
  });

  test.each(ALL_PAYLOADS)('rich text %j renders as text with only safe links', (p) => {
    check(<p><RichText text={`${p} [more](${p}) *${p}*`} /></p>, `rich text ${p}`);
  });
});

describe('toasts', () => {
  test.each(XSS_PAYLOADS)('a toast shows %j as its message, as text', (p) => {
    const id = showToast(p);
    try {
      const c = check(<Toasts variant="site" />, `toast ${p}`);
      expect(c.textContent).toContain(p);
    } finally {
      act(() => dismissToast(id));
    }
  });
});

test('counts the payloads × sinks tried', () => {
  // 9 rendered sinks: product card, receipt, thumbnails, consent links, membership, content block,
  // rich text (every payload); merchant translation and toast (the text payloads)
  expect(tried).toBe(ALL_PAYLOADS.length * 7 + XSS_PAYLOADS.length * 2);
  console.info(`[xss] component sinks: ${tried} payload × sink renders (${ALL_PAYLOADS.length} payloads, ${XSS_URLS.length} of them URLs)`);
});
