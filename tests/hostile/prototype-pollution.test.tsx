// Themes add enumerable junk to Object.prototype (`Object.prototype.themeFlag = true`, as old
// jQuery-era and Prototype-era plugins do), and names that come from the page, the settings, an
// API answer, storage or the URL hash may be `constructor` or `__proto__` (docs/security.md#hostile-pages-theme-css).
// Every lookup by such a name sees only the object's own properties: each test adds junk the way a
// theme does, checks what the shopper would get, and afterEach takes the junk away again.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';

const added = new Set<string>();
/** Adds `junk` to Object.prototype as a theme's plain assignment does (enumerable, writable). */
function pollute(junk: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(junk)) {
    (Object.prototype as Record<string, unknown>)[name] = value;
    added.add(name);
  }
}

afterEach(() => {
  for (const name of added) delete (Object.prototype as Record<string, unknown>)[name];
  added.clear();
  cleanup();
  vi.resetModules();
});

describe('routes', () => {
  test('the route table loads on a page with `Object.prototype.themeFlag = true`, and #status-themeFlag opens For you', async () => {
    pollute({ themeFlag: true });
    const { resolveRoute, routeDef, tabs } = await import('../../src/routes/table');
    expect(routeDef('themeFlag')).toBeUndefined();
    expect(resolveRoute('#status-themeFlag', { signedIn: true })).toEqual({ route: 'foryou', redirect: null });
    expect(resolveRoute('#status-orders', { signedIn: true }).route).toBe('orders');
    expect(tabs()).toEqual(['foryou', 'orders', 'profile']);
  });

  test("a junk route definition or alias (`Object.prototype.junk = {params: 0}`) is not a route, and 'constructor' is none either", async () => {
    pollute({ junk: { screen: 'orders' }, wishlist: 'orders' });
    const { resolveRoute, previousRoute } = await import('../../src/routes/table');
    expect(resolveRoute('junk', { signedIn: true }).route).toBe('foryou');
    expect(resolveRoute('wishlist', { signedIn: true }).route).toBe('foryou');
    expect(resolveRoute('constructor', { signedIn: true }).route).toBe('foryou');
    expect(resolveRoute('collection:junk', { signedIn: true }).route).toBe('foryou');
    expect(previousRoute('junk')).toBe('foryou');
  });

  test("a merchant's dynamic page is titled in the page's language from its own titles, not from junk named 'de'", async () => {
    pollute({ de: 'Junk' });
    const { registerPages } = await import('../../src/routes/dynamic-pages');
    const { routeDef } = await import('../../src/routes/table');
    expect(registerPages({ isActive: true, pages: [{ handle: 'care-guide', title: { en: 'Care guide' }, nav: true }] }, 'de')).toEqual(['care-guide']);
    expect(routeDef('care-guide')!.title).toBe('Care guide');
  });

  test('a route named like Object.prototype has no screen: the page loader shows until the settings answer, then nothing and no error', async () => {
    const { default: ScreenHost } = await import('../../src/panel/screens');
    const { loadSettings, resetSettings } = await import('../../src/settings/settings');
    const { configureApi } = await import('../../src/api/client');
    resetSettings();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { settings: {}, features: {} } }))));
    configureApi({ apiBase: 'https://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 't' });
    const err = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ScreenHost name="constructor" params={[]} />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(() => loadSettings('demo-shop', 'US'));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(err).not.toHaveBeenCalled();
    err.mockRestore();
    vi.unstubAllGlobals();
    resetSettings();
  });
});

describe('translations', () => {
  test("t('themeFlag') is no translation: the key itself, in English and after a switch to German", async () => {
    pollute({ themeFlag: true, 'nav.orders': 'Junk' });
    const { t, setLanguage } = await import('../../src/i18n');
    expect(t('themeFlag')).toBe('themeFlag');
    expect(t('constructor')).toBe('constructor');
    await setLanguage('de');
    expect(t('themeFlag')).toBe('themeFlag');
    expect(t('nav.orders')).toBe('Bestellungen');
  });

  test("a placeholder named like the junk is not filled from it: 'Hi {themeFlag}' stays as written", async () => {
    pollute({ themeFlag: true });
    const { t } = await import('../../src/i18n');
    expect(t('Hi {themeFlag}, {name}', { name: 'Ada' })).toBe('Hi {themeFlag}, Ada');
  });

  test("a merchant's translations for the page's language are their own: junk named 'de' is none", async () => {
    pollute({ de: { 'nav.orders': 'Junk' } });
    const { translationsFor, checkCustomizations } = await import('../../src/settings/settings-check');
    expect(translationsFor({}, 'de-CH')).toEqual({});
    const { customizations } = checkCustomizations(JSON.parse('{"translations": {"__proto__": {"nav.orders": "Proto"}, "fr": {"nav.orders": "Commandes"}}}'));
    expect(translationsFor(customizations.translations, 'fr')).toEqual({ 'nav.orders': 'Commandes' });
    expect(translationsFor(customizations.translations, 'en')).toEqual({});
  });

  test("merchant texts by language (content, field labels) ignore junk named like the page's language", async () => {
    pollute({ de: 'Junk' });
    const { localText } = await import('../../src/lib/local-text');
    expect(localText({ en: 'Size' }, 'de')).toBe('Size');
    expect(localText({ en: 'Size' }, 'constructor')).toBe('Size');
  });
});

describe("the launcher's lazy files", () => {
  test('an element named like a junk function (`Object.prototype.login = function`) still gets its load, a promise', async () => {
    pollute({ login: function () {} });
    const { loadChunk } = await import('../../src/launcher/chunks');
    const load = loadChunk('login');
    expect(load).toBeInstanceOf(Promise);
    await load.catch(() => {}); // no such file in a unit test
  });
});

describe('settings', () => {
  test('a setting named like the junk (`Object.prototype.themeFlag = {on: true}`) is checked as an unknown one, not by the junk', async () => {
    pollute({ themeFlag: { on: true } });
    const { checkSettings } = await import('../../src/settings/settings-check');
    expect(checkSettings({ themeFlag: { isActive: true } })).toEqual({ settings: { themeFlag: { isActive: true } }, invalid: [] });
  });

  test('a setting the API names __proto__ does not turn into the settings of every other name', async () => {
    const { checkSettings } = await import('../../src/settings/settings-check');
    const { settings } = checkSettings(JSON.parse('{"__proto__": {"points": {"isActive": true}}, "wishlist": {"isActive": true}}'));
    expect(settings.points).toBeUndefined();
    expect(settings.wishlist).toEqual({ isActive: true });
  });
});

describe('personalizations and quizzes', () => {
  test("an answer the customer does not have is empty even when a theme's junk has its name: the login quiz opens", async () => {
    pollute({ shoeSize: '42' });
    const { quizToOpen } = await import('../../src/auth/after-login');
    const { isEmptyAnswer } = await import('../../src/features/quizzes/lib/quiz-fields');
    expect(quizToOpen({ handle: 'fit', fields: ['shoeSize'] }, {})).toBe('fit');
    // an answer `{value}` counts by its own `value` only (junk named `value` on Object.prototype would
    // break every property descriptor in the page, so an inherited one stands in for it here)
    expect(isEmptyAnswer(Object.create({ value: 'junk' }))).toBe(true);
  });

  test("For you's quiz reminder sees the field as unanswered when only the junk has its name", async () => {
    pollute({ shoeSize: '42' });
    const { hasEmptyField } = await import('../../src/features/quizzes/lib/quizzes');
    expect(hasEmptyField([{ key: 'shoeSize', label: { en: 'Shoe size' }, type: 'text', options: [], units: [] }], {})).toBe(true);
  });

  test('the preferences form starts empty for an answer the customer does not have, whatever the junk holds', async () => {
    pollute({ shoeSize: '42' });
    const { PersonalizationForm } = await import('../../src/features/quizzes/components/personalization-form');
    const customer = { personalizations: {} } as Parameters<typeof PersonalizationForm>[0]['customer'];
    render(<PersonalizationForm fields={[{ key: 'shoeSize', label: { en: 'Shoe size' }, type: 'text', options: [], units: [] }]} customer={customer} />);
    expect((screen.getByRole('textbox', { name: 'Shoe size' }) as HTMLInputElement).value).toBe('');
  });
});

describe('answers from the API, the store and the shopper', () => {
  test('an API answer without `data` is a bad response even when junk named `data` is around', async () => {
    pollute({ data: { orders: [] } });
    const { readAnswer } = await import('../../src/api/client');
    await expect(readAnswer(new Response('{"items": []}'), 'GET /orders')).rejects.toMatchObject({ code: 'bad-response' });
  });

  test("Shopify's answer to an add is no whole cart because of junk named `item_count`", async () => {
    pollute({ item_count: 3 });
    const { readCartAnswer } = await import('../../src/storefront/cart-line-items');
    expect(readCartAnswer('{"product_id": 1, "variant_id": 2}')).toEqual({ lines: [{ productId: 1, variantId: 2 }], cart: false, statusId: '' });
  });

  test("an email at a domain named 'constructor' gets no 'Did you mean' suggestion", async () => {
    const { suggestEmail } = await import('../../src/features/sign-in/lib/email-suggestion');
    expect(suggestEmail('ada@constructor')).toBeNull();
    expect(suggestEmail('ada@__proto__')).toBeNull();
    expect(suggestEmail('ada@gmial.com')).toBe('ada@gmail.com');
  });

  test('a queued tracking event whose id (from the page) is __proto__ is still sent under that id', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(String(init.body));
      return new Response('{"data": {}}');
    });
    const { sendEvents } = await import('../../src/tracking/events');
    await sendEvents('https://api.test', [{ id: '__proto__', name: 'page_view' } as never], async () => 'token');
    vi.unstubAllGlobals();
    expect(Object.keys(JSON.parse(sent[0]!).events)).toEqual(['__proto__']);
  });
});

describe('source', () => {
  const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });
  /** `for (const x in y)`, `for (let x in y)`, `for (x in y)`. */
  const FOR_IN = /\bfor\s*\(\s*(?:(?:const|let|var)\s+)?[\w$]+\s+in\s/;

  test('no source file walks an object with for...in (it reads what a theme added to Object.prototype)', () => {
    expect(Object.entries(sources).filter(([, src]) => FOR_IN.test(src)).map(([file]) => file)).toEqual([]);
  });

  test('the check finds a for...in', () => {
    expect(FOR_IN.test('for (const name in ROUTES) ROUTES[name].screen ??= name;')).toBe(true);
    expect(FOR_IN.test('for (const name of Object.keys(ROUTES))')).toBe(false);
  });
});
