/**
 * Full-page mode and dynamic pages, in Chromium:
 * the demo store's standalone account page `/pages/account` shows the panel filling the page
 * without the launcher's me-button, goes to `#status`, and its tabs work; a dynamic page switched
 * on through `PATCH /dev/settings` appears in the nav and shows its content blocks. Settings are
 * restored after the file.
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, patchSettings, switchSettings } from './browser';
import { shoppersPerTest, eventually, launcher, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** The panel as the account page draws it: a region named 'My account' in the page's <status-account>. */
const accountPanel = (page: Page): Locator => page.locator('status-account').getByRole('region', { name: 'My account' });
const tab = (page: Page, name: string): Locator => accountPanel(page).getByRole('navigation').getByRole('link', { name, exact: true });

let restore: (() => Promise<void>) | undefined;
afterAll(async () => {
  await restore?.();
});

test('/pages/account shows the panel filling the page without the me-button, goes to #status, and its tabs work', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/pages/account`, { waitUntil: 'load' });
  await accountPanel(page).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status');
  expect(await launcher(page).count()).toBe(0);
  // not a slide-out: no modal dialog, no scroll lock, one main landmark holding the panel
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.locator('status-panel').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  expect(await page.getByRole('main').count()).toBe(1);
  expect(await page.getByRole('main').locator('status-account').count()).toBe(1);
  const box = await accountPanel(page).boundingBox();
  expect(box!.width).toBeGreaterThan(600);
  // For you first, with the sign-in form
  expect(await tab(page, 'For you').getAttribute('aria-current')).toBe('page');
  await accountPanel(page).getByRole('textbox', { name: 'Email' }).waitFor({ timeout: SEEN_WITHIN });

  await tab(page, 'Orders').click();
  await eventually(() => tab(page, 'Orders').getAttribute('aria-current')).toBe('page');
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status-orders');
  await tab(page, 'Profile').click();
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status-profile');
  await tab(page, 'For you').click();
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status');
  expect(await axeViolations(page, 'status-account')).toEqual([]);

  // the shopper's Back button (a hash change) navigates in the page, which stays
  await page.evaluate(() => (location.hash = '#status-orders'));
  await eventually(() => tab(page, 'Orders').getAttribute('aria-current')).toBe('page');
  expect(new URL(page.url()).pathname).toBe('/pages/account');

  // Close goes back to the store
  await accountPanel(page).getByRole('button', { name: 'Close' }).click();
  await page.waitForURL(`${store}/`, { timeout: SEEN_WITHIN });
  expect(watch.errors).toEqual([]);
});

test("/pages/account keeps the shopper on Orders when the launcher's late half arrives after their click", async () => {
  const { page, watch } = await shopper();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let lateUrl = '';
  await page.route('**/status-late.js*', async (route) => {
    lateUrl = route.request().url();
    await released;
    await route.continue();
  });
  // '#status' in the address the page is opened at, so the launcher's start-time open always happens
  await page.goto(`${store}/pages/account#status`, { waitUntil: 'load' });
  await tab(page, 'Orders').waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => lateUrl).not.toBe('');
  await tab(page, 'Orders').click();
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status-orders');
  release();
  // the launcher's open of the address bar's '#status' runs once both the late half and the panel
  // entry it loads beside it are evaluated, then a frame (a string: the test's own transform would
  // rewrite an import() in a function)
  const launcherLoads = [lateUrl, new URL('status-panel.js', lateUrl).href];
  await page.evaluate(`Promise.all(${JSON.stringify(launcherLoads)}.map((u) => import(u))).then(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))))`);
  expect(await page.evaluate(() => location.hash)).toBe('#status-orders');
  expect(await tab(page, 'Orders').getAttribute('aria-current')).toBe('page');
  expect(watch.errors).toEqual([]);
});

test('a dynamic page switched on in the settings appears in the nav and shows its content blocks', async () => {
  const seeded = (await patchSettings(api, {})).dynamicPages as Record<string, unknown>;
  restore = await switchSettings(api, { dynamicPages: { ...seeded, isActive: true } });
  const { page, watch } = await shopper();
  await page.goto(`${store}/pages/account`, { waitUntil: 'load' });
  const sizeGuide = tab(page, 'Size guide');
  await sizeGuide.waitFor({ timeout: SEEN_WITHIN });
  expect(await accountPanel(page).getByRole('navigation').getByRole('link').allTextContents()).toEqual(['For you', 'Orders', 'Profile', 'Size guide']);
  await sizeGuide.click();
  await accountPanel(page).getByRole('heading', { name: 'Size guide' }).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => page.evaluate(() => location.hash)).toBe('#status-size-guide');
  await accountPanel(page).getByText('Find your fit').waitFor({ timeout: SEEN_WITHIN });
  // content links to store pages carry the shop's UTM parameters (utmTracking medium 'link', campaign 'account')
  expect(await accountPanel(page).getByRole('link', { name: 'Ask about a size' }).getAttribute('href')).toBe('/pages/contact?utm_source=status&utm_medium=link&utm_campaign=account');
  expect(await axeViolations(page, 'status-account')).toEqual([]);

  // a direct link opens it too, in the slide-out panel of any store page
  await page.goto(`${store}/#status-size-guide`, { waitUntil: 'load' });
  const dialog = page.locator('status-panel').getByRole('dialog', { name: 'My account' });
  await dialog.getByRole('heading', { name: 'Size guide' }).waitFor({ timeout: SEEN_WITHIN });
  await dialog.getByText('Find your fit').waitFor({ timeout: SEEN_WITHIN });
  expect(watch.errors).toEqual([]);

  await restore();
  restore = undefined;
});
