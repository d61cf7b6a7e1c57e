/**
 * Free until touched (docs/architecture.md#what-loads-when, docs/performance.md 'Before the shopper touches us'):
 * before the shopper touches the page, a store page requests the launcher and its late half and nothing
 * else of ours: no element body, no Preact, no panel, no prefetch, no identity, no request to our
 * API. The one exception is a returning member on a fast connection, whose browser prefetches the
 * panel's files at idle (nothing of it runs). The late half draws the elements from the page and this browser alone (a heart pressed or
 * not, the saved count); an element's body loads on intent on it, and a press before it arrives is
 * kept and applied. Each test is a new shopper with its own context; nothing waits a fixed time:
 * the tests wait for the hearts and the `load` event's idle work.
 */
import { inject } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { eventually, launcher, panel, shoppersPerTest, signedInStorage, uniqueEmail, SEEN_WITHIN } from './shopper';
import { cdpNetworkConditions } from '../../perf/lib/throttle';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** Our scripts the page ran (module scripts) and only prefetched, by file name without hash, and requests to our API or identity. */
function record(page: Page): { ran: Set<string>; prefetched: Set<string>; other: string[] } {
  const seen = { ran: new Set<string>(), prefetched: new Set<string>(), other: [] as string[] };
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/status/')) {
      const file = url.pathname.slice('/status/'.length).replace(/-[0-9a-f]{7}\.js$/, '.js');
      (r.resourceType() === 'script' ? seen.ran : seen.prefetched).add(file);
    } else if (r.url().startsWith(api) || url.pathname.includes('identitytoolkit') || url.pathname.startsWith('/apps/status/')) seen.other.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

/** The connection the page reads (`navigator.connection.effectiveType`), as the prefetch check does. */
const effectiveType = (page: Page) => page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType);

/** Resolves after `load` and two idle periods of the page's main thread: idle work scheduled before then has run. */
async function idleTwice(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

test("a new visitor's home page requests only the launcher and its late half, which draws the hearts and the saved link; nothing else of ours, no prefetch", async () => {
  const { page, watch } = await shopper();
  const seen = record(page);
  await page.goto(`${store}/`);
  const hearts = page.locator('status-favorite-button').getByRole('button', { name: /^Add .+ to favorites$/ });
  await eventually(() => hearts.count()).toBe(8);
  expect(await hearts.first().getAttribute('aria-pressed')).toBe('false');
  await launcher(page).waitFor();
  await idleTwice(page);
  expect([...seen.ran].sort()).toEqual(['status-late.js', 'status-launcher.js']);
  expect([...seen.prefetched]).toEqual([]);
  expect(seen.other).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('status-panel'))).toBeNull();
  expect(watch.errors).toEqual([]);
});

test("a returning member on a fast connection gets the panel's files prefetched at idle, none run; on slow 4G nothing is prefetched", async () => {
  const member = await signedInStorage(shopper, store, api, uniqueEmail('prefetch'));
  const fast = await shopper({ storageState: member });
  const seenFast = record(fast.page);
  await fast.page.goto(`${store}/policies/privacy-policy`, { waitUntil: 'load' });
  expect(await effectiveType(fast.page)).toBe('4g');
  await eventually(() => seenFast.prefetched.has('status-panel.js')).toBe(true);
  expect([...seenFast.ran].sort()).toEqual(['status-late.js', 'status-launcher.js']);
  expect(seenFast.other).toEqual([]);

  const slow = await shopper({ storageState: member });
  const cdp = await slow.context.newCDPSession(slow.page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', cdpNetworkConditions());
  // Not every Chromium lets the emulated network reach `navigator.connection` (Debian's 150 keeps
  // '4g' under any throttling), so the page also reads what a browser on slow 4G reports there.
  await slow.context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '3g', saveData: false, rtt: 600, downlink: 1.4 }) });
  });
  const seenSlow = record(slow.page);
  await slow.page.goto(`${store}/`, { waitUntil: 'load', timeout: 60_000 });
  expect(await effectiveType(slow.page), 'the home page reads as slow').toBe('3g');
  // the hearts are drawn by the late half, which asked for its idle work (the prefetch's check) as it started
  await eventually(() => slow.page.locator('status-favorite-button').getByRole('button').count(), 60_000).toBe(8);
  await idleTwice(slow.page);
  expect([...seenSlow.prefetched]).toEqual([]);
  expect(fast.watch.errors).toEqual([]);
  expect(slow.watch.errors).toEqual([]);
});

test('a page with no product element (a policy page) requests the launcher and its late half only', async () => {
  const { page, watch } = await shopper();
  const seen = record(page);
  await page.goto(`${store}/policies/privacy-policy`, { waitUntil: 'load' });
  await launcher(page).waitFor();
  await eventually(() => seen.ran.has('status-late.js')).toBe(true);
  await idleTwice(page);
  expect([...seen.ran].sort()).toEqual(['status-late.js', 'status-launcher.js']);
  expect([...seen.prefetched]).toEqual([]);
  expect(seen.other).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("a heart pressed before its body arrives fills at once, keeps the same focused button, and is saved once the body is here", async () => {
  const { page, watch } = await shopper();
  const seen = record(page);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/status-favorite-button.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${store}/`);
  const first = page.locator('status-favorite-button').first();
  const button = first.getByRole('button', { name: /^Add .+ to favorites$/ });
  await button.waitFor();
  const title = await first.getAttribute('product-title');
  await button.focus(); // keyboard focus is intent: the body is asked for
  await eventually(() => seen.ran.has('status-favorite-button.js')).toBe(true);
  await page.keyboard.press('Enter');
  const pressed = first.getByRole('button', { name: `Remove ${title} from favorites` });
  expect(await pressed.getAttribute('aria-pressed')).toBe('true'); // at once, before the body
  release();
  await first.getByRole('status').filter({ hasText: `${title} added to favorites` }).waitFor({ timeout: SEEN_WITHIN });
  expect(await pressed.evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement)).toBe(true);
  await eventually(() => page.evaluate(() => localStorage.getItem('status:favorites'))).toMatch(/^\[\[\d+,null\]\]$/);
  expect(watch.errors).toEqual([]);
});

/** The favorite button of the product titled `title`, scrolled into view (its body loads when it comes near the viewport). */
async function heart(page: Page, title: string, name: RegExp = /favorites$/) {
  const el = page.locator(`status-favorite-button[product-title="${title}"]`);
  await el.scrollIntoViewIfNeeded();
  const button = el.getByRole('button', { name });
  await button.waitFor({ timeout: SEEN_WITHIN });
  return button;
}

/**
 * Waits for the header's saved link to show the badge named `name`, scrolled into view as a
 * shopper would see it (its body, like every element's, loads when it comes near the viewport).
 */
async function savedBadge(page: Page, name: string): Promise<void> {
  const link = page.locator('status-saved-link');
  await link.scrollIntoViewIfNeeded();
  await link.getByRole('status', { name }).waitFor({ timeout: SEEN_WITHIN });
}

test('a heart saved on one page is drawn pressed, with the saved count, on the next page while the panel\'s runtime is held back; the first press on another heart then saves it', async () => {
  const { page, context, watch } = await shopper();
  await page.goto(`${store}/collections/all`);
  await (await heart(page, 'Hoodie', /^Add Hoodie/)).click();
  await heart(page, 'Hoodie', /^Remove Hoodie/);
  await eventually(() => page.evaluate(() => localStorage.getItem('status:favorites'))).toMatch(/^\[\[\d+,null\]\]$/);

  const next = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await next.route('**/status-runtime.js', async (route) => {
    await released;
    await route.continue();
  });
  await next.goto(`${store}/collections/all`);
  const hoodie = await heart(next, 'Hoodie', /^Remove Hoodie from favorites$/);
  expect(await hoodie.getAttribute('aria-pressed')).toBe('true');
  await savedBadge(next, '1 saved');
  const bottle = await heart(next, 'Steel Bottle');
  expect(await bottle.getAttribute('aria-pressed')).toBe('false');

  release();
  await bottle.click();
  await heart(next, 'Steel Bottle', /^Remove Steel Bottle from favorites$/);
  await savedBadge(next, '2 saved');
  expect(await hoodie.getAttribute('aria-pressed')).toBe('true');
  expect(await panel(next).count()).toBe(0);
  expect(watch.errors).toEqual([]);
});
