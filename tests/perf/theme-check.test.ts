// @vitest-environment node
// Shopify's theme-check over the theme app extension (perf/lib/theme-check.ts), on a
// temporary copy of extensions/account-widget whose assets/ holds a stand-in launcher: the real
// block passes, and the rules the issue names fire when broken.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { themeOffences } from '../../perf/lib/theme-check';

const EXTENSION = path.join(__dirname, '..', '..', 'extensions', 'account-widget');
const temp: string[] = [];
afterAll(() => { for (const dir of temp) rmSync(dir, { recursive: true, force: true }); });

/** A copy of the extension (its Liquid, locales, toml and .theme-check.yml) with `launcher` as its only asset. */
function copyWith(launcher: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'status-extension-'));
  temp.push(dir);
  cpSync(EXTENSION, dir, { recursive: true, filter: (src) => !src.startsWith(path.join(EXTENSION, 'assets') + path.sep) });
  writeFileSync(path.join(dir, 'assets', 'status-launcher.js'), launcher);
  return dir;
}

describe('theme-check over the theme app extension', () => {
  it('finds no offence in the app embed with a launcher under 10,000 bytes compressed', async () => {
    expect(await themeOffences(copyWith('export const launcher = 1;\n'))).toEqual([]);
  }, 30000);

  it('reports the launcher asset when it is over 10,000 bytes compressed (AssetSizeJavaScript)', async () => {
    const big = `export const x = "${randomBytes(12000).toString('base64')}";\n`;
    const offences = await themeOffences(copyWith(big));
    expect(offences).toEqual([expect.objectContaining({ file: path.join('blocks', 'app-embed.liquid'), check: 'AssetSizeJavaScript' })]);
    expect(offences[0]!.message).toMatch(/exceeds compressed size threshold \(10000 Bytes\)/);
  }, 30000);

  it('reports a launcher script tag without async or defer (ParserBlockingScript)', async () => {
    const dir = copyWith('export const launcher = 1;\n');
    const block = path.join(dir, 'blocks', 'app-embed.liquid');
    writeFileSync(block, readFileSync(block, 'utf8').replace(' type="module" async></script>', '></script>'));
    expect((await themeOffences(dir)).map((o) => o.check)).toEqual(['ParserBlockingScript']);
  }, 30000);

  it('refuses a folder that is not a theme app extension', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'status-not-extension-'));
    temp.push(empty);
    await expect(themeOffences(empty)).rejects.toThrow(/not a theme app extension/);
  });
});
