/**
 * For you's loyalty and account integrations, in Chromium as the seeded
 * shopper@example.com: points, store credit from the loyalty service stand-in, membership,
 * subscriptions (through the emulator's portal) and the mobile wallet links, which show at 390 px
 * and not at 1280 px. The five settings are switched on (their seeded values) for this file only
 * and put back in afterAll, so other files see the demo defaults. Every wait is on what the
 * shopper sees or on a request.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, switchSettings } from './browser';
import { DEMO_SETTINGS } from '../../server/seed/db-seed';
import { type Shopper, type StorageState, shoppersPerTest, signedInStorage, panel, openPanel, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
let member: StorageState;
let restore: (() => Promise<void>) | undefined;

const on = (key: string) => ({ ...(DEMO_SETTINGS[key] as Record<string, unknown>), isActive: true });

beforeAll(async () => {
  restore = await switchSettings(api, {
    points: on('points'), credit: on('credit'), membership: on('membership'), subscriptions: on('subscriptions'), mobileWallet: on('mobileWallet'),
  });
  member = await signedInStorage(shopper, store, api, 'shopper@example.com');
});
afterAll(async () => {
  await restore?.();
});

/** The signed-in shopper on the home page with the panel open, in a viewport `width` px wide. */
async function forYou(width = 1280): Promise<Shopper> {
  const s = await shopper({ storageState: member, viewport: { width, height: 900 } });
  await s.page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(s.page);
  return s;
}

const region = (page: Page, name: string) => panel(page).getByRole('region', { name });

test('the shopper sees their points, store credit, membership and subscriptions on For you', async () => {
  const { page, watch } = await forYou();
  const points = region(page, 'Harbor Rewards');
  await points.getByText('1,250').waitFor({ timeout: SEEN_WITHIN });
  expect(await points.getByRole('link', { name: 'View rewards' }).getAttribute('href')).toBe('/pages/rewards');
  const credit = region(page, 'Store credit');
  await credit.getByText('$25.00').waitFor({ timeout: SEEN_WITHIN });
  await credit.getByText('My credit', { exact: true }).waitFor();
  await credit.getByText('HRBR-7Q2K-9XLM', { exact: true }).waitFor();
  expect(await region(page, 'Harbor Club').getByRole('link', { name: 'View membership' }).getAttribute('href')).toBe('/pages/membership');
  await region(page, 'Subscriptions').getByRole('button', { name: 'Manage subscriptions' }).waitFor();
  expect(await panel(page).getByRole('link', { name: 'Add to wallet' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  // The demo store ships no rewards SDK: the console error of docs/product.md#error-messages, once.
  expect(watch.errors.filter((e) => e.includes('rewards SDK is not installed'))).toHaveLength(1);
});

test("Copy announces 'Copied' for the store credit ID", async () => {
  const { page, context } = await forYou();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store });
  await region(page, 'Store credit').getByRole('button', { name: 'Copy ID HRBR-7Q2K-9XLM' }).click();
  await region(page, 'Store credit').getByRole('status').filter({ hasText: 'Copied' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HRBR-7Q2K-9XLM');
});

test('the wallet links appear at 390 px and not at 1280 px', async () => {
  const narrow = await forYou(390);
  const add = region(narrow.page, 'Your card in your wallet').getByRole('link', { name: 'Add to wallet' });
  await add.waitFor({ timeout: SEEN_WITHIN });
  expect(await add.getAttribute('href')).toBe('https://pass.example.com/add?store=5f3c1a9e&customer=9001');
  await narrow.page.setViewportSize({ width: 1280, height: 900 });
  await add.waitFor({ state: 'detached', timeout: SEEN_WITHIN });

  const wide = await forYou(1280);
  await region(wide.page, 'Harbor Club').waitFor({ timeout: SEEN_WITHIN });
  await region(wide.page, 'Store credit').getByText('$25.00').waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(wide.page).getByRole('link', { name: 'Add to wallet' }).count()).toBe(0);
});

test("'Manage subscriptions' takes the shopper into the subscription portal, logged in", async () => {
  const { page } = await forYou();
  const portalLogin = page.waitForResponse((r) => r.url().endsWith('/apps/subscriptions/api/login'));
  await region(page, 'Subscriptions').getByRole('button', { name: 'Manage subscriptions' }).click();
  expect((await portalLogin).status()).toBe(200);
  await page.waitForURL(/\/apps\/subscriptions\?token=/, { timeout: SEEN_WITHIN });
  await page.getByRole('heading', { name: 'Your subscriptions' }).waitFor({ timeout: SEEN_WITHIN });
});
