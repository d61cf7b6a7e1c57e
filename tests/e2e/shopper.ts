/**
 * One shopper per test: a fresh browser context (own cookies, storage, IndexedDB, Firebase
 * session) and page, plus the few steps many tests share, found by role and name as a shopper
 * finds them (docs/architecture.md#stable-names). Nothing here keeps state between tests.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { explained, launchBrowser, nextCode, offlineGoogle, outbox, watchPage, type PageWatch } from './browser';

/** How long a wait on something the shopper sees may take before the test fails. */
export const SEEN_WITHIN = 20_000;

export interface Shopper { context: BrowserContext; page: Page; watch: PageWatch }

/** How a shopper's browser context is made: `google` serves the test-only gapi stand-in; viewport and touch as on their device. */
export interface ShopperOptions {
  google?: boolean;
  viewport?: { width: number; height: number };
  touch?: boolean;
  /** start with this storage (cookies, localStorage, IndexedDB), e.g. a member's from `signedInStorage` */
  storageState?: StorageState;
}

/** What `BrowserContext.storageState({indexedDB: true})` returns. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A new shopper: a fresh context (desktop viewport unless told) and page, watched for errors and
 * requests. Close it with `shopper.context.close()` when the test ends.
 */
export async function newShopper(browser: Browser, opts: ShopperOptions = {}): Promise<Shopper> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 }, hasTouch: opts.touch, isMobile: opts.touch, storageState: opts.storageState,
  });
  if (opts.google) await offlineGoogle(context);
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}

/**
 * For a test file: launches Chromium once for the file and returns `shopper()`, which makes a new
 * shopper (own context and page) for the calling test; every shopper's context is closed after
 * its test, so no test sees another's cookies, storage or session.
 */
export function shoppersPerTest(): (opts?: ShopperOptions) => Promise<Shopper> {
  let browser: Browser;
  const open: Shopper[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    for (const s of open.splice(0)) await s.context.close();
  });
  return async (opts = {}) => {
    const s = await newShopper(browser, opts);
    open.push(s);
    return s;
  };
}

/** A distinct address per call, so every new shopper is a new customer (the API creates customers on sign-in). */
export function uniqueEmail(tag = 'shopper'): string {
  return `e2e-${tag}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

/** `expect.poll` with a timeout fit for this stack (vitest's default is 1 s). */
export function eventually<T>(fn: () => T | Promise<T>, timeout = SEEN_WITHIN, message?: string) {
  return expect.poll(fn, { timeout, interval: 100, message });
}

export const launcher = (page: Page): Locator => page.getByRole('button', { name: 'My account' });
/** The panel's dialog (not the launcher's busy frame that stands in for it while the panel's code loads). */
export const panel = (page: Page): Locator => page.locator('status-panel').getByRole('dialog', { name: 'My account' });
export const emailBox = (page: Page): Locator => panel(page).getByRole('textbox', { name: 'Email' });
export const continueButton = (page: Page): Locator => panel(page).getByRole('button', { name: 'Continue', exact: true });
export const digitBox = (page: Page, n: number): Locator => panel(page).getByRole('textbox', { name: `Digit ${n}` });
export const navLink = (page: Page, name: 'For you' | 'Orders' | 'Profile'): Locator =>
  panel(page).getByRole('navigation').getByRole('link', { name });
/** The sign-in boxes: the e-mail box or the first code box; none of them once signed in. */
export const signInBoxes = (page: Page): Locator => panel(page).getByRole('textbox', { name: /^(Email|Digit 1)$/ });
/** Order rows of the Orders screen ('#1001 …'). */
export const orderRows = (page: Page): Locator => panel(page).getByRole('listitem').filter({ hasText: /#\d{4}/ });

/** Presses the launcher and waits for the panel, with focus inside it. */
export async function openPanel(page: Page): Promise<void> {
  await launcher(page).click();
  await panel(page).waitFor();
  await focusInPanel(page);
}

/**
 * Waits until focus is inside the open panel's dialog, where a keyboard user finds it once the
 * dialog shows (it moves in after the frame that paints the dialog: src/panel/dialog.tsx).
 */
export async function focusInPanel(page: Page): Promise<void> {
  // not `eventually` (expect.poll): hooks open the panel too (signedInStorage)
  const dialog = await panel(page).elementHandle({ timeout: SEEN_WITHIN });
  try {
    await page.waitForFunction((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement), dialog, { timeout: SEEN_WITHIN });
  } finally {
    await dialog.dispose();
  }
}

/**
 * Waits until the sign-in form shows what the merchant's settings add to it ('Continue with
 * Google' with the demo settings): from then on the panel knows the settings, e.g. `authMethod`.
 */
export async function settingsShown(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Continue with Google' }).waitFor({ timeout: SEEN_WITHIN });
}

export async function typeCode(page: Page, code: string): Promise<void> {
  for (let i = 0; i < 4; i++) await digitBox(page, i + 1).fill(code[i]);
}

/**
 * Signs `email` in with the emailed code, from the e-mail form of an open panel: types the
 * address, presses Continue, reads the new code from the outbox, types it, and waits until no
 * sign-in box is left on screen.
 */
export async function signInWithCode(page: Page, api: string, email: string): Promise<void> {
  await enterEmailedCode(page, api, email);
  await eventually(() => signInBoxes(page).count()).toBe(0);
}

/** Types `email`, presses Continue, and types the code mailed to it (no wait on what follows). */
async function enterEmailedCode(page: Page, api: string, email: string): Promise<void> {
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueAndSeeCodeForm(page);
  await typeCode(page, await nextCode(api, email, before));
}

/** Presses Continue and waits for the code form; a failure names what the panel showed and waited on (browser.ts `explained`). */
export async function continueAndSeeCodeForm(page: Page): Promise<void> {
  await explained(page, panel(page), async () => {
    await continueButton(page).click();
    await digitBox(page, 1).waitFor({ timeout: SEEN_WITHIN });
  });
}

/** True once the storefront has a customer session (store login through multipass happened). */
export const signedInToStore = async (context: BrowserContext): Promise<boolean> =>
  (await context.cookies()).some((c) => c.name === 'storefront_session');

/** The product id of the page, from the app embed's config block (null off product pages). */
export async function pageProductId(page: Page): Promise<number | null> {
  return page.evaluate(() => JSON.parse(document.getElementById('status-config')?.textContent || '{}').page?.productId ?? null);
}

/** The recently viewed product ids the launcher recorded ('status:recently-viewed': ids or product cards), newest first. */
export async function recentlyViewed(page: Page): Promise<number[]> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('status:recently-viewed') || '[]') as Array<number | { id: number }>).map((v) => (typeof v === 'object' ? v.id : v)));
}

/** Opens a product page and waits until the launcher has recorded it as recently viewed (idle work). */
export async function viewProduct(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  const id = await pageProductId(page);
  if (!id) throw new Error(`${url} is not a product page`);
  await eventually(async () => (await recentlyViewed(page))[0]).toBe(id);
  return id;
}

/**
 * Signs `email` in once, in a context of its own, and returns that context's storage: the
 * Firebase session (IndexedDB), the remembered member (localStorage) and the store's customer
 * session cookie. Tests then each open their own context as that member (`storageState`) without
 * mailing another code: codes are rate limited per address (5 an hour from one IP).
 */
export async function signedInStorage(shopper: (opts?: ShopperOptions) => Promise<Shopper>, store: string, api: string, email: string): Promise<StorageState> {
  const { page, context } = await shopper();
  await page.goto(`${store}/`);
  await openPanel(page);
  await enterEmailedCode(page, api, email);
  // beforeAll has no expect.poll: wait for the store's customer session on the page's own requests.
  for (const until = Date.now() + SEEN_WITHIN; !(await signedInToStore(context)); ) {
    if (Date.now() > until) throw new Error(`${email} was not signed in to the store`);
    await page.waitForResponse(() => true, { timeout: SEEN_WITHIN });
  }
  return context.storageState({ indexedDB: true });
}
