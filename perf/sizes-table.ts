/**
 * Pure logic that keeps the "Sizes" table of docs/performance.md honest: `npm run size` computes
 * the table's figures from the staged build (perf/size-check.ts), compares them with the page's
 * rows, and with `--write-table` rewrites the measured and budget columns and the heading's date
 * in place. No I/O here, so tests can feed it synthetic page text and synthetic measurements.
 */
import type { Budgets, StagedFile } from './size-check';

/** The page that holds the Sizes table, as messages name it. */
export const SIZES_PAGE = 'docs/performance.md';

/** One row of the Sizes table. */
export type SizeRowKey = 'launcher' | 'beforeTouch' | 'panel' | 'largestLazy' | 'identity' | 'google' | 'language';

/** A figure the Sizes table must show: brotli bytes measured now, the budget, and for the lazy row the chunk's name. */
export interface SizeFigure {
  key: SizeRowKey;
  measured: number;
  budget: number;
  /** the largest lazy chunk's source file name without extension (e.g. 'after-login') */
  name?: string;
  /** other lazy chunks within 1% of the largest: a build's hashes can swap near-equal ones, so the table may name any */
  near?: string[];
}

interface RowSpec {
  key: SizeRowKey;
  /** matches the first cell of the row */
  label: RegExp;
  /** the first cell written when the row is missing */
  defaultLabel: string;
  budget: (b: Budgets) => number;
}

/** The table's rows in the page's order. */
const ROWS: RowSpec[] = [
  { key: 'launcher', label: /^launcher\b/i, defaultLabel: 'launcher (`status-launcher.js`, the only file a page loads)', budget: (b) => b.launcher },
  { key: 'beforeTouch', label: /^before touch\b/i, defaultLabel: "before touch: the largest other file a page may load before the shopper touches us (the launcher's late half or an element's body)", budget: (b) => b.screenChunk },
  { key: 'panel', label: /^panel\b/i, defaultLabel: "panel: Preact, signals, goober, dialog, router, For you's Recently viewed and Popular today (without firebase)", budget: (b) => b.panelWithForYou },
  { key: 'largestLazy', label: /^largest lazy\b/i, defaultLabel: 'largest lazy chunk (?)', budget: (b) => b.screenChunk },
  { key: 'identity', label: /^identity\b/i, defaultLabel: 'identity (firebase/auth, loaded on first need)', budget: (b) => b.identity },
  { key: 'google', label: /^google popup\b/i, defaultLabel: "Google popup (firebase's popup resolver, loaded when 'Continue with Google' is pressed)", budget: (b) => b.googlePopup },
  { key: 'language', label: /^(a )?language table\b/i, defaultLabel: 'a language table (the largest of de, fr)', budget: (b) => b.language },
];

const SIZES_HEADING = /^#{1,6}\s+Sizes\b/;
const DATE = /\d{4}-\d{2}-\d{2}/;

/** Bytes as the table writes them: `2,450 B`. */
export function formatBytes(n: number): string {
  return `${n.toLocaleString('en-US')} B`;
}

/** The first `1,234 B` figure in a table cell, or null. */
function parseBytes(cell: string): number | null {
  const m = /(\d[\d,]*)\s*B\b/.exec(cell);
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

/** 'src/auth/after-login.ts' -> 'after-login'; 'src/screens/quiz/index.tsx' -> 'quiz'. */
function chunkName(src: string): string {
  const parts = src.replace(/\\/g, '/').split('/');
  const base = parts[parts.length - 1].replace(/\.[^.]+$/, '');
  return base === 'index' && parts.length > 1 ? parts[parts.length - 2] : base;
}

/**
 * The Sizes table's figures from a staged build: the launcher and panel stage totals, the largest
 * lazy chunk group (screens and other lazy pieces, named by its source file), the identity and
 * Google popup stage totals, and the largest language group. `problems` names figures that could
 * not be measured (a stage with no files).
 */
export function sizeFigures(files: StagedFile[], budgets: Budgets): { figures: SizeFigure[]; problems: string[] } {
  const problems: string[] = [];
  const figures: SizeFigure[] = [];
  const stageTotal = (stage: string) => files.filter((f) => f.stage === stage).reduce((n, f) => n + f.brotli, 0);
  const hasStage = (stage: string) => files.some((f) => f.stage === stage);
  const largestGroup = (prefix: string) => {
    const sums = new Map<string, number>();
    for (const f of files) if (f.group.startsWith(prefix)) sums.set(f.group, (sums.get(f.group) ?? 0) + f.brotli);
    let best: { group: string; bytes: number } | null = null;
    for (const [group, bytes] of sums) if (!best || bytes > best.bytes) best = { group, bytes };
    return best;
  };
  const spec = (key: SizeRowKey) => ROWS.find((r) => r.key === key)!;
  const add = (key: SizeRowKey, measured: number | null, name?: string) => {
    if (measured === null) problems.push(`${key}: nothing was built for this row of the Sizes table in ${SIZES_PAGE}`);
    else figures.push({ key, measured, budget: spec(key).budget(budgets), ...(name ? { name } : {}) });
  };
  add('launcher', hasStage('launcher') ? stageTotal('launcher') : null);
  add('beforeTouch', largestGroup('page:')?.bytes ?? null);
  add('panel', hasStage('panel') ? stageTotal('panel') : null);
  const lazy = largestGroup('screens:');
  add('largestLazy', lazy?.bytes ?? null, lazy ? chunkName(lazy.group.slice('screens:'.length)) : undefined);
  if (lazy) {
    const sums = new Map<string, number>();
    for (const f of files) if (f.group.startsWith('screens:')) sums.set(f.group, (sums.get(f.group) ?? 0) + f.brotli);
    const near = [...sums].filter(([g, b]) => g !== lazy.group && b >= lazy.bytes * 0.99).map(([g]) => chunkName(g.slice('screens:'.length)));
    if (near.length) figures[figures.length - 1]!.near = near;
  }
  add('identity', hasStage('identity') ? stageTotal('identity') : null);
  add('google', hasStage('google') ? stageTotal('google') : null);
  add('language', largestGroup('languages:')?.bytes ?? null);
  return { figures, problems };
}

interface ParsedRow { key: SizeRowKey; line: number; cells: string[] }
interface ParsedTable { heading: number; header: number; end: number; measuredCol: number; budgetCol: number; rows: ParsedRow[] }

/** Splits `| a | b |` into trimmed cells ['a', 'b']. */
function splitRow(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

/** Locates the Sizes table under its heading; a sentence when it cannot. */
function parseTable(lines: string[]): ParsedTable | string {
  const heading = lines.findIndex((l) => SIZES_HEADING.test(l));
  if (heading < 0) return `${SIZES_PAGE} has no 'Sizes' heading`;
  let header = heading + 1;
  while (header < lines.length && !lines[header].trim().startsWith('|') && !/^#/.test(lines[header])) header++;
  if (header >= lines.length || !lines[header].trim().startsWith('|')) return `${SIZES_PAGE}'s Sizes heading has no table under it`;
  const names = splitRow(lines[header]).map((c) => c.toLowerCase());
  const measuredCol = names.indexOf('measured');
  const budgetCol = names.indexOf('budget');
  if (measuredCol < 0 || budgetCol < 0) return `${SIZES_PAGE}'s Sizes table needs a 'measured' and a 'budget' column`;
  let end = header + 2; // past the |---| line
  const rows: ParsedRow[] = [];
  for (; end < lines.length && lines[end].trim().startsWith('|'); end++) {
    const cells = splitRow(lines[end]);
    const spec = ROWS.find((r) => r.label.test(cells[0] ?? ''));
    if (spec && !rows.some((r) => r.key === spec.key)) rows.push({ key: spec.key, line: end, cells });
  }
  return { heading, header, end, measuredCol, budgetCol, rows };
}

/** The name in the lazy row's last parentheses, e.g. 'orders' in 'largest lazy screen chunk (orders)'. */
function lazyName(label: string): string | null {
  const all = [...label.matchAll(/\(([^()]*)\)/g)];
  return all.length ? all[all.length - 1][1].trim() : null;
}

function rowTitle(key: SizeRowKey): string {
  return ROWS.find((r) => r.key === key)!.defaultLabel.replace(/ \(.*$/, '');
}

/** A row as the table lists it: figures null where a cell holds none. */
export interface ListedRow { key: SizeRowKey; measured: number | null; budget: number | null; name: string | null }

/** The Sizes table's rows that match a known row, in the page's order; a sentence when there is no table. */
export function sizesTableRows(page: string): ListedRow[] | string {
  const table = parseTable(page.split('\n'));
  if (typeof table === 'string') return table;
  return table.rows.map((r) => ({
    key: r.key,
    measured: parseBytes(r.cells[table.measuredCol] ?? ''),
    budget: parseBytes(r.cells[table.budgetCol] ?? ''),
    name: r.key === 'largestLazy' ? lazyName(r.cells[0]) : null,
  }));
}

/**
 * Compares the Sizes table of `page` (docs/performance.md's text) with measured figures. Returns sentences, [] when every row
 * is present, its measured figure within `tolerance` (a fraction, 1% by default) of the
 * measurement, its budget equal to perf/budgets.json and, for the largest lazy chunk, its name
 * right.
 */
export function checkSizesTable(page: string, figures: SizeFigure[], tolerance = 0.01): string[] {
  const table = parseTable(page.split('\n'));
  if (typeof table === 'string') return [table];
  const problems: string[] = [];
  for (const fig of figures) {
    const row = table.rows.find((r) => r.key === fig.key);
    const title = rowTitle(fig.key);
    if (!row) {
      problems.push(`'${title}': no row in the Sizes table of ${SIZES_PAGE} (its first cell must match ${ROWS.find((r) => r.key === fig.key)!.label})`);
      continue;
    }
    const listed = parseBytes(row.cells[table.measuredCol] ?? '');
    if (listed === null) problems.push(`'${title}': ${SIZES_PAGE} lists no measured figure ('${row.cells[table.measuredCol] ?? ''}'), measured ${formatBytes(fig.measured)}`);
    else {
      const off = fig.measured === 0 ? (listed === 0 ? 0 : Infinity) : Math.abs(listed - fig.measured) / fig.measured;
      if (off > tolerance) {
        const pct = Number.isFinite(off) ? ` (${((listed - fig.measured) / fig.measured * 100).toFixed(1)}%)` : '';
        problems.push(`'${title}': ${SIZES_PAGE} lists ${formatBytes(listed)}, measured ${formatBytes(fig.measured)}${pct}`);
      }
    }
    const budget = parseBytes(row.cells[table.budgetCol] ?? '');
    if (budget !== fig.budget) problems.push(`'${title}': ${SIZES_PAGE} gives the budget as ${budget === null ? 'missing' : formatBytes(budget)}, perf/budgets.json says ${formatBytes(fig.budget)}`);
    if (fig.name !== undefined) {
      const name = lazyName(row.cells[0]);
      if (name !== fig.name && !(name !== null && fig.near?.includes(name))) problems.push(`'${title}': ${SIZES_PAGE} names ${name === null ? 'no chunk' : `'${name}'`}, the largest lazy chunk is '${fig.name}' (${formatBytes(fig.measured)})`);
    }
  }
  return problems;
}

/**
 * The page's text with the Sizes table's measured and budget columns set from `figures`, the largest
 * lazy chunk's name updated, missing rows appended, and the heading's date (YYYY-MM-DD) set to
 * `date`. Other text, rows and columns are left as they are. Throws when there is no Sizes table.
 */
export function writeSizesTable(page: string, figures: SizeFigure[], date: string): string {
  const lines = page.split('\n');
  const table = parseTable(lines);
  if (typeof table === 'string') throw new Error(table);
  const width = splitRow(lines[table.header]).length;
  lines[table.heading] = lines[table.heading].replace(DATE, date);
  const missing: string[] = [];
  for (const fig of figures) {
    const row = table.rows.find((r) => r.key === fig.key);
    const cells = row ? [...row.cells] : [ROWS.find((r) => r.key === fig.key)!.defaultLabel, ...Array<string>(width - 1).fill('')];
    while (cells.length < width) cells.push('');
    cells[table.measuredCol] = formatBytes(fig.measured);
    cells[table.budgetCol] = formatBytes(fig.budget);
    if (fig.name !== undefined) {
      cells[0] = /\([^()]*\)\s*$/.test(cells[0]) ? cells[0].replace(/\([^()]*\)\s*$/, `(${fig.name})`) : `${cells[0]} (${fig.name})`;
    }
    const text = `| ${cells.join(' | ')} |`.replace(/ {2,}\|/g, ' |');
    if (row) lines[row.line] = text;
    else missing.push(text);
  }
  lines.splice(table.end, 0, ...missing);
  return lines.join('\n');
}
