/**
 * `npm run perf:before-touch [-- --pages /,/products/canvas-tote,/collections/all]`: what our
 * scripts cost a store page before the shopper touches us (DESIGN.md 1). Per page, in a fresh
 * browser context on the local stack (built dist/), Debian's Chromium loads the page, waits for
 * the launcher and then 3,000 ms past `load` (the idle work has a 2,000 ms timeout), and lists
 * every script of ours the page fetched, with its brotli q11 size: the ones it ran, and apart from
 * them the ones only prefetched into the HTTP cache (`rel=prefetch`: nothing parsed or run).
 * Nothing is clicked or hovered. Prints a markdown table and writes
 * perf/results/before-touch-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { parseArgs, stringFlag } from './lib/args';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { fmt } from './lib/impact';

const ROOT = resolve(import.meta.dirname, '..');
const QUIET_MS = 3000;

interface Fetched { file: string; brotli: number; prefetch: boolean }
interface PageBytes { page: string; files: Fetched[]; ran: number; prefetched: number }

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pages = stringFlag(args, 'pages', '/,/products/canvas-tote,/collections/all').split(',');
  const stack = await startLocalStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const results: PageBytes[] = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      const got: Array<Promise<Fetched>> = [];
      page.on('response', (r) => {
        const url = new URL(r.url());
        if (!url.pathname.startsWith('/status/') || !url.pathname.endsWith('.js')) return;
        const prefetch = r.request().resourceType() !== 'script';
        got.push(r.body().then((b) => ({ file: url.pathname.slice('/status/'.length), prefetch, brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length })));
      });
      await page.goto(stack.storeUrl + path, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'My account' }).waitFor();
      await page.waitForTimeout(QUIET_MS);
      const files = await Promise.all(got);
      const sum = (list: Fetched[]) => list.reduce((n, f) => n + f.brotli, 0);
      results.push({ page: path, files, ran: sum(files.filter((f) => !f.prefetch)), prefetched: sum(files.filter((f) => f.prefetch)) });
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const names = (list: Fetched[]) => [...new Set(list.map((f) => f.file.replace(/-[0-9a-f]{7}\.js$/, '.js')))].join(', ') || 'none';
  const rows = results.map((r) => {
    const ran = r.files.filter((f) => !f.prefetch);
    const pre = r.files.filter((f) => f.prefetch);
    return `| \`${r.page}\` | ${fmt(r.ran)} B in ${ran.length} (${names(ran)}) | ${fmt(r.prefetched)} B in ${pre.length} |`;
  });
  const md = ['| page | our JS run before touch, brotli q11 | prefetched only (not run) |', '|---|---|---:|', ...rows].join('\n');
  const dir = join(ROOT, 'perf/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `before-touch-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
  console.log(`${md}\n\nResults: ${file}`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
