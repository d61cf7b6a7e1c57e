// @vitest-environment node
import { readFileSync } from 'node:fs';
import { checkSizesTable, formatBytes, sizesTableRows, sizeFigures, writeSizesTable, type SizeFigure } from '../../perf/sizes-table';
import budgetsJson from '../../perf/budgets.json';
import type { Budgets, StagedFile } from '../../perf/size-check';

const budgets: Budgets = {
  launcher: 3000, panelWithForYou: 20000, screenChunk: 6000, identity: 23000, language: 4000, googlePopup: 20000,
  shopifyEmbedFile: 10000, customerAccountExtension: 32768, forbiddenInStandalone: [],
};

const file = (name: string, stage: StagedFile['stage'], group: string, brotli: number): StagedFile => ({ file: name, raw: brotli * 3, gzip: brotli + 50, brotli, stage, group });
const build: StagedFile[] = [
  file('status-launcher.js', 'launcher', 'launcher', 1868),
  file('status-late.js', 'page', 'page:status-late.js', 3186),
  file('status-favorite-button.js', 'page', 'page:status-favorite-button.js', 1200),
  file('status-panel.js', 'panel', 'panel', 10611),
  file('chunks/panel-core-1.js', 'panel', 'panel', 9199),
  file('chunks/orders-2.js', 'screens', 'screens:src/features/orders/screens/orders.tsx', 1994),
  file('chunks/panel-core-3.js', 'screens', 'screens:src/features/orders/screens/orders.tsx', 93),
  file('chunks/after-login-4.js', 'screens', 'screens:src/auth/after-login.ts', 2450),
  file('chunks/identity-5.js', 'identity', 'identity:src/auth/identity.ts', 22834),
  file('chunks/google-popup-6.js', 'google', 'google:src/auth/google-popup.ts', 15972),
  file('chunks/de-7.js', 'languages', 'languages:src/i18n/de.ts', 2141),
  file('chunks/fr-8.js', 'languages', 'languages:src/i18n/fr.ts', 2142),
];

const defaultRows = {
  launcher: "| launcher (`status-launcher.js`, the only file a page loads) | 1,868 B | 3,000 B | 10,000 B per app embed file |",
  beforeTouch: "| before touch: the largest other file a page may load before the shopper touches us | 3,186 B | 6,000 B | |",
  panel: '| panel + everything For you and the sign-in form need (without firebase) | 19,810 B | 20,000 B | |',
  lazy: '| largest lazy chunk (after-login) | 2,450 B | 6,000 B | |',
  identity: '| identity (firebase/auth, loaded on first need) | 22,834 B | 23,000 B | |',
  google: "| Google popup (firebase's popup resolver) | 15,972 B | 20,000 B | |",
  language: '| a language table (de, fr) | 2,142 B | 4,000 B | |',
};
/** A synthetic docs/performance.md whose Sizes table has the default rows, some replaced ('' leaves a row out). */
const page = (rows: Partial<typeof defaultRows> = {}) => `# Title

Some text with 1,868 B in it.

### Sizes (brotli q11, \`npm run size\`, 2026-11-22)

| stage | measured | budget | Shopify's rule |
|---|---:|---:|---:|
${Object.values({ ...defaultRows, ...rows }).filter(Boolean).join('\n')}

### Storefront impact (2026-11-22)

| page | bytes added |
|---|---:|
| home | +2,492 B |
`;

const figures = (): SizeFigure[] => {
  const { figures, problems } = sizeFigures(build, budgets);
  expect(problems).toEqual([]);
  return figures;
};

describe('sizeFigures', () => {
  test('stage totals, the largest lazy chunk group by name, and the larger language', () => {
    expect(figures()).toEqual([
      { key: 'launcher', measured: 1868, budget: 3000 },
      { key: 'beforeTouch', measured: 3186, budget: 6000 },
      { key: 'panel', measured: 19810, budget: 20000 },
      { key: 'largestLazy', measured: 2450, budget: 6000, name: 'after-login' },
      { key: 'identity', measured: 22834, budget: 23000 },
      { key: 'google', measured: 15972, budget: 20000 },
      { key: 'language', measured: 2142, budget: 4000 },
    ]);
  });

  test('a lazy group counts every file it owns, and an index file is named by its folder', () => {
    const b = [...build, file('chunks/quiz-9.js', 'screens', 'screens:src/screens/quiz/index.tsx', 2400), file('chunks/quiz-10.js', 'screens', 'screens:src/screens/quiz/index.tsx', 100)];
    expect(sizeFigures(b, budgets).figures.find((f) => f.key === 'largestLazy')).toEqual({ key: 'largestLazy', measured: 2500, budget: 6000, name: 'quiz' });
  });

  test('a stage that was not built is a problem, not a zero', () => {
    const { figures, problems } = sizeFigures(build.filter((f) => f.stage !== 'google'), budgets);
    expect(figures.map((f) => f.key)).not.toContain('google');
    expect(problems).toEqual(["google: nothing was built for this row of the Sizes table in docs/performance.md"]);
  });
});

describe('checkSizesTable', () => {
  test('a table that matches the build passes', () => {
    expect(checkSizesTable(page(), figures())).toEqual([]);
  });

  test('figures within 1% pass; more than 1% off fails with both numbers', () => {
    expect(checkSizesTable(page({ identity: '| identity | 23,000 B | 23,000 B | |' }), figures())).toEqual([]); // +0.7%
    expect(checkSizesTable(page({ identity: '| identity | 23,100 B | 23,000 B | |' }), figures())).toEqual([
      "'identity': docs/performance.md lists 23,100 B, measured 22,834 B (1.2%)",
    ]);
  });

  test('the stale table of 2026-11-22 fails on the language table and the largest lazy chunk', () => {
    const stale = page({
      panel: '| panel + everything For you and the sign-in form need (without firebase) | 19,932 B | 20,000 B | |',
      lazy: '| largest lazy screen chunk (orders) | 1,993 B | 6,000 B | |',
      language: '| a language table (de, fr) | 1,324 B | 4,000 B | |',
    });
    expect(checkSizesTable(stale, figures())).toEqual([
      "'largest lazy chunk': docs/performance.md lists 1,993 B, measured 2,450 B (-18.7%)",
      "'largest lazy chunk': docs/performance.md names 'orders', the largest lazy chunk is 'after-login' (2,450 B)",
      "'a language table': docs/performance.md lists 1,324 B, measured 2,142 B (-38.2%)",
    ]);
  });

  test('a budget that differs from perf/budgets.json fails', () => {
    expect(checkSizesTable(page({ google: '| Google popup | 15,972 B | 25,000 B | |' }), figures())).toEqual([
      "'Google popup': docs/performance.md gives the budget as 25,000 B, perf/budgets.json says 20,000 B",
    ]);
  });

  test('a missing row, a missing figure and a missing table are named', () => {
    expect(checkSizesTable(page({ identity: '' }), figures())).toEqual([
      "'identity': no row in the Sizes table of docs/performance.md (its first cell must match /^identity\\b/i)",
    ]);
    expect(checkSizesTable(page({ launcher: '| launcher | to be measured | 3,000 B | |' }), figures())).toEqual([
      "'launcher': docs/performance.md lists no measured figure ('to be measured'), measured 1,868 B",
    ]);
    expect(checkSizesTable('# Title\n\nNo sizes here.\n', figures())).toEqual(["docs/performance.md has no 'Sizes' heading"]);
    expect(checkSizesTable('### Sizes\n\n| stage | bytes |\n|---|---|\n| launcher | 1 B |\n', figures())).toEqual([
      "docs/performance.md's Sizes table needs a 'measured' and a 'budget' column",
    ]);
  });
});

describe('writeSizesTable', () => {
  test('rewrites the measured and budget columns, the lazy chunk name and the date, nothing else', () => {
    const stale = page({
      lazy: '| largest lazy screen chunk (orders) | 1,993 B | 6,000 B | |',
      language: '| a language table (de, fr) | 1,324 B | 5,000 B | |',
    });
    const written = writeSizesTable(stale, figures(), '2026-12-01');
    expect(checkSizesTable(written, figures())).toEqual([]);
    expect(written).toBe(page({
      lazy: '| largest lazy screen chunk (after-login) | 2,450 B | 6,000 B | |',
    }).replace('2026-11-22)\n\n| stage', '2026-12-01)\n\n| stage'));
  });

  test('a table already right is unchanged but for the date', () => {
    expect(writeSizesTable(page(), figures(), '2026-11-22')).toBe(page());
  });

  test('a missing row is appended to the table', () => {
    const written = writeSizesTable(page({ identity: '' }), figures(), '2026-11-22');
    expect(checkSizesTable(written, figures())).toEqual([]);
    expect(written).toContain('| a language table (de, fr) | 2,142 B | 4,000 B | |\n| identity (firebase/auth, loaded on first need) | 22,834 B | 23,000 B | |\n\n### Storefront');
  });

  test('no Sizes table throws', () => {
    expect(() => writeSizesTable('# nothing\n', figures(), '2026-11-22')).toThrow(/no 'Sizes' heading/);
  });
});

test('formatBytes writes thousands with commas', () => {
  expect(formatBytes(22834)).toBe('22,834 B');
  expect(formatBytes(93)).toBe('93 B');
});

describe("the project's docs/performance.md", () => {
  test('has every row of the Sizes table, with the budgets of perf/budgets.json', () => {
    const rows = sizesTableRows(readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8'));
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows.map((r) => r.key)).toEqual(['launcher', 'beforeTouch', 'panel', 'largestLazy', 'identity', 'google', 'language']);
    const b = budgetsJson as unknown as Budgets;
    expect(rows.map((r) => r.budget)).toEqual([b.launcher, b.screenChunk, b.panelWithForYou, b.screenChunk, b.identity, b.googlePopup, b.language]);
    for (const r of rows) expect(r.measured).toBeGreaterThan(0);
    expect(rows[3].name).toMatch(/^[\w-]+$/);
  });
});

test('accepts a table naming a lazy chunk within 1% of the largest, which a rebuild can swap with it', () => {
  const fig: SizeFigure[] = [{ key: 'largestLazy', measured: 3752, budget: 6000, name: 'late', near: ['address'] }];
  const table = (name: string) => `### Sizes\n\n| stage | measured | budget |\n|---|---:|---:|\n| largest lazy chunk (${name}) | 3,721 B | 6,000 B |\n`;
  expect(checkSizesTable(table('address'), fig).filter((p) => p.includes('names'))).toEqual([]);
  expect(checkSizesTable(table('survey'), fig).filter((p) => p.includes('names'))).toHaveLength(1);
});
