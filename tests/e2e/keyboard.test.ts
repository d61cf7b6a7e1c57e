/**
 * Keyboard only (docs/accessibility.md): the e2e suite's flows done with Tab, Shift+Tab,
 * Enter, Space, Escape, Backspace and typing, never a click, and never typing into a box that
 * Tab did not reach: open the panel from the launcher, sign in with a code, orders to a receipt
 * and back, the address form (a validation error fixed), favorites from the product page's
 * button, collections (create, add, share). Along the way every focus stop is checked: it stays
 * in the open dialog (WAI-ARIA dialog pattern) and our controls show where focus is.
 *
 * The same flows at 320 CSS px wide and at 640 px (1280 px at 200% zoom) run in a11y.test.ts's
 * width checks for layout; here the orders and address flows also run at 320 px.
 *
 * Data: a new customer per file (signed in once) with an order of their own; the sign-in test
 * signs in another new customer; each test adds only what it names (its own street, its own
 * collection name).
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { placeOrder } from './dev-orders';
import { nextCode, outbox } from './browser';
import { type StorageState, eventually, focusInPanel, shoppersPerTest, signedInStorage, signInBoxes, uniqueEmail, SEEN_WITHIN } from './shopper';
import { dialogOf, hasFocus, keys, seen, texts } from './a11y-helpers';
import { PRODUCTS } from '../../server/seed/catalog';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
const tote = PRODUCTS.find((p) => p.title === 'Canvas Tote')!;

let member: StorageState;
let order: { id: string; name: string };

beforeAll(async () => {
  const email = uniqueEmail('keyboard');
  member = await signedInStorage(shopper, store, api, email);
  order = await placeOrder(store, api, { email });
});

const launcherButton = (page: Page) => page.locator('status-launcher').getByRole('button');
const nav = (page: Page) => dialogOf(page).getByRole('navigation');

/** Tabs to the launcher and presses Enter; the dialog opens with focus inside it. */
async function openWithKeyboard(page: Page, kb: ReturnType<typeof keys>): Promise<void> {
  await kb.tabTo(launcherButton(page));
  await page.keyboard.press('Enter');
  await dialogOf(page).waitFor({ timeout: SEEN_WITHIN });
  await focusInPanel(page);
}

test('the dialog: Enter on the launcher moves focus in, Tab and Shift+Tab stay inside, the nav marks the current page, Escape and Close return focus to the launcher', async () => {
  const T = await texts('en');
  const { page, watch } = await shopper();
  const kb = keys(page);
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openWithKeyboard(page, kb);
  expect(await launcherButton(page).getAttribute('aria-haspopup')).toBe('dialog');
  await seen(dialogOf(page).getByRole('textbox', { name: T('auth.email') }));
  // Forty stops each way: more than the panel's controls, so focus wraps at least once.
  await kb.tab(40);
  await kb.tab(40, true);
  expect(kb.findings.leftDialog).toEqual([]);

  // The nav: links with aria-current="page" on the current one (a navigation landmark named 'Account').
  expect(await nav(page).getAttribute('aria-label')).toBe(T('panel.nav'));
  expect(await nav(page).getByRole('link', { name: T('nav.forYou') }).getAttribute('aria-current')).toBe('page');
  await kb.tabTo(nav(page).getByRole('link', { name: T('nav.orders') }), { back: true });
  await page.keyboard.press('Enter');
  await eventually(() => nav(page).getByRole('link', { name: T('nav.orders') }).getAttribute('aria-current')).toBe('page');
  expect(await nav(page).locator('[aria-current]').count()).toBe(1);
  expect(page.url()).toMatch(/#status-orders$/);

  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  await eventually(() => hasFocus(launcherButton(page))).toBe(true);

  await page.keyboard.press('Enter');
  await dialogOf(page).waitFor({ timeout: SEEN_WITHIN });
  await kb.tabTo(dialogOf(page).getByRole('button', { name: T('panel.close') }), { back: true });
  await page.keyboard.press('Enter');
  await dialogOf(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  await eventually(() => hasFocus(launcherButton(page))).toBe(true);
  expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
  expect(watch.errors).toEqual([]);
});

test("signs in with the keyboard: a wrong e-mail and a wrong code are announced, typing moves between the digit boxes, Backspace goes back, a pasted code signs in", async () => {
  const T = await texts('en');
  const { page, watch } = await shopper();
  const kb = keys(page);
  const dialog = dialogOf(page);
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openWithKeyboard(page, kb);
  await seen(dialog.getByRole('button', { name: /Google/ })); // the settings are in: the form is complete
  const emailBox = dialog.getByRole('textbox', { name: T('auth.email') });
  await kb.tabTo(emailBox);
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  const emailAlert = dialog.getByRole('alert');
  await seen(emailAlert);
  expect(await emailAlert.innerText()).toBe(T('error.emailInvalid'));
  expect(await emailBox.getAttribute('aria-invalid')).toBe('true');
  expect(await emailBox.inputValue()).toBe('not-an-email');

  const email = uniqueEmail('keyboard-sign-in');
  await page.keyboard.press('ControlOrMeta+A');
  const before = await outbox(api, email);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const digit = (n: number) => dialog.getByRole('textbox', { name: T('auth.digit', { n }), exact: true });
  await seen(digit(1));
  expect(await dialog.getByRole('group', { name: T('auth.code') }).getByRole('textbox').count()).toBe(4);
  await eventually(() => hasFocus(digit(1))).toBe(true);
  const code = await nextCode(api, email, before);

  // A wrong code: announced, the boxes clear, Digit 1 has focus again.
  await page.keyboard.type(String((Number(code) + 1) % 10000).padStart(4, '0'));
  const codeAlert = dialog.getByRole('alert');
  await seen(codeAlert);
  expect(await codeAlert.innerText()).toBe(T('error.codeIncorrect'));
  await eventually(() => hasFocus(digit(1))).toBe(true);
  expect(await digit(1).inputValue()).toBe('');

  // Typing moves on; Backspace on an empty box clears the one before and goes there.
  await page.keyboard.type(code.slice(0, 2));
  expect(await hasFocus(digit(3))).toBe(true);
  await page.keyboard.press('Backspace');
  expect(await hasFocus(digit(2))).toBe(true);
  expect(await digit(2).inputValue()).toBe('');
  // A paste of the whole code (as from the mail) fills the boxes and signs in.
  await page.evaluate((text) => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    const data = new DataTransfer();
    data.setData('text', text);
    a!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await eventually(() => signInBoxes(page).count()).toBe(0);
  expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
  // The wrong code's 400 is the API's answer (the browser logs it), not an error of ours.
  expect(watch.errors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([]);
});

describe.each([
  { label: '', viewport: undefined },
  { label: ' at 320 CSS px', viewport: { width: 320, height: 640 } },
])('as a member$label', ({ viewport }) => {
  test('goes from Orders to a receipt and back with the keyboard', async () => {
    const T = await texts('en');
    const { page, watch } = await shopper({ storageState: member, viewport });
    const kb = keys(page);
    const dialog = dialogOf(page);
    await page.goto(`${store}/`, { waitUntil: 'load' });
    await openWithKeyboard(page, kb);
    await kb.tabTo(nav(page).getByRole('link', { name: T('nav.orders') }), { back: true });
    await page.keyboard.press('Enter');
    await kb.tabTo(dialog.getByRole('listitem').filter({ hasText: order.name }).getByRole('link'));
    await page.keyboard.press('Enter');
    await seen(dialog.getByRole('heading', { name: T('orders.order', { name: order.name }) }));
    await kb.tabTo(dialog.getByRole('button', { name: T('panel.back'), exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await seen(dialog.getByRole('listitem').filter({ hasText: order.name }));
    expect(await nav(page).getByRole('link', { name: T('nav.orders') }).getAttribute('aria-current')).toBe('page');
    expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
    expect(watch.errors).toEqual([]);
  });

  test("adds an address with the keyboard: Save without a city moves focus to City, which reads 'City required'; with it, the address is saved", async () => {
    const T = await texts('en');
    const street = `${Math.floor(Math.random() * 9000) + 1000} Keyboard Way ${Date.now()}`;
    const { page, watch } = await shopper({ storageState: member, viewport });
    const kb = keys(page);
    const dialog = dialogOf(page);
    await page.goto(`${store}/`, { waitUntil: 'load' });
    await openWithKeyboard(page, kb);
    await kb.tabTo(nav(page).getByRole('link', { name: T('nav.profile') }), { back: true });
    await page.keyboard.press('Enter');
    await kb.tabTo(dialog.getByRole('link', { name: T('account.addAddress') }));
    await page.keyboard.press('Enter');
    const box = (key: string) => dialog.getByRole('textbox', { name: T(key), exact: true });
    await kb.tabTo(box('profile.firstName'));
    await page.keyboard.type('Sam');
    await kb.tabTo(box('profile.lastName'));
    await page.keyboard.type('Rivera');
    await kb.tabTo(box('profile.address1'));
    await page.keyboard.type(street);
    const country = dialog.getByRole('combobox', { name: T('profile.country') });
    await country.getByRole('option', { name: 'United States' }).waitFor({ state: 'attached', timeout: SEEN_WITHIN });
    await kb.tabTo(country);
    // Type-ahead to the first 'United …', then the arrow keys to 'United States' (a closed select changes with them).
    await page.keyboard.type('United');
    for (let i = 0; i < 6 && (await country.inputValue()) !== 'United States'; i++) await page.keyboard.press('ArrowDown');
    expect(await country.inputValue()).toBe('United States');
    const province = dialog.getByRole('combobox', { name: T('profile.province') });
    await kb.tabTo(province);
    await page.keyboard.type('Oregon');
    await eventually(() => province.inputValue()).toBe('Oregon');
    await kb.tabTo(box('profile.zip'));
    await page.keyboard.type('97201');
    await page.keyboard.press('Enter');
    const city = box('profile.city');
    await eventually(() => hasFocus(city)).toBe(true);
    expect(await city.getAttribute('aria-invalid')).toBe('true');
    const described = await city.evaluate((el) => (el.getAttribute('aria-describedby') || '').split(' ').map((id) => (el.getRootNode() as ShadowRoot).getElementById(id)?.textContent).join(' ').trim());
    expect(described).toBe(T('error.cityRequired'));
    await page.keyboard.type('Portland');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/address'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await seen(dialog.getByText(street));
    expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
    expect(watch.errors).toEqual([]);
  });
});

test("favorites with the keyboard: the product page's button (its change announced), the header's Saved link, removing it in the panel keeps focus in the panel", async () => {
  const T = await texts('en');
  const { page, watch } = await shopper({ storageState: member });
  const kb = keys(page);
  const dialog = dialogOf(page);
  await page.goto(`${store}/products/${tote.handle}`, { waitUntil: 'load' });
  const heart = page.locator('status-favorite-button').getByRole('button', { name: T('element.favoriteAdd', { title: tote.title }) });
  await kb.tabTo(heart);
  await page.keyboard.press('Enter');
  const pressed = page.locator('status-favorite-button').getByRole('button', { name: T('element.favoriteRemove', { title: tote.title }) });
  await eventually(() => pressed.getAttribute('aria-pressed')).toBe('true');
  // The product's own button comes first; the recommendations below have theirs.
  await eventually(() => page.locator('status-favorite-button').first().getByRole('status').innerText()).toBe(T('element.favoriteAdded', { title: tote.title }));

  await kb.tabTo(page.locator('status-saved-link').getByRole('link'), { back: true });
  await page.keyboard.press('Enter');
  const remove = dialog.getByRole('button', { name: T('favorites.remove', { title: tote.title }) });
  await kb.tabTo(remove);
  await page.keyboard.press('Space');
  await seen(dialog.getByText(T('favorites.empty')));
  // Focus is not lost with the removed card: the next Tab lands in the panel.
  await kb.tabTo(dialog.getByRole('link', { name: T('favorites.collections') }));
  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
  expect(watch.errors).toEqual([]);
});

test("collections with the keyboard: create one, add a product from the store's link (a toast says so), share it", async () => {
  const T = await texts('en');
  const name = `Keys ${Date.now() % 100000}`;
  const { page, watch } = await shopper({ storageState: member });
  const kb = keys(page);
  const dialog = dialogOf(page);
  await page.goto(`${store}/`, { waitUntil: 'load' });
  // A merchant's link to add a product to a collection (docs/product.md#route-table 'add'), as a theme places one.
  await page.evaluate(({ id, variant }) => {
    const a = document.createElement('a');
    a.href = `#status-add:collection+${id}+${variant}`;
    a.textContent = 'Add Canvas Tote to a collection';
    document.body.prepend(a);
  }, { id: tote.id, variant: tote.variants[0].id });
  await kb.tabTo(page.locator('status-saved-link').getByRole('link'));
  await page.keyboard.press('Enter');
  await kb.tabTo(dialog.getByRole('link', { name: T('favorites.collections') }));
  await page.keyboard.press('Enter');
  await kb.tabTo(dialog.getByRole('link', { name: T('collections.new') }));
  await page.keyboard.press('Enter');
  await kb.tabTo(dialog.getByRole('textbox', { name: T('collection.name') }));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await seen(dialog.getByRole('heading', { name }));

  await page.keyboard.press('Escape');
  await dialogOf(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  await kb.tabTo(page.getByRole('link', { name: 'Add Canvas Tote to a collection' }), { back: true });
  await page.keyboard.press('Enter');
  await kb.tabTo(dialog.getByRole('button', { name: T('collections.addTo', { name }) }));
  await page.keyboard.press('Enter');
  await eventually(() => dialog.getByRole('status').filter({ hasText: T('collections.added', { name }) }).count()).toBe(1);
  await seen(dialog.getByRole('heading', { name }));
  await seen(dialog.getByText(tote.title));

  await kb.tabTo(dialog.getByRole('button', { name: T('collection.share') }));
  await page.keyboard.press('Enter');
  const link = dialog.getByRole('textbox', { name: T('collection.link') });
  await seen(link);
  expect(await link.inputValue()).toMatch(/#status-favorites-collection:[0-9a-f-]{36}$/);
  expect(kb.findings).toEqual({ leftDialog: [], invisibleFocus: [] });
  expect(watch.errors).toEqual([]);
});
