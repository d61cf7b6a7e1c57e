/**
 * `npx tsx perf/open-work.ts [--runs N] [--page PATH]`
 *
 * Parts of the main thread's work while the panel opens cold (docs/performance.md#opening-the-panel),
 * the ones perf/open.ts's totals do not separate: from the click on 'My account' to For you's
 * products painted, on the local stack's demo store, in Debian's Chromium at CPU 4x and
 * Lighthouse's slow 4G (as perf/open.ts), median of N runs (default 5), each in a fresh browser
 * context:
 * - the `status:widget-open` announcement: how long its dispatch takes, every listener on the page
 *   included (it runs in the task that draws the panel: panel/widget.ts);
 * - style sheets parsed, from the trace: `CSSParserImpl::parseStyleSheet` on the page's main
 *   thread (goober writes each new class into the panel's sheet at once, and the browser parses
 *   the whole sheet again on each write);
 * - style recalculation, from the trace: `UpdateLayoutTree`;
 * - layout, from the trace: `Layout` (focus, a size read or the frame itself makes the browser lay out);
 * - the products painted, ms after the click (perf/lib/open-probe.ts).
 * Prints a markdown table; writes nothing.
 */
import { chromium } from 'playwright-core';
import { intFlag, parseArgs, stringFlag } from './lib/args';
import { CHROME_FLAGS } from './lib/lighthouse';
import { startLocalStack } from './lib/local-stack';
import { PROBE_SCRIPT } from './lib/open-probe';
import { median } from './lib/stats';
import { MOBILE_SLOW_4G, throttlePage } from './lib/throttle';
import { eventTotals, type TraceEvent } from './lib/trace';

const PARSE = 'CSSParserImpl::parseStyleSheet';
const RECALC = 'UpdateLayoutTree';
const LAYOUT = 'Layout';
/** How long the page rests after its button shows before the click, ms: the launcher's idle work is done by then. */
const REST_MS = 7000;

/** Times each dispatch of `status:widget-open` on document (ms, in `window.__announceMs`), before the page's scripts run. */
const ANNOUNCE_PROBE = `(() => {
  const dispatch = Document.prototype.dispatchEvent;
  window.__announceMs = [];
  Document.prototype.dispatchEvent = function (event) {
    const start = performance.now();
    try {
      return dispatch.call(this, event);
    } finally {
      if (event.type === 'status:widget-open') window.__announceMs.push(performance.now() - start);
    }
  };
})()`;

interface Run {
  announceMs: number;
  parseMs: number;
  parses: number;
  recalcMs: number;
  recalcs: number;
  layoutMs: number;
  layouts: number;
  productsMs: number;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const runs = intFlag(args, 'runs', 5);
  const page = stringFlag(args, 'page', '/');
  const stack = await startLocalStack();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_FLAGS });
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
      try {
        await context.addInitScript(PROBE_SCRIPT);
        await context.addInitScript(ANNOUNCE_PROBE);
        const tab = await context.newPage();
        const cdp = await throttlePage(context, tab);
        await tab.goto(stack.storeUrl + page, { waitUntil: 'load', timeout: 120_000 });
        await tab.getByRole('button', { name: 'My account' }).waitFor({ timeout: 60_000 });
        await tab.waitForTimeout(REST_MS);
        const trace: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (e) => void trace.push(...(e.value as unknown as TraceEvent[])));
        const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'blink', 'blink.style'] } } as never);
        await tab.evaluate('window.__perfOpen.arm()');
        await tab.getByRole('button', { name: 'My account' }).click();
        await tab.waitForFunction('window.__perfOpen.done', undefined, { timeout: 40_000, polling: 100 });
        const productsMs = (await tab.evaluate('window.__perfOpen.productsMs')) as number | null;
        const [announceMs] = (await tab.evaluate('window.__announceMs')) as number[];
        await cdp.send('Tracing.end');
        await traced;
        if (productsMs == null) throw new Error(`run ${i + 1}: For you's products never painted`);
        if (announceMs === undefined) throw new Error(`run ${i + 1}: the panel opened without announcing status:widget-open`);
        const totals = eventTotals(trace, [PARSE, RECALC, LAYOUT]);
        const run = { announceMs, parseMs: totals[PARSE].ms, parses: totals[PARSE].count, recalcMs: totals[RECALC].ms, recalcs: totals[RECALC].count, layoutMs: totals[LAYOUT].ms, layouts: totals[LAYOUT].count, productsMs };
        results.push(run);
        console.log(`[${i + 1}/${runs}] status:widget-open ${announceMs.toFixed(1)} ms, style sheets parsed ${run.parseMs.toFixed(1)} ms (${run.parses}), style recalculation ${run.recalcMs.toFixed(1)} ms (${run.recalcs}), layout ${run.layoutMs.toFixed(1)} ms (${run.layouts}), products ${productsMs.toFixed(0)} ms`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const med = (pick: (r: Run) => number) => median(results.map(pick));
  console.log(`\nCold open on \`${page}\`, CPU ${MOBILE_SLOW_4G.cpuSlowdownMultiplier}x, slow 4G, median of ${runs}:\n`);
  console.log('| | median |\n|---|---:|');
  console.log(`| \`status:widget-open\` dispatched, its listeners included | ${med((r) => r.announceMs).toFixed(1)} ms |`);
  console.log(`| style sheets parsed (\`${PARSE}\`) | ${med((r) => r.parseMs).toFixed(1)} ms (${med((r) => r.parses)} times) |`);
  console.log(`| style recalculation (\`${RECALC}\`) | ${med((r) => r.recalcMs).toFixed(1)} ms (${med((r) => r.recalcs)} times) |`);
  console.log(`| layout (\`${LAYOUT}\`) | ${med((r) => r.layoutMs).toFixed(1)} ms (${med((r) => r.layouts)} times) |`);
  console.log(`| click → For you products painted | ${med((r) => r.productsMs).toFixed(0)} ms |`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
