/**
 * Sign-in, complete: magic link, store login through multipass, sign-out, Google through
 * the Auth emulator's test page, and the attempt limit enforced by the server.
 *
 * Every test has its own browser context and, except the magic-link test (which checks the seeded
 * other@example.com's store greeting), its own new address. Tests that switch the demo shop to
 * magic links put the setting back afterwards.
 */
import { inject } from 'vitest';
import { axeViolations, nextCode, nextLink, outbox, storeCustomer, switchSettings } from './browser';
import {
  type Shopper, shoppersPerTest, uniqueEmail, eventually, panel, openPanel, emailBox, continueButton, digitBox, navLink,
  signInWithCode, signInBoxes, settingsShown, signedInToStore, typeCode, viewProduct, SEEN_WITHIN,
} from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
/** A new shopper for the calling test (own context), closed after it. */
const shopper = shoppersPerTest();

/**
 * Asks for a magic link from the open panel of `s` (the shop must be on magic links) and returns
 * it once the waiting view shows. Waits for the settings first: the panel reads `authMethod`
 * from them.
 */
async function requestLink(s: Shopper, email: string): Promise<string> {
  const { page } = s;
  await settingsShown(page);
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueButton(page).click();
  await panel(page).getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await signInBoxes(page).count()).toBe(0);
  return nextLink(api, email, before);
}

describe('with magic links', () => {
  let restore: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    restore = await switchSettings(api, { authMethod: { method: 'magicLink' } });
  });
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  test('a shopper signs in with the link from their email and is logged in to the store too', async () => {
    const s = await shopper();
    const { page, context } = s;
    await page.goto(`${store}/collections/all`);
    await openPanel(page);
    const link = await requestLink(s, 'other@example.com');
    expect(await axeViolations(page)).toEqual([]);
    expect(link.startsWith(`${store}/collections/all#status-magic-link:`)).toBe(true);
    await page.goto(link);
    await panel(page).waitFor();
    await eventually(() => signedInToStore(context)).toBe(true);
    await eventually(() => signInBoxes(page).count()).toBe(0);
    await page.goto(`${store}/`);
    expect(await storeCustomer(page)).toEqual({ customerId: '9002', customerEmail: 'other@example.com' });
    await eventually(() => page.getByRole('banner').innerText()).toContain('Hi, Alex');
    expect(s.watch.errors).toEqual([]);
  });

  test("a used magic link shows 'Could not log into your account' with Back to Login", async () => {
    const email = uniqueEmail('used-link');
    const first = await shopper();
    await first.page.goto(`${store}/collections/all`);
    await openPanel(first.page);
    const link = await requestLink(first, email);
    await first.page.goto(link);
    await eventually(() => signedInToStore(first.context)).toBe(true); // the link is used up
    await eventually(() => signInBoxes(first.page).count()).toBe(0);

    const other = await shopper();
    await other.page.goto(link);
    await panel(other.page).getByRole('alert').filter({ hasText: 'Could not log into your account' }).waitFor({ timeout: SEEN_WITHIN });
    expect(await axeViolations(other.page)).toEqual([]);
    await panel(other.page).getByRole('button', { name: 'Back to Login' }).click();
    await emailBox(other.page).waitFor();
  });
});

test('signing out returns the shopper to the logged-out store', async () => {
  const email = uniqueEmail('sign-out');
  const { page, context } = await shopper();
  await viewProduct(page, `${store}/products/canvas-tote`);
  await openPanel(page);
  await signInWithCode(page, api, email);
  await eventually(() => signedInToStore(context)).toBe(true);
  await page.goto(`${store}/collections/all`);
  expect((await storeCustomer(page)).customerEmail).toBe(email);
  await eventually(() => page.getByRole('banner').innerText()).toContain(`Hi, ${email}`);
  await openPanel(page);
  await navLink(page, 'Profile').click();
  await panel(page).getByRole('button', { name: 'Sign out' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page)).toEqual([]);
  await panel(page).getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${store}/`, { timeout: SEEN_WITHIN, waitUntil: 'load' });
  expect(await storeCustomer(page)).toEqual({ customerId: null, customerEmail: null });
  expect(await page.getByRole('banner').innerText()).not.toContain('Hi, ');
  expect(await signedInToStore(context)).toBe(false);
  await openPanel(page);
  await emailBox(page).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('status:recently-viewed'))).toBeNull();
});

test('a shopper signs in with Google through the emulator’s test page', async () => {
  const email = uniqueEmail('google');
  const { page, context, watch } = await shopper({ google: true });
  await page.goto(`${store}/`);
  await openPanel(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), panel(page).getByRole('button', { name: 'Continue with Google' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#email-input').dispatchEvent('input');
  await popup.locator('#sign-in').click();
  await eventually(() => signInBoxes(page).count()).toBe(0);
  await eventually(() => signedInToStore(context)).toBe(true);
  await page.goto(`${store}/`);
  expect((await storeCustomer(page)).customerEmail).toBe(email);
  expect(watch.errors).toEqual([]);
});

test('five wrong codes show the too-many-tries message and the server refuses the sixth, right one', async () => {
  const email = uniqueEmail('locked');
  const { page, context } = await shopper();
  await page.goto(`${store}/`);
  await openPanel(page);
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueButton(page).click();
  await digitBox(page, 1).waitFor({ timeout: SEEN_WITHIN });
  const code = await nextCode(api, email, before);
  const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
  const alert = panel(page).getByRole('alert');
  for (let i = 1; i <= 4; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/authentication/validate-otc'));
    await typeCode(page, wrong);
    expect((await answered).status()).toBe(400);
    await eventually(() => alert.innerText()).toContain('The code you entered is incorrect');
    await eventually(() => digitBox(page, 1).inputValue()).toBe('');
  }
  await typeCode(page, wrong);
  await eventually(() => alert.innerText()).toContain("You've tried too many incorrect codes. Please try again later.");
  expect(await axeViolations(page)).toEqual([]);
  const sixth = page.waitForResponse((r) => r.url().endsWith('/authentication/validate-otc'));
  await typeCode(page, code);
  expect((await sixth).status()).toBe(429);
  await eventually(() => alert.innerText()).toContain("You've tried too many incorrect codes. Please try again later.");
  expect(await signedInToStore(context)).toBe(false);
});
