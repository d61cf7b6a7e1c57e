/**
 * `npm run build` / `npm run build:preview` (`--preview`): the panel build, then one standalone
 * build per file of vite.config.ts STANDALONE (each self-contained: rolldown bundles one input
 * into one file only when it builds it alone), then, for dist/, the theme app extension's assets:
 * every `.js` file of dist/ copied flat into extensions/account-widget/assets (only `.gitkeep`
 * stays of what was there). Exits 1 on the first failed build.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { STANDALONE } from '../vite.config';

/** The theme app extension's assets folder. */
const EXTENSION_ASSETS = 'extensions/account-widget/assets';

async function main(): Promise<void> {
  const preview = process.argv.includes('--preview');
  const logLevel = 'warn';
  await build({ mode: preview ? 'preview' : 'production', logLevel });
  for (const [name, entry] of Object.entries(STANDALONE)) {
    process.env.STATUS_STANDALONE = `${name}=${entry}`;
    await build({ mode: preview ? 'preview-standalone' : 'standalone', logLevel });
  }
  const outDir = preview ? 'dist-preview' : 'dist';
  // For perf/size.ts: which files are standalone (each one's modules are in .vite/{name}-modules.json).
  writeFileSync(join(outDir, '.vite/standalone.json'), JSON.stringify(Object.keys(STANDALONE).map((n) => `${n}.js`)));
  const files = readdirSync(outDir).filter((f) => f.endsWith('.js'));
  console.log(`${outDir}/: ${files.length} files (${Object.keys(STANDALONE).length} standalone)`);
  if (preview) return;
  mkdirSync(EXTENSION_ASSETS, { recursive: true });
  for (const f of readdirSync(EXTENSION_ASSETS)) if (f !== '.gitkeep') rmSync(join(EXTENSION_ASSETS, f), { recursive: true, force: true });
  for (const f of files) copyFileSync(join(outDir, f), join(EXTENSION_ASSETS, f));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
