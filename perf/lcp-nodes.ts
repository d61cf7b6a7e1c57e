/**
 * `tsx perf/lcp-nodes.ts [--runs N] [--block PATTERN] [--page PATH] [--off] [URL...]`
 *
 * Why does the widget move the simulated LCP? For each page (the demo store's home, product and
 * collection pages by default) and each variant (with the widget, and with its script blocked),
 * runs Lighthouse as perf/impact.ts does and prints the observed LCP, the Lantern LCP estimates
 * (optimistic, pessimistic, final) and every node of the Lantern LCP graphs whose URL is ours or
 * whose CPU task evaluated our script: priority, observed start/end, simulated start/end.
 * With `--off` the "without" variant is the page with no app embed at all (`?status=off`), so
 * the embed's markup (config block, declarative button, loader) counts too. `--page /` measures
 * one of lighthouserc.json's pages only. Writes each run's LHR, Lantern nodes and our trace
 * events to perf/results/lcp-nodes-<time>/.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { intFlag, parseArgs, storeUrls, stringFlag } from './lib/args';
import { launchChrome } from './lib/lighthouse';
import { startLocalStack, type LocalStack } from './lib/local-stack';

interface Node {
  type: string;
  url?: string;
  priority?: string;
  resourceType?: string;
  transferSize?: number;
  scripts?: string[];
  layout?: boolean;
  observedStartMs: number;
  observedEndMs: number;
  simStartMs: number;
  simEndMs: number;
}

const ROOT = resolve(import.meta.dirname, '..');
const WORKER = fileURLToPath(new URL('./lib/lantern-worker.mjs', import.meta.url));

async function run(url: string, blocked: string[], chromePath: string, flags: string[], settings: Record<string, unknown>) {
  const chrome = await launchChrome(chromePath, flags);
  try {
    const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], ...settings, blockedUrlPatterns: blocked } };
    const out = await new Promise<string>((res, rej) =>
      execFile(process.execPath, [WORKER, JSON.stringify({ url, port: chrome.port, config })], { maxBuffer: 512 * 1024 * 1024, timeout: 180_000 }, (err, o, e) =>
        err ? rej(new Error(e || err.message)) : res(o),
      ),
    );
    return JSON.parse(out) as { lhr: any; lantern: Record<string, Node[]>; events: Array<{ name: string; ts: number; dur?: number; args?: any }> };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const rc = JSON.parse(readFileSync(join(ROOT, 'lighthouserc.json'), 'utf8'));
  const args = parseArgs(process.argv.slice(2), ['off']);
  const runs = intFlag(args, 'runs', 1);
  const off = args.flags.off === true;
  const blocked = stringFlag(args, 'block', rc.impact.blockedUrlPattern);
  const ours = /\/status\//;
  const { chromeFlags = '', ...settings } = rc.ci.collect.settings;
  const chromePath = process.env.CHROME_PATH || rc.ci.collect.chromePath;
  let urls = storeUrls(args.positional);
  let stack: LocalStack | null = null;
  const dir = join(ROOT, 'perf/results', `lcp-nodes-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  try {
    if (!urls.length) {
      stack = await startLocalStack();
      const only = args.flags.page;
      urls = rc.impact.pages.filter((p: string) => typeof only !== 'string' || p === only).map((p: string) => stack!.storeUrl + p);
    }
    const summary: Array<{ url: string; variant: string; lcp: number; ours: string }> = [];
    for (const url of urls) {
      for (let i = 1; i <= runs; i++) {
        for (const variant of i % 2 ? ['with', 'without'] : ['without', 'with']) {
          const target = variant === 'without' && off ? `${url}${url.includes('?') ? '&' : '?'}status=off` : url;
          const result = await run(target, variant === 'with' || off ? [] : [blocked], chromePath, chromeFlags.split(/\s+/).filter(Boolean), settings);
          const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${variant}-${i}`;
          writeFileSync(join(dir, `${name}.json`), JSON.stringify(result));
          const { lhr, lantern, events } = result;
          const m = lhr.audits.metrics.details.items[0];
          const pp = lhr.audits['predictive-perf']?.details?.items?.[0] ?? {};
          const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
          console.log(`\n## ${url} ${variant} #${i}: LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms ` +
            `(opt ${Math.round(pp.optimisticLCP)} / pess ${Math.round(pp.pessimisticLCP)}), FCP ${Math.round(m.firstContentfulPaint)}, ` +
            `observed FCP ${Math.round(m.observedFirstContentfulPaint)} LCP ${Math.round(m.observedLargestContentfulPaint)} DCL ${Math.round(m.observedDomContentLoaded)} load ${Math.round(m.observedLoad)}; LCP element: ${el?.snippet ?? '?'}`);
          for (const req of lhr.audits['network-requests'].details.items as any[])
            console.log(`  req ${req.priority.padEnd(8)} ${String(Math.round(req.networkRequestTime)).padStart(5)}-${String(Math.round(req.networkEndTime)).padStart(5)} ms ${req.transferSize} B ${req.url.replace(/^https?:\/\/[^/]+/, '')}`);
          const nav = events.find((e) => e.name === 'navigationStart')?.ts;
          for (const e of events.filter((e) => ours.test(JSON.stringify(e.args ?? {}))))
            console.log(`  event ${e.name} ${nav ? ((e.ts - nav) / 1000).toFixed(1) : e.ts}${e.dur ? ` +${(e.dur / 1000).toFixed(1)}` : ''} ms`);
          for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
            const nodes = lantern[label] ?? [];
            const end = Math.max(...nodes.map((n) => n.simEndMs));
            console.log(`  ${label}: ${nodes.length} nodes, ends ${Math.round(end)} ms`);
            for (const n of nodes) {
              const mine = (n.url && ours.test(n.url)) || n.scripts?.some((s) => ours.test(s));
              const tag = mine ? '*' : ' ';
              const what = n.type === 'network' ? `${n.priority} ${n.resourceType} ${n.transferSize} B ${n.url!.replace(/^https?:\/\/[^/]+/, '')}` : `cpu${n.layout ? ' layout' : ''} ${(n.scripts ?? []).map((s) => s.replace(/^https?:\/\/[^/]+/, '')).join(',')}`;
              console.log(`   ${tag} obs ${n.observedStartMs.toFixed(1)}-${n.observedEndMs.toFixed(1)} sim ${Math.round(n.simStartMs)}-${Math.round(n.simEndMs)} ${what}`);
            }
          }
          // Per graph: is a node of ours in it, and does it finish last (so it sets that estimate)?
          const ourMark = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'].map((label) => {
            const nodes = lantern[label] ?? [];
            const mine = nodes.filter((n) => (n.url && ours.test(n.url)) || n.scripts?.some((x) => ours.test(x)));
            const end = Math.max(...nodes.map((n) => n.simEndMs));
            return !mine.length ? 'out' : mine.some((n) => n.simEndMs >= end) ? 'LAST' : 'in';
          }).join('/');
          summary.push({ url, variant, lcp: lhr.audits['largest-contentful-paint'].numericValue, ours: ourMark });
        }
      }
    }
    console.log('\n| page | variant | LCP per run (ms) | median | our nodes in optimistic/pessimistic graph |\n|---|---|---|---:|---|');
    for (const url of urls)
      for (const variant of ['with', 'without']) {
        const rows = summary.filter((r) => r.url === url && r.variant === variant);
        const lcps = rows.map((r) => Math.round(r.lcp));
        const sorted = [...lcps].sort((a, b) => a - b);
        const med = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
        console.log(`| ${new URL(url).pathname} | ${variant} | ${lcps.join(', ')} | ${med} | ${rows.map((r) => r.ours).join(', ')} |`);
      }
    console.log(`\nSaved in ${dir}`);
  } finally {
    await stack?.stop();
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(2); });
