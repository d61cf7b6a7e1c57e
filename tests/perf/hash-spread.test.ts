// @vitest-environment node
// perf/hash-spread.ts: the panel entry's brotli size over random chunk hashes, so a size change
// is judged by its typical figure rather than by one build's lucky or unlucky hashes.
import { brotliSize, chunkHashes, randomHex, rehash, spread } from '../../perf/hash-spread';

const entry = 'import(`./c-3ec39a1.js`);import(`./c-login-section-e79fe2f.js`);const again=`./c-3ec39a1.js`;import(`./c-de-805ed54.js`)';

test('finds the hash of every chunk the file names, with or without a module name, each once', () => {
  expect(chunkHashes(entry)).toEqual(['3ec39a1', 'e79fe2f', '805ed54']);
  expect(chunkHashes('no chunks here, nor status-panel.js')).toEqual([]);
});

test('new hashes keep the names and the length, and a chunk named twice gets one new hash', () => {
  const next = ['aaaaaaa', 'bbbbbbb', 'ccccccc'];
  const out = rehash(entry, () => next.shift()!);
  expect(out).toBe('import(`./c-aaaaaaa.js`);import(`./c-login-section-bbbbbbb.js`);const again=`./c-aaaaaaa.js`;import(`./c-de-ccccccc.js`)');
  expect(out.length).toBe(entry.length);
});

test('a replacement hash of another length is refused, since it would change the raw size too', () => {
  expect(() => rehash(entry, () => 'abc')).toThrow(/not 7 characters/);
});

test('random hashes are hex of the asked length', () => {
  expect(randomHex(7)).toMatch(/^[0-9a-f]{7}$/);
  expect(randomHex(3, () => 0.999)).toBe('fff');
});

test('the spread gives min, median, 90th percentile and max, and refuses no values', () => {
  expect(spread([5, 1, 4, 2, 3, 10, 9, 8, 7, 6])).toEqual({ min: 1, median: 6, p90: 10, max: 10 });
  expect(spread([42])).toEqual({ min: 42, median: 42, p90: 42, max: 42 });
  expect(() => spread([])).toThrow();
});

test('brotli size is what perf/size.ts measures: quality 11 makes repeated text small', () => {
  const text = 'status-panel '.repeat(200);
  expect(brotliSize(text)).toBeLessThan(60);
  expect(brotliSize(text)).toBeGreaterThan(0);
});
