/**
 * The math of `npm run perf:open` (docs/performance.md#storefront-impact, "Interaction"), pure: picks the click's
 * PerformanceEventTiming entries, takes medians per scenario and prints the markdown tables.
 * perf/open.ts drives the browser and feeds these.
 */
import { censoredMedian, median } from './stats';
import type { MainThreadCost } from './trace';
import { fmt } from './impact';

/** A PerformanceEventTiming (or first-input) entry as the probe records it; times in ms, page clock. */
export interface EventEntry {
  name: string;
  entryType: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  interactionId: number;
}

/** INP-style timing of one interaction, ms: duration = inputDelay + processing + presentation. */
export interface InteractionTiming {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** Entries below this duration are not reported by the observer (`durationThreshold`), ms. */
export const EVENT_THRESHOLD_MS = 16;

/**
 * The click interaction that starts at `t0` (the pointerdown's timeStamp, ms): among entries of
 * that interaction (pointerdown, pointerup, click: startTime within 200 ms after t0 and an
 * interactionId, or the first-input entry at t0), the one with the longest duration, as INP
 * takes it. null when none was reported, i.e. every event of the click took under 16 ms.
 */
export function clickInteraction(entries: readonly EventEntry[], t0: number): InteractionTiming | null {
  const mine = entries.filter(
    (e) =>
      e.startTime >= t0 - 1 &&
      e.startTime <= t0 + 200 &&
      (e.entryType === 'first-input' || (e.interactionId > 0 && /^(pointerdown|pointerup|click|mousedown|mouseup)$/.test(e.name))),
  );
  if (!mine.length) return null;
  const e = mine.reduce((a, b) => (b.duration > a.duration ? b : a));
  const inputDelayMs = Math.max(0, e.processingStart - e.startTime);
  const processingMs = Math.max(0, e.processingEnd - e.processingStart);
  return { durationMs: e.duration, inputDelayMs, processingMs, presentationMs: Math.max(0, e.startTime + e.duration - e.processingEnd) };
}

/** One open of the panel: ms from the pointerdown to the dialog painted and to products painted (null: never, within 30 s). */
export interface OpenSample {
  dialogMs: number | null;
  productsMs: number | null;
  interaction: InteractionTiming | null;
}

export type Scenario = 'cold' | 'warmSame' | 'warmNew';

export const SCENARIOS: ReadonlyArray<{ key: Scenario; label: string }> = [
  { key: 'cold', label: 'cold (empty caches)' },
  { key: 'warmSame', label: 'warm: second open, same page' },
  { key: 'warmNew', label: 'warm: new page, HTTP + IndexedDB caches warm' },
];

/** One measured run: the three opens and what our code cost before any interaction. */
export interface OpenRun {
  cold: OpenSample;
  warmSame: OpenSample;
  warmNew: OpenSample;
  preInteraction: MainThreadCost;
}

/** Script bytes as the browser received them (decoded), re-compressed brotli q11, bytes. */
export interface ScriptBytes {
  /** the launcher, loaded with the page */
  launcher: number;
  /** every script of ours fetched after the click (panel, chunks) */
  onOpen: number;
  /** how many scripts of ours were fetched after the click */
  onOpenFiles: number;
  /** each script of ours with its path and brotli q11 bytes, in the order received */
  files?: Array<{ path: string; phase: 'load' | 'open'; brotli: number }>;
}

export interface ScenarioSummary {
  /** median, ms */
  dialogMs: number;
  productsMs: number;
  /** INP-style duration median; `below` means under 16 ms (not reported by the browser) */
  interaction: { value: number; below: boolean };
  /** medians of the breakdown over the runs whose entry was reported, ms */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** runs where the dialog or products never showed */
  failures: number;
}

export interface OpenSummary {
  target: string;
  runs: number;
  scenarios: Record<Scenario, ScenarioSummary>;
  /** medians, ms (longTasks: count) */
  preInteraction: { scriptMs: number; compileMs: number; totalMs: number; longTasks: number; longestTaskMs: number; blockingMs: number };
  bytes: ScriptBytes | null;
}

/** Medians per scenario, of the pre-interaction cost, and the byte counts of the first cold run. */
export function summarizeOpen(target: string, runs: readonly OpenRun[], bytes: ScriptBytes | null): OpenSummary {
  const scenarios = {} as Record<Scenario, ScenarioSummary>;
  for (const { key } of SCENARIOS) {
    const xs = runs.map((r) => r[key]);
    const got = xs.map((x) => x.interaction).filter((i): i is InteractionTiming => i !== null);
    scenarios[key] = {
      dialogMs: median(xs.map((x) => x.dialogMs ?? NaN)),
      productsMs: median(xs.map((x) => x.productsMs ?? NaN)),
      interaction: censoredMedian(xs.map((x) => x.interaction?.durationMs ?? null), EVENT_THRESHOLD_MS),
      inputDelayMs: median(got.map((i) => i.inputDelayMs)),
      processingMs: median(got.map((i) => i.processingMs)),
      presentationMs: median(got.map((i) => i.presentationMs)),
      failures: xs.filter((x) => x.dialogMs === null || x.productsMs === null).length,
    };
  }
  const pre = runs.map((r) => r.preInteraction);
  return {
    target,
    runs: runs.length,
    scenarios,
    preInteraction: {
      scriptMs: median(pre.map((p) => p.scriptMs)),
      compileMs: median(pre.map((p) => p.compileMs)),
      totalMs: median(pre.map((p) => p.scriptMs + p.compileMs)),
      longTasks: median(pre.map((p) => p.longTasks)),
      longestTaskMs: median(pre.map((p) => p.longestTaskMs)),
      blockingMs: median(pre.map((p) => p.blockingMs)),
    },
    bytes,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? `${fmt(v)} ms` : 'n/a');
const inp = (s: ScenarioSummary) =>
  s.interaction.below
    ? `< ${EVENT_THRESHOLD_MS} ms`
    : Number.isFinite(s.interaction.value)
      ? `${fmt(s.interaction.value)} ms (${fmt(s.inputDelayMs)} + ${fmt(s.processingMs)} + ${fmt(s.presentationMs)})`
      : 'n/a';

/**
 * Markdown tables, one column per target (e.g. ours and the React baseline): sizes, the cost
 * before interaction, and per scenario the click-to-dialog, click-to-products and INP-style
 * figures.
 */
export function markdownOpen(summaries: readonly OpenSummary[], meta: { page: string }): string {
  const head = `| | ${summaries.map((s) => s.target).join(' | ')} |`;
  const rule = `|---|${summaries.map(() => '---:').join('|')}|`;
  const row = (label: string, cell: (s: OpenSummary) => string) => `| ${label} | ${summaries.map(cell).join(' | ')} |`;
  const runs = [...new Set(summaries.map((s) => s.runs))].join('/');
  const lines = [
    `Chromium, CPU 4x slowdown, Lighthouse mobileSlow4G network (562.5 ms latency, 1,474 Kbps down, 675 Kbps up), page \`${meta.page}\`, median of ${runs} runs. Times from the pointerdown of the click to the frame painted after it.`,
    '',
    head,
    rule,
    row('launcher, brotli q11', (s) => (s.bytes ? `${fmt(s.bytes.launcher)} B` : 'n/a')),
    row('JS fetched on open, brotli q11', (s) => (s.bytes ? `${fmt(s.bytes.onOpen)} B (${s.bytes.onOpenFiles} files)` : 'n/a')),
    row('our script time before interaction', (s) => `${ms(s.preInteraction.totalMs)} (compile ${fmt(s.preInteraction.compileMs, 1)}, run ${fmt(s.preInteraction.scriptMs, 1)})`),
    row('long tasks of ours before interaction (longest)', (s) => `${fmt(s.preInteraction.longTasks)} (${ms(s.preInteraction.longestTaskMs)})`),
  ];
  for (const { key, label } of SCENARIOS) {
    lines.push(row(`${label}: click → dialog painted`, (s) => ms(s.scenarios[key].dialogMs)));
    lines.push(row(`${label}: click → For you products painted`, (s) => ms(s.scenarios[key].productsMs)));
    lines.push(row(`${label}: INP-style (delay + processing + presentation)`, (s) => inp(s.scenarios[key])));
  }
  const failed = summaries.flatMap((s) => SCENARIOS.filter(({ key }) => s.scenarios[key].failures).map(({ key }) => `${s.target} ${key}: ${s.scenarios[key].failures} run(s) without dialog or products`));
  if (failed.length) lines.push('', `Incomplete runs (left out of the medians): ${failed.join('; ')}.`);
  return lines.join('\n');
}
