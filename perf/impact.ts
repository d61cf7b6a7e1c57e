/**
 * `npm run perf:impact [-- URL...] [--block PATTERN] [--runs N] [--chrome PATH]`
 *
 * The widget's storefront impact, Shopify's method made stricter (docs/performance.md#storefront-impact): Lighthouse
 * (mobile, simulated slow 4G and 4x CPU) on each page with the widget and with the widget's script
 * blocked (`blockedUrlPatterns`), N runs per page and variant (lighthouserc.json: 5), runs of the
 * two variants interleaved so drift hits both alike. Prints a markdown table and a one-line
 * verdict, writes perf/results/impact-<time>.{json,md}, and exits 1 when an assertion of
 * lighthouserc.json's `impact.assertions` fails (weighted score drop, added CLS, added TBT).
 *
 * Without URLs it starts the local stack (free ports, temp data dir) and measures the demo
 * store's home, product and collection pages; with URLs it measures those (a merchant's store):
 * each URL is weighted by its kind (home 17%, product 40%, collection 43%, split evenly within a
 * kind). `--block` is the script URL pattern to block, by default our launcher's name.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { intFlag, parseArgs, storeUrls, stringFlag } from './lib/args';
import { markdownReport, metricsFromLhr, summarizeImpact, verdictLine, type ImpactAssertions, type PageKind, type PageRuns, type RunMetrics } from './lib/impact';
import { killAllChromes, runLighthouse } from './lib/lighthouse';
import { startLocalStack, type LocalStack } from './lib/local-stack';

interface Rc {
  ci: { collect: { numberOfRuns: number; chromePath: string; settings: Record<string, unknown> & { chromeFlags?: string } } };
  impact: { pages: string[]; weights: Record<PageKind, number>; blockedUrlPattern: string; assertions: ImpactAssertions };
}

const ROOT = resolve(import.meta.dirname, '..');

async function main(): Promise<number> {
  const rc: Rc = JSON.parse(readFileSync(join(ROOT, 'lighthouserc.json'), 'utf8'));
  const args = parseArgs(process.argv.slice(2));
  const runs = intFlag(args, 'runs', rc.ci.collect.numberOfRuns);
  const blocked = stringFlag(args, 'block', rc.impact.blockedUrlPattern);
  const chromePath = stringFlag(args, 'chrome', process.env.CHROME_PATH || rc.ci.collect.chromePath);
  const { chromeFlags = '', ...settings } = rc.ci.collect.settings;
  let urls = storeUrls(args.positional);

  let stack: LocalStack | null = null;
  const stop = async () => {
    const s = stack;
    stack = null;
    await s?.stop();
  };
  process.once('SIGINT', () => void Promise.all([killAllChromes(), stop()]).finally(() => process.exit(130)));
  try {
    if (!urls.length) {
      console.error('No URLs given: starting the local stack (auth emulator, API, demo store)...');
      stack = await startLocalStack();
      urls = rc.impact.pages.map((p) => stack!.storeUrl + p);
    }
    const pages: PageRuns[] = [];
    const raw: Array<{ url: string; variant: 'with' | 'without'; run: number; metrics: RunMetrics | null; error?: string }> = [];
    const total = urls.length * runs * 2;
    let n = 0;
    const started = Date.now();
    for (const url of urls) {
      const page = { url, with: [] as RunMetrics[], without: [] as RunMetrics[] };
      for (let run = 1; run <= runs; run++) {
        // Alternate which variant goes first, so neither always gets the warmer machine.
        const order: Array<'with' | 'without'> = run % 2 ? ['with', 'without'] : ['without', 'with'];
        for (const variant of order) {
          n++;
          let metrics: RunMetrics | null = null;
          let error: string | undefined;
          try {
            const lhr = await runLighthouse(url, {
              chromePath,
              chromeFlags: chromeFlags.split(/\s+/).filter(Boolean),
              settings,
              blockedUrlPatterns: variant === 'without' ? [blocked] : [],
            });
            metrics = metricsFromLhr(lhr, blocked);
            if (!metrics) error = lhr.runtimeError?.message ?? 'no performance score';
          } catch (e) {
            error = e instanceof Error ? e.message : String(e);
          }
          raw.push({ url, variant, run, metrics, error });
          if (metrics) page[variant].push(metrics);
          const secs = Math.round((Date.now() - started) / 1000);
          console.error(
            `[${n}/${total} ${secs}s] ${url} ${variant} widget run ${run}: ` +
              (metrics ? `score ${metrics.score}, TBT ${Math.round(metrics.tbt)} ms, LCP ${Math.round(metrics.lcp)} ms, CLS ${metrics.cls.toFixed(3)}` : `failed: ${error}`),
          );
        }
      }
      pages.push(page);
    }

    const summary = summarizeImpact(pages, rc.impact.assertions, rc.impact.weights);
    const md = markdownReport(summary, { runs, blocked });
    const verdict = verdictLine(summary);
    const dir = join(ROOT, 'perf/results');
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const jsonPath = join(dir, `impact-${stamp}.json`);
    const meta = { date: new Date().toISOString(), lighthouse: JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version, chromePath, runs, blocked, urls, local: !args.positional.length, settings };
    writeFileSync(jsonPath, JSON.stringify({ meta, summary, runs: raw }, null, 2));
    writeFileSync(join(dir, `impact-${stamp}.md`), `${md}\n\n${verdict}\n`);
    console.log(`${md}\n\n${verdict}\n\nResults: ${jsonPath}`);
    return summary.pass ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
