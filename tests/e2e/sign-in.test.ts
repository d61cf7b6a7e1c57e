/**
 * Sign-in, complete (issue 4): magic link, store login through multipass, sign-out, Google through
 * the Auth emulator's test page, and the attempt limit enforced by the server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, watchPage, latestCode, latestLink, patchSettings, storeCustomer, offlineGoogle, axeViolations, type PageWatch } from './browser';

const store = inject('storeUrl');
const api = inject('apiUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Shopper { context: BrowserContext; page: Page; watch: PageWatch }
async function newShopper(): Promise<Shopper> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await offlineGoogle(context);
  const page = await context.newPage();
  return { context, page, watch: watchPage(page) };
}
const dialog = (page: Page) => page.getByRole('dialog', { name: 'My account' });
async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'My account' }).click();
  await dialog(page).waitFor();
}
async function typeCode(page: Page, code: string) {
  for (let i = 0; i < 4; i++) await dialog(page).getByRole('textbox', { name: `Digit ${i + 1}` }).fill(code[i]);
}
const signedInToStore = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'storefront_session');

describe('magic link, store login and sign-out', () => {
  let s: Shopper;
  beforeAll(async () => {
    await patchSettings(api, { authMethod: { method: 'magicLink' } });
    s = await newShopper();
  });
  afterAll(async () => {
    await patchSettings(api, { authMethod: { method: 'otp' } });
    await s.context.close();
  });

  test('a shopper signs in with the link from their email and is logged in to the store too', async () => {
    const { page, context } = s;
    await page.goto(`${store}/collections/all`);
    await openPanel(page);
    const sentAfter = Date.now() - 2000;
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill('other@example.com');
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Email' }).count()).toBe(0); // the waiting view
    expect(await axeViolations(page)).toEqual([]);
    const link = await latestLink(api, 'other@example.com', sentAfter);
    expect(link.startsWith(`${store}/collections/all#status-magic-link:`)).toBe(true);
    await page.goto(link);
    await dialog(page).waitFor();
    await expect.poll(() => signedInToStore(context), { timeout: 20000 }).toBe(true);
    await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    await page.goto(`${store}/`);
    expect(await storeCustomer(page)).toEqual({ customerId: '9002', customerEmail: 'other@example.com' });
    await expect.poll(() => page.getByRole('banner').innerText()).toContain('Hi, Alex');
    expect(s.watch.errors).toEqual([]);
    (globalThis as { usedLink?: string }).usedLink = link;
  });

  test("a used magic link shows 'Could not log into your account' with Back to Login", async () => {
    const other = await newShopper();
    await other.page.goto((globalThis as { usedLink?: string }).usedLink!);
    await dialog(other.page).getByRole('alert').filter({ hasText: 'Could not log into your account' }).waitFor({ timeout: 15000 });
    expect(await axeViolations(other.page)).toEqual([]);
    await dialog(other.page).getByRole('button', { name: 'Back to Login' }).click();
    await dialog(other.page).getByRole('textbox', { name: 'Email' }).waitFor();
    await other.context.close();
  });

  test('signing out returns the shopper to the logged-out store', async () => {
    const { page, context } = s;
    await openPanel(page);
    await dialog(page).getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await dialog(page).getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${store}/`, { timeout: 15000 });
    await page.waitForLoadState('load');
    expect(await storeCustomer(page)).toEqual({ customerId: null, customerEmail: null });
    expect(await page.getByRole('banner').innerText()).not.toContain('Hi, Alex');
    expect(await signedInToStore(context)).toBe(false);
    await openPanel(page);
    await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('status:recently-viewed'))).toBeNull();
  });
});

test('a shopper signs in with Google through the emulator’s test page', async () => {
  const { page, context, watch } = await newShopper();
  await page.goto(`${store}/`);
  await openPanel(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByRole('button', { name: 'Continue with Google' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill('google.shopper@example.com');
  await popup.locator('#email-input').dispatchEvent('input');
  await popup.locator('#sign-in').click();
  await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Email' }).count(), { timeout: 20000 }).toBe(0);
  await expect.poll(() => signedInToStore(context), { timeout: 20000 }).toBe(true);
  await page.goto(`${store}/`);
  expect((await storeCustomer(page)).customerEmail).toBe('google.shopper@example.com');
  expect(watch.errors).toEqual([]);
  await context.close();
});

test('five wrong codes show the too-many-tries message and the server refuses the sixth, right one', async () => {
  const { page, context } = await newShopper();
  await page.goto(`${store}/`);
  await openPanel(page);
  const sentAfter = Date.now() - 2000;
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill('locked@example.com');
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await dialog(page).getByRole('textbox', { name: 'Digit 1' }).waitFor();
  const code = await latestCode(api, 'locked@example.com', sentAfter);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  const alert = dialog(page).getByRole('alert');
  for (let i = 1; i <= 4; i++) {
    await typeCode(page, wrong);
    await expect.poll(() => alert.innerText()).toContain('The code you entered is incorrect');
    await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Digit 1' }).inputValue()).toBe('');
  }
  await typeCode(page, wrong);
  await expect.poll(() => alert.innerText()).toContain("You've tried too many incorrect codes. Please try again later.");
  expect(await axeViolations(page)).toEqual([]);
  const sixth = page.waitForResponse((r) => r.url().endsWith('/authentication/validate-otc'));
  await typeCode(page, code);
  expect((await sixth).status()).toBe(429);
  await expect.poll(() => alert.innerText()).toContain("You've tried too many incorrect codes. Please try again later.");
  expect(await signedInToStore(context)).toBe(false);
  await context.close();
});
