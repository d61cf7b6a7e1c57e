// @vitest-environment node
// The launcher fetches the panel's first files together with the panel on intent
// (build/panel-preloads.ts): the list comes from the panel build's manifest, and a standalone
// build without that manifest stops with an error instead of building a launcher that silently
// opens the panel one round trip slower.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { panelPreloads } from '../../build/panel-preloads';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A build folder holding `manifest` as .vite/manifest.json (none when undefined). */
function outDir(manifest?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'status-preloads-'));
  dirs.push(dir);
  if (manifest !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

test('the launcher preloads the panel entry’s imports and the login section’s and screen host’s chunks, not identity', () => {
  const dir = outDir({
    'src/panel/index.tsx': { file: 'status-panel.js', isEntry: true, imports: ['_core'], dynamicImports: ['src/auth/identity.ts'] },
    _core: { file: 'c-panel-core-1234567.js' },
    'src/features/sign-in/components/login-section.tsx': { file: 'c-aaaaaaa.js', isDynamicEntry: true, imports: ['_core', '_shared'] },
    _shared: { file: 'c-shared-bbbbbbb.js' },
    'src/panel/screens.tsx': { file: 'c-ccccccc.js', isDynamicEntry: true },
    'src/auth/identity.ts': { file: 'c-ddddddd.js', isDynamicEntry: true },
    'src/elements/runtime.ts': { file: 'status-runtime.js', isEntry: true, imports: ['_other'] },
    _other: { file: 'c-other-eeeeeee.js' },
  });
  expect(panelPreloads(dir)).toEqual(['c-panel-core-1234567.js', 'c-aaaaaaa.js', 'c-shared-bbbbbbb.js', 'c-ccccccc.js']);
});

test('a standalone build before the panel build stops with an error naming the missing manifest', () => {
  const dir = outDir();
  expect(() => panelPreloads(dir)).toThrow(`${join(dir, '.vite/manifest.json')}: the panel build's manifest is missing or unreadable`);
});

test('a manifest without the panel entry stops the build', () => {
  expect(() => panelPreloads(outDir({ 'src/elements/runtime.ts': { file: 'status-runtime.js', isEntry: true } }))).toThrow(/no status-panel\.js entry/);
  expect(() => panelPreloads(outDir('not a manifest'))).toThrow(/no status-panel\.js entry/);
  expect(() => panelPreloads(outDir(null))).toThrow(/no status-panel\.js entry/);
  expect(() => panelPreloads(outDir([null]))).toThrow(/no status-panel\.js entry/);
});
