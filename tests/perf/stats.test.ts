// @vitest-environment node
import { censoredMedian, median, medianIndex, range, round, weightedMean } from '../../perf/lib/stats';

describe('median', () => {
  test('odd count picks the middle value whatever the input order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([90, 100, 95, 97, 91])).toBe(95);
  });
  test('even count averages the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  test('ignores non-finite values and gives NaN for nothing', () => {
    expect(median([NaN, 2, Infinity, 4])).toBe(3);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });
  test('does not reorder the caller array', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('censoredMedian', () => {
  test('all measured: the plain median', () => {
    expect(censoredMedian([24, 40, 32], 16)).toEqual({ value: 32, below: false });
  });
  test('a minority below the threshold pulls the median down but it stays measured', () => {
    expect(censoredMedian([null, 24, 40, 32, 48], 16)).toEqual({ value: 32, below: false });
  });
  test('a majority below the threshold reports "< threshold"', () => {
    expect(censoredMedian([null, null, null, 24, 40], 16)).toEqual({ value: 16, below: true });
  });
  test('an even split whose middle touches a censored run is below too', () => {
    expect(censoredMedian([null, null, 24, 40], 16)).toEqual({ value: 16, below: true });
  });
  test('empty gives NaN', () => {
    expect(censoredMedian([], 16).value).toBeNaN();
  });
});

test('medianIndex names the representative (lower-middle) run', () => {
  expect(medianIndex([90, 70, 80])).toBe(2);
  expect(medianIndex([4, 1, 3, 2])).toBe(3);
  expect(medianIndex([])).toBe(-1);
});

test('range gives min and max of finite values', () => {
  expect(range([3, NaN, 1, 7])).toEqual([1, 7]);
  expect(range([]).every(Number.isNaN)).toBe(true);
});

describe('weightedMean', () => {
  test("Shopify's page weights", () => {
    const v = weightedMean([
      { value: 100, weight: 0.17 },
      { value: 90, weight: 0.4 },
      { value: 80, weight: 0.43 },
    ]);
    expect(v).toBeCloseTo(17 + 36 + 34.4, 10);
  });
  test('renormalises over the values that are present', () => {
    expect(weightedMean([{ value: 100, weight: 0.17 }, { value: NaN, weight: 0.4 }, { value: 80, weight: 0.43 }])).toBeCloseTo((17 + 34.4) / 0.6, 10);
    expect(weightedMean([{ value: NaN, weight: 1 }])).toBeNaN();
  });
});

test('round keeps the requested decimals', () => {
  expect(round(1.2345, 2)).toBe(1.23);
  expect(round(2.5)).toBe(3);
  expect(round(NaN)).toBeNaN();
});
