/**
 * The merchant's embedded admin in Chromium, through the local Shopify's admin host
 * (http://{store}/admin/apps/status): the host frames our app's /admin with a session token and
 * plays App Bridge (save bar, nav, tokens); the app frames the widget's preview build beside each
 * form. Switching Favorites off shows in the preview before saving; Save reaches the demo store's
 * panel; Discard restores the form; a `javascript:` link is an inline error and Save stays off;
 * every page passes axe (WCAG 2.1 A/AA) and the settings can be changed and discarded with the
 * keyboard alone. Screenshots of each page go to docs/merchant-guide/ with
 * UPDATE_DOCS_SCREENSHOTS=1 (else to a temporary folder).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { patchSettings } from './browser';
import { SEEN_WITHIN, openPanel, panel, shoppersPerTest } from './shopper';

const storeUrl = inject('storeUrl');
const apiUrl = inject('apiUrl');
const adminUrl = `${storeUrl}/admin/apps/status`;
const shopper = shoppersPerTest();

const SHOTS = process.env.UPDATE_DOCS_SCREENSHOTS === '1' ? 'docs/merchant-guide' : mkdtempSync(join(tmpdir(), 'admin-shots-'));
mkdirSync(SHOTS, { recursive: true });

let wishlistBefore: unknown;
let privacyBefore: unknown;
beforeAll(async () => {
  const settings = await patchSettings(apiUrl, {});
  wishlistBefore = settings.wishlist;
  privacyBefore = settings.privacyPolicy;
});
afterAll(async () => {
  // the demo shop's settings as the other files expect them, whatever a failed test left
  await patchSettings(apiUrl, { wishlist: wishlistBefore, privacyPolicy: privacyBefore });
});

/** The merchant at `path` of the app in the admin host (desktop width): the host page, the app's frame, the preview's frame. */
async function openAdmin(path: string): Promise<{ page: Page; app: FrameLocator; preview: FrameLocator }> {
  const { page } = await shopper({ viewport: { width: 1400, height: 1000 } });
  await page.goto(`${adminUrl}${path}`);
  const app = page.frameLocator('#app-frame');
  return { page, app, preview: app.frameLocator('iframe[title^="Account widget preview"]') };
}

/** The app's frame as a Frame (for axe and the keyboard's focus checks). */
async function appFrame(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector('#app-frame')).contentFrame();
  if (!frame) throw new Error('the app frame has no document');
  return frame;
}

/** The axe violations (WCAG 2.1 A/AA) of the app's document, leaving out the preview's frame (the widget has its own suite). */
async function appViolations(page: Page): Promise<string[]> {
  const frame = await appFrame(page);
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run({ exclude: [['iframe']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], iframes: false });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  });
}

const favoritesHeading = (preview: FrameLocator): Locator => preview.getByRole('heading', { name: 'Favorites', exact: true });
const favoritesSwitch = (app: FrameLocator): Locator => app.getByRole('checkbox', { name: 'Favorites', exact: true });
const saveButton = (page: Page): Locator => page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' });
const discardButton = (page: Page): Locator => page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' });
const savedConfig = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && /\/admin\/api\/shops\/[^/]+\/config$/.test(r.url()), { timeout: SEEN_WITHIN });

test('switching Favorites off shows the preview without Favorites before saving; Discard restores the form; after Save the store has no Favorites', async () => {
  const { page, app, preview } = await openAdmin('/settings');
  await favoritesHeading(preview).waitFor({ timeout: SEEN_WITHIN });
  await expect.poll(() => favoritesSwitch(app).isChecked()).toBe(true);

  // unsaved: the preview follows the form, the store does not
  await favoritesSwitch(app).uncheck();
  await favoritesHeading(preview).waitFor({ state: 'detached', timeout: SEEN_WITHIN });
  await expect.poll(() => preview.getByRole('heading', { name: 'Popular today' }).isVisible()).toBe(true);
  await saveButton(page).waitFor({ timeout: SEEN_WITHIN });

  // Discard: the form and the preview are back, the save bar goes
  await discardButton(page).click();
  await expect.poll(() => favoritesSwitch(app).isChecked()).toBe(true);
  await favoritesHeading(preview).waitFor({ timeout: SEEN_WITHIN });
  await saveButton(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });

  // Save: the next store page's panel has no Favorites
  await favoritesSwitch(app).uncheck();
  const saved = savedConfig(page);
  await saveButton(page).click();
  expect((await saved).status()).toBe(200);
  await saveButton(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });

  const customer = await shopper();
  await customer.page.goto(`${storeUrl}/`);
  await openPanel(customer.page);
  await panel(customer.page).getByRole('heading', { name: 'Popular today' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(customer.page).getByRole('heading', { name: 'Favorites', exact: true }).count()).toBe(0);

  // and on again, through the admin, as the other files expect the shop
  await favoritesSwitch(app).check();
  const restored = savedConfig(page);
  await saveButton(page).click();
  expect((await restored).status()).toBe(200);
  expect((await patchSettings(apiUrl, {})).wishlist).toMatchObject({ isActive: true });
});

test("a javascript: privacy link shows 'Use a link that starts with https:// or /' under the field, and Save stays off", async () => {
  const { page, app } = await openAdmin('/settings');
  const link = app.getByRole('textbox', { name: 'Privacy policy link' });
  await link.fill('javascript:alert(document.cookie)');
  const field = app.getByText('Use a link that starts with https:// or /');
  await field.first().waitFor({ timeout: SEEN_WITHIN });
  await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
  await expect.poll(() => app.getByText('1 field needs attention before you can save').isVisible()).toBe(true);
  // nothing was sent: the shop keeps its link
  expect((await patchSettings(apiUrl, {})).privacyPolicy).toEqual(privacyBefore);
  await discardButton(page).click();
  await expect.poll(() => link.inputValue()).not.toContain('javascript:');
});

test.each([
  ['Home', '', 'Status account widget'],
  ['Settings', '/settings', 'Settings'],
  ['Look', '/look', 'Look'],
  ['Content', '/content', 'Content'],
])('the %s page passes axe (WCAG 2.1 A/AA) with no violations', async (name, path, heading) => {
  const { page, app } = await openAdmin(path);
  await app.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: SEEN_WITHIN });
  // Home's charts and cards load after the heading; the forms' preview after theirs
  if (path === '') await app.getByRole('table').first().waitFor({ timeout: SEEN_WITHIN });
  else await app.getByRole('region', { name: 'Live preview' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await appViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `${name.toLowerCase()}.png`) });
});

test('with the keyboard alone: Tab to Favorites, Space switches it off, Shift+Tab to the save bar, Enter on Discard restores it', async () => {
  const { page, app } = await openAdmin('/settings');
  const frame = await appFrame(page);
  await expect.poll(() => favoritesSwitch(app).isChecked()).toBe(true);
  const onFavorites = () => frame.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() === 'Favorites');
  // from the top of the admin: its nav first, then into the app's frame
  let presses = 0;
  while (!(await onFavorites())) {
    if (++presses > 400) throw new Error('Tab never reached the Favorites switch');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expect.poll(() => favoritesSwitch(app).isChecked()).toBe(false);
  await discardButton(page).waitFor({ timeout: SEEN_WITHIN });
  presses = 0;
  while (!(await discardButton(page).evaluate((b) => b === document.activeElement))) {
    if (++presses > 400) throw new Error('Shift+Tab never reached the save bar');
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => favoritesSwitch(app).isChecked()).toBe(true);
});
