// What the local Shopify's customer accounts pages give an extension (server/store/extension-host/browser/):
// the `shopify` global in its worker and the host page's answers to it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostApi, type HostPage } from '../../../server/store/extension-host/browser/host-api';
import { i18n, shopifyGlobal, type HostApi } from '../../../server/store/extension-host/browser/shopify-global';

const ITEMS = { one: '{{count}} item', other: '{{count}} items' };

describe("the extension's i18n", () => {
  it('replaces placeholders, picks plural forms by the language and leaves a missing key as itself', () => {
    const en = i18n({ greeting: 'Hello {{name}}', items: ITEMS }, 'en');
    expect(en.translate('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect([1, 2, 0].map((count) => en.translate('items', { count }))).toEqual(['1 item', '2 items', '0 items']);
    expect(en.translate('missing.key')).toBe('missing.key');
    const fr = i18n({ items: { one: '{{count}} article', other: '{{count}} articles' } }, 'fr');
    expect(fr.translate('items', { count: 0 })).toBe('0 article'); // French counts 0 as one
  });

  it("formats numbers and dates in the page's language", () => {
    expect(i18n({}, 'de').formatNumber(1250)).toBe('1.250');
    expect(i18n({}, 'en').formatNumber(1250)).toBe('1,250');
    expect(i18n({}, 'de').formatCurrency(12.5, { currency: 'EUR' })).toBe('12,50\u00a0€');
    expect(i18n({}, 'fr').formatDate(new Date(Date.UTC(2026, 11, 8, 12)), { month: 'long', day: 'numeric', timeZone: 'UTC' })).toBe('8 décembre');
  });
});

describe('the shopify global', () => {
  const host = () => ({
    sessionToken: vi.fn(async () => 'token-1'),
    toast: vi.fn(async () => {}),
    storageRead: vi.fn(async () => ({ seen: true })),
    storageWrite: vi.fn(async () => {}),
    storageDelete: vi.fn(async () => {}),
    navigate: vi.fn(async () => {}),
  });

  it("hands the bundle's registered function over, and asks the host for tokens, toasts, storage and navigation", async () => {
    const h = host();
    let registered: (() => unknown) | undefined;
    const shopify = shopifyGlobal(h satisfies HostApi, {}, 'en', (fn) => (registered = fn));
    const run = () => 'ran';
    shopify.extend('customer-account.page.render', run);
    expect(registered).toBe(run);
    expect(await shopify.sessionToken.get()).toBe('token-1');
    shopify.toast.show('Saved');
    expect(h.toast).toHaveBeenCalledWith('Saved');
    expect(await shopify.storage.read('k')).toEqual({ seen: true });
    await shopify.storage.write('k', [1]);
    await shopify.storage.delete('k');
    expect([h.storageRead.mock.calls, h.storageWrite.mock.calls, h.storageDelete.mock.calls]).toEqual([[['k']], [['k', [1]]], [['k']]]);
    shopify.navigation.navigate('extension://account-favorites');
    expect(h.navigate).toHaveBeenCalledWith('extension://account-favorites');
    expect(shopify.settings.value).toEqual({});
  });
});

describe("the host page's answers", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  const page = (assign = vi.fn()): HostPage => ({ tokenUrl: '/account/extension-token', toastRegion: document.createElement('div'), storage: localStorage, assign });

  it("keeps each extension's storage apart, as JSON, and reads what is not JSON as nothing", async () => {
    const favorites = hostApi('/account/extension-host/account-favorites.js', page());
    const orders = hostApi('/account/extension-host/account-orders.js', page());
    await favorites.storageWrite('last', { tab: 'collections' });
    expect(await favorites.storageRead('last')).toEqual({ tab: 'collections' });
    expect(await orders.storageRead('last')).toBeNull();
    localStorage.setItem('shopify-extension-storage:/account/extension-host/account-orders.js:last', '{not json');
    expect(await orders.storageRead('last')).toBeNull();
    await favorites.storageDelete('last');
    expect(await favorites.storageRead('last')).toBeNull();
  });

  it("opens customer accounts' custom protocols as the local Shopify's pages, and other URLs as they are", async () => {
    const assign = vi.fn();
    const api = hostApi('/x.js', page(assign));
    await api.navigate('extension://account-favorites');
    await api.navigate('shopify:customer-account/orders');
    await api.navigate('https://shop.example/cart');
    expect(assign.mock.calls.map(([url]) => url)).toEqual(['/account/pages/account-favorites', '/account/orders', 'https://shop.example/cart']);
  });

  it('shows a toast in the live region and refuses a session token the page does not give', async () => {
    const p = page();
    const api = hostApi('/x.js', p);
    await api.toast('Canvas Tote was removed from your favorites.');
    expect(p.toastRegion.textContent).toBe('Canvas Tote was removed from your favorites.');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"errors":"Not signed in"}', { status: 401 })));
    await expect(api.sessionToken()).rejects.toThrow('session token: 401');
  });
});
