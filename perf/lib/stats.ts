/**
 * Small, pure statistics for the perf scripts (perf/impact.ts, perf/open.ts). No I/O, no clocks:
 * every function takes numbers and returns numbers, so tests can feed synthetic runs.
 */

/**
 * Median of a list of numbers (any unit: ms, bytes, score points). For an even count it is the
 * mean of the two middle values, as Lighthouse CI computes it. Non-finite values (NaN, ±Infinity)
 * are ignored; an empty list (after filtering) gives NaN.
 */
export function median(values: readonly number[]): number {
  const xs = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!xs.length) return NaN;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/**
 * Median of measurements that may lie below a detection threshold: `null` stands for "below
 * `threshold`" (e.g. a PerformanceEventTiming entry that was never reported because its duration
 * was under `durationThreshold`, 16 ms). Nulls sort below every number. Returns the median value
 * and `below: true` when the median falls on a censored run, in which case `value` is the
 * threshold (read: "< threshold"). An empty list gives `{value: NaN, below: false}`.
 */
export function censoredMedian(values: readonly (number | null)[], threshold: number): { value: number; below: boolean } {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const nBelow = values.filter((v) => v === null).length;
  const n = nBelow + known.length;
  if (!n) return { value: NaN, below: false };
  // Sorted list is [null × nBelow, ...known]; take the element(s) in the middle.
  const at = (i: number): number | null => (i < nBelow ? null : known[i - nBelow]);
  const lo = at((n - 1) >> 1);
  const hi = at(n >> 1);
  if (lo === null || hi === null) return { value: threshold, below: true };
  return { value: (lo + hi) / 2, below: false };
}

/**
 * Picks the run whose value is the median (the lower middle for even counts) and returns its
 * index in `values`: Lighthouse CI's "representative run". -1 for an empty list.
 */
export function medianIndex(values: readonly number[]): number {
  const order = values.map((v, i) => [v, i] as const).filter(([v]) => Number.isFinite(v)).sort((a, b) => a[0] - b[0]);
  if (!order.length) return -1;
  return order[(order.length - 1) >> 1][1];
}

/** Min and max of finite values, `[NaN, NaN]` when none. */
export function range(values: readonly number[]): [number, number] {
  const xs = values.filter(Number.isFinite);
  return xs.length ? [Math.min(...xs), Math.max(...xs)] : [NaN, NaN];
}

/**
 * Weighted mean of `{value, weight}` pairs whose value is finite; weights are renormalised over
 * the pairs that are present, so a missing page does not drag the result towards 0. Returns NaN
 * when no pair has a finite value and a positive weight.
 */
export function weightedMean(pairs: readonly { value: number; weight: number }[]): number {
  const ok = pairs.filter((p) => Number.isFinite(p.value) && p.weight > 0);
  const total = ok.reduce((s, p) => s + p.weight, 0);
  if (!total) return NaN;
  return ok.reduce((s, p) => s + p.value * p.weight, 0) / total;
}

/** Rounds to `digits` decimals (default 0) without the `toFixed` string detour; NaN stays NaN. */
export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
