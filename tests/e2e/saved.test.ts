/**
 * Favorites, collections and saved from cart, in Chromium: a guest's favorite from the
 * product page survives sign-in; a member creates a collection with a product, shares it, another
 * signed-in customer saves a copy; the owner deletes a collection and undoes it; the store's own
 * cart adds, made by real clients (Shopify's theme-cart, a jQuery-style XHR, Dawn's FormData
 * fetch), land in Saved from cart while the theme's cart count still updates.
 *
 * Every test makes its own data: a new customer (fresh address) or its own collection name.
 */
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser';
import {
  type Shopper, shoppersPerTest, uniqueEmail, eventually, panel, openPanel, signInWithCode, SEEN_WITHIN,
} from './shopper';
import { PRODUCTS } from '../../server/seed/catalog';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
const THEME_CART = createRequire(import.meta.url).resolve('@shopify/theme-cart/dist/theme-cart.js');

const product = (title: string) => PRODUCTS.find((p) => p.title === title)!;

/** Opens the panel at `#status-{route}` as a store link would. */
async function openAt(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = `#status-${r}`;
  }, route);
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}

/** A new customer, signed in on the store's home page, panel open. */
async function newMember(tag: string): Promise<Shopper & { email: string }> {
  const s = await shopper();
  const email = uniqueEmail(tag);
  await s.page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(s.page);
  await signInWithCode(s.page, api, email);
  return { ...s, email };
}

test("a guest's favorite from the product page's button is still there after they sign in", async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  const heart = page.getByRole('button', { name: 'Add Canvas Tote to favorites' });
  await heart.click();
  await page.getByRole('button', { name: 'Remove Canvas Tote from favorites' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await page.getByRole('button', { name: 'Remove Canvas Tote from favorites' }).getAttribute('aria-pressed')).toBe('true');

  await openPanel(page);
  await signInWithCode(page, api, uniqueEmail('favorite'));
  await openAt(page, 'favorites');
  await panel(page).getByText('Canvas Tote').first().waitFor({ timeout: SEEN_WITHIN });
  // A new page of the signed-in customer still shows it pressed.
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Remove Canvas Tote from favorites', pressed: true }).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page, 'status-favorite-button')).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a member shares a collection and another customer saves a copy of it', async () => {
  const owner = await newMember('collection-owner');
  const name = `Picks ${Date.now() % 100000}`;
  const tote = product('Canvas Tote');
  await openAt(owner.page, `add:collection+${tote.id}+${tote.variants[0].id}`);
  await panel(owner.page).getByRole('textbox', { name: 'Name' }).fill(name);
  await panel(owner.page).getByRole('button', { name: 'Save' }).click();
  await panel(owner.page).getByRole('heading', { name }).waitFor({ timeout: SEEN_WITHIN });
  await panel(owner.page).getByText('Canvas Tote').first().waitFor({ timeout: SEEN_WITHIN });
  await panel(owner.page).getByRole('button', { name: 'Share' }).click();
  const linkBox = panel(owner.page).getByRole('textbox', { name: 'Link to this collection' });
  await linkBox.waitFor({ timeout: SEEN_WITHIN });
  const link = await linkBox.inputValue();
  expect(link).toMatch(/#status-favorites-collection:[0-9a-f-]{36}$/);

  const other = await shopper();
  await other.page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(other.page);
  await signInWithCode(other.page, api, 'other@example.com');
  await other.page.goto(link, { waitUntil: 'load' });
  await panel(other.page).getByRole('heading', { name }).waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(other.page).getByRole('button', { name: 'Share' }).count()).toBe(0);
  await panel(other.page).getByRole('button', { name: 'Save collection' }).click();
  await panel(other.page).getByText('Saved to your collections').waitFor({ timeout: SEEN_WITHIN });
  await openAt(other.page, 'favorites-collections');
  await panel(other.page).getByRole('link', { name: new RegExp(name) }).waitFor({ timeout: SEEN_WITHIN });
  expect(owner.watch.errors).toEqual([]);
  expect(other.watch.errors).toEqual([]);
});

test('the owner deletes a collection and gets it back with Undo', async () => {
  const { page, watch } = await newMember('collection-undo');
  const name = `Undo me ${Date.now() % 100000}`;
  await openAt(page, 'create');
  await panel(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await panel(page).getByRole('button', { name: 'Save' }).click();
  await panel(page).getByRole('heading', { name }).waitFor({ timeout: SEEN_WITHIN });
  await panel(page).getByRole('button', { name: 'Edit' }).click();
  await panel(page).getByRole('button', { name: 'Delete collection' }).click();
  await panel(page).getByText('Collection deleted').waitFor({ timeout: SEEN_WITHIN });
  await openAt(page, 'favorites-collections');
  const row = panel(page).getByRole('link', { name: new RegExp(name) });
  expect(await row.count()).toBe(0);
  const recreated = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/saved/wishlist-collection'));
  await page.locator('status-panel, status-toasts').getByRole('button', { name: 'Undo' }).first().click();
  expect((await recreated).status()).toBe(200);
  await row.waitFor({ timeout: SEEN_WITHIN });
  expect(watch.errors).toEqual([]);
});

test("the store's own cart adds, by Shopify's theme-cart, a jQuery-style XHR and Dawn's form fetch, land in Saved from cart", async () => {
  const { page, watch } = await newMember('cart-observer');
  const [beanie, tee, tote] = [product('Merino Beanie'), product('Organic Tee'), product('Canvas Tote')];
  await page.goto(`${store}/collections/all`, { waitUntil: 'load' });
  // The launcher (and its cart observer) comes after the page's load and its images.
  await page.waitForFunction(() => (window as unknown as { __statusLauncher?: boolean }).__statusLauncher === true, null, { timeout: SEEN_WITHIN });
  await page.addScriptTag({ path: THEME_CART });
  const sync = () => page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/saved/cart'), { timeout: SEEN_WITHIN });

  let saved = sync();
  await page.evaluate((id) => (window as unknown as { Shopify: { theme: { cart: { addItem(id: number, o: object): Promise<unknown> } } } }).Shopify.theme.cart.addItem(id, { quantity: 1 }), beanie.variants[0].id);
  await saved;

  saved = sync();
  const xhrBody = await page.evaluate((id) => new Promise<string>((done) => {
    const x = new XMLHttpRequest();
    x.open('POST', '/cart/add.js');
    x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    x.onload = () => done(x.responseText);
    x.send(`id=${id}&quantity=1`);
  }), tee.variants[0].id);
  expect(JSON.parse(xhrBody).variant_id).toBe(tee.variants[0].id);
  await saved;

  saved = sync();
  const dawn = await page.evaluate(async (id) => {
    const data = new FormData();
    data.append('id', String(id));
    data.append('quantity', '1');
    data.append('sections', 'cart-drawer,cart-icon-bubble');
    data.append('sections_url', location.pathname);
    const res = await fetch('/cart/add', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/javascript' }, body: data });
    const json = await res.json();
    return { status: res.status, variant: json.variant_id, sections: Object.keys(json.sections ?? {}) };
  }, tote.variants[0].id);
  // The theme reads its own answer, sections included, untouched.
  expect(dawn).toEqual({ status: 200, variant: tote.variants[0].id, sections: ['cart-drawer', 'cart-icon-bubble'] });
  await saved;

  await openAt(page, 'saved-from-cart');
  for (const title of ['Merino Beanie', 'Organic Tee', 'Canvas Tote']) await panel(page).getByText(title).first().waitFor({ timeout: SEEN_WITHIN });
  expect(await page.evaluate(async () => ((await (await fetch('/cart.js')).json()) as { attributes: Record<string, string> }).attributes._status_id)).toBeTruthy();
  expect(watch.errors).toEqual([]);
});

test("the theme's own Add to cart still updates the store's cart count with the widget on the page", async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/products/merino-beanie`, { waitUntil: 'load' });
  const bubble = page.locator('#cart-icon-bubble');
  const before = await bubble.innerText();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await eventually(() => bubble.innerText()).not.toBe(before);
  expect(await bubble.innerText()).toContain('1');
  expect(watch.errors).toEqual([]);
});
