/**
 * Tracking and consent in Chromium (docs/product.md#events): a shopper's product view, panel open and close reach the
 * tracking service (`GET /dev/tracking?status_id=...`) once the page is hidden; a `?region=eu` visitor's views are
 * not written to localStorage and no event leaves until they press Accept on the store's consent
 * banner, and then both start without a reload.
 *
 * The page is hidden as a tab switch hides it: `document.visibilityState` reads 'hidden' and
 * `visibilitychange` fires. Events are found at the service by the ids the page queued them
 * with, then by the status id (the shopper's anonymous Firebase uid) they arrived with. (Reading
 * the uid from Firebase's IndexedDB instead raced Firebase's own first open of its database.)
 */
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { shoppersPerTest, eventually, panel, openPanel, pageProductId, recentlyViewed, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

interface Tracked { id: string; event: string; event_data: Record<string, unknown>; customer_id: string | null; status_id: string | null; shop_id: string | null }

/** The events the tracking service holds for `statusId`, oldest first. */
async function tracked(statusId: string): Promise<Tracked[]> {
  const res = await fetch(`${api}/dev/tracking?status_id=${encodeURIComponent(statusId)}`);
  return ((await res.json()) as { data: Tracked[] }).data.reverse();
}

/** Of the events with `ids`, those the tracking service holds (anyone's last 100), oldest first. */
async function arrived(ids: string[]): Promise<Tracked[]> {
  const res = await fetch(`${api}/dev/tracking`);
  return ((await res.json()) as { data: Tracked[] }).data.filter((e) => ids.includes(e.id)).reverse();
}

/** The ids of the page's queued events (stored in sessionStorage, or in memory before consent), oldest first. */
async function queuedIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...JSON.parse(sessionStorage.getItem('status:events') || '[]'), ...((window as { statusEvents?: unknown[] }).statusEvents ?? [])].map((e) => (e as { id: string }).id));
}

/** Hides the page as switching tabs does. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * Hides the page (again on each poll, as a shopper switching tabs back and forth would) until the
 * tracking service holds the events with `ids`: the sender arms in a lazy chunk after the shopper
 * acts. Returns them, oldest first.
 */
async function hideUntil(page: Page, ids: string[]): Promise<Tracked[]> {
  await eventually(async () => {
    await hide(page);
    return (await arrived(ids)).length;
  }).toBe(ids.length);
  return arrived(ids);
}

/** Closes the panel with Escape and waits until it is gone. */
async function closePanel(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached', timeout: SEEN_WITHIN });
}

test("a shopper's product view, panel open and panel close reach the tracking service once the page is hidden", async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  const productId = (await pageProductId(page))!;
  await eventually(() => recentlyViewed(page)).toEqual([productId]);
  await openPanel(page);
  await closePanel(page);
  const ids = await queuedIds(page);
  expect(ids).toHaveLength(3);
  expect(await arrived(ids)).toEqual([]); // queued, not sent while the page is visible

  const injects: Array<{ authorization?: string }> = [];
  page.on('request', (r) => r.url().endsWith('/tracking/event/inject') && r.method() === 'POST' && injects.push(r.headers()));
  const events = await hideUntil(page, ids);
  expect(events.map((e) => e.event)).toEqual(['product_view', 'widget_open', 'widget_close']);
  expect(injects[0].authorization).toMatch(/^Bearer \S+/);
  // the shopper's status id (their anonymous uid) is on every event, and the service lists them by it
  const uid = events[0].status_id!;
  expect(uid).toBeTruthy();
  expect((await tracked(uid)).map((e) => e.id)).toEqual(ids);
  expect(events[0]).toMatchObject({ event_data: { productId }, shop_id: 'demo-shop', customer_id: null });
  await eventually(() => page.evaluate(() => sessionStorage.getItem('status:events'))).toBe('[]'); // sent events leave the queue
  expect(watch.errors).toEqual([]);
});

test("an EU visitor's views stay off localStorage and no event leaves until they accept; then both start without a reload", async () => {
  const { page, watch } = await shopper();
  await page.goto(`${store}/products/canvas-tote?region=eu`, { waitUntil: 'load' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.waitFor({ timeout: SEEN_WITHIN });
  const productId = (await pageProductId(page))!;
  // recorded in the page's memory only
  await eventually(() => page.evaluate(() => (window as { statusViewed?: unknown[] }).statusViewed?.length ?? 0)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('status:recently-viewed'))).toBeNull();

  await openPanel(page);
  await closePanel(page);
  const ids = await queuedIds(page);
  expect(ids).toHaveLength(3); // product_view, widget_open, widget_close, in memory
  expect(await page.evaluate(() => sessionStorage.getItem('status:events'))).toBeNull();
  await hide(page);
  expect(watch.requests.filter((u) => u.endsWith('/tracking/event/inject'))).toEqual([]);
  expect(await arrived(ids)).toEqual([]);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await banner.waitFor({ state: 'detached' });
  await eventually(() => recentlyViewed(page)).toEqual([productId]);
  expect(await arrived(ids)).toEqual([]); // the hide without consent sent nothing, not even late; the page is visible now
  const events = await hideUntil(page, ids);
  expect(events.map((e) => e.event)).toEqual(['product_view', 'widget_open', 'widget_close']);
  expect(watch.errors).toEqual([]);
});
