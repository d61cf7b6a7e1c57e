/**
 * The demo store's new customer accounts, as a shopper uses them in a test: the store's own
 * sign-in page with its mailed 6-digit code (`/customer_authentication/login`), and a widget code
 * sign-in that hands off to it and comes back signed in to both.
 */
import type { Page } from 'playwright-core';
import { nextCode, outbox } from './browser';
import { continueButton, digitBox, emailBox, eventually, openPanel, panel, SEEN_WITHIN, typeCode } from './shopper';

/** The newest 6-digit code the store's sign-in at `store` mailed to `email` after `after` (ms). */
export async function storeCode(store: string, email: string, after: number): Promise<string> {
  let code = '';
  await eventually(async () => {
    const res = await fetch(`${store}/dev/store-outbox?to=${encodeURIComponent(email)}`);
    const mails = ((await res.json()) as { data: Array<{ text: string; sentAt: string }> }).data;
    const mail = mails.find((m) => Date.parse(m.sentAt) >= after);
    code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    return code;
  }, SEEN_WITHIN, `a store sign-in code for ${email}`).toMatch(/^\d{6}$/);
  return code;
}

/** Signs `email` in on the store's own sign-in page (already open, email prefilled or not) with the mailed 6-digit code. */
export async function storeSignIn(page: Page, store: string, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: SEEN_WITHIN });
  const box = page.getByRole('textbox', { name: 'Email' });
  if ((await box.inputValue()) !== email) await box.fill(email);
  const sent = Date.now() - 1000;
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(await storeCode(store, email, sent));
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * On the new-accounts store, signs `email` in with the widget's emailed code from `path`, follows
 * the hand-off to the store's sign-in and comes back to `path` with the panel open: signed in to
 * the widget (Firebase session, remembered member) and to the store (its session cookie).
 */
export async function codeSignInWithHandOff(page: Page, store: string, api: string, email: string, path: string): Promise<void> {
  await page.goto(`${store}${path}${path.includes('?') ? '&' : '?'}customer-accounts=new`);
  await openPanel(page);
  const handedOff = page.waitForURL((u) => u.pathname === '/customer_authentication/login', { timeout: SEEN_WITHIN });
  const before = await outbox(api, email);
  await emailBox(page).fill(email);
  await continueButton(page).click();
  await digitBox(page, 1).waitFor({ timeout: SEEN_WITHIN });
  await typeCode(page, await nextCode(api, email, before));
  await handedOff;
  await storeSignIn(page, store, email);
  await page.waitForURL((u) => u.pathname === new URL(path, store).pathname, { timeout: SEEN_WITHIN });
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}
