/**
 * Attributes a Chrome trace's main-thread work to scripts by URL, for perf/open.ts's "what does
 * our code cost before any interaction". Pure: takes trace events (CDP `Tracing.dataCollected`),
 * returns milliseconds.
 *
 * Why samples and not only trace events: a module script's top-level evaluation shows up as
 * `v8.evaluateModule` with no URL (Chromium 156), so event-based attribution (what Lighthouse's
 * bootup-time does with `EvaluateScript`/`FunctionCall` URLs) misses it. The V8 CPU profiler's
 * samples, recorded into the same trace with `disabled-by-default-v8.cpu_profiler`, carry the
 * call stack with script URLs on the trace's clock; a sample counts as ours when any frame of its
 * stack is ours (inclusive time: DOM and style work our code calls into is ours too).
 */

/** One trace event as CDP reports it (`ts`, `dur` in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  cat?: string;
  args?: Record<string, any>;
}

/** The trace categories perf/open.ts records: tasks, script events and hi-res CPU samples. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

/** A CPU sample: when (µs, trace clock), how long it stands for (µs), and the URLs on its stack. */
export interface Sample {
  pid: number;
  ts: number;
  dur: number;
  urls: ReadonlySet<string>;
  /** the sample's frames, innermost first: script URL, function name ('' for a script's top level), 1-based line */
  frames: ReadonlyArray<Frame>;
}

/** One frame of a CPU sample's stack. */
export interface Frame {
  url: string;
  fn: string;
  line: number;
  /** 1-based column: in a minified file, where the function starts */
  column: number;
}

/**
 * Rebuilds the V8 CPU profiles embedded in a trace (`Profile` + `ProfileChunk` events) into
 * samples. A sample stands for the time until the next sample of its profile (the last one for
 * 0); the gap is capped at `maxGapUs` (default 10,000 µs) so an idle pause is not counted.
 */
export function cpuSamples(events: readonly TraceEvent[], maxGapUs = 10_000): Sample[] {
  const profiles = new Map<string, { pid: number; start: number; nodes: Map<number, { parent?: number } & Frame>; ids: number[]; deltas: number[] }>();
  const key = (e: TraceEvent) => `${e.pid}:${e.id}`;
  for (const e of events) {
    if (e.name === 'Profile') profiles.set(key(e), { pid: e.pid, start: e.args?.data?.startTime ?? e.ts, nodes: new Map(), ids: [], deltas: [] });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(key(e));
    const data = e.args?.data;
    if (!p || !data) continue;
    for (const n of data.cpuProfile?.nodes ?? []) p.nodes.set(n.id, { parent: n.parent, url: n.callFrame?.url ?? '', fn: n.callFrame?.functionName ?? '', line: (n.callFrame?.lineNumber ?? -1) + 1, column: (n.callFrame?.columnNumber ?? -1) + 1 });
    p.ids.push(...(data.cpuProfile?.samples ?? []));
    p.deltas.push(...(data.timeDeltas ?? []));
  }
  const out: Sample[] = [];
  for (const p of profiles.values()) {
    const stackUrls = new Map<number, Set<string>>();
    const urlsOf = (id: number): Set<string> => {
      let s = stackUrls.get(id);
      if (s) return s;
      const n = p.nodes.get(id);
      s = new Set(n?.parent !== undefined ? urlsOf(n.parent) : []);
      if (n?.url) s.add(n.url);
      stackUrls.set(id, s);
      return s;
    };
    const stackFrames = new Map<number, Frame[]>();
    const framesOf = (id: number): Frame[] => {
      let f = stackFrames.get(id);
      if (f) return f;
      const n = p.nodes.get(id);
      f = n ? [{ url: n.url, fn: n.fn, line: n.line, column: n.column }, ...(n.parent !== undefined ? framesOf(n.parent) : [])] : [];
      stackFrames.set(id, f);
      return f;
    };
    let t = p.start;
    const times = p.deltas.map((d) => (t += d));
    for (let i = 0; i < p.ids.length; i++) {
      const dur = i + 1 < times.length ? Math.min(times[i + 1] - times[i], maxGapUs) : 0;
      out.push({ pid: p.pid, ts: times[i], dur: Math.max(dur, 0), urls: urlsOf(p.ids[i]), frames: framesOf(p.ids[i]) });
    }
  }
  return out;
}

/** The renderer main threads (`CrRendererMain`) of a trace, as `pid:tid` keys. */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

/** Top-level tasks (`RunTask` not nested in another) on renderer main threads, sorted by start. */
export function topLevelTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const main = rendererMainThreads(events);
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  const ends = new Map<string, number>();
  for (const t of tasks) {
    const k = `${t.pid}:${t.tid}`;
    if (t.ts < (ends.get(k) ?? -Infinity)) continue; // nested
    out.push(t);
    ends.set(k, t.ts + t.dur!);
  }
  return out;
}

/** What our scripts cost the main thread, in ms. */
export interface MainThreadCost {
  /** CPU samples with our code on the stack (evaluation, callbacks, work they call into) */
  scriptMs: number;
  /** script compile events naming our URLs (`v8.compile`, `v8.compileModule`) on the main thread */
  compileMs: number;
  /** tasks over 50 ms that ran or compiled any of our code */
  longTasks: number;
  /** the longest task that ran any of our code, ms (0 when none ran) */
  longestTaskMs: number;
  /** TBT-style sum over our tasks of (duration − 50 ms) */
  blockingMs: number;
}

/**
 * Main-thread cost of the scripts whose URL satisfies `isOurs`, between `fromUs` and `toUs`
 * (trace clock, µs; default the whole trace).
 */
export function mainThreadCost(events: readonly TraceEvent[], isOurs: (url: string) => boolean, fromUs = -Infinity, toUs = Infinity): MainThreadCost {
  const ours = cpuSamples(events).filter((s) => s.ts >= fromUs && s.ts <= toUs && [...s.urls].some(isOurs));
  const scriptUs = ours.reduce((n, s) => n + s.dur, 0);
  const main = rendererMainThreads(events);
  const compiles = events
    .filter((e) => (e.name === 'v8.compile' || e.name === 'v8.compileModule') && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .filter((e) => e.ts >= fromUs && e.ts <= toUs && isOurs(e.args?.data?.url ?? e.args?.fileName ?? ''));
  const compileUs = compiles.reduce((n, e) => n + (e.dur ?? 0), 0);
  const within = (t: TraceEvent, pid: number, ts: number) => pid === t.pid && ts >= t.ts && ts <= t.ts + t.dur!;
  const ourTasks = topLevelTasks(events).filter(
    (t) => t.ts >= fromUs && t.ts <= toUs && (ours.some((s) => within(t, s.pid, s.ts)) || compiles.some((c) => within(t, c.pid, c.ts))),
  );
  const ms = (us: number) => us / 1000;
  const durs = ourTasks.map((t) => ms(t.dur!));
  return {
    scriptMs: ms(scriptUs),
    compileMs: ms(compileUs),
    longTasks: durs.filter((d) => d > 50).length,
    longestTaskMs: durs.length ? Math.max(...durs) : 0,
    blockingMs: durs.reduce((n, d) => n + Math.max(0, d - 50), 0),
  };
}

/** Where our main-thread time goes: per script (file name) and per function, ms, largest first. */
export interface CostBreakdown {
  /** run time per script: a sample counts for the innermost of our frames on its stack, plus that script's compile events */
  files: Array<{ file: string; runMs: number; compileMs: number }>;
  /** run time per function of ours (`file:line:column name`), innermost of our frames, the top `limit` */
  functions: Array<{ fn: string; ms: number }>;
}

/**
 * Splits what `mainThreadCost` counts by script and by function: each CPU sample with our code
 * on its stack goes to the innermost frame of ours (so DOM and style work a function calls into
 * is that function's), each compile event to its script. File names drop the URL's path and query.
 */
export function costBreakdown(events: readonly TraceEvent[], isOurs: (url: string) => boolean, fromUs = -Infinity, toUs = Infinity, limit = 15): CostBreakdown {
  const name = (url: string) => url.replace(/[?#].*$/, '').replace(/^.*\//, '');
  const files = new Map<string, { runMs: number; compileMs: number }>();
  const fileOf = (f: string) => files.get(f) ?? (files.set(f, { runMs: 0, compileMs: 0 }), files.get(f)!);
  const fns = new Map<string, number>();
  for (const s of cpuSamples(events)) {
    if (s.ts < fromUs || s.ts > toUs) continue;
    const frame = s.frames.find((f) => f.url && isOurs(f.url));
    if (!frame) continue;
    fileOf(name(frame.url)).runMs += s.dur / 1000;
    const key = `${name(frame.url)}:${frame.line}:${frame.column} ${frame.fn || '(top level)'}`;
    fns.set(key, (fns.get(key) ?? 0) + s.dur / 1000);
  }
  const main = rendererMainThreads(events);
  for (const e of events) {
    if ((e.name !== 'v8.compile' && e.name !== 'v8.compileModule') || e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`) || e.ts < fromUs || e.ts > toUs) continue;
    const url = e.args?.data?.url ?? e.args?.fileName ?? '';
    if (isOurs(url)) fileOf(name(url)).compileMs += (e.dur ?? 0) / 1000;
  }
  return {
    files: [...files].map(([file, v]) => ({ file, ...v })).sort((a, b) => b.runMs + b.compileMs - a.runMs - a.compileMs),
    functions: [...fns].map(([fn, ms]) => ({ fn, ms })).sort((a, b) => b.ms - a.ms).slice(0, limit),
  };
}

/** Time and count of one kind of trace event. */
export interface EventTotal {
  ms: number;
  count: number;
}

/**
 * Sums the complete events (`ph: 'X'`) named in `names` on renderer main threads, between
 * `fromUs` and `toUs` (trace clock, µs; default the whole trace), by name: e.g. how long the
 * browser parsed style sheets (`CSSParserImpl::parseStyleSheet`) or recalculated style
 * (`UpdateLayoutTree`). A name with no event reads 0 ms, 0 times.
 */
export function eventTotals(events: readonly TraceEvent[], names: readonly string[], fromUs = -Infinity, toUs = Infinity): Record<string, EventTotal> {
  const main = rendererMainThreads(events);
  const out: Record<string, EventTotal> = Object.fromEntries(names.map((n) => [n, { ms: 0, count: 0 }]));
  for (const e of events) {
    const total = e.ph === 'X' && Object.hasOwn(out, e.name) && main.has(`${e.pid}:${e.tid}`) && e.ts >= fromUs && e.ts <= toUs ? out[e.name] : undefined;
    if (!total) continue;
    total.ms += (e.dur ?? 0) / 1000;
    total.count++;
  }
  return out;
}
