/**
 * `npm run build`: the widget into dist/, the preview build into dist-preview/ and the merchant's
 * admin into dist/admin/, everything `npm start`, the e2e run and the API serve.
 * `npm run build:preview` (`--preview`): only the preview build.
 * A widget build is the panel build (vite.config.ts), then one standalone build per file of
 * build/standalone-entries.ts, each with its whole config inline (build/standalone-config.ts;
 * self-contained: rolldown bundles one input into one file only when it builds it alone), then,
 * for dist/, the theme app extension's assets: every `.js` file at the top of
 * dist/ copied flat into extensions/account-widget/assets (only `.gitkeep` stays of what was
 * there; dist/admin/ is not the storefront's and is not copied). The admin builds after the widget
 * because the panel build empties dist/. Exits 1 on the first failed build.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { STANDALONE } from '../build/standalone-entries';
import { standaloneConfig } from '../build/standalone-config';
import { widgetOutDir } from '../build/widget-config';

/** The theme app extension's assets folder. */
const EXTENSION_ASSETS = 'extensions/account-widget/assets';
const logLevel = 'warn';

/** The widget's builds into dist/ or (`preview`) dist-preview/; returns the top-level `.js` files. */
async function buildWidget(preview: boolean): Promise<string[]> {
  await build({ mode: preview ? 'preview' : 'production', logLevel });
  for (const [name, entry] of Object.entries(STANDALONE)) await build({ ...standaloneConfig(name, entry, preview), logLevel });
  const outDir = widgetOutDir(preview);
  // For perf/size.ts: which files are standalone (each one's modules are in .vite/{name}-modules.json).
  writeFileSync(join(outDir, '.vite/standalone.json'), JSON.stringify(Object.keys(STANDALONE).map((n) => `${n}.js`)));
  const files = readdirSync(outDir).filter((f) => f.endsWith('.js') && statSync(join(outDir, f)).isFile());
  console.log(`${outDir}/: ${files.length} files (${Object.keys(STANDALONE).length} standalone)`);
  return files;
}

async function main(): Promise<void> {
  if (process.argv.includes('--preview')) {
    await buildWidget(true);
    return;
  }
  const files = await buildWidget(false);
  mkdirSync(EXTENSION_ASSETS, { recursive: true });
  for (const f of readdirSync(EXTENSION_ASSETS)) if (f !== '.gitkeep') rmSync(join(EXTENSION_ASSETS, f), { recursive: true, force: true });
  for (const f of files) copyFileSync(join('dist', f), join(EXTENSION_ASSETS, f));
  await buildWidget(true);
  await build({ configFile: 'vite.admin.config.ts', logLevel });
  console.log(`dist/admin/: ${readdirSync('dist/admin').join(', ')}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
