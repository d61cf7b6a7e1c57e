/**
 * `npm run perf:cart-add [-- --runs N]`
 *
 * What the cart observer costs the store's own Add to cart: on the demo product page
 * with the widget and with it left out (`?status=off`), in the same run and the same browser,
 * the theme's Dawn-style add (`fetch('/cart/add', FormData + sections)`) is timed from the call to
 * the theme holding its parsed answer, in the page (performance.now). Each sample is a fresh
 * browser context (its own cart); both pages are let go quiet first (network idle, then an idle
 * callback: the widget's launcher, observer and elements are in place), so what differs is the
 * observer around the add; pairs alternate with/without so drift hits both. CPU 4x slowdown as perf:open. Prints
 * the medians and their ratio; writes perf/results/cart-add-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { intFlag, parseArgs } from './lib/args';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { median } from './lib/stats';

const args = parseArgs(process.argv.slice(2));
const runs = intFlag(args, 'runs', 15);

/** One timed add (ms) on `url`, in a fresh context; `widget` waits for the launcher first. */
async function timedAdd(browser: Browser, url: string, widget: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    if (widget) await page.waitForFunction(() => (window as unknown as { __statusLauncher?: boolean }).__statusLauncher === true);
    // Both pages quiet (the widget's elements have loaded and rendered): what is timed is the add itself.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
    return await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('form[action="/cart/add"]');
      const data = new FormData(form ?? undefined);
      data.append('sections', 'cart-drawer,cart-icon-bubble');
      data.append('sections_url', location.pathname);
      const start = performance.now();
      const res = await fetch('/cart/add', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: data });
      const json = (await res.json()) as { sections?: Record<string, string> };
      if (!res.ok || !json.sections) throw new Error(`add failed: ${res.status}`);
      return performance.now() - start;
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const stack = await startLocalStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: [...CHROME_FLAGS] });
  const page = `${stack.storeUrl}/products/merino-beanie`;
  const withWidget: number[] = [];
  const without: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Alternate which goes first so neither always meets a warmer server.
      const order: Array<[boolean, number[]]> = i % 2 ? [[false, without], [true, withWidget]] : [[true, withWidget], [false, without]];
      for (const [widget, list] of order) list.push(await timedAdd(browser, widget ? page : `${page}?status=off`, widget));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const result = {
    date: new Date().toISOString(),
    runs,
    page: '/products/merino-beanie',
    medianMs: { withWidget: median(withWidget), without: median(without) },
    ratio: median(withWidget) / median(without),
    samplesMs: { withWidget, without },
  };
  const dir = resolve('perf/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `cart-add-${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`theme's add to cart, median of ${runs} (CPU 4x): with the widget ${result.medianMs.withWidget.toFixed(1)} ms, without ${result.medianMs.without.toFixed(1)} ms, ratio ${result.ratio.toFixed(2)}`);
  console.log(`written: ${file}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
