/**
 * Shopify's new customer accounts with the app's customer account UI extensions (the 'Favorites'
 * page, the Profile block, the Order index block: extensions/account-*), in Chromium against the
 * local Shopify, which runs them as Shopify does: each in a worker, drawing Polaris web components
 * through remote-dom (server/store/extension-host/). One identity: the shopper signs in once, with the store's code;
 * the widget knows them through the app proxy, the page through Shopify's session token.
 * Each test makes its own customer (the store's new-accounts sign-in creates them) and context.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_SETTINGS } from '../../server/seed/db-seed';
import { axeViolations, storeCustomer, switchSettings } from './browser';
import { placeOrder } from './dev-orders';
import { storeSignIn } from './store-accounts';
import { eventually, navLink, openPanel, panel, shoppersPerTest, uniqueEmail, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
const FAVORITES_PAGE = '/account/pages/account-favorites';

/** Signs `email` in to the store's new customer accounts with the store's emailed code. */
async function signInToStore(page: Page, email: string): Promise<void> {
  await page.goto(`${store}/?customer-accounts=new`);
  await page.goto(`${store}/account/login`);
  await storeSignIn(page, store, email);
}

/**
 * Signs `email` in to the store's new customer accounts with its code, then opens the widget on the
 * home page, which knows them through the app proxy (no second code).
 */
async function signInEverywhere(page: Page, email: string): Promise<void> {
  await signInToStore(page, email);
  await page.goto(`${store}/`, { waitUntil: 'load' });
  const proxied = page.waitForResponse((r) => new URL(r.url()).pathname === '/apps/status/session');
  await openPanel(page);
  expect((await proxied).status()).toBe(200);
  await navLink(page, 'Profile').click();
  await panel(page).getByText(email).first().waitFor({ timeout: SEEN_WITHIN });
}

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
  await signInEverywhere(page, uniqueEmail('account-favorites'));
  await favorite(page, '/products/canvas-tote', 'Canvas Tote');
  await favorite(page, '/products/stoneware-mug', 'Stoneware Mug');

  await page.goto(`${store}${FAVORITES_PAGE}`);
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor({ timeout: SEEN_WITHIN });
  await main.getByRole('link', { name: 'Canvas Tote', exact: true }).waitFor({ timeout: SEEN_WITHIN });
  await main.getByRole('link', { name: 'Stoneware Mug', exact: true }).waitFor({ timeout: SEEN_WITHIN });
  // the product on the shop's primary storefront domain (the local store's own domain, on the same port)
  const href = new URL((await main.getByRole('link', { name: 'Canvas Tote', exact: true }).getAttribute('href'))!);
  expect([href.pathname, href.port]).toEqual(['/products/canvas-tote', new URL(store).port]);
  expect(await axeViolations(page, 'body')).toEqual([]);

  await main.getByRole('button', { name: 'Remove Canvas Tote from favorites' }).click();
  await page.getByRole('status').filter({ hasText: 'Canvas Tote was removed from your favorites.' }).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => main.getByRole('link', { name: 'Canvas Tote', exact: true }).count()).toBe(0);
  await main.getByRole('link', { name: 'Stoneware Mug', exact: true }).waitFor();

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

test("the Profile block shows the shopper's points and what they saved from their cart, and leads to their favorites", async () => {
  const { page, watch } = await shopper();
  let restore: (() => Promise<void>) | undefined;
  try {
    await signInEverywhere(page, uniqueEmail('account-profile'));
    // the widget's cart observer keeps what the signed-in shopper adds to the store's cart
    await page.waitForFunction(() => (window as unknown as { __statusLauncher?: boolean }).__statusLauncher === true, null, { timeout: SEEN_WITHIN });
    const tote = await (await fetch(`${store}/products/canvas-tote.js`)).json() as { variants: { id: number }[] };
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/saved/cart'), { timeout: SEEN_WITHIN });
    await page.evaluate((id) => fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, quantity: 1 }) }), tote.variants[0]!.id);
    expect((await saved).status()).toBe(200);
    const { customerId } = await storeCustomer(page);
    const points = await fetch(`${api}/dev/loyalty-points/${customerId}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ points: 1250 }) });
    expect(points.status).toBe(200);
    // points on only now: the widget on the store's pages would ask for the program's SDK, which the demo store has not
    restore = await switchSettings(api, { points: { ...(DEMO_SETTINGS.points as Record<string, unknown>), isActive: true } });

    await page.goto(`${store}/account/profile`);
    // the block is a region named by its heading; its content is the section's slotted children, in the page's main
    await page.getByRole('region', { name: 'Saved items and points' }).waitFor({ timeout: SEEN_WITHIN });
    const block = page.getByRole('main');
    await block.getByText('Harbor Rewards: 1,250').waitFor({ timeout: SEEN_WITHIN });
    await block.getByText('Saved from your cart (1)').waitFor({ timeout: SEEN_WITHIN });
    const product = new URL((await block.getByRole('link', { name: 'Canvas Tote', exact: true }).getAttribute('href'))!);
    expect(product.pathname).toBe('/products/canvas-tote');
    expect(await axeViolations(page, 'body')).toEqual([]);

    await block.getByRole('link', { name: 'See your favorites' }).click();
    await page.waitForURL((u) => u.pathname === FAVORITES_PAGE, { timeout: SEEN_WITHIN });
    await page.getByRole('main').getByText('You have no favorites yet.', { exact: false }).waitFor({ timeout: SEEN_WITHIN });
    expect(watch.errors).toEqual([]);
  } finally {
    await restore?.();
  }
});

test("Buy again on the Orders page fills the store's cart with a delivered order's items, and the order on its way is named", async () => {
  const { page, watch } = await shopper();
  const email = uniqueEmail('account-buy-again');
  await signInToStore(page, email);
  const [tote, mug] = await Promise.all(['canvas-tote', 'stoneware-mug'].map(async (h) => ((await (await fetch(`${store}/products/${h}.js`)).json()) as { variants: { id: number }[] }).variants[0]!.id));
  const delivered = await placeOrder(store, api, { email, fulfillmentStatus: 'FULFILLED', shipmentStatus: 'DELIVERED', lineItems: [{ variantId: tote!, quantity: 2 }, { variantId: mug!, quantity: 1 }] });
  const onItsWay = await placeOrder(store, api, { email, fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT', lineItems: [{ variantId: mug!, quantity: 1 }] });

  await page.goto(`${store}/account/orders`);
  await page.getByRole('region', { name: 'Buy again' }).waitFor({ timeout: SEEN_WITHIN });
  const block = page.getByRole('main');
  await block.getByText(`Order ${onItsWay.name} arrives by`, { exact: false }).waitFor({ timeout: SEEN_WITHIN });
  const buy = block.getByRole('link', { name: `Buy again: order ${delivered.name}` });
  await buy.waitFor({ timeout: SEEN_WITHIN });
  expect(await block.getByRole('link', { name: `Buy again: order ${onItsWay.name}` }).count()).toBe(0);
  expect(await axeViolations(page, 'body')).toEqual([]);

  await buy.click();
  await page.waitForURL((u) => u.pathname === '/cart', { timeout: SEEN_WITHIN });
  const cart = await page.evaluate(async () => ((await (await fetch('/cart.js')).json()) as { items: { variant_id: number; quantity: number }[] }).items);
  expect(cart.map((l) => [l.variant_id, l.quantity]).sort()).toEqual([[tote, 2], [mug, 1]].sort());
  expect(watch.errors).toEqual([]);
});

test('on the Favorites page a shopper adds a favorite to the cart, moves a product between collections and shares one; the widget agrees', async () => {
  const { page, watch } = await shopper();
  await signInEverywhere(page, uniqueEmail('account-collections'));
  const tote = (await (await fetch(`${store}/products/canvas-tote.js`)).json()) as { id: number; variants: { id: number }[] };
  const summer = `Summer ${Date.now() % 100000}`;
  const gifts = `Gifts ${Date.now() % 100000}`;
  await openAt(page, `add:collection+${tote.id}+${tote.variants[0]!.id}`);
  await panel(page).getByRole('textbox', { name: 'Name' }).fill(summer);
  await panel(page).getByRole('button', { name: 'Save' }).click();
  await panel(page).getByRole('heading', { name: summer }).waitFor({ timeout: SEEN_WITHIN });
  await openAt(page, 'create');
  await panel(page).getByRole('textbox', { name: 'Name' }).fill(gifts);
  await panel(page).getByRole('button', { name: 'Save' }).click();
  await panel(page).getByRole('heading', { name: gifts }).waitFor({ timeout: SEEN_WITHIN });
  await favorite(page, '/products/stoneware-mug', 'Stoneware Mug');

  await page.goto(`${store}${FAVORITES_PAGE}`);
  const main = page.getByRole('main');
  await page.getByRole('region', { name: summer }).waitFor({ timeout: SEEN_WITHIN });
  await page.getByRole('region', { name: gifts }).waitFor({ timeout: SEEN_WITHIN });
  await main.getByText('This collection is empty.').waitFor();
  expect(await axeViolations(page, 'body')).toEqual([]);

  await main.getByRole('button', { name: 'Move Canvas Tote', exact: true }).click();
  await main.getByRole('button', { name: `Move Canvas Tote to ${gifts}` }).click();
  await page.getByRole('status').filter({ hasText: `Canvas Tote was moved to ${gifts}.` }).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => main.getByText('This collection is empty.').count()).toBe(1);

  await main.getByRole('button', { name: `Share ${gifts}` }).click();
  await page.getByRole('status').filter({ hasText: `Anyone with the link can now see ${gifts}.` }).waitFor({ timeout: SEEN_WITHIN });
  const shareLink = main.getByRole('link', { name: /#status-favorites-collection:/ });
  await shareLink.waitFor({ timeout: SEEN_WITHIN });
  const link = (await shareLink.getAttribute('href'))!;

  // the widget shows the moved product in the shared collection, by the page's link
  await page.goto(link, { waitUntil: 'load' });
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByRole('heading', { name: gifts }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByText('Canvas Tote').first().waitFor({ timeout: SEEN_WITHIN });

  // Add to cart keeps what the cart held
  await page.goto(`${store}${FAVORITES_PAGE}`);
  await main.getByRole('link', { name: 'Add to cart: Stoneware Mug' }).click();
  await page.waitForURL((u) => u.pathname === '/cart', { timeout: SEEN_WITHIN });
  const cart = await page.evaluate(async () => ((await (await fetch('/cart.js')).json()) as { items: { title: string }[] }).items.map((i) => i.title));
  expect(cart.some((title) => title.startsWith('Stoneware Mug'))).toBe(true);
  expect(watch.errors).toEqual([]);
});
