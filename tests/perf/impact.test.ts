// @vitest-environment node
import {
  diffMetrics,
  markdownReport,
  medianMetrics,
  metricsFromLhr,
  pageKind,
  pageWeights,
  patternToRegExp,
  summarizeImpact,
  verdictLine,
  fmtDelta,
  type ImpactAssertions,
  type Lhr,
  type PageRuns,
  type RunMetrics,
} from '../../perf/lib/impact';
import { parseArgs, intFlag, stringFlag, storeUrls } from '../../perf/lib/args';
import rc from '../../lighthouserc.json';

const LAUNCHER = '*status-launcher.js*';
const STORE = 'http://127.0.0.1:3000';
const assertions: ImpactAssertions = rc.impact.assertions;

/** A synthetic Lighthouse 12 result with the audits we read. */
function lhr(m: { score: number; tbt?: number; lcp?: number; cls?: number; bytes?: number; mainThread?: number; launcherMs?: number }): Lhr {
  const items = [{ url: `${STORE}/`, total: 40 }];
  if (m.launcherMs !== undefined) items.push({ url: `${STORE}/status/status-launcher.js`, total: m.launcherMs });
  return {
    requestedUrl: `${STORE}/`,
    categories: { performance: { score: m.score / 100 } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: m.lcp ?? 1200 },
      'total-blocking-time': { numericValue: m.tbt ?? 0 },
      'cumulative-layout-shift': { numericValue: m.cls ?? 0 },
      'speed-index': { numericValue: 1000 },
      'total-byte-weight': { numericValue: m.bytes ?? 100_000 },
      'mainthread-work-breakdown': { numericValue: m.mainThread ?? 300 },
      'bootup-time': { numericValue: 50, details: { items } },
    },
  };
}

const runs = (xs: Parameters<typeof lhr>[0][]): RunMetrics[] => xs.map((x) => metricsFromLhr(lhr(x), LAUNCHER)!);

/** Five runs per variant on the three demo pages. */
function demo(withScores: number[][], withoutScores: number[][], extra: Partial<Parameters<typeof lhr>[0]> = {}): PageRuns[] {
  const paths = ['/', '/products/canvas-tote', '/collections/all'];
  return paths.map((p, i) => ({
    url: STORE + p,
    with: runs(withScores[i].map((score) => ({ score, launcherMs: 6, bytes: 104_000, ...extra }))),
    without: runs(withoutScores[i].map((score) => ({ score }))),
  }));
}

describe('reading a Lighthouse result', () => {
  test('takes the score in points, the metrics and our script time', () => {
    const m = metricsFromLhr(lhr({ score: 97, tbt: 12, lcp: 1500, cls: 0.02, bytes: 123_456, mainThread: 420, launcherMs: 7.5 }), LAUNCHER);
    expect(m).toEqual({ score: 97, fcp: 900, lcp: 1500, tbt: 12, cls: 0.02, si: 1000, totalBytes: 123_456, mainThreadMs: 420, widgetScriptMs: 7.5 });
  });
  test('a run with a runtime error or no score is no run at all', () => {
    expect(metricsFromLhr({ ...lhr({ score: 90 }), runtimeError: { code: 'NO_FCP', message: 'no paint' } }, LAUNCHER)).toBeNull();
    expect(metricsFromLhr({ ...lhr({ score: 90 }), categories: { performance: { score: null } } }, LAUNCHER)).toBeNull();
  });
  test('blocked-URL patterns become anchored regular expressions', () => {
    const re = patternToRegExp('*status-launcher.js*');
    expect(re.test('https://cdn.shopify.com/extensions/abc/assets/status-launcher.js?v=3')).toBe(true);
    expect(re.test('https://cdn.shopify.com/status-launcherXjs')).toBe(false);
  });
});

describe('pages and weights', () => {
  test('kinds come from the path', () => {
    expect(pageKind('https://a.example/')).toBe('home');
    expect(pageKind('https://a.example/products/x')).toBe('product');
    expect(pageKind('https://a.example/collections/all/products/x')).toBe('product');
    expect(pageKind('https://a.example/collections/all')).toBe('collection');
    expect(pageKind('https://a.example/pages/about')).toBe('home');
  });
  test("a kind's weight is shared by its URLs", () => {
    expect(pageWeights(['https://a/', 'https://a/products/x', 'https://a/products/y', 'https://a/collections/c'])).toEqual([0.17, 0.2, 0.2, 0.43]);
  });
  test('medians and deltas per metric', () => {
    const a = medianMetrics(runs([{ score: 90, tbt: 30 }, { score: 100, tbt: 0 }, { score: 95, tbt: 10 }]));
    const b = medianMetrics(runs([{ score: 96, tbt: 0 }, { score: 98, tbt: 0 }, { score: 97, tbt: 5 }]));
    expect(a.score).toBe(95);
    expect(a.tbt).toBe(10);
    expect(diffMetrics(a, b).score).toBe(-2);
    expect(diffMetrics(a, b).tbt).toBe(10);
  });
});

describe('impact summary and verdict', () => {
  test('a widget that costs nothing passes every assertion', () => {
    const s = summarizeImpact(
      demo(
        [[100, 99, 100, 100, 98], [97, 98, 97, 96, 97], [95, 95, 94, 96, 95]],
        [[100, 100, 99, 100, 100], [97, 97, 98, 97, 96], [95, 96, 95, 95, 94]],
      ),
      assertions,
    );
    expect(s.weighted.with).toBeCloseTo(0.17 * 100 + 0.4 * 97 + 0.43 * 95, 10);
    expect(s.weighted.without).toBeCloseTo(0.17 * 100 + 0.4 * 97 + 0.43 * 95, 10);
    expect(s.weighted.delta).toBeCloseTo(0, 10);
    expect(s.pages.map((p) => p.kind)).toEqual(['home', 'product', 'collection']);
    expect(s.pages[1].delta.totalBytes).toBe(4_000);
    expect(s.pages[1].with.widgetScriptMs).toBe(6);
    expect(s.pass).toBe(true);
    expect(verdictLine(s)).toMatch(/^PASS: weighted score 96\.7 -> 96\.7 \(0\.0 pts/);
  });

  test('a score drop over one point, layout shift and blocking time fail, and the verdict names them', () => {
    const pages = demo(
      [[99, 99, 99, 99, 99], [95, 94, 95, 95, 96], [92, 93, 92, 92, 91]],
      [[100, 100, 100, 100, 100], [97, 97, 97, 97, 97], [95, 95, 95, 95, 95]],
      { cls: 0.05, tbt: 40 },
    );
    const s = summarizeImpact(pages, assertions);
    // with: 0.17*99 + 0.4*95 + 0.43*92 = 94.39; without: 0.17*100 + 0.4*97 + 0.43*95 = 96.65
    expect(s.weighted.delta).toBeCloseTo(94.39 - 96.65, 10);
    expect(s.pass).toBe(false);
    expect(s.assertions.map((a) => [a.name, a.pass])).toEqual([
      ['weighted score drop (pts)', false],
      ['added CLS (worst page)', false],
      ['added TBT (worst page, ms)', false],
    ]);
    expect(s.assertions[1].actual).toBeCloseTo(0.05, 10);
    expect(s.assertions[2].actual).toBe(40);
    const v = verdictLine(s);
    expect(v.startsWith('FAIL')).toBe(true);
    expect(v).toContain('-2.3 pts');
    expect(v).toContain('failed: weighted score drop (pts), added CLS (worst page), added TBT (worst page, ms)');
  });

  test('exactly at the limits passes (1 point, 10 ms); just over fails', () => {
    const at = summarizeImpact(demo([[99], [99], [99]], [[100], [100], [100]], { tbt: 10 }), assertions);
    expect(at.assertions.map((a) => a.pass)).toEqual([true, true, true]);
    const over = summarizeImpact(demo([[99], [99], [99]], [[100], [100], [100]], { tbt: 11 }), assertions);
    expect(over.assertions.map((a) => a.pass)).toEqual([true, true, false]);
  });

  test('a page where every run failed fails the verdict instead of passing on nothing', () => {
    const pages = demo([[100], [100], [100]], [[100], [100], [100]]);
    pages[2] = { ...pages[2], with: [] };
    const s = summarizeImpact(pages, assertions);
    expect(s.pass).toBe(false);
  });

  test('the markdown report has the weighted table, a row per page and metric, and the assertions', () => {
    const s = summarizeImpact(demo([[99], [96], [94]], [[100], [97], [95]]), assertions);
    const md = markdownReport(s, { runs: 1, blocked: LAUNCHER });
    expect(md).toContain('| performance | 96.7 | 95.7 | -1.0 |');
    expect(md).toContain('| product (/products/canvas-tote, 40%) | Total bytes | 100,000 B | 104,000 B | +4,000 B |');
    expect(md).toContain('| weighted score drop (pts) | +1.0 | 1.0 | pass |');
    expect(md.split('\n').filter((l) => l.startsWith('| home')).length).toBe(9);
  });

  test('signed formatting', () => {
    expect(fmtDelta(0.0004, 3)).toBe('0.000');
    expect(fmtDelta(-1234.4)).toBe('-1,234');
    expect(fmtDelta(NaN)).toBe('n/a');
  });
});

describe('command line', () => {
  test('URLs stay positional and flags take values', () => {
    const a = parseArgs(['https://a.example/', '--block', '*my-app.js*', '--runs=3', 'https://a.example/products/x', '--json']);
    expect(a.positional).toEqual(['https://a.example/', 'https://a.example/products/x']);
    expect(stringFlag(a, 'block', LAUNCHER)).toBe('*my-app.js*');
    expect(intFlag(a, 'runs', 5)).toBe(3);
    expect(a.flags.json).toBe(true);
    expect(stringFlag(parseArgs([]), 'block', LAUNCHER)).toBe(LAUNCHER);
  });
  test('boolean flags do not swallow the next URL; bad values throw', () => {
    expect(parseArgs(['--cold', 'https://a/'], ['cold']).positional).toEqual(['https://a/']);
    expect(() => intFlag(parseArgs(['--runs', 'x']), 'runs', 5)).toThrow(/positive integer/);
    expect(() => storeUrls(['ftp://a/'])).toThrow(/http/);
    expect(() => storeUrls(['nope'])).toThrow(/not a URL/);
    expect(storeUrls(['https://a.example'])).toEqual(['https://a.example/']);
  });
  test('lighthouserc.json holds the run count, the block pattern and the assertions of the issue', () => {
    expect(rc.ci.collect.numberOfRuns).toBeGreaterThanOrEqual(5);
    expect(rc.impact.blockedUrlPattern).toBe(LAUNCHER);
    expect(rc.impact.assertions).toEqual({ maxScoreDrop: 1, maxAddedCls: 0, maxAddedTbtMs: 10 });
    expect(rc.impact.weights).toEqual({ home: 0.17, product: 0.4, collection: 0.43 });
  });
});

test("with only some page kinds measured, the table shows each URL's share of the weighted score", () => {
  const pages: PageRuns[] = [
    { url: 'https://a.example/', with: runs([{ score: 90 }]), without: runs([{ score: 100 }]) },
    { url: 'https://a.example/products/x', with: runs([{ score: 100 }]), without: runs([{ score: 100 }]) },
  ];
  const s = summarizeImpact(pages, assertions);
  expect(s.weighted.delta).toBeCloseTo((-10 * 0.17) / 0.57, 10);
  const md = markdownReport(s, { runs: 1, blocked: LAUNCHER });
  expect(md).toContain('| home (/, 30%) | Performance score |');
  expect(md).toContain('| product (/products/x, 70%) |');
});
