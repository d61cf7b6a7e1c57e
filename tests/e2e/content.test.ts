/**
 * Content blocks, notification triggers and toasts, in Chromium: the seeded trigger's
 * toast comes on the fourth product page view and not the third; content blocks show only for
 * their country (`?country=DE`, the shared locale contract) and login state; a rich-text payload
 * with HTML and `javascript:` links renders inert. Content is set through
 * `PATCH /dev/customizations` and put back in afterAll.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser';
import { shoppersPerTest, uniqueEmail, panel, openPanel, signInWithCode, SEEN_WITHIN } from './shopper';
import type { ContentItem } from '../../src/api/types';
import { DEMO_CUSTOMIZATIONS, DEMO_TRIGGER } from '../../server/seed/db-seed';

/** The seeded content of every target (For you's, the dynamic page's): what afterAll puts back. */
const SEEDED = DEMO_CUSTOMIZATIONS.content as ContentItem[];

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

async function setContent(content: ContentItem[]): Promise<void> {
  const res = await fetch(`${api}/dev/customizations`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) });
  if (!res.ok) throw new Error(`PATCH /dev/customizations: ${res.status}`);
}

const HOSTILE_TEXT = '<img src=x onerror="window.__pwned=1">Hello';
const HOSTILE: ContentItem = {
  id: 'e2e-hostile', target: 'alerts-after', isActive: true, type: 'imageWithText', position: 1,
  text: { en: HOSTILE_TEXT },
  description: { en: '[Win a prize](javascript:window.__pwned=2) and [the FAQ](/pages/contact) **<b>bold</b>**' },
};

beforeAll(() => setContent([...SEEDED, HOSTILE]));
afterAll(() => setContent(SEEDED));

/** The page's toast host's live region text ('' when none). */
const pageToast = (page: Page) => page.locator('status-toasts').getByRole('status');

test("the fourth view of a product shows the seeded trigger's toast, the third does not", async () => {
  const { page, watch } = await shopper();
  await page.clock.install(); // time flows as usual; runFor below fires the trigger's delay at once
  const views = ['canvas-tote', 'merino-beanie', 'canvas-tote'];
  for (let i = 0; i < views.length; i++) {
    await page.goto(`${store}/products/${views[i]}`, { waitUntil: 'load' });
    // the late half has loaded and counted this view once the counter reads i + 1
    await page.waitForFunction(
      (n) => Object.entries(localStorage).some(([k, v]) => k.startsWith('status:trigger:') && v === String(n)),
      i + 1,
      { timeout: SEEN_WITHIN },
    );
  }
  await page.clock.runFor(DEMO_TRIGGER.delay); // a toast due after the third view would be on its way now
  expect(watch.requests.filter((u) => u.includes('trigger-toast'))).toEqual([]);
  expect(await page.locator('status-toasts').count()).toBe(0);
  const count = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('status:trigger:'))?.[1]);
  expect(count).toBe('3');
  await page.goto(`${store}/products/merino-beanie`, { waitUntil: 'load' });
  const toast = pageToast(page);
  await toast.getByText('Still thinking it over? Save it to your favorites.').waitFor({ timeout: SEEN_WITHIN });
  await toast.getByRole('button', { name: 'See favorites' }).click();
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
  expect(page.url()).toContain('utm_source=status');
  expect(watch.errors).toEqual([]);
});

test('content blocks show only for their country and for signed-in shoppers', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(page);
  await panel(page).getByText('Free returns').waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(page).getByRole('link', { name: 'Free shipping to Germany' }).count()).toBe(0);
  expect(await panel(page).getByRole('link', { name: /Contact us/ }).count()).toBe(0);
  await signInWithCode(page, api, uniqueEmail('content'));
  await panel(page).getByRole('link', { name: 'Questions about an order? Contact us' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await axeViolations(page)).toEqual([]);

  const german = await shopper();
  await german.page.goto(`${store}/?country=DE`, { waitUntil: 'load' });
  await openPanel(german.page);
  await panel(german.page).getByRole('link', { name: 'Free shipping to Germany' }).waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(german.page).getByRole('link', { name: /Contact us/ }).count()).toBe(0);
  expect([...watch.errors, ...german.watch.errors]).toEqual([]);
});

test('a rich-text payload with HTML and javascript: links renders inert', async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/`, { waitUntil: 'load' });
  await openPanel(page);
  await panel(page).getByText(HOSTILE_TEXT).waitFor({ timeout: SEEN_WITHIN });
  expect(await panel(page).locator('img[src="x"], b, script').count()).toBe(0);
  expect(await panel(page).getByRole('link', { name: 'Win a prize' }).count()).toBe(0);
  expect(await panel(page).getByText('<b>bold</b>').evaluate((el) => el.tagName)).toBe('STRONG');
  const faq = panel(page).getByRole('link', { name: 'the FAQ' });
  expect(await faq.getAttribute('href')).toBe('/pages/contact?utm_source=status&utm_medium=link&utm_campaign=account');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(watch.errors).toEqual([]);
});
