/**
 * `npm run size` (after `npm run build` and `npm run check:shopify`): prints every shipped file's raw,
 * gzip -9 and brotli q11 bytes grouped by stage, and each customer account UI extension's compiled
 * bundle (perf/extension-sizes.ts), and exits 1 when a budget of perf/budgets.json is broken
 * (docs/architecture.md#what-loads-when) or when the Sizes table of docs/performance.md is more than 1% off the build
 * (perf/sizes-table.ts). Usage: tsx perf/size.ts [distDir] [--write-table]
 *   --write-table  rewrites the Sizes table's measured and budget columns and its date instead of
 *                  failing on them (`npm run size -- --write-table`); `--write-readme` is the same
 */
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { stageFiles, checkBudgets, type Budgets, type Manifest, type SizedFile } from './size-check';
import { sizeFigures, checkSizesTable, writeSizesTable, SIZES_PAGE } from './sizes-table';
import { extensionProblems, extensionSizes } from './extension-sizes';

const args = process.argv.slice(2);
// `--write-readme` is an alias that older scripts and notes still pass.
const WRITE_FLAGS = ['--write-table', '--write-readme'];
const writeTable = args.some((a) => WRITE_FLAGS.includes(a));
const unknown = args.filter((a) => a.startsWith('--') && !WRITE_FLAGS.includes(a));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}. Usage: tsx perf/size.ts [distDir] [--write-table]`);
  process.exit(2);
}
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const PAGE = fileURLToPath(new URL(`../${SIZES_PAGE}`, import.meta.url));
const budgets: Budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const LAUNCHER = 'status-launcher.js';

/** The shipped `.js` files under `dir`; not dist/admin/, the merchant's admin, which no storefront page loads. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.name.startsWith('.') || (dir === dist && d.name === 'admin') ? [] : d.isDirectory() ? walk(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : [],
  );
}

const readJson = <T>(path: string, fallback: T): T => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback);
const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'), {});
// The standalone files (scripts/build.ts) and the modules each one holds (build/module-list.ts).
const standalone = readJson<string[]>(join(dist, '.vite/standalone.json'), [LAUNCHER]);
const standaloneModules = Object.fromEntries(standalone.map((f) => [f, readJson<string[]>(join(dist, `.vite/${f.replace(/\.js$/, '')}-modules.json`), [])]));

const firebaseFiles: string[] = [];
const sized: SizedFile[] = walk(dist).map((path) => {
  const buf = readFileSync(path);
  const file = relative(dist, path);
  if (buf.includes('identitytoolkit')) firebaseFiles.push(file);
  return {
    file,
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
});

const files = stageFiles(sized, manifest, LAUNCHER, standalone);
const order = ['launcher', 'page', 'panel', 'screens', 'identity', 'google', 'languages', 'other'];
files.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage) || a.file.localeCompare(b.file));
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${'stage'.padEnd(10)} ${'file'.padEnd(44)} ${pad('raw', 8)} ${pad('gzip', 8)} ${pad('brotli', 8)}`);
for (const f of files) console.log(`${f.stage.padEnd(10)} ${f.file.padEnd(44)} ${pad(f.raw, 8)} ${pad(f.gzip, 8)} ${pad(f.brotli, 8)}`);
for (const stage of order) {
  const s = files.filter((f) => f.stage === stage);
  if (s.length) console.log(`total ${stage.padEnd(14)} ${pad(s.reduce((n, f) => n + f.brotli, 0), 6)} B brotli in ${s.length} file(s)`);
}
const problems = checkBudgets(files, standaloneModules, firebaseFiles, budgets);
// The customer account UI extensions, as `shopify app build` compiled them (raw bytes: Shopify's own measure).
const extensions = extensionSizes(fileURLToPath(new URL('..', import.meta.url)));
for (const e of extensions) console.log(`${'extension'.padEnd(10)} ${e.file.padEnd(44)} ${pad(e.bytes ?? '-', 8)} (raw, budget ${budgets.customerAccountExtension})`);
problems.push(...extensionProblems(extensions, budgets.customerAccountExtension));

// docs/performance.md's Sizes table must show what this build measures (within 1%) and the budgets above.
const { figures, problems: unmeasured } = sizeFigures(files, budgets);
// Room left under each budget, so a change knows what it may spend.
console.log(`\nfree under budget: ${figures.map((f) => `${f.key} ${f.budget - f.measured} B`).join(', ')}`);
const page = readFileSync(PAGE, 'utf8');
let tableProblems = [...unmeasured, ...checkSizesTable(page, figures)];
if (writeTable) {
  // Always exact figures and today's date when asked, even when the old ones were within 1%.
  let written = page;
  try {
    written = writeSizesTable(page, figures, new Date().toISOString().slice(0, 10));
  } catch {
    // no table to write into: tableProblems already says why
  }
  if (written !== page) writeFileSync(PAGE, written);
  console.log(`\n${SIZES_PAGE}: Sizes table ${written === page ? 'not changed' : 'rewritten from this build'}.`);
  tableProblems = [...unmeasured, ...checkSizesTable(written, figures)];
}

if (problems.length) console.error(`\nSize budgets broken:\n- ${problems.join('\n- ')}`);
if (tableProblems.length) {
  console.error(`\nThe Sizes table of ${SIZES_PAGE} does not match this build (tolerance 1%):\n- ${tableProblems.join('\n- ')}`);
  if (!writeTable) console.error('Update it with: npm run size -- --write-table');
}
if (problems.length || tableProblems.length) process.exit(1);
console.log(`\nAll size budgets hold (launcher <= ${budgets.launcher} B, each file a page loads before touch <= ${budgets.screenChunk} B, panel + For you <= ${budgets.panelWithForYou} B, screens <= ${budgets.screenChunk} B, identity <= ${budgets.identity} B, Google popup <= ${budgets.googlePopup} B, languages <= ${budgets.language} B, brotli; each customer account extension <= ${budgets.customerAccountExtension} B raw), and the Sizes table of ${SIZES_PAGE} matches.`);
