/**
 * Tracking and consent in Chromium (issue 13; SPEC.md 4 'queued events are sent when the page
 * becomes hidden'): a shopper's product view, panel open and close reach the tracking service
 * (`GET /dev/tracking?status_id=...`) once the page is hidden; a `?region=eu` visitor's views are
 * not written to localStorage and no event leaves until they press Accept on the store's consent
 * banner, and then both start without a reload.
 *
 * The page is hidden as a tab switch hides it: `document.visibilityState` reads 'hidden' and
 * `visibilitychange` fires. The shopper's status id is the anonymous Firebase uid the panel
 * creates, read from Firebase's IndexedDB persistence.
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

/** The widget user's Firebase uid (the shopper's status id), once the panel has made one. */
async function statusId(page: Page): Promise<string> {
  let uid: string | null = null;
  await eventually(async () => (uid = await page.evaluate(() => new Promise<string | null>((resolve) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      try {
        const all = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
        all.onsuccess = () => resolve((all.result as Array<{ value?: { uid?: string } }>).find((r) => r.value?.uid)?.value?.uid ?? null);
        all.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    };
  })))).toBeTruthy();
  return uid!;
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
 * tracking service holds `events` for `uid`: the sender arms in a lazy chunk after the shopper acts.
 */
async function hideUntil(page: Page, uid: string, events: string[]): Promise<Tracked[]> {
  await eventually(async () => {
    await hide(page);
    return (await tracked(uid)).map((e) => e.event);
  }).toEqual(events);
  return tracked(uid);
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
  const uid = await statusId(page);
  await closePanel(page);
  expect(await tracked(uid)).toEqual([]); // queued, not sent while the page is visible

  const injects: Array<{ authorization?: string }> = [];
  page.on('request', (r) => r.url().endsWith('/tracking/event/inject') && r.method() === 'POST' && injects.push(r.headers()));
  const [view] = await hideUntil(page, uid, ['product_view', 'widget_open', 'widget_close']);
  expect(injects[0].authorization).toMatch(/^Bearer \S+/);
  expect(view).toMatchObject({ event_data: { productId }, shop_id: 'demo-shop', customer_id: null, status_id: uid });
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
  const uid = await statusId(page);
  await closePanel(page);
  await hide(page);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 0))); // a send would start in this task or the next
  expect(watch.requests.filter((u) => u.endsWith('/tracking/event/inject'))).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('status:events'))).toBeNull();
  expect(await tracked(uid)).toEqual([]);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await banner.waitFor({ state: 'detached' });
  await eventually(() => recentlyViewed(page)).toEqual([productId]);
  await hideUntil(page, uid, ['product_view', 'widget_open', 'widget_close']);
  expect(watch.errors).toEqual([]);
});
