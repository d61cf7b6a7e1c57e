/**
 * `npm run perf:open [-- --target status|react|both] [--runs N] [--page PATH] [--shop defaults|everything-on] [URL]`
 *
 * How fast the panel opens (docs/performance.md#storefront-impact, "Interaction"), in Debian's Chromium through
 * playwright-core with CPU 4x slowdown and Lighthouse's mobileSlow4G network over CDP. Per run, in
 * a fresh browser context (empty HTTP cache, IndexedDB, localStorage):
 * 1. load the page while tracing, wait 3,000 ms past `load` (the launcher's idle work has a
 *    2,000 ms timeout) and then until none of our requests has started or ended for 2,000 ms
 *    (page elements' bodies that arrive late still run before a tap), and attribute main-thread
 *    time to our scripts (perf/lib/trace.ts);
 * 2. cold: click 'My account', time to the dialog painted and to For you's product links painted,
 *    plus the click's INP-style timing (PerformanceEventTiming);
 * 3. warm, same page: Escape, then click again;
 * 4. warm, new page: the same tab goes to the page again (`?next=1`), as a shopper's next page view
 *    does (HTTP and IndexedDB caches warm), click. Not a second tab: headless Chromium shows every tab, so the
 *    first page would keep running and painting beside the second, which a browser showing one
 *    tab at a time does not do.
 * Median of N runs (default 7). Also the brotli q11 size of our launcher and of the scripts the
 * open fetched, from the bytes the browser received.
 *
 * Targets: `status` (ours, on the local stack this script starts, or on URL), `react` (the React
 * 19 baseline of perf/baselines/react, built by `npm run perf:baseline`, on its own server),
 * `both` (default): side by side. `--shop everything-on` switches every For you section and content
 * target of the local stack's demo shop on first (perf/lib/everything-on.ts; default: the seeded
 * defaults). Writes perf/results/open-<time>.{json,md}.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { intFlag, parseArgs, storeUrls, stringFlag } from './lib/args';
import { patternToRegExp } from './lib/impact';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { switchEverythingOn } from './lib/everything-on';
import { clickInteraction, markdownOpen, summarizeOpen, type EventEntry, type OpenRun, type OpenSample, type OpenSummary, type ScriptBytes } from './lib/open';
import { PROBE_SCRIPT } from './lib/open-probe';
import { cdpNetworkConditions, MOBILE_SLOW_4G, throttlePage } from './lib/throttle';
import { costBreakdown, mainThreadCost, TRACE_CATEGORIES, type CostBreakdown, type TraceEvent } from './lib/trace';
import { median } from './lib/stats';
import { startBaselineServer } from './baselines/react/server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const QUIET_MS = 3000;

/** What to open and which script URLs are ours. */
interface Target {
  name: string;
  url: string;
  /** blocked-URL style pattern of every script of ours */
  scripts: string;
  /** pattern of the launcher */
  launcher: string;
  stop(): Promise<void>;
}

async function statusTarget(url: string | undefined, page: string, shop: string): Promise<Target> {
  const scripts = '*/status/*';
  const launcher = '*status-launcher.js*';
  if (url) return { name: 'status (Preact)', url, scripts: '*status-*', launcher, stop: async () => {} };
  if (!existsSync(join(ROOT, 'dist/status-launcher.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  console.error('Starting the local stack (auth emulator, API, demo store)...');
  const stack = await startLocalStack();
  if (shop === 'everything-on') await switchEverythingOn(stack.apiUrl).catch(async (e: unknown) => {
    await stack.stop();
    throw e;
  });
  return { name: 'status (Preact)', url: stack.storeUrl + page, scripts, launcher, stop: stack.stop };
}

async function reactTarget(page: string): Promise<Target> {
  const dist = join(ROOT, 'perf/baselines/react/dist');
  if (!existsSync(join(dist, 'react-launcher.js'))) throw new Error('perf/baselines/react/dist is missing: run `npm run perf:baseline` first');
  const server = await startBaselineServer({ port: 0, distDir: dist });
  return { name: 'React 19 baseline', url: server.url + page, scripts: '*/assets/*', launcher: '*react-launcher.js*', stop: server.close };
}

/** Clicks the launcher and waits for the probe to see the dialog and products (or give up after 30 s). */
async function openOnce(page: Page): Promise<OpenSample> {
  await page.evaluate('window.__perfOpen.arm()');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.waitForFunction('window.__perfOpen.done', undefined, { timeout: 40_000, polling: 100 });
  const s = (await page.evaluate('({t0: window.__perfOpen.t0, dialogMs: window.__perfOpen.dialogMs, productsMs: window.__perfOpen.productsMs, events: window.__perfOpen.events})')) as {
    t0: number;
    dialogMs: number | null;
    productsMs: number | null;
    events: EventEntry[];
  };
  // Event Timing reports an entry once the frame after it is presented; give it a moment.
  await page.waitForTimeout(500);
  const events = (await page.evaluate('window.__perfOpen.events')) as EventEntry[];
  return { dialogMs: s.dialogMs, productsMs: s.productsMs, interaction: clickInteraction(events, s.t0) };
}

/** How long none of our requests may start or end before the page counts as settled, in ms. */
const SETTLED_MS = 2000;
/** The longest the settling may take past QUIET_MS, in ms. */
const SETTLE_LIMIT_MS = 30_000;

/**
 * Loads `url` in `page`, waits for the launcher's button and QUIET_MS, then until none of our
 * requests (`ours`: scripts, and fetches such as a prefetch) has started or ended for
 * SETTLED_MS: on slow 4G the page elements' bodies can arrive after QUIET_MS, and their work
 * still comes before the shopper's first tap.
 */
async function load(page: Page, url: string, ours: RegExp): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = (r: Request) => {
    if (!ours.test(r.url())) return;
    inFlight++;
    last = Date.now();
  };
  const ended = (r: Request) => {
    if (!ours.test(r.url())) return;
    inFlight--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('button', { name: 'My account' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(QUIET_MS);
    const limit = Date.now() + SETTLE_LIMIT_MS;
    while ((inFlight > 0 || Date.now() - last < SETTLED_MS) && Date.now() < limit) await page.waitForTimeout(250);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function measureRun(browser: Browser, t: Target, bytes: ScriptBytes | null): Promise<{ run: OpenRun; bytes: ScriptBytes; breakdown: CostBreakdown }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    await context.addInitScript(PROBE_SCRIPT);
    // No context.route() here: Playwright disables the HTTP cache while requests are intercepted,
    // which would make every "warm" open cold.
    const page = await context.newPage();
    const cdp = await throttlePage(context, page);

    const ours = patternToRegExp(t.scripts);
    const launcherRe = patternToRegExp(t.launcher);
    let phase: 'load' | 'open' | 'next' = 'load';
    const scripts: Array<Promise<{ path: string; phase: 'load' | 'open'; launcher: boolean; brotli: number }>> = [];
    page.on('response', (r) => {
      if (bytes || phase === 'next' || r.request().resourceType() !== 'script' || !ours.test(r.url())) return;
      const p = phase;
      scripts.push(
        r.body().then((b) => ({ path: new URL(r.url()).pathname, phase: p, launcher: launcherRe.test(r.url()), brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length })),
      );
    });

    const trace: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void trace.push(...(e.value as unknown as TraceEvent[])));
    const traced = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: TRACE_CATEGORIES } } as never);
    await load(page, t.url, ours);
    await cdp.send('Tracing.end');
    await traced;
    const preInteraction = mainThreadCost(trace, (u) => ours.test(u));
    const breakdown = costBreakdown(trace, (u) => ours.test(u));

    phase = 'open';
    const cold = await openOnce(page);
    await page.keyboard.press('Escape');
    await page.waitForFunction('!window.__perfOpen.dialogVisible()', undefined, { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(1000);
    const warmSame = await openOnce(page);

    // the bodies of this page's responses are gone once it navigates
    const got = await Promise.all(scripts);
    phase = 'next';
    // another address, so the navigation is a new page view and never taken for a reload of this one
    const next = new URL(t.url);
    next.searchParams.set('next', '1');
    await load(page, next.href, ours);
    const warmNew = await openOnce(page);

    const measured = bytes ?? {
      launcher: got.filter((s) => s.launcher).reduce((n, s) => n + s.brotli, 0),
      onOpen: got.filter((s) => s.phase === 'open' && !s.launcher).reduce((n, s) => n + s.brotli, 0),
      onOpenFiles: got.filter((s) => s.phase === 'open' && !s.launcher).length,
      files: got.map(({ path, phase, brotli }) => ({ path, phase, brotli })),
    };
    return { run: { cold, warmSame, warmNew, preInteraction }, bytes: measured, breakdown };
  } finally {
    await context.close();
  }
}

/**
 * Medians over runs of the before-interaction time per script (run + compile) and per function,
 * ms, as markdown lines: where the figure goes (a script or function missing from a run counts 0 there).
 */
function breakdownMarkdown(name: string, runs: CostBreakdown[]): string {
  const med = (values: number[]) => median([...values, ...Array(runs.length - values.length).fill(0)]);
  const files = [...new Set(runs.flatMap((r) => r.files.map((f) => f.file)))]
    .map((file) => {
      const of = runs.flatMap((r) => r.files.filter((f) => f.file === file));
      return { file, run: med(of.map((f) => f.runMs)), compile: med(of.map((f) => f.compileMs)) };
    })
    .sort((a, b) => b.run + b.compile - a.run - a.compile);
  const fns = [...new Set(runs.flatMap((r) => r.functions.map((f) => f.fn)))]
    .map((fn) => ({ fn, ms: med(runs.flatMap((r) => r.functions.filter((f) => f.fn === fn).map((f) => f.ms))) }))
    .filter((f) => f.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 20);
  const n = (v: number) => v.toFixed(1);
  return [
    `${name}, before interaction, median of ${runs.length} per script (run / compile, ms):`,
    ...files.map((f) => `  ${f.file}: ${n(f.run)} / ${n(f.compile)}`),
    'per function (innermost of ours, ms):',
    ...fns.map((f) => `  ${f.fn}: ${n(f.ms)}`),
  ].join('\n');
}

async function measureTarget(browser: Browser, t: Target, runs: number): Promise<{ summary: OpenSummary; raw: OpenRun[]; breakdown: string }> {
  const raw: OpenRun[] = [];
  const breakdowns: CostBreakdown[] = [];
  let bytes: ScriptBytes | null = null;
  for (let i = 1; i <= runs; i++) {
    const r = await measureRun(browser, t, bytes);
    bytes = r.bytes;
    raw.push(r.run);
    breakdowns.push(r.breakdown);
    const f = (v: number | null) => (v === null ? 'never' : `${Math.round(v)} ms`);
    console.error(
      `[${t.name} ${i}/${runs}] before interaction ${Math.round(r.run.preInteraction.scriptMs + r.run.preInteraction.compileMs)} ms; ` +
        `cold ${f(r.run.cold.dialogMs)}/${f(r.run.cold.productsMs)}, same page ${f(r.run.warmSame.dialogMs)}/${f(r.run.warmSame.productsMs)}, ` +
        `new page ${f(r.run.warmNew.dialogMs)}/${f(r.run.warmNew.productsMs)} (dialog/products); click ${f(r.run.cold.interaction?.durationMs ?? null)}`,
    );
  }
  const breakdown = breakdownMarkdown(t.name, breakdowns);
  console.error(breakdown);
  return { summary: summarizeOpen(t.name, raw, bytes), raw, breakdown };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const runs = intFlag(args, 'runs', 7);
  const which = stringFlag(args, 'target', 'both');
  const page = stringFlag(args, 'page', '/');
  const shop = stringFlag(args, 'shop', 'defaults');
  if (!['defaults', 'everything-on'].includes(shop)) throw new Error(`--shop is defaults or everything-on, not ${shop}`);
  const chromePath = stringFlag(args, 'chrome', process.env.CHROME_PATH || '/usr/bin/chromium');
  const [url] = storeUrls(args.positional);
  if (!['status', 'react', 'both'].includes(which)) throw new Error(`--target is status, react or both, not ${which}`);

  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
  const chromiumVersion = browser.version();
  const summaries: OpenSummary[] = [];
  const raw: Record<string, OpenRun[]> = {};
  const breakdowns: string[] = [];
  try {
    const makers = [...(which !== 'react' ? [() => statusTarget(url, page, shop)] : []), ...(which !== 'status' ? [() => reactTarget(page)] : [])];
    for (const make of makers) {
      const t = await make();
      try {
        const r = await measureTarget(browser, t, runs);
        summaries.push(r.summary);
        raw[t.name] = r.raw;
        breakdowns.push(r.breakdown);
      } finally {
        await t.stop();
      }
    }
  } finally {
    await browser.close();
  }

  const md = markdownOpen(summaries, { page: url ? new URL(url).pathname : page });
  const dir = join(ROOT, 'perf/results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const jsonPath = join(dir, `open-${stamp}.json`);
  const meta = { shop, date: new Date().toISOString(), chromium: chromiumVersion, playwright: JSON.parse(readFileSync(join(ROOT, 'node_modules/playwright-core/package.json'), 'utf8')).version, runs, page, url: url ?? null, throttling: { ...MOBILE_SLOW_4G, cdp: cdpNetworkConditions() } };
  writeFileSync(jsonPath, JSON.stringify({ meta, summaries, runs: raw }, null, 2));
  writeFileSync(join(dir, `open-${stamp}.md`), `${md}\n\n\`\`\`\n${breakdowns.join('\n\n')}\n\`\`\`\n`);
  console.log(`${md}\n\n${breakdowns.join('\n\n')}\n\nResults: ${jsonPath}`);
  const incomplete = summaries.some((s) => Object.values(s.scenarios).some((x) => x.failures === s.runs));
  return incomplete ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
