/**
 * Shopify's new customer accounts with the app's 'Favorites' page (a customer account UI
 * extension, extensions/account-favorites), in Chromium against the local Shopify, which runs the
 * extension as Shopify does: in a worker, drawing Polaris web components through remote-dom
 * (server/store/extension-host/). One identity: the shopper signs in once, with the store's code;
 * the widget knows them through the app proxy, the page through Shopify's session token.
 * Each test makes its own customer (the store's new-accounts sign-in creates them) and context.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser';
import { storeSignIn } from './store-accounts';
import { eventually, navLink, openPanel, panel, shoppersPerTest, uniqueEmail, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const shopper = shoppersPerTest();
const FAVORITES_PAGE = '/account/pages/account-favorites';

/** Saves the product at `path` with its heart, as the signed-in member, and waits for the API to have it. */
async function favorite(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${store}${path}`, { waitUntil: 'load' });
  const saved = page.waitForResponse((r) => /\/saved\/wishlist$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Add ${title} to favorites` }).click();
  expect((await saved).status()).toBe(200);
}

/** Opens the panel at `#status-{route}` as a store link would. */
async function openAt(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = `#status-${r}`;
  }, route);
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}

test('a shopper removes a favorite on the Favorites page of their account and finds it gone from the widget', async () => {
  const { page, watch } = await shopper();
  const email = uniqueEmail('account-favorites');
  await page.goto(`${store}/?customer-accounts=new`);
  await page.goto(`${store}/account/login`);
  await storeSignIn(page, store, email);
  // the widget knows them through the store's app proxy: no second code
  await page.goto(`${store}/`, { waitUntil: 'load' });
  const proxied = page.waitForResponse((r) => new URL(r.url()).pathname === '/apps/status/session');
  await openPanel(page);
  expect((await proxied).status()).toBe(200);
  await navLink(page, 'Profile').click();
  await panel(page).getByText(email).first().waitFor({ timeout: SEEN_WITHIN });
  await favorite(page, '/products/canvas-tote', 'Canvas Tote');
  await favorite(page, '/products/stoneware-mug', 'Stoneware Mug');

  await page.goto(`${store}${FAVORITES_PAGE}`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor({ timeout: SEEN_WITHIN });
  await main.getByRole('link', { name: 'Canvas Tote' }).waitFor({ timeout: SEEN_WITHIN });
  await main.getByRole('link', { name: 'Stoneware Mug' }).waitFor({ timeout: SEEN_WITHIN });
  // the product on the shop's primary storefront domain (the local store's own domain, on the same port)
  const href = new URL((await main.getByRole('link', { name: 'Canvas Tote' }).getAttribute('href'))!);
  expect([href.pathname, href.port]).toEqual(['/products/canvas-tote', new URL(store).port]);
  expect(await axeViolations(page, 'body')).toEqual([]);

  await main.getByRole('button', { name: 'Remove Canvas Tote from favorites' }).click();
  await page.getByRole('status').filter({ hasText: 'Canvas Tote was removed from your favorites.' }).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => main.getByRole('link', { name: 'Canvas Tote' }).count()).toBe(0);
  await main.getByRole('link', { name: 'Stoneware Mug' }).waitFor();

  // the widget lists the same favorites
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openAt(page, 'favorites');
  await panel(page).getByText('Stoneware Mug').first().waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => panel(page).getByText('Canvas Tote').count()).toBe(0);
  expect(watch.errors).toEqual([]);
});

test("a shopper who is not signed in is sent to the store's sign-in and comes back to the page", async () => {
  const { page } = await shopper();
  const email = uniqueEmail('account-page-sign-in');
  await page.goto(`${store}/?customer-accounts=new`);
  await page.goto(`${store}${FAVORITES_PAGE}`);
  await page.waitForURL((u) => u.pathname === '/customer_authentication/login', { timeout: SEEN_WITHIN });
  await storeSignIn(page, store, email);
  await page.waitForURL((u) => u.pathname === FAVORITES_PAGE, { timeout: SEEN_WITHIN });
  await page.getByRole('main').getByText('You have no favorites yet.', { exact: false }).waitFor({ timeout: SEEN_WITHIN });
});
