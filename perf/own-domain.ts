/**
 * `npm run perf:own-domain [-- --runs 7]`: what reaching the API from the shop's own domain costs
 * a shopper, against its `*.myshopify.com` origin. The widget calls the API directly on both (the
 * API answers each of the shop's domains, read from Shopify, with CORS); For you's first request
 * is a simple GET with no preflight. Per run, in a fresh browser context with CPU 4x and slow 4G
 * (perf/lib/throttle.ts), Debian's Chromium opens the demo home page, clicks 'My account' and
 * times from the click to the end of For you's first request (`GET /init/for-you/{shopId}`) and
 * to that request's own duration (the browser's timing). Origins alternate run by run. Prints
 * the medians and writes perf/results/own-domain-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { intFlag, parseArgs } from './lib/args';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { MOBILE_SLOW_4G, throttlePage } from './lib/throttle';

const ROOT = resolve(import.meta.dirname, '..');

interface Sample { clickToForYouMs: number; requestMs: number; preflight: boolean }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One cold open on `origin`: a fresh context, throttled, the click, For you's first request. */
async function openOnce(browser: Browser, origin: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await throttlePage(context, page);
    let preflight = false;
    page.on('request', (r) => { if (r.method() === 'OPTIONS' && r.url().includes('/init/for-you')) preflight = true; });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const launcher = page.getByRole('button', { name: 'My account' });
    await launcher.waitFor();
    const forYou = page.waitForEvent('requestfinished', { predicate: (r) => r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/init/for-you/'), timeout: 60_000 });
    const t0 = Date.now();
    await launcher.click();
    const request = await forYou;
    const t1 = Date.now();
    const timing = request.timing();
    return { clickToForYouMs: t1 - t0, requestMs: timing.responseEnd - Math.max(0, timing.domainLookupStart), preflight };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const runs = intFlag(parseArgs(process.argv.slice(2)), 'runs', 7);
  const stack = await startLocalStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const origins = { myshopify: stack.storeUrl, ownDomain: stack.domainUrl };
  const samples: Record<keyof typeof origins, Sample[]> = { myshopify: [], ownDomain: [] };
  try {
    for (let i = 0; i < runs; i++) {
      for (const key of (i % 2 ? ['ownDomain', 'myshopify'] : ['myshopify', 'ownDomain']) as (keyof typeof origins)[]) {
        samples[key].push(await openOnce(browser, origins[key]));
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const rows = (Object.keys(origins) as (keyof typeof origins)[]).map((key) => ({
    origin: key,
    url: origins[key],
    clickToForYouP50Ms: median(samples[key].map((s) => s.clickToForYouMs)),
    requestP50Ms: Math.round(median(samples[key].map((s) => s.requestMs))),
    preflights: samples[key].filter((s) => s.preflight).length,
  }));
  console.log(`| origin | click -> For you's first request done, p50 | the request itself, p50 | preflights |\n|---|---:|---:|---:|`);
  for (const r of rows) console.log(`| ${r.origin} (${r.url}) | ${r.clickToForYouP50Ms} ms | ${r.requestP50Ms} ms | ${r.preflights} of ${runs} |`);
  const dir = join(ROOT, 'perf/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `own-domain-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ runs, throttling: MOBILE_SLOW_4G, rows, samples }, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
