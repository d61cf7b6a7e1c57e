/**
 * When the launcher loads: the app embed's button paints with the page (a declarative
 * shadow root), and the launcher module is requested only after the page's largest content has
 * painted, so Lighthouse's simulated LCP never counts it (perf/lcp-nodes.ts). A shopper who
 * presses the button before the launcher has arrived still gets the panel.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { launcher, panel, shoppersPerTest } from './shopper';

const store = inject('storeUrl');
const shopper = shoppersPerTest();

/**
 * Page timings (ms since navigation start), once the launcher has run: `load`, the end of the
 * last image in the viewport, the last LCP candidate so far, and the launcher's request start.
 */
async function timings(page: Page) {
  await page.waitForFunction(() => (window as { __statusLauncher?: true }).__statusLauncher);
  return page.evaluate(() => new Promise<{ load: number; images: number; lcp: number; request: number }>((resolve) => {
    new PerformanceObserver((list) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const ours = resources.find((r) => r.name.endsWith('/status/status-launcher.js'))!;
      const inView = [...document.images].filter((i) => {
        const r = i.getBoundingClientRect();
        return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
      }).map((i) => i.currentSrc);
      const images = resources.filter((r) => inView.includes(r.name)).map((r) => r.responseEnd);
      resolve({ load: nav.loadEventStart, images: Math.max(0, ...images), lcp: Math.max(...list.getEntries().map((e) => e.startTime)), request: ours.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }));
}

test.each([
  ['home on a phone (its largest content is a lazy-loaded product image that arrives after load)', '/', { width: 390, height: 844 }],
  ['a product page on a desktop', '/products/canvas-tote', { width: 1280, height: 900 }],
])('%s: the button is on screen at load, and the launcher is requested after the largest paint', async (_name, path, viewport) => {
  const { page, watch } = await shopper({ viewport, touch: viewport.width < 600 });
  await page.goto(`${store}${path}`, { waitUntil: 'load' });
  // At `load` the button is there and visible, drawn from the page's markup alone.
  expect(await launcher(page).isVisible()).toBe(true);
  const t = await timings(page);
  expect(t.lcp).toBeGreaterThan(0);
  expect(t.images).toBeGreaterThan(0);
  // What the loader waits for: `load`, then every image in the viewport. (Whether Lighthouse's
  // simulated LCP counts the request is perf:impact's and perf/lcp-nodes.ts's to measure: a paint
  // racing the request on a busy machine makes a strict LCP comparison here a coin toss.)
  expect(t.request).toBeGreaterThan(t.load);
  expect(t.request).toBeGreaterThan(t.images);
  expect(watch.errors).toEqual([]);
});

test('a click on the button before the launcher has arrived opens the panel once it has', async () => {
  const { page, watch } = await shopper();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let requested = false;
  await page.route('**/status/status-launcher.js', async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
  await launcher(page).click();
  // The launcher is asked for (the route handler hears of the request after the click returns,
  // so wait for it); held, nothing has run it yet.
  await expect.poll(() => requested).toBe(true);
  expect(await panel(page).count()).toBe(0);
  release();
  await panel(page).waitFor();
  expect(watch.errors).toEqual([]);
});
