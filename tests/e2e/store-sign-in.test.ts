/**
 * Sign-in on every kind of store, in Chromium against the local stack:
 * - a shopper already signed in to a store with new customer accounts (no multipass) opens the
 *   panel and sees their orders without entering a code (the store's app proxy proves who they are);
 * - a forged or stale app proxy signature is refused by the API (401) and the widget shows the
 *   sign-in form instead;
 * - a shopper who signs in with a code on that store is handed to the store's own sign-in (email
 *   prefilled) and comes back to the page signed in to both.
 * Each test makes its own customer (the store's new-accounts sign-in creates them) and context.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { placeOrder } from './dev-orders';
import { nextCode, outbox, storeCustomer } from './browser';
import { storeSignIn } from './store-accounts';
import {
  shoppersPerTest, uniqueEmail, eventually, panel, openPanel, emailBox, continueAndSeeCodeForm, navLink, orderRows, signInBoxes, signedInToStore, typeCode, SEEN_WITHIN,
} from './shopper';
import { signAppProxyQuery } from '../../server/lib/app-proxy';
import { DEMO_APP_SECRET, SHOPIFY_DOMAIN } from '../../server/seed/catalog';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** A new shopper on the new-accounts store, signed in there (not in the widget): their store customer id. */
async function signedInAtStore(page: Page, email: string): Promise<string> {
  await page.goto(`${store}/?customer-accounts=new`);
  await page.goto(`${store}/account/login`);
  await storeSignIn(page, store, email);
  await page.goto(`${store}/collections/all`);
  const { customerId } = await storeCustomer(page);
  expect(customerId).toMatch(/^\d+$/);
  return customerId!;
}

test('a shopper signed in to a store without multipass opens the panel and sees their orders without entering a code', async () => {
  const { page, watch } = await shopper();
  const email = uniqueEmail('proxy');
  await signedInAtStore(page, email);
  const order = await placeOrder(store, api, { email });
  const before = await outbox(api, email);
  const proxied = page.waitForResponse((r) => new URL(r.url()).pathname === '/apps/status/session');
  await openPanel(page);
  expect((await proxied).status()).toBe(200);
  await navLink(page, 'Orders').click();
  await eventually(() => orderRows(page).filter({ hasText: order.name }).count()).toBe(1);
  expect(await signInBoxes(page).count()).toBe(0);
  // no code was mailed by the widget's sign-in
  expect(await outbox(api, email)).toEqual(before);
  expect(watch.errors).toEqual([]);
});

/** `q` with its `signature` made with `secret`. */
const signed = (q: Record<string, string>, secret: string) => ({ ...q, signature: signAppProxyQuery(q, secret) });

describe.each([
  ['forged', (q: Record<string, string>) => signed(q, 'not-the-app-secret')],
  ['stale', (q: Record<string, string>) => signed({ ...q, timestamp: String(Math.floor(Date.now() / 1000) - 600) }, DEMO_APP_SECRET)],
])('a %s app proxy signature', (_kind, sign) => {
  test('is refused by the API with 401, and the widget shows the sign-in form with the store email', async () => {
    const { page } = await shopper();
    const email = uniqueEmail('forged');
    const customerId = await signedInAtStore(page, email);
    const statuses: number[] = [];
    // Someone who cannot sign with the app's secret: the proxied request reaches the API with their own signature.
    await page.route('**/apps/status/session', async (route) => {
      const query = sign({ shop: SHOPIFY_DOMAIN, logged_in_customer_id: customerId, path_prefix: '/apps/status', timestamp: String(Math.floor(Date.now() / 1000)) });
      const res = await route.fetch({ url: `${api}/proxy/session?${new URLSearchParams(query)}` });
      statuses.push(res.status());
      await route.fulfill({ response: res });
    });
    await openPanel(page);
    await eventually(() => emailBox(page).inputValue()).toBe(email);
    expect(statuses).toEqual([401]);
    await navLink(page, 'Orders').click();
    await emailBox(page).waitFor();
    expect(await orderRows(page).count()).toBe(0);
    expect(await panel(page).getByText('Signing you in…').count()).toBe(0);
  });
});

test('a shopper who signs in with a code on a store without multipass is handed to the store sign-in and comes back signed in to both', async () => {
  const { page, context } = await shopper();
  const email = uniqueEmail('handoff');
  await page.goto(`${store}/products/canvas-tote?customer-accounts=new`);
  await openPanel(page);
  const multipass: string[] = [];
  page.on('request', (r) => r.url().includes('/shopify/login') && multipass.push(r.url()));
  const handedOff = page.waitForURL((u) => u.pathname === '/customer_authentication/login', { timeout: SEEN_WITHIN });
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueAndSeeCodeForm(page);
  await typeCode(page, await nextCode(api, email, before));
  await handedOff;
  const at = new URL(page.url());
  expect(at.searchParams.get('login_hint')).toBe(email);
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
  await storeSignIn(page, store, email);
  await page.waitForURL((u) => u.pathname === '/products/canvas-tote', { timeout: SEEN_WITHIN });
  expect(new URL(page.url()).hash.startsWith('#status')).toBe(true);
  expect(await signedInToStore(context)).toBe(true);
  expect((await storeCustomer(page)).customerEmail).toBe(email);
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
  await navLink(page, 'Profile').click();
  await eventually(() => panel(page).getByText(email).count()).toBeGreaterThan(0);
  expect(await signInBoxes(page).count()).toBe(0);
  expect(multipass).toEqual([]);
  expect(await page.getByText('Multipass key not set').count()).toBe(0);
});
