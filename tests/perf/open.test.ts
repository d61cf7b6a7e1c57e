// @vitest-environment node
import { clickInteraction, markdownOpen, summarizeOpen, type EventEntry, type OpenRun, type OpenSample } from '../../perf/lib/open';
import { cdpNetworkConditions, MOBILE_SLOW_4G } from '../../perf/lib/throttle';
import { cpuSamples, mainThreadCost, topLevelTasks, type TraceEvent } from '../../perf/lib/trace';
import { patternToRegExp } from '../../perf/lib/impact';
import { PROBE_SCRIPT } from '../../perf/lib/open-probe';

describe('throttling profile', () => {
  test("Lighthouse's mobileSlow4G as CDP network conditions", () => {
    expect(MOBILE_SLOW_4G.requestLatencyMs).toBe(562.5);
    expect(MOBILE_SLOW_4G.cpuSlowdownMultiplier).toBe(4);
    expect(cdpNetworkConditions()).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8), // 188,743 B/s
      uploadThroughput: (750 * 0.9 * 1024) / 8, // 86,400 B/s
    });
  });
});

describe('the click interaction from Event Timing entries', () => {
  const entry = (name: string, startTime: number, duration: number, processingStart: number, processingEnd: number, extra: Partial<EventEntry> = {}): EventEntry => ({
    name,
    entryType: 'event',
    startTime,
    duration,
    processingStart,
    processingEnd,
    interactionId: 7,
    ...extra,
  });

  test('takes the longest entry of the click and splits it into delay, processing, presentation', () => {
    const entries = [
      entry('pointerdown', 1000, 24, 1006, 1008),
      entry('click', 1002, 48, 1010, 1030),
      entry('click', 400, 200, 410, 500), // an earlier interaction
      entry('mouseover', 1001, 56, 1002, 1003, { interactionId: 0 }), // not an interaction
    ];
    expect(clickInteraction(entries, 1000)).toEqual({ durationMs: 48, inputDelayMs: 8, processingMs: 20, presentationMs: 20 });
  });

  test('counts the first-input entry, and nothing reported means under the threshold', () => {
    expect(clickInteraction([entry('pointerdown', 500, 8, 502, 503, { entryType: 'first-input', interactionId: 0 })], 500)?.durationMs).toBe(8);
    expect(clickInteraction([], 500)).toBeNull();
  });
});

describe('main-thread attribution from a trace', () => {
  const US = 'https://shop.example/status/status-launcher.js';
  const THEM = 'https://shop.example/theme.js';
  const meta: TraceEvent[] = [{ name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 1, args: { name: 'CrRendererMain' } }];
  const task = (ts: number, durMs: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur: durMs * 1000, pid: 1, tid: 1 });
  /** A profile with nodes: 1 root, 2 program, 3 our module, 4 a DOM call under ours, 5 theme code. */
  const profile: TraceEvent[] = [
    { name: 'Profile', ph: 'P', ts: 0, pid: 1, tid: 1, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: 0,
      pid: 1,
      tid: 2,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { url: '' } },
              { id: 2, parent: 1, callFrame: { url: '' } },
              { id: 3, parent: 1, callFrame: { url: US } },
              { id: 4, parent: 3, callFrame: { url: '' } },
              { id: 5, parent: 1, callFrame: { url: THEM } },
            ],
            // at 10 ms: ours for 3 samples (1 ms each), then the theme 2 ms; at 103 ms: program (ours in the next test)
            samples: [2, 3, 4, 3, 5, 5, 2, 2, 2],
          },
          timeDeltas: [1000, 9000, 1000, 1000, 1000, 1000, 1000, 88000, 60000],
        },
      },
    },
  ];
  // sample times (µs): 1000, 10000, 11000, 12000, 13000, 14000, 15000, 103000, 163000
  const events = [...meta, ...profile, task(9_500, 6), task(102_000, 62), { name: 'RunTask', ph: 'X', ts: 103_500, dur: 1000, pid: 1, tid: 1 } as TraceEvent,
    { name: 'v8.compileModule', ph: 'X', ts: 9_600, dur: 400, pid: 1, tid: 1, args: { fileName: US } } as TraceEvent,
    { name: 'v8.compileModule', ph: 'X', ts: 9_600, dur: 900, pid: 1, tid: 9, args: { fileName: US } } as TraceEvent];
  const isOurs = (u: string) => patternToRegExp('*/status/*').test(u);

  test('samples carry every URL on their stack', () => {
    const s = cpuSamples(events);
    expect(s.map((x) => x.ts)).toEqual([1000, 10000, 11000, 12000, 13000, 14000, 15000, 103000, 163000]);
    expect([...s[2].urls]).toEqual([US]); // the DOM call under our module is ours
    expect(s[7].dur).toBe(10_000); // an 88 ms gap is capped at 10 ms
  });

  test('nested tasks are not counted twice', () => {
    expect(topLevelTasks(events).map((t) => t.ts)).toEqual([9_500, 102_000]);
  });

  test('our script, compile and long-task time; the theme and other threads are not ours', () => {
    const c = mainThreadCost(events, isOurs);
    expect(c.scriptMs).toBeCloseTo(3, 6); // the 10, 11 and 12 ms samples; the 103 ms one is `program`
    expect(c.compileMs).toBeCloseTo(0.4, 6); // the worker-thread compile is not on the main thread
    expect(c.longTasks).toBe(0);
    expect(c.longestTaskMs).toBe(6);
  });

  test('a long task that runs our code counts, with its blocking time', () => {
    const withLong = events.map((e) => (e.name === 'ProfileChunk' ? { ...e, args: { data: { ...e.args!.data, cpuProfile: { ...e.args!.data.cpuProfile, samples: [2, 3, 4, 3, 5, 5, 2, 3, 3] } } } } : e));
    const c = mainThreadCost(withLong, isOurs);
    expect(c.longTasks).toBe(1);
    expect(c.longestTaskMs).toBe(62);
    expect(c.blockingMs).toBe(12);
    expect(mainThreadCost(withLong, isOurs, 0, 50_000).longTasks).toBe(0); // window before interaction
  });
});

describe('open summary and table', () => {
  const sample = (dialogMs: number | null, productsMs: number | null, inp: number | null): OpenSample => ({
    dialogMs,
    productsMs,
    interaction: inp === null ? null : { durationMs: inp, inputDelayMs: 4, processingMs: 2, presentationMs: inp - 6 },
  });
  const cost = { scriptMs: 10, compileMs: 1, longTasks: 0, longestTaskMs: 12, blockingMs: 0 };
  const run = (i: number): OpenRun => ({
    cold: sample(500 + i * 10, 1500 + i * 10, 32),
    warmSame: sample(20 + i, 20 + i, i < 5 ? null : 24),
    warmNew: i === 0 ? sample(null, null, null) : sample(300, 900, 40),
    preInteraction: { ...cost, scriptMs: 10 + i },
  });
  const runs = Array.from({ length: 7 }, (_, i) => run(i));
  const s = summarizeOpen('ours', runs, { launcher: 1748, onOpen: 20_000, onOpenFiles: 3 });

  test('medians per scenario, censored INP, failures counted and left out', () => {
    expect(s.scenarios.cold.dialogMs).toBe(530);
    expect(s.scenarios.cold.productsMs).toBe(1530);
    expect(s.scenarios.cold.interaction).toEqual({ value: 32, below: false });
    expect(s.scenarios.warmSame.interaction).toEqual({ value: 16, below: true });
    expect(s.scenarios.warmNew.failures).toBe(1);
    expect(s.scenarios.warmNew.dialogMs).toBe(300);
    expect(s.preInteraction.totalMs).toBe(14);
  });

  test('the markdown table puts targets side by side', () => {
    const react = summarizeOpen('React 19', runs, { launcher: 59_326, onOpen: 1447, onOpenFiles: 1 });
    const md = markdownOpen([s, react], { page: '/' });
    expect(md).toContain('| | ours | React 19 |');
    expect(md).toContain('| launcher, brotli q11 | 1,748 B | 59,326 B |');
    expect(md).toContain('| cold (empty caches): click → dialog painted | 530 ms | 530 ms |');
    expect(md).toContain('| warm: second open, same page: INP-style (delay + processing + presentation) | < 16 ms | < 16 ms |');
    expect(md).toContain('Incomplete runs');
  });
});

test('the page probe observes event timing at 16 ms and watches shadow roots', () => {
  expect(PROBE_SCRIPT).toContain("type: 'event', durationThreshold: 16, buffered: true");
  expect(PROBE_SCRIPT).toContain('shadowRoot');
  expect(() => new Function(PROBE_SCRIPT)).not.toThrow(); // valid JavaScript
});
