/**
 * The storefront-impact math of `npm run perf:impact` (docs/performance.md#storefront-impact), as pure functions over
 * Lighthouse results: per-run metrics, per-page medians with and without the widget, Shopify's
 * weighted score (home 17%, product 40%, collection 43%), deltas, the verdict against the
 * assertions of lighthouserc.json, and the markdown report. No I/O here; perf/impact.ts runs
 * Lighthouse and feeds these.
 */
import { median, round, weightedMean } from './stats';

/** The slice of a Lighthouse result (LHR, Lighthouse 12) that we read. */
export interface Lhr {
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** One Lighthouse run reduced to the figures we report. */
export interface RunMetrics {
  /** performance score, 0-100 points */
  score: number;
  /** First Contentful Paint, ms */
  fcp: number;
  /** Largest Contentful Paint, ms */
  lcp: number;
  /** Total Blocking Time, ms */
  tbt: number;
  /** Cumulative Layout Shift, unitless */
  cls: number;
  /** Speed Index, ms */
  si: number;
  /** total transfer size of the page, bytes */
  totalBytes: number;
  /** main-thread work of the whole page (mainthread-work-breakdown), ms */
  mainThreadMs: number;
  /** bootup-time (script evaluation + parse/compile) of scripts whose URL matches the widget pattern, ms */
  widgetScriptMs: number;
}

/** The metrics we report, in table order, with their unit and decimals. */
export const METRICS: ReadonlyArray<{ key: keyof RunMetrics; label: string; unit: string; digits: number }> = [
  { key: 'score', label: 'Performance score', unit: 'pts', digits: 1 },
  { key: 'fcp', label: 'FCP', unit: 'ms', digits: 0 },
  { key: 'lcp', label: 'LCP', unit: 'ms', digits: 0 },
  { key: 'tbt', label: 'TBT', unit: 'ms', digits: 0 },
  { key: 'cls', label: 'CLS', unit: '', digits: 3 },
  { key: 'si', label: 'Speed Index', unit: 'ms', digits: 0 },
  { key: 'totalBytes', label: 'Total bytes', unit: 'B', digits: 0 },
  { key: 'mainThreadMs', label: 'Main-thread time', unit: 'ms', digits: 0 },
  { key: 'widgetScriptMs', label: 'Widget script time', unit: 'ms', digits: 0 },
];

/**
 * Turns a Chrome URL-blocking pattern (`*` wildcards, as `blockedUrlPatterns` takes) into a
 * RegExp, so the same flag both blocks the widget and attributes its script time.
 */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${body}$`);
}

/**
 * Reads one LHR into `RunMetrics`. Returns null for a run Lighthouse could not finish (a
 * `runtimeError` or no performance score), so a broken run never counts as a score of 0.
 * `widgetPattern` is the blocked-URL pattern of the widget script (e.g. `*status-launcher.js*`);
 * widget script time also counts the scripts under the launcher's folder it loads.
 */
export function metricsFromLhr(lhr: Lhr, widgetPattern: string): RunMetrics | null {
  const score = lhr.categories.performance?.score;
  if (lhr.runtimeError || score == null) return null;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const re = patternToRegExp(widgetPattern);
  const items = (lhr.audits['bootup-time']?.details?.items ?? []) as Array<{ url?: string; total?: number }>;
  const widgetScriptMs = items.filter((i) => i.url && re.test(i.url)).reduce((s, i) => s + (i.total ?? 0), 0);
  return {
    score: round(score * 100, 2),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    totalBytes: num('total-byte-weight'),
    mainThreadMs: num('mainthread-work-breakdown'),
    widgetScriptMs,
  };
}

/** Per-metric median over runs; a metric with no finite value is NaN. */
export function medianMetrics(runs: readonly RunMetrics[]): RunMetrics {
  const out = {} as RunMetrics;
  for (const { key } of METRICS) out[key] = median(runs.map((r) => r[key]));
  return out;
}

/** `a - b` per metric (with minus without: positive means the widget added it). */
export function diffMetrics(a: RunMetrics, b: RunMetrics): RunMetrics {
  const out = {} as RunMetrics;
  for (const { key } of METRICS) out[key] = a[key] - b[key];
  return out;
}

export type PageKind = 'home' | 'product' | 'collection';

/** Shopify's page weights for an app's impact on the storefront score. */
export const SHOPIFY_WEIGHTS: Readonly<Record<PageKind, number>> = { home: 0.17, product: 0.4, collection: 0.43 };

/** Classifies a store URL by its path: `/products/...` product, `/collections/...` collection, else home. */
export function pageKind(url: string): PageKind {
  const path = new URL(url).pathname;
  if (/\/products\/[^/]+/.test(path)) return 'product';
  if (/\/collections\/[^/]+/.test(path) && !/\/products\//.test(path)) return 'collection';
  return 'home';
}

/** The Lighthouse runs of one URL, with the widget and with its script blocked. */
export interface PageRuns {
  url: string;
  with: readonly RunMetrics[];
  without: readonly RunMetrics[];
}

/** Medians and deltas of one URL. `weight` is its share of the weighted score (0-1). */
export interface PageSummary {
  url: string;
  kind: PageKind;
  weight: number;
  runs: { with: number; without: number };
  with: RunMetrics;
  without: RunMetrics;
  delta: RunMetrics;
}

/** What lighthouserc.json's `impact.assertions` holds. */
export interface ImpactAssertions {
  /** largest allowed drop of the weighted score, points */
  maxScoreDrop: number;
  /** largest allowed added CLS per page (median with − median without) */
  maxAddedCls: number;
  /** largest allowed added TBT per page, ms */
  maxAddedTbtMs: number;
}

export interface AssertionResult {
  name: string;
  /** the measured value (points, CLS, ms) */
  actual: number;
  limit: number;
  pass: boolean;
  /** the page the worst value came from, when per page */
  url?: string;
}

export interface ImpactSummary {
  pages: PageSummary[];
  /** weighted performance score, points */
  weighted: { with: number; without: number; delta: number };
  assertions: AssertionResult[];
  pass: boolean;
}

/** Floating-point slack for comparisons of differences (CLS 0.1 − 0.1 is not always 0). */
const EPS = 1e-9;

/**
 * Splits each kind's Shopify weight evenly across the URLs of that kind; kinds with no URL are
 * left out (and `weightedMean` renormalises over the rest). Returns one weight per URL, in order.
 */
export function pageWeights(urls: readonly string[], weights: Readonly<Record<PageKind, number>> = SHOPIFY_WEIGHTS): number[] {
  const kinds = urls.map(pageKind);
  const count = (k: PageKind) => kinds.filter((x) => x === k).length;
  return kinds.map((k) => weights[k] / count(k));
}

/**
 * The whole impact report: per-page medians and deltas, weighted scores with and without the
 * widget, and each assertion's result. A page with no successful run in either variant makes
 * every assertion fail (nothing measured is not a pass).
 */
export function summarizeImpact(
  pages: readonly PageRuns[],
  assertions: ImpactAssertions,
  weights: Readonly<Record<PageKind, number>> = SHOPIFY_WEIGHTS,
): ImpactSummary {
  const w = pageWeights(pages.map((p) => p.url), weights);
  const summaries: PageSummary[] = pages.map((p, i) => {
    const withM = medianMetrics(p.with);
    const withoutM = medianMetrics(p.without);
    return {
      url: p.url,
      kind: pageKind(p.url),
      weight: w[i],
      runs: { with: p.with.length, without: p.without.length },
      with: withM,
      without: withoutM,
      delta: diffMetrics(withM, withoutM),
    };
  });
  const weighted = {
    with: weightedMean(summaries.map((s) => ({ value: s.with.score, weight: s.weight }))),
    without: weightedMean(summaries.map((s) => ({ value: s.without.score, weight: s.weight }))),
    delta: NaN,
  };
  weighted.delta = weighted.with - weighted.without;

  const complete = summaries.length > 0 && summaries.every((s) => s.runs.with > 0 && s.runs.without > 0);
  const worst = (key: keyof RunMetrics) =>
    summaries.reduce<{ value: number; url?: string }>(
      (acc, s) => (Number.isNaN(s.delta[key]) || s.delta[key] > acc.value ? { value: s.delta[key], url: s.url } : acc),
      { value: -Infinity },
    );
  const cls = worst('cls');
  const tbt = worst('tbt');
  const results: AssertionResult[] = [
    { name: 'weighted score drop (pts)', actual: -weighted.delta, limit: assertions.maxScoreDrop, pass: false },
    { name: 'added CLS (worst page)', actual: cls.value, limit: assertions.maxAddedCls, pass: false, url: cls.url },
    { name: 'added TBT (worst page, ms)', actual: tbt.value, limit: assertions.maxAddedTbtMs, pass: false, url: tbt.url },
  ];
  for (const r of results) r.pass = complete && Number.isFinite(r.actual) && r.actual <= r.limit + EPS;
  return { pages: summaries, weighted, assertions: results, pass: results.every((r) => r.pass) };
}

/** Formats a number with thousands separators and `digits` decimals; NaN prints as 'n/a'. */
export function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Like `fmt` with an explicit sign ('+3', '−0.5', '0'), for deltas. */
export function fmtDelta(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return 'n/a';
  const r = round(value, digits);
  if (r === 0) return fmt(0, digits);
  return (r > 0 ? '+' : '-') + fmt(Math.abs(r), digits);
}

/** The one-line verdict: PASS/FAIL, the weighted score change and the worst added CLS and TBT. */
export function verdictLine(s: ImpactSummary): string {
  const [score, cls, tbt] = s.assertions;
  const failed = s.assertions.filter((a) => !a.pass).map((a) => a.name);
  return (
    `${s.pass ? 'PASS' : 'FAIL'}: weighted score ${fmt(s.weighted.without, 1)} -> ${fmt(s.weighted.with, 1)} ` +
    `(${fmtDelta(s.weighted.delta, 1)} pts, limit -${fmt(score.limit, 1)}), added CLS ${fmtDelta(cls.actual, 3)} (limit ${fmt(cls.limit, 3)}), ` +
    `added TBT ${fmtDelta(tbt.actual)} ms (limit ${fmt(tbt.limit)} ms)` +
    (failed.length ? `; failed: ${failed.join(', ')}` : '')
  );
}

/**
 * The report as markdown: the weighted-score table, then one row per page and metric with the
 * medians without and with the widget and the delta.
 */
export function markdownReport(s: ImpactSummary, meta: { runs: number; blocked: string }): string {
  const lines: string[] = [];
  lines.push(`Lighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${meta.runs} runs per page and variant; "without" blocks \`${meta.blocked}\`.`, '');
  lines.push('| weighted score (home 17%, product 40%, collection 43%) | without widget | with widget | change |', '|---|---:|---:|---:|');
  lines.push(`| performance | ${fmt(s.weighted.without, 1)} | ${fmt(s.weighted.with, 1)} | ${fmtDelta(s.weighted.delta, 1)} |`, '');
  lines.push('| page | metric | without widget | with widget | delta |', '|---|---|---:|---:|---:|');
  const totalWeight = s.pages.reduce((n, p) => n + p.weight, 0) || 1;
  for (const p of s.pages) {
    // The share this URL has in the weighted score (weights renormalised over the kinds measured).
    const name = `${p.kind} (${new URL(p.url).pathname}, ${fmt((p.weight / totalWeight) * 100)}%)`;
    for (const m of METRICS) {
      const unit = m.unit ? ` ${m.unit}` : '';
      lines.push(`| ${name} | ${m.label} | ${fmt(p.without[m.key], m.digits)}${unit} | ${fmt(p.with[m.key], m.digits)}${unit} | ${fmtDelta(p.delta[m.key], m.digits)}${unit} |`);
    }
  }
  lines.push('', '| assertion | measured | limit | result |', '|---|---:|---:|---|');
  for (const a of s.assertions) lines.push(`| ${a.name} | ${fmtDelta(a.actual, a.name.includes('CLS') ? 3 : 1)} | ${fmt(a.limit, a.name.includes('CLS') ? 3 : 1)} | ${a.pass ? 'pass' : 'FAIL'} |`);
  return lines.join('\n');
}
