/**
 * A returning shopper with the network off, in Chromium: on a first visit a shopper of its own
 * (a new customer of the local Shopify with two orders) views a product, signs in and opens Orders; on a new page of the store the network goes
 * (`context.setOffline`), and the panel still opens with For you's Recently viewed and the orders
 * of the last visit, saying "You're offline" once. The store's pages themselves are never cached
 * for offline use (they carry the customer session), so the new page loads before the network
 * goes; everything the panel needs after that comes from the browser's cache and IndexedDB.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import {
  shoppersPerTest, eventually, panel, openPanel, navLink, orderRows, signInWithCode, viewProduct, launcher, SEEN_WITHIN, uniqueEmail,
} from './shopper';
import { placeOrder } from './dev-orders';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** The order names ('#1001') of the customer's record in the last visit's store (cache/persist.ts), [] before it is written. */
const storedOrderNames = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('status-lists');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('records')) return resolve([]);
          const all = db.transaction('records').objectStore('records').getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => resolve((all.result as Array<{ lists?: { orders?: { data?: Array<{ name: string }> } } }>).flatMap((r) => r.lists?.orders?.data?.map((o) => o.name) ?? []));
        };
      }),
  );

const offlineLine = (page: Page) => panel(page).getByRole('status').filter({ hasText: "You're offline" });

test("offline on a new page, the panel opens with the last visit's Recently viewed and orders and says \"You're offline\"", async () => {
  const email = uniqueEmail('last-visit');
  const made = await fetch(`${store}/dev/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, firstName: 'Robin', lastName: 'Lee' }) });
  expect(made.status).toBe(200);
  for (let i = 0; i < 2; i++) await placeOrder(store, api, { email });
  const { page, context, watch } = await shopper();

  // The first visit: a product viewed, signed in, Orders opened.
  await viewProduct(page, `${store}/products/canvas-tote`);
  await openPanel(page);
  await signInWithCode(page, api, email);
  await navLink(page, 'Orders').click();
  await orderRows(page).first().waitFor({ timeout: SEEN_WITHIN });
  const names = (await orderRows(page).allInnerTexts()).map((text) => text.match(/#\d{4}/)![0]);
  expect(names.length).toBe(2);
  await eventually(() => storedOrderNames(page)).toEqual(names);
  await navLink(page, 'For you').click();
  await panel(page).getByRole('region', { name: 'Recently viewed' }).getByText('Canvas Tote').first().waitFor({ timeout: SEEN_WITHIN });

  // A new page of the store; then the network goes.
  const next = await context.newPage();
  await page.close();
  const errors: string[] = [];
  next.on('pageerror', (e) => errors.push(e.message));
  await next.goto(`${store}/`, { waitUntil: 'load' });
  await launcher(next).waitFor({ timeout: SEEN_WITHIN });
  await context.setOffline(true);
  expect(await next.evaluate(() => navigator.onLine)).toBe(false);

  await openPanel(next);
  await offlineLine(next).waitFor({ timeout: SEEN_WITHIN });
  expect(await offlineLine(next).count()).toBe(1);
  await panel(next).getByRole('region', { name: 'Recently viewed' }).getByText('Canvas Tote').first().waitFor({ timeout: SEEN_WITHIN });

  await navLink(next, 'Orders').click();
  await eventually(async () => (await orderRows(next).allInnerTexts()).map((text) => text.match(/#\d{4}/)?.[0])).toEqual(names);
  expect(await offlineLine(next).count()).toBe(1);
  await expect(offlineLine(next).innerText()).resolves.toBe("You're offline. These are your lists from your last visit.");

  // Back online, the lists refresh in place and the line goes.
  await context.setOffline(false);
  await navLink(next, 'For you').click();
  await navLink(next, 'Orders').click();
  await eventually(() => offlineLine(next).count()).toBe(0);
  await eventually(async () => (await orderRows(next).allInnerTexts()).map((text) => text.match(/#\d{4}/)?.[0])).toEqual(names);
  expect(errors).toEqual([]);
  expect(watch.errors).toEqual([]);
});
