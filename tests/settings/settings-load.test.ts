import { setting, isActive, loadSettings, resetSettings, features } from '../../src/settings/settings';
import { configureApi } from '../../src/api/client';
import { setPageConfig } from '../../src/settings/config';
import { labelDisplay } from '../../src/features/orders/lib/order-label';
import { setLanguage, t } from '../../src/i18n';
import { hostCss } from '../../src/styles/theme';
import { bindStyles } from '../../src/styles';
import type { PageConfig } from '../../src/settings/types';

function answer(data: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
  return fetchMock;
}

const pageIn = (language: string, countryCode: string) =>
  setPageConfig({ shopId: 'demo-shop', locale: { language, countryCode, currency: 'USD', currencyMultiplier: 1 } } as PageConfig);

/** A panel host as the panel entry mounts it: our base style first, then goober's sheet and the content. */
function panelRoot(): ShadowRoot {
  const host = document.createElement('status-panel');
  const root = host.attachShadow({ mode: 'open' });
  const base = document.createElement('style');
  base.textContent = hostCss({ primary: '#111', onPrimary: '#fff' });
  root.appendChild(base);
  const goober = document.createElement('style');
  goober.id = '_goober';
  goober.textContent = ' .go1{color:red}';
  root.appendChild(goober);
  root.appendChild(document.createElement('div'));
  document.body.appendChild(host);
  bindStyles(root); // as the panel's mount does: the styles module writes the look into this root
  return root;
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSettings();
  pageIn('en', 'US');
  logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await setLanguage('en', {});
});

// docs/product.md#page-config
describe('settings by country', () => {
  const orderLabel = [{ countries: ['DE', 'AT'], display: 'name' }, { display: 'status' }];

  test('a German shopper gets the DE value of orderLabel, everyone else the value without countries', async () => {
    answer({ settings: { orderLabel } });
    await loadSettings('demo-shop', 'DE');
    expect(labelDisplay(setting('orderLabel'))).toBe('name');
    resetSettings();
    answer({ settings: { orderLabel } });
    await loadSettings('demo-shop', 'US');
    expect(labelDisplay(setting('orderLabel'))).toBe('status');
  });

  test('a setting with variants for other countries only is inactive for this shopper', async () => {
    answer({ settings: { points: [{ countries: ['FR'], isActive: true }] } });
    await loadSettings('demo-shop', 'US');
    expect(isActive('points')).toBe(false);
  });
});

describe('settings that fail validation', () => {
  test('fall back to the defaults (Orders titles by name, sign-in by code) and are reported on each load', async () => {
    answer({ settings: { orderLabel: { display: 42 }, authMethod: { method: 'sms' }, saved: { isActive: 'yes' }, wishlist: { isActive: true } } });
    await expect(loadSettings('demo-shop', 'US')).resolves.toBeUndefined();
    expect(labelDisplay(setting('orderLabel'))).toBe('name');
    expect(setting('authMethod').method).toBeUndefined();
    expect(isActive('saved')).toBe(false);
    expect(isActive('wishlist')).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toContain('settings-invalid');
    expect(logged.mock.calls[0]![2]).toEqual({ fallBackToDefaults: ['orderLabel', 'authMethod', 'saved'] });

    resetSettings();
    answer({ settings: { orderLabel: { display: 42 } } });
    await loadSettings('demo-shop', 'US');
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[1]![2]).toEqual({ fallBackToDefaults: ['orderLabel'] });
  });

  test('a bad country variant drops the setting, not the others', async () => {
    answer({ settings: { orderLabel: [{ countries: 'DE', display: 'name' }, { display: 'status' }], saved: { isActive: true } } });
    await loadSettings('demo-shop', 'DE');
    expect(isActive('orderLabel')).toBe(false);
    expect(isActive('saved')).toBe(true);
  });

  // docs/product.md#page-config `features`
  test('feature flags of the wrong type keep their defaults', async () => {
    answer({ settings: {}, features: { profileUpdate: 'no', mrStatus: true } });
    await loadSettings('demo-shop', 'US');
    expect(features.value).toEqual({ poweredByStatus: true, mrStatus: true, profileUpdate: true, savedv2: true });
    expect(logged.mock.calls[0]![2]).toEqual({ fallBackToDefaults: ['features.profileUpdate'] });
  });

  test('settings that are not an object at all leave every optional feature off, without throwing', async () => {
    answer({ settings: 'oops', features: null, customizations: 7 });
    await loadSettings('demo-shop', 'US');
    expect(isActive('saved')).toBe(false);
    expect(features.value.profileUpdate).toBe(true);
  });
});

describe("the merchant's look in the panel's shadow root", () => {
  test('theme tokens become --status-* properties after our base style, customCss comes after all of ours', async () => {
    const root = panelRoot();
    answer({ settings: {}, customizations: { theme: { primary: '#ff0066', primaryText: '#000', background: 'rgb(250, 250, 245)', text: '#222', radius: '4' }, customCss: '.nav a{letter-spacing:2px}' } });
    await loadSettings('demo-shop', 'US');
    const styles = [...root.querySelectorAll('style')];
    expect(styles.map((s) => s.id)).toEqual(['', 'status-theme', '_goober', 'status-custom-css']);
    expect(styles[1]!.textContent).toBe(':host{--status-primary:#ff0066;--status-on-primary:#000;--status-bg:rgb(250, 250, 245);--status-text:#222;--status-radius:4px}');
    expect(root.lastElementChild!.textContent).toBe('.nav a{letter-spacing:2px}');
  });

  test('customCss goes after goober\'s sheet even when the panel has drawn nothing yet', async () => {
    const host = document.createElement('status-panel');
    const root = host.attachShadow({ mode: 'open' });
    root.appendChild(document.createElement('style'));
    document.body.appendChild(host);
    bindStyles(root);
    answer({ settings: {}, customizations: { theme: {}, customCss: 'p{color:teal}' } });
    await loadSettings('demo-shop', 'US');
    expect([...root.querySelectorAll('style')].map((s) => s.id)).toEqual(['', 'status-theme', '_goober', 'status-custom-css']);
  });

  test('a theme value that could end the rule is dropped and reported; the others apply', async () => {
    const root = panelRoot();
    answer({ settings: {}, customizations: { theme: { primary: 'red;}:host{display:none', text: '#333' }, customCss: 12 } });
    await loadSettings('demo-shop', 'US');
    expect(root.getElementById('status-theme')!.textContent).toBe(':host{--status-text:#333}');
    expect(root.getElementById('status-custom-css')!.textContent).toBe('');
    expect(logged.mock.calls[0]![2]).toEqual({ fallBackToDefaults: ['theme.primary', 'customCss'] });
  });
});

describe("the merchant's translations", () => {
  test('win over the English table from start-up', async () => {
    answer({ settings: {}, customizations: { translations: { en: { 'nav.orders': 'Purchases' }, de: { 'nav.orders': 'Käufe' } } } });
    await loadSettings('demo-shop', 'US');
    await vi.waitFor(() => expect(t('nav.orders')).toBe('Purchases'));
    expect(t('nav.profile')).toBe('Profile');
  });

  test('win over the German table for a German page, which loads on demand for the rest', async () => {
    pageIn('de', 'DE');
    answer({ settings: {}, customizations: { translations: { de: { 'nav.orders': 'Meine Käufe' }, fr: { 'nav.orders': 'Achats' } } } });
    await loadSettings('demo-shop', 'DE');
    await vi.waitFor(() => expect(t('nav.orders')).toBe('Meine Käufe'));
    expect(t('nav.forYou')).toBe('Für dich');
  });
});

describe('settings the widget reads in other shapes', () => {
  test('notification triggers may be a plain list; fields nobody checks pass as they are', async () => {
    const triggers = [{ event: 'product-view', amount: 4, destination: 'toast', toastMessage: 'Hi' }];
    answer({ settings: { notificationTriggers: triggers, credit: { name: 'Store credit', popup: { size: 'small' } }, orderLabel: { display: 'name', extra: 1 } } });
    await loadSettings('demo-shop', 'US');
    expect(logged).not.toHaveBeenCalled();
    expect(setting('credit').popup).toEqual({ size: 'small' });
    expect(labelDisplay(setting('orderLabel'))).toBe('name');
  });
});
