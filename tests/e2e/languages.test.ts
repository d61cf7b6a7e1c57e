/**
 * Languages and settings by country, in Chromium against the local stack: the demo
 * store serves locale routes like Shopify Markets (`/de/...`, `/fr/...`) and takes the shopper's
 * country from `?country=XX`; the widget follows the app embed's `locale.language` (German and
 * French tables load on demand, the shop's own translation wins) and the settings' country
 * variants (the demo shop titles orders by name for DE, AT and CH, by status elsewhere).
 *
 * Every test makes its own data (a new customer, their own order). Nothing waits a fixed time.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { placeOrder } from './dev-orders';
import { axeViolations, nextCode, outbox } from './browser';
import { shoppersPerTest, uniqueEmail, eventually, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** The panel's dialog, named by its heading in the page's language. */
const dialog = (page: Page, name: string) => page.locator('status-panel').getByRole('dialog', { name });

/** Signs `email` in with the emailed code from the open German panel, as a German shopper reads it. */
async function signInGerman(page: Page, email: string): Promise<void> {
  const panel = dialog(page, 'Mein Konto');
  const before = await outbox(api, email);
  await panel.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await panel.getByRole('button', { name: 'Weiter', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Ziffer 1' }).waitFor({ timeout: SEEN_WITHIN });
  const code = await nextCode(api, email, before);
  for (let i = 0; i < 4; i++) await panel.getByRole('textbox', { name: `Ziffer ${i + 1}` }).fill(code[i]!);
  await eventually(() => panel.getByRole('textbox', { name: /^(E-Mail|Ziffer 1)$/ }).count()).toBe(0);
}

/** A new order of `email` on its way, placed in the local Shopify. */
const orderOnItsWay = (email: string): Promise<{ name: string }> =>
  placeOrder(store, api, { email, fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT' });

test("a shopper from Germany sees the panel in German, the shop's own wording and the DE order label", async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/de/?country=DE`, { waitUntil: 'load' });
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  await page.getByRole('button', { name: 'Mein Konto' }).click();
  const panel = dialog(page, 'Mein Konto');
  await panel.waitFor({ timeout: SEEN_WITHIN });
  await panel.getByRole('heading', { name: 'Anmelden' }).waitFor({ timeout: SEEN_WITHIN });
  const nav = panel.getByRole('navigation');
  // 'Für Sie' is the demo shop's own translation (customizations.translations.de), over the table's 'Für dich'.
  await nav.getByRole('link', { name: 'Für Sie' }).waitFor({ timeout: SEEN_WITHIN });
  await nav.getByRole('link', { name: 'Bestellungen' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  const email = uniqueEmail('german');
  await signInGerman(page, email);
  const order = await orderOnItsWay(email);
  await page.goto(`${store}/de/`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Mein Konto' }).click();
  await dialog(page, 'Mein Konto').waitFor({ timeout: SEEN_WITHIN });
  // A new customer has no first name: the greeting's fallback.
  await dialog(page, 'Mein Konto').getByRole('heading', { name: 'Hallo', exact: true }).waitFor({ timeout: SEEN_WITHIN });
  // orderLabel's DE variant: the order's name first, its status second (elsewhere the other way round).
  const arriving = dialog(page, 'Mein Konto').getByRole('link', { name: new RegExp(`^${order.name}\\b`) });
  await arriving.waitFor({ timeout: SEEN_WITHIN });
  expect(await arriving.innerText()).toMatch(new RegExp(`^${order.name}\\s+Lieferung am `));
  expect(watch.errors).toEqual([]);
});

test('a shopper in the same shop outside the DE market sees the order status first', async () => {
  const { page } = await shopper();
  await page.goto(`${store}/?country=US`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'My account' }).click();
  const panel = dialog(page, 'My account');
  const email = uniqueEmail('us');
  const before = await outbox(api, email);
  await panel.getByRole('textbox', { name: 'Email' }).fill(email);
  await panel.getByRole('button', { name: 'Continue', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Digit 1' }).waitFor({ timeout: SEEN_WITHIN });
  const code = await nextCode(api, email, before);
  for (let i = 0; i < 4; i++) await panel.getByRole('textbox', { name: `Digit ${i + 1}` }).fill(code[i]!);
  await eventually(() => panel.getByRole('textbox', { name: /^(Email|Digit 1)$/ }).count()).toBe(0);
  const order = await orderOnItsWay(email);
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'My account' }).click();
  const link = dialog(page, 'My account').getByRole('link', { name: new RegExp(`${order.name}\\b`) });
  await link.waitFor({ timeout: SEEN_WITHIN });
  expect(await link.innerText()).toMatch(new RegExp(`^Arriving.*\\s+${order.name}`, 's'));
});

test('/fr/ shows the store and the panel in French', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/fr/`, { waitUntil: 'load' });
  expect(await page.getAttribute('html', 'lang')).toBe('fr');
  await page.getByRole('button', { name: 'Mon compte' }).click();
  const panel = dialog(page, 'Mon compte');
  await panel.getByRole('heading', { name: 'Connexion' }).waitFor({ timeout: SEEN_WITHIN });
  const nav = panel.getByRole('navigation');
  await nav.getByRole('link', { name: 'Pour vous' }).waitFor();
  await nav.getByRole('link', { name: 'Commandes' }).waitFor();
  await panel.getByRole('textbox', { name: 'E-mail' }).waitFor();
  await panel.getByRole('button', { name: 'Continuer', exact: true }).waitFor();
  expect(watch.errors).toEqual([]);
});

test('the language switcher keeps the page the shopper is on', async () => {
  const { page } = await shopper();
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await switcher.getByRole('link', { name: 'Deutsch' }).click();
  await page.waitForURL(`${store}/de/products/canvas-tote`);
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  await page.getByRole('heading', { level: 1, name: 'Canvas Tote' }).waitFor();
  await page.getByRole('button', { name: 'Mein Konto' }).waitFor({ timeout: SEEN_WITHIN });
  // The page's elements speak the page's language too (elements/boot.ts loads the German table).
  await page.getByRole('button', { name: 'Canvas Tote zu den Favoriten hinzufügen' }).waitFor({ timeout: SEEN_WITHIN });
  // The store's own links keep the language.
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop all' }).getAttribute('href')).toBe('/de/collections/all');
  await switcher.getByRole('link', { name: 'Français' }).click();
  await page.waitForURL(`${store}/fr/products/canvas-tote`);
  await page.getByRole('button', { name: 'Mon compte' }).waitFor({ timeout: SEEN_WITHIN });
  await switcher.getByRole('link', { name: 'English' }).click();
  await page.waitForURL(`${store}/products/canvas-tote`);
  await page.getByRole('button', { name: 'My account' }).waitFor({ timeout: SEEN_WITHIN });
});
