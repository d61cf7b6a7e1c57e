/**
 * The main job: a new visitor views two products, opens the account panel, sees them
 * under Recently viewed and sees Popular today, signs in with an emailed 4-digit code, opens
 * Orders, loads a second page, closes the panel with Escape and is back on the launcher.
 *
 * Every step is its own test with its own browser context and its own data: new shoppers get a
 * fresh address; the Orders test signs in as the seeded shopper@example.com (31 orders, for
 * paging) and changes nothing of theirs.
 */
import { inject } from 'vitest';
import { axeViolations, nextCode, outbox } from './browser';
import {
  type Shopper, shoppersPerTest, uniqueEmail, eventually, launcher, panel, openPanel, digitBox, navLink, signInWithCode,
  signInBoxes, orderRows, emailBox, continueButton, pageProductId, recentlyViewed, viewProduct, SEEN_WITHIN,
} from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
let s: Shopper;

beforeEach(async () => {
  s = await shopper();
});

test('the store page loads only the launcher from us until the shopper shows intent', async () => {
  const { page, watch } = s;
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  await launcher(page).waitFor();
  // The launcher's last idle work is recording the product as recently viewed: once it is there,
  // everything the page does without the shopper has run.
  const id = await pageProductId(page);
  expect(id).toBeGreaterThan(0);
  await eventually(() => recentlyViewed(page)).toEqual([id]);
  const ours = watch.requests.filter((u) => u.includes('/status/') || u.startsWith(api));
  // The page's status elements (favorite and save buttons, saved link) load their bodies
  // and the panel code they share when they connect, and the launcher's late half comes when idle;
  // but nothing asks our API and no identity loads for a new visitor before they act.
  expect(ours[0]).toBe(`${store}/status/status-launcher.js`);
  expect(ours.filter((u) => u.startsWith(api))).toEqual([]);
  expect(ours.filter((u) => /\/identity-/.test(u))).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a new visitor sees the products they viewed and popular products in For you', async () => {
  const { page, watch } = s;
  await viewProduct(page, `${store}/products/canvas-tote`);
  await viewProduct(page, `${store}/products/merino-beanie`);
  await openPanel(page);
  const recent = panel(page).getByRole('region', { name: 'Recently viewed' });
  await eventually(() => recent.getByRole('link').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining('Merino Beanie'), expect.stringContaining('Canvas Tote')]),
  );
  const recentTitles = await recent.getByRole('link').allInnerTexts();
  expect(recentTitles.findIndex((t) => t.includes('Merino Beanie'))).toBeLessThan(recentTitles.findIndex((t) => t.includes('Canvas Tote')));
  const popular = panel(page).getByRole('region', { name: 'Popular today' });
  await eventually(() => popular.getByRole('link').count()).toBeGreaterThan(3);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("with the API down, Recently viewed still shows the products viewed, from the product pages' own data", async () => {
  const { context, page, watch } = s;
  await viewProduct(page, `${store}/products/canvas-tote`);
  await viewProduct(page, `${store}/products/merino-beanie`);
  const refused: string[] = [];
  await context.route(`${api}/**`, (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await page.goto(`${store}/collections/all`, { waitUntil: 'load' });
  await openPanel(page);
  const recent = panel(page).getByRole('region', { name: 'Recently viewed' });
  const links = recent.getByRole('link', { name: /Merino Beanie|Canvas Tote/ });
  await eventually(() => links.allInnerTexts()).toEqual([expect.stringContaining('Merino Beanie'), expect.stringContaining('Canvas Tote')]);
  expect(await links.first().innerText()).toMatch(/\$\d+\.\d\d/);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/products/merino-beanie', '/products/canvas-tote']);
  // The API was asked, and refused: what shows came from the pages, not from an answer.
  await panel(page).getByRole('alert').waitFor({ timeout: SEEN_WITHIN });
  expect(refused.some((u) => u.includes('/init/for-you/'))).toBe(true);
  // Only the browser's own log lines of the refused requests: no error of ours reached the page.
  expect(watch.errors.filter((e) => !e.endsWith('Failed to load resource: net::ERR_CONNECTION_REFUSED'))).toEqual([]);
});

test('the shopper signs in with the 4-digit code from their email', async () => {
  const { page, watch } = s;
  const email = uniqueEmail('code');
  await page.goto(`${store}/products/merino-beanie`);
  await openPanel(page);
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueButton(page).click();
  await digitBox(page, 1).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page)).toEqual([]);
  const code = await nextCode(api, email, before);
  for (let i = 0; i < 4; i++) await digitBox(page, i + 1).fill(code[i]);
  await eventually(() => signInBoxes(page).count()).toBe(0);
  expect(watch.errors).toEqual([]);
});

test('Orders lists the signed-in shopper’s orders with names and statuses, and loads a second page', async () => {
  const { page, watch } = s;
  await page.goto(`${store}/`);
  await openPanel(page);
  await signInWithCode(page, api, 'shopper@example.com');
  await navLink(page, 'Orders').click();
  const orders = orderRows(page);
  await eventually(() => orders.count()).toBe(10);
  const first = await orders.first().innerText();
  expect(first).toMatch(/#\d{4}/);
  expect(first).toMatch(/Order placed|Order canceled|Delivered|Arriving|In transit|Out for delivery|Ready for pickup|Shipped|Confirmed|Label|Picked up|attempt|Not delivered|Failed|Fulfilled|Canceled|On hold|In progress|Scheduled|Restocked|Partially|Pending|Open|Submitted|Marked/i);
  await panel(page).getByRole('button', { name: 'Load more' }).click();
  await eventually(() => orders.count()).toBe(20);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('Escape closes the panel and focus is back on the launcher, with no error on the page', async () => {
  const { page, watch } = s;
  await page.goto(`${store}/products/canvas-tote`);
  await openPanel(page);
  await eventually(() => panel(page).getByRole('region', { name: 'Popular today' }).getByRole('link').count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached', timeout: 5000 });
  const focused = await page.evaluate(() => {
    const host = document.activeElement;
    return host?.shadowRoot?.activeElement?.textContent ?? host?.textContent ?? '';
  });
  expect(focused).toBe('My account');
  expect(watch.errors).toEqual([]);
});
