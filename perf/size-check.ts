/**
 * Pure budget logic for `npm run size` (docs/architecture.md#what-loads-when): groups built files into stages
 * from Vite's manifest and checks them against perf/budgets.json. No I/O here, so tests can feed
 * it synthetic builds.
 */

export interface Budgets {
  launcher: number;
  panelWithForYou: number;
  screenChunk: number;
  identity: number;
  language: number;
  /** the Google popup chunk (firebase's popup/redirect resolver), loaded on the Google button only */
  googlePopup: number;
  shopifyEmbedFile: number;
  /** each compiled customer account UI extension, raw bytes (half of Shopify's 64 KB limit; perf/extension-sizes.ts) */
  customerAccountExtension: number;
  /** module paths no standalone file (the launcher, its late half, the elements' bodies) may contain */
  forbiddenInStandalone: string[];
}

/** Vite manifest entry (the fields used here). */
export interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
export type Manifest = Record<string, ManifestChunk>;

export type Stage = 'launcher' | 'page' | 'panel' | 'screens' | 'identity' | 'google' | 'languages' | 'other';

export interface SizedFile { file: string; raw: number; gzip: number; brotli: number }
export interface StagedFile extends SizedFile { stage: Stage; group: string }

/** Static-import closure of manifest key `key` (the chunk itself included), as file names. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const k of chunk.imports ?? []) closure(manifest, k, seen);
  return seen;
}

function stageOf(src: string): Stage {
  if (/(^|\/)src\/auth\/identity/.test(src)) return 'identity';
  if (/(^|\/)src\/auth\/google-popup/.test(src)) return 'google';
  if (/(^|\/)src\/i18n\/(de|fr)\.ts$/.test(src)) return 'languages';
  // Screens and every other lazy piece (e.g. the code form) hold the per-chunk budget.
  return 'screens';
}

/**
 * Assigns every file to a stage and a budget group: the panel entry's static closure is 'panel';
 * each dynamic entry's closure beyond the panel belongs to that entry's group (e.g.
 * 'screens:src/features/orders/screens/orders.tsx'); the launcher is its own file; each other standalone file
 * (the late half, the elements' bodies: what a page loads before the shopper touches us) is
 * stage 'page', in a group of its own ('page:status-late.js').
 */
export function stageFiles(files: SizedFile[], manifest: Manifest, launcherFile: string, standalone: string[] = []): StagedFile[] {
  const where = new Map<string, { stage: Stage; group: string }>();
  where.set(launcherFile, { stage: 'launcher', group: 'launcher' });
  for (const f of standalone) if (f !== launcherFile) where.set(f, { stage: 'page', group: `page:${f}` });
  // The panel build has more entries than the panel (the launcher's lazy files:
  // build/panel-entries.ts); those are lazy pieces with the per-chunk budget, like dynamic entries.
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entryKey = entries.find((k) => manifest[k].file === 'status-panel.js') ?? entries[0];
  const panel = entryKey ? closure(manifest, entryKey) : new Set<string>();
  for (const f of panel) where.set(f, { stage: 'panel', group: 'panel' });
  const lazy = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry || (chunk.isEntry && key !== entryKey));
  const placeOf = (key: string, chunk: ManifestChunk) => {
    const stage = stageOf(chunk.src ?? key);
    return { stage, group: `${stage}:${chunk.src ?? key}` };
  };
  // Each lazy entry owns its own file first; files they share go to the first entry that needs them.
  for (const [key, chunk] of lazy) if (!where.has(chunk.file)) where.set(chunk.file, placeOf(key, chunk));
  for (const [key, chunk] of lazy) for (const f of closure(manifest, key)) if (!where.has(f)) where.set(f, placeOf(key, chunk));
  return files.map((f) => ({ ...f, ...(where.get(f.file) ?? { stage: 'other' as Stage, group: 'other' }) }));
}

/**
 * Budget failures as sentences; [] when every budget holds. `standaloneModules` are the module ids
 * bundled into each standalone file (by file name); `firebaseFiles` the built files that contain
 * firebase/auth code.
 */
export function checkBudgets(files: StagedFile[], standaloneModules: Record<string, string[]>, firebaseFiles: string[], budgets: Budgets): string[] {
  const problems: string[] = [];
  const sum = (group: string) => files.filter((f) => f.group === group).reduce((n, f) => n + f.brotli, 0);
  const groups = [...new Set(files.map((f) => f.group))];
  const over = (what: string, bytes: number, limit: number) => bytes > limit && problems.push(`${what}: ${bytes} B brotli > ${limit} B budget`);
  if (!files.some((f) => f.stage === 'launcher')) problems.push('launcher: no launcher file was built');
  if (!files.some((f) => f.stage === 'panel')) problems.push('panel: no panel entry was built');
  over('launcher', sum('launcher'), budgets.launcher);
  over('panel + For you (without firebase)', sum('panel'), budgets.panelWithForYou);
  for (const g of groups) {
    if (g.startsWith('screens:') || g.startsWith('page:')) over(g, sum(g), budgets.screenChunk);
    if (g.startsWith('identity:')) over(g, sum(g), budgets.identity);
    if (g.startsWith('languages:')) over(g, sum(g), budgets.language);
    if (g.startsWith('google:')) over(g, sum(g), budgets.googlePopup);
  }
  // The app embed references the launcher only; everything else loads on intent.
  for (const f of files.filter((f) => f.stage === 'launcher')) over(`${f.file} (referenced by the app embed; Shopify's limit)`, f.brotli, budgets.shopifyEmbedFile);
  for (const [file, modules] of Object.entries(standaloneModules)) {
    for (const m of modules) {
      const bad = budgets.forbiddenInStandalone.find((p) => m.replace(/\\/g, '/').includes(p));
      if (bad) problems.push(`${file}: must not contain ${m} (matches '${bad}')`);
    }
  }
  for (const f of files) {
    if (firebaseFiles.includes(f.file) && (f.stage === 'panel' || f.stage === 'launcher' || f.stage === 'page')) problems.push(`${f.stage}: ${f.file} contains firebase, which must load only with the identity chunk`);
  }
  return problems;
}
