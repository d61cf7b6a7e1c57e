import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * The panel's files the launcher fetches in parallel with `status-panel.js` on intent (the
 * standalone builds' `__PANEL_PRELOAD__`, src/launcher/panel-loader.ts), as file names: the
 * entry's static imports and the login section's and screen host's chunks, each with its static
 * imports. Without them each import is found one round trip later. Not identity or the settings:
 * they come after the panel's first frame, and on a slow network they would share its bandwidth.
 * Read from the panel build's manifest in `outDir`, so the panel build runs first; throws when the
 * manifest is missing or unreadable or has no `status-panel.js` entry, since a launcher built
 * without the list would silently open the panel one round trip slower.
 */
export function panelPreloads(outDir: string): string[] {
  const path = join(outDir, '.vite/manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: the panel build's manifest is missing or unreadable (${(e as Error).message}); the standalone builds need the panel build first (npm run build)`);
  }
  const panel = Object.values(manifest ?? {}).find((chunk) => chunk?.isEntry && chunk.file === 'status-panel.js');
  if (!panel) throw new Error(`${path}: no status-panel.js entry; the standalone builds need the panel build first (npm run build)`);
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  panel.imports?.forEach(walk);
  for (const key of Object.keys(manifest)) if (/src\/(features\/sign-in\/components\/login-section|panel\/screens)\./.test(key)) walk(key);
  return [...files];
}
