/**
 * `npm run perf:before-touch [-- --pages /,/products/canvas-tote,/collections/all]`: what our
 * widget costs a store page before the shopper touches it (docs/architecture.md#what-loads-when, docs/performance.md
 * 'Before the shopper touches us'). Per page, in a fresh browser context (a new visitor) on the
 * local stack (built dist/), Debian's Chromium loads the page, waits for the launcher and then
 * 3,000 ms past `load` (the idle work has a 3,000 ms timeout at most), and lists every request of
 * ours: our files under `/status/` (scripts, prefetches, anything), our API, the app proxy and
 * identity (Firebase Auth), with the brotli q11 size of each file the browser received. Nothing
 * is clicked, hovered, focused or scrolled.
 *
 * The rule it holds: before touch a page requests the launcher (`status-launcher.js`) and its
 * late half (`status-late.js`) and nothing else of ours. Prints a markdown table (requests and
 * bytes per page), writes perf/results/before-touch-<time>.json, and exits 1 when any page
 * requested anything else (listed), 2 when the run itself failed.
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
/** The only files of ours a page may request before the shopper touches it. */
export const ALLOWED_BEFORE_TOUCH = ['status-launcher.js', 'status-late.js'];

/** One request of ours: what it asked for (a file name under /status/, or `METHOD path` elsewhere) and the brotli bytes of its answer (files only). */
interface Ours { what: string; brotli: number; allowed: boolean }
interface PageRequests { page: string; requests: Ours[]; bytes: number }

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const pages = stringFlag(args, 'pages', '/,/products/canvas-tote,/collections/all').split(',');
  const stack = await startLocalStack();
  const api = new URL(stack.apiUrl).origin;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const results: PageRequests[] = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      const got: Array<Promise<Ours>> = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/status/')) {
          const what = url.pathname.slice('/status/'.length);
          const brotli = r.response().then((res) => res?.body()).then((b) => (b ? brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : 0), () => 0);
          got.push(brotli.then((n) => ({ what, brotli: n, allowed: ALLOWED_BEFORE_TOUCH.includes(what) })));
        } else if (url.origin === api || url.pathname.startsWith('/apps/status') || /identitytoolkit|securetoken|:9099$/.test(url.host + url.pathname)) {
          got.push(Promise.resolve({ what: `${r.method()} ${url.pathname}`, brotli: 0, allowed: false }));
        }
      });
      await page.goto(stack.storeUrl + path, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'My account' }).waitFor();
      await page.waitForTimeout(QUIET_MS);
      const requests = await Promise.all(got);
      results.push({ page: path, requests, bytes: requests.reduce((n, f) => n + f.brotli, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const rows = results.map((r) => {
    const names = r.requests.map((f) => (f.brotli ? `${f.what} ${fmt(f.brotli)} B` : f.what)).join(', ') || 'none';
    return `| \`${r.page}\` | ${r.requests.length} | ${fmt(r.bytes)} B | ${names} |`;
  });
  const md = ['| page | requests of ours before touch | brotli q11 | what |', '|---|---:|---:|---|', ...rows].join('\n');
  const dir = join(ROOT, 'perf/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `before-touch-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), allowed: ALLOWED_BEFORE_TOUCH, results }, null, 2));
  console.log(`${md}\n\nResults: ${file}`);
  const extra = results.flatMap((r) => r.requests.filter((f) => !f.allowed).map((f) => `${r.page}: ${f.what}`));
  if (extra.length) {
    console.error(`\nBefore touch, only ${ALLOWED_BEFORE_TOUCH.join(' and ')} may load; also requested:\n${extra.map((e) => `- ${e}`).join('\n')}`);
    return 1;
  }
  console.log(`\nEvery page requested ${ALLOWED_BEFORE_TOUCH.join(' and ')} and nothing else of ours before touch.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
