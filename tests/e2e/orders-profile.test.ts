/**
 * Orders and Profile, in Chromium as the seeded shopper@example.com: a receipt from
 * the list, cancelling an order, re-buying an order with a sold-out item, adding an address, and
 * editing preferences; and, as other@example.com, the shopper's receipt refused.
 *
 * The shopper signs in once per file (codes are rate limited per address) and every test opens
 * its own context from that session. Tests that change something make their own data: the order
 * they cancel or re-buy (POST /dev/orders), an address with a street of their own, a preference
 * value of their own. Nothing waits a fixed time: every wait is on what the shopper sees or on a
 * request.
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { placeOrder, type DevOrder, type NewOrderBody } from './dev-orders';
import { storeSignIn } from './store-accounts';
import { axeViolations } from './browser';
import {
  type Shopper, type StorageState, shoppersPerTest, signedInStorage, eventually, panel, openPanel, navLink, orderRows,
  signInWithCode, SEEN_WITHIN,
} from './shopper';
import { PRODUCTS, SOLD_OUT_VARIANT_ID } from '../../server/seed/catalog';

/** Canvas Tote's first variant: in stock. */
const IN_STOCK_VARIANT_ID = PRODUCTS.find((p) => p.title === 'Canvas Tote')!.variants[0].id;

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
let member: StorageState;

beforeAll(async () => {
  member = await signedInStorage(shopper, store, api, 'shopper@example.com');
});

/** A new order of shopper@example.com, placed now in the local Shopify. */
const newOrder = (body: Omit<NewOrderBody, 'email'> = {}): Promise<DevOrder> => placeOrder(store, api, { email: 'shopper@example.com', ...body });

/** The signed-in shopper, on the store's home page (their own context). */
async function signedIn(): Promise<Shopper> {
  const s = await shopper({ storageState: member });
  await s.page.goto(`${store}/`, { waitUntil: 'load' });
  return s;
}

/** Opens the panel at `#status-{route}` as a store link would. */
async function openAt(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = `#status-${r}`;
  }, route);
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}

const cartCount = (page: Page) => page.evaluate(async () => ((await (await fetch('/cart.js')).json()) as { item_count: number }).item_count);

test('the shopper opens a receipt from the order list and sees its items and total', async () => {
  const { page, watch } = await signedIn();
  await openPanel(page);
  await navLink(page, 'Orders').click();
  const first = orderRows(page).first();
  await first.waitFor({ timeout: SEEN_WITHIN });
  const name = (await first.innerText()).match(/#\d{4}/)![0];
  const receiptRequest = page.waitForRequest((r) => /\/orders\/demo-shop\/order\/\d+$/.test(r.url()));
  await first.getByRole('link').click();
  await panel(page).getByRole('heading', { name: `Order ${name}` }).waitFor({ timeout: SEEN_WITHIN });
  await receiptRequest;
  await panel(page).getByText('Subtotal').waitFor({ timeout: SEEN_WITHIN });
  await expect(panel(page).getByText('Total', { exact: true }).isVisible()).resolves.toBe(true);
  expect(page.url()).toMatch(/#status-order:\d+$/);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the shopper cancels an unfulfilled order after reading when the refund comes', async () => {
  const order = await newOrder({ fulfillmentStatus: 'UNFULFILLED' });
  const { page, watch } = await signedIn();
  await openAt(page, `order:${order.id}`);
  await panel(page).getByRole('heading', { name: `Order ${order.name}` }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByRole('button', { name: 'Cancel order' }).click();
  await panel(page).getByText('within 5-7 business days').waitFor({ timeout: SEEN_WITHIN });
  const cancel = page.waitForResponse((r) => r.url().endsWith(`/order/${order.id}/cancel`));
  await panel(page).getByRole('button', { name: 'Cancel order' }).click();
  expect((await cancel).status()).toBe(200);
  await panel(page).getByText('Order canceled').first().waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(page).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  // It stays canceled: a new page asks the API again.
  await page.reload({ waitUntil: 'load' });
  await panel(page).getByRole('heading', { name: `Order ${order.name}` }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByText('Order canceled').first().waitFor({ timeout: SEEN_WITHIN });
  expect(watch.errors).toEqual([]);
});

test("re-buying an order with a sold-out item says 'Added, some items unavailable' and the store's cart count goes up", async () => {
  const order = await newOrder({ lineItems: [{ variantId: IN_STOCK_VARIANT_ID, quantity: 1 }, { variantId: SOLD_OUT_VARIANT_ID, quantity: 1 }] });
  const { page, watch } = await signedIn();
  const bubble = page.locator('#cart-icon-bubble');
  const before = await bubble.innerText();
  expect(await cartCount(page)).toBe(0);
  await openAt(page, `order:${order.id}`);
  await panel(page).getByRole('button', { name: 'Buy again' }).click();
  await panel(page).getByText('Added, some items unavailable').waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByText(/Item is sold out/).waitFor({ timeout: SEEN_WITHIN });
  expect(await cartCount(page)).toBe(1);
  await eventually(() => bubble.innerText()).not.toBe(before);
  expect(await bubble.innerText()).toContain('1');
  // Shopify answers the whole add with 422 when one item fails: that line is the store's, not ours.
  expect(watch.errors.filter((e) => !e.includes('422'))).toEqual([]);
});

test("adding an address without a city shows 'City required'; with it, the address is saved, still there after a reload, and on the store's own address book", async () => {
  const street = `${Math.floor(Math.random() * 9000) + 1000} Test Lane ${Date.now()}`;
  const { page, watch } = await signedIn();
  await openAt(page, 'add-address');
  const form = panel(page);
  await form.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(street);
  await form.getByRole('combobox', { name: 'Country/region' }).selectOption({ label: 'United States' });
  await form.getByRole('combobox', { name: 'State/province' }).selectOption({ label: 'Oregon' });
  await form.getByRole('textbox', { name: 'Zip/postal code' }).fill('97201');
  await form.getByRole('textbox', { name: 'Phone' }).fill('5035550100');
  expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('(503) 555-0100');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('City required').waitFor({ timeout: SEEN_WITHIN });
  await form.getByRole('textbox', { name: 'City' }).fill('Portland');
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/address'));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await panel(page).getByText(street).waitFor({ timeout: SEEN_WITHIN });
  expect(page.url()).toMatch(/#status-addresses$/);

  await page.reload({ waitUntil: 'load' });
  await panel(page).getByText(street).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);

  // The address went to Shopify: the store's own account pages show it too (after the store's
  // own sign-in when the widget's did not sign the shopper in to the store).
  await page.goto(`${store}/account/addresses`, { waitUntil: 'load' });
  if (new URL(page.url()).pathname !== '/account/addresses') {
    await page.goto(`${store}/customer_authentication/login?customer-accounts=new`, { waitUntil: 'load' });
    await storeSignIn(page, store, 'shopper@example.com');
    await page.waitForURL((u) => u.pathname.startsWith('/account'), { timeout: SEEN_WITHIN });
    await page.goto(`${store}/account/addresses`, { waitUntil: 'load' });
  }
  await page.getByText(street).waitFor({ timeout: SEEN_WITHIN });
});

test("an order placed in the shop shows in the widget's Orders", async () => {
  const order = await newOrder({ fulfillmentStatus: 'FULFILLED', shipmentStatus: 'OUT_FOR_DELIVERY' });
  const { page, watch } = await signedIn();
  await openAt(page, 'orders');
  await panel(page).getByText(order.name).waitFor({ timeout: SEEN_WITHIN });
  expect(watch.errors).toEqual([]);
});

test('the shopper edits a preference and finds it saved on the next page', async () => {
  const { page, watch } = await signedIn();
  await openAt(page, 'preferences');
  const form = panel(page).getByRole('form', { name: 'Your preferences' });
  const size = form.getByRole('textbox', { name: 'Shoe size' });
  await size.waitFor({ timeout: SEEN_WITHIN });
  const value = String(10 + (Date.now() % 90) / 10); // the seed's answer is 9.5
  await size.fill(value);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/customer\/demo-shop\/\d+$/.test(r.url()));
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await put).status()).toBe(200);
  await form.getByText('Saved').waitFor({ timeout: SEEN_WITHIN });

  await page.goto(`${store}/collections/all#status-preferences`, { waitUntil: 'load' });
  await panel(page).getByRole('textbox', { name: 'Shoe size' }).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => panel(page).getByRole('textbox', { name: 'Shoe size' }).inputValue()).toBe(value);
  expect(watch.errors).toEqual([]);
});

test("another customer opening the shopper's receipt by its address sees that it is not theirs, and the API refuses it", async () => {
  const order = await newOrder();
  const { page } = await shopper();
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(page);
  await signInWithCode(page, api, 'other@example.com');
  const refused = page.waitForResponse((r) => r.url().endsWith(`/orders/demo-shop/order/${order.id}`));
  await openAt(page, `order:${order.id}`);
  expect([403, 404]).toContain((await refused).status());
  await panel(page).getByText("Make sure you're logged in with the email used to place the order.").waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(page).getByText(order.name).count()).toBe(0);
});

test('a guest with the link from their confirmation email sees the order, without signing in', async () => {
  const order = await newOrder();
  const { page, watch } = await shopper();
  await page.goto(`${store}/#status-confirmation:${order.id}+${order.pass}`, { waitUntil: 'load' });
  await panel(page).getByRole('heading', { name: 'Thank you for your order!' }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByRole('heading', { name: `Order ${order.name}` }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByText('Subtotal').waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(page).getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('For you shows the signed-in shopper the order arriving next, linked to its receipt', async () => {
  const { page } = await signedIn();
  await openPanel(page);
  const next = panel(page).getByRole('region', { name: 'Arriving next' });
  await next.waitFor({ timeout: SEEN_WITHIN });
  await next.getByRole('link').first().click();
  await eventually(() => page.url()).toMatch(/#status-order:\d+$/);
  await panel(page).getByRole('heading', { name: /^Order #\d{4}$/ }).waitFor({ timeout: SEEN_WITHIN });
});
