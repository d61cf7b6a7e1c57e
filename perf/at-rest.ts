/**
 * `npm run perf:at-rest [-- --runs N] [--seconds S] [--page PATH]`: what our widget costs a store
 * page while the shopper reads it and touches nothing (docs/performance.md#the-icon-at-rest). On
 * the local stack (built dist/), per run, a fresh browser context (a new visitor) loads the page
 * in Debian's Chromium, waits 6,000 ms past `load` (the launcher's late half and its idle work are
 * done by then), and sums the CPU time every Chromium process spends over the next S seconds
 * (default 20), read from /proc (Linux). Three pages per run, one after the other:
 * - `status`: the page as a shopper gets it;
 * - `reduced motion`: the same page for a shopper who prefers reduced motion;
 * - `without the button`: the same page with our `<status-launcher>` taken out before the window
 *   (after the launcher has run, which would otherwise draw it again).
 * Prints the median of N runs (default 3) per page in ms of CPU, and writes
 * perf/results/at-rest-<time>.json. Every Chromium on the machine counts: run it with no other
 * browser running. Measures; fails only when the run itself fails.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { intFlag, parseArgs, stringFlag } from './lib/args';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { median } from './lib/stats';

const ROOT = resolve(import.meta.dirname, '..');
const SETTLE_MS = 6000;
const VARIANTS = ['status', 'reduced motion', 'without the button'] as const;
type Variant = (typeof VARIANTS)[number];

/**
 * CPU time (user + system, ms) of every Chromium process on the machine (an executable named
 * `chromium`: Debian's /usr/bin/chromium starts /usr/lib/chromium/chromium), from /proc.
 */
function cpuMs(): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Chromium rewrites its children's command lines with spaces between the arguments
      if (basename(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/)[0]!) !== 'chromium') continue;
      // the fields after the command name, which may hold spaces: utime and stime are the 12th and 13th
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return sum;
}

/** Chromium's CPU over `seconds` of a page at rest, in ms. */
async function atRest(browser: Browser, url: string, variant: Variant, seconds: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: variant === 'reduced motion' ? 'reduce' : 'no-preference' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    // after the launcher and its late half ran: earlier, the launcher would draw the button again
    if (variant === 'without the button') await page.evaluate(() => document.querySelector('status-launcher')?.remove());
    const before = cpuMs();
    await page.waitForTimeout(seconds * 1000);
    return cpuMs() - before;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const runs = intFlag(args, 'runs', 3);
  const seconds = intFlag(args, 'seconds', 20);
  const path = stringFlag(args, 'page', '/');
  if (!existsSync(join(ROOT, 'dist/status-launcher.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const stack = await startLocalStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const samples: Record<Variant, number[]> = { status: [], 'reduced motion': [], 'without the button': [] };
  try {
    for (let r = 1; r <= runs; r++) {
      for (const v of VARIANTS) {
        samples[v].push(await atRest(browser, stack.storeUrl + path, v, seconds));
        console.error(`[${r}/${runs}] ${v}: ${samples[v].at(-1)} ms of CPU in ${seconds} s`);
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const lines = [
    `Chromium's CPU while page \`${path}\` rests ${seconds} s (all its processes, from /proc; ${SETTLE_MS} ms after \`load\`), median of ${runs}:`,
    '',
    '| page | CPU |',
    '|---|---:|',
    ...VARIANTS.map((v) => `| ${v} | ${median(samples[v])} ms |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(join(ROOT, 'perf/results'), { recursive: true });
  const file = join(ROOT, `perf/results/at-rest-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ path, seconds, runs, samples }, null, 2));
  console.error(`Results: ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(2);
  },
);
