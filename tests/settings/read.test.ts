import { parseConfig, meButtonSettings, readConfig, showsMeButton } from '../../src/settings/read';

const good = { shopId: 'demo-shop', apiBase: 'http://127.0.0.1:3001/', customerId: 42, page: { productId: 7001 } };

test('a valid config block is read with defaults for what it leaves out', () => {
  const c = parseConfig(JSON.stringify(good))!;
  expect(c.shopId).toBe('demo-shop');
  expect(c.apiBase).toBe('http://127.0.0.1:3001');
  expect(c.customerId).toBe('42');
  expect(c.page).toEqual({ productId: 7001, collectionId: null, cartStatusId: null });
  expect(c.locale).toEqual({ language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 });
  expect(c.meButton).toEqual({ isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' });
});

test.each([['not json {'], [''], ['null'], ['[]'], [JSON.stringify({ apiBase: 'x' })], [JSON.stringify({ shopId: '', apiBase: 'x' })]])(
  'a broken config block (%s) keeps the widget out of the page',
  (json) => {
    expect(parseConfig(json)).toBeNull();
  },
);

test('junk product ids and me-button values fall back safely', () => {
  const c = parseConfig(JSON.stringify({ ...good, page: { productId: '7001<script>' } }))!;
  expect(c.page.productId).toBeNull();
  expect(meButtonSettings({ display: 'huge', placement: 'middle', isActive: 'yes' })).toEqual({
    isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right',
  });
  expect(meButtonSettings({ isActive: false, loggedInOnly: true, display: 'icon', placement: 'top-left' })).toEqual({
    isActive: false, loggedInOnly: true, display: 'icon', placement: 'top-left',
  });
});

test("the launcher's first read keeps the block as it is but for the API base, and shows the button unless switched off or for signed-in customers only", () => {
  const raw = readConfig(JSON.stringify({ ...good, locale: 'junk' }))!;
  expect(raw).toMatchObject({ shopId: 'demo-shop', apiBase: 'http://127.0.0.1:3001', locale: 'junk' });
  expect(showsMeButton(raw)).toBe(true);
  expect(showsMeButton({ ...raw, meButton: null })).toBe(true);
  expect(showsMeButton({ ...raw, meButton: { isActive: false } })).toBe(false);
  expect(showsMeButton({ ...raw, meButton: { loggedInOnly: true } })).toBe(true);
  expect(showsMeButton({ ...raw, customerId: null, meButton: { loggedInOnly: true } })).toBe(false);
});

test("the elements' texts are kept as the block gives them, and junk in their place gives none", () => {
  expect(parseConfig(JSON.stringify({ ...good, texts: { 'element.signIn': 'Anmelden' } }))!.texts).toEqual({ 'element.signIn': 'Anmelden' });
  expect(parseConfig(JSON.stringify({ ...good, texts: 'Anmelden' }))!.texts).toEqual({});
});
