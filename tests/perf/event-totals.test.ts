// perf/lib/trace.ts eventTotals: what perf/open-work.ts reports (style sheet parsing and style
// recalculation during an open) is summed from the renderer's main thread only.
import { eventTotals, type TraceEvent } from '../../perf/lib/trace';

const MAIN = { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 10, args: { name: 'CrRendererMain' } };
const OTHER = { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 11, args: { name: 'Compositor' } };
const parse = (ts: number, dur: number, tid = 10): TraceEvent => ({ name: 'CSSParserImpl::parseStyleSheet', ph: 'X', ts, dur, pid: 1, tid });

test('sums the named events of the main thread in the window, in ms, with their count', () => {
  const events: TraceEvent[] = [MAIN, OTHER, parse(100, 2000), parse(5000, 500), parse(6000, 9000, 11), parse(90_000, 4000), { name: 'UpdateLayoutTree', ph: 'X', ts: 200, dur: 1500, pid: 1, tid: 10 }];
  expect(eventTotals(events, ['CSSParserImpl::parseStyleSheet', 'UpdateLayoutTree', 'Layout'], 0, 10_000)).toEqual({
    'CSSParserImpl::parseStyleSheet': { ms: 2.5, count: 2 },
    UpdateLayoutTree: { ms: 1.5, count: 1 },
    Layout: { ms: 0, count: 0 },
  });
});

test('a name that is also an Object.prototype property counts nothing it should not', () => {
  const events: TraceEvent[] = [MAIN, { name: 'toString', ph: 'X', ts: 1, dur: 1000, pid: 1, tid: 10 }];
  expect(eventTotals(events, ['Layout'])).toEqual({ Layout: { ms: 0, count: 0 } });
});
