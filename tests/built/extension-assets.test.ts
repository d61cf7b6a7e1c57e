// @vitest-environment node
// The theme app extension's assets after `npm run build`: every JavaScript file of the
// widget build, flat (a theme app extension's assets/ has no subfolders), byte for byte, and no
// source map or manifest; Shopify's theme-check finds no offence in the extension with them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeOffences } from '../../perf/lib/theme-check';

const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const EXTENSION = join(ROOT, 'extensions', 'account-widget');
const ASSETS = join(EXTENSION, 'assets');

describe("the theme app extension's assets", () => {
  it('are the build\'s JavaScript files, flat and identical, without maps or manifests', () => {
    expect(existsSync(join(ASSETS, 'status-launcher.js')), 'no build in the extension: run `npm run build` before this test').toBe(true);
    const assets = readdirSync(ASSETS).filter((f) => f !== '.gitkeep').sort();
    const built = readdirSync(DIST).filter((f) => f.endsWith('.js') && statSync(join(DIST, f)).isFile()).sort();
    expect(assets).toEqual(built);
    expect(assets).toEqual(expect.arrayContaining(['status-launcher.js', 'status-panel.js', 'status-late.js', 'status-page.js']));
    expect(assets.filter((f) => f.startsWith('c-')).length).toBeGreaterThan(10);
    for (const f of assets) {
      expect(statSync(join(ASSETS, f)).isFile(), f).toBe(true);
      expect(f, f).toMatch(/^(status|c)-[\w-]+\.js$/);
      expect(readFileSync(join(ASSETS, f)).equals(readFileSync(join(DIST, f))), f).toBe(true);
    }
    // chunk imports resolve beside the file that imports them: no folder in any import
    const panel = readFileSync(join(ASSETS, 'status-panel.js'), 'utf8');
    expect(panel).not.toMatch(/["'`]\.\/chunks\//);
    expect(panel).toMatch(/["'`]\.\/c-[\w-]+\.js["'`]/);
  });

  it('pass Shopify\'s theme-check with zero offences', async () => {
    expect(await themeOffences(EXTENSION)).toEqual([]);
  }, 30000);
});
