/**
 * `npx tsx perf/hash-spread.ts [file] [--runs N]` (after `npm run build`): how much a built file's
 * brotli size (q11, as `npm run size` measures it) moves when only the hashes of the chunk names it
 * holds change, which any edit in any lazy chunk does. A hash is incompressible, so the panel entry
 * (`dist/status-panel.js`, the default file) can land on either side of its budget
 * (docs/architecture.md#what-loads-when) with its own code unchanged; this prints the spread over N random hash sets
 * (default 40) beside the built file's own size, to judge a change by its typical size rather than one lucky build.
 * Exits 2 on bad arguments or when the file names no hashed chunk.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/** A chunk file name as build/panel-chunks.ts names it: `c-{hex hash}.js` or `c-{name}-{hex hash}.js`; group 1 is the hash. */
const CHUNK_NAME = /\bc-(?:[a-z0-9-]+-)?([0-9a-f]+)\.js/g;

/** The distinct chunk hashes `code` names, in order of first appearance. */
export function chunkHashes(code: string): string[] {
  return [...new Set([...code.matchAll(CHUNK_NAME)].map((m) => m[1]))];
}

/**
 * `code` with every chunk hash replaced by the one `next(hash)` returns, the same replacement for
 * every occurrence of a hash (a chunk named twice keeps one name). Throws when `next` returns a
 * hash of another length, which would also change the file's raw size.
 */
export function rehash(code: string, next: (hash: string) => string): string {
  const map = new Map<string, string>();
  return code.replace(CHUNK_NAME, (whole, hash: string) => {
    let to = map.get(hash);
    if (to === undefined) {
      to = next(hash);
      if (to.length !== hash.length) throw new Error(`replacement hash '${to}' is not ${hash.length} characters long`);
      map.set(hash, to);
    }
    return whole.slice(0, whole.length - hash.length - 3) + to + '.js';
  });
}

/** `length` random hex characters from `random` (0 <= random() < 1). */
export function randomHex(length: number, random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < length; i++) s += Math.floor(random() * 16).toString(16);
  return s;
}

/** Brotli q11 bytes of `code`, as perf/size.ts measures a shipped file. */
export function brotliSize(code: string): number {
  return brotliCompressSync(Buffer.from(code), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Min, median, 90th percentile and max of `values` (not empty). */
export function spread(values: number[]): { min: number; median: number; p90: number; max: number } {
  if (!values.length) throw new Error('spread of no values');
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { min: s[0], median: at(0.5), p90: at(0.9), max: s[s.length - 1] };
}

function main(): void {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 40;
  const file = args.find((a, i) => !a.startsWith('--') && (runsAt < 0 || i !== runsAt + 1)) ?? 'dist/status-panel.js';
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('Usage: tsx perf/hash-spread.ts [file] [--runs N] (N a whole number >= 1)');
    process.exit(2);
  }
  const code = readFileSync(file, 'utf8');
  const hashes = chunkHashes(code);
  if (!hashes.length) {
    console.error(`${file} names no hashed chunk (c-{hex}.js or c-{name}-{hex}.js)`);
    process.exit(2);
  }
  const sizes = Array.from({ length: runs }, () => brotliSize(rehash(code, (h) => randomHex(h.length))));
  const s = spread(sizes);
  console.log(`${file}: ${Buffer.byteLength(code)} B raw, ${hashes.length} chunk names of ${hashes[0].length} hex characters`);
  console.log(`as built: ${brotliSize(code)} B brotli`);
  console.log(`${runs} random hash sets: min ${s.min}, median ${s.median}, p90 ${s.p90}, max ${s.max} B brotli`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
