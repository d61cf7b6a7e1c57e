/**
 * Shopify's theme-check (`@shopify/theme-check-node`) over a theme app extension: every
 * offence of the checks its `.theme-check.yml` enables, as file (relative to the extension), line
 * (1-based), check and message. The config is the extension's own `.theme-check.yml`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeCheckRun } from '@shopify/theme-check-node';

/** One theme-check offence. */
export interface ThemeOffence { file: string; line: number; check: string; message: string }

/**
 * Runs theme-check over the extension at `root` with `root/.theme-check.yml`. Throws when the
 * folder or its config is missing (a run that checks nothing must not pass).
 */
export async function themeOffences(root: string): Promise<ThemeOffence[]> {
  const config = path.join(root, '.theme-check.yml');
  if (!existsSync(path.join(root, 'shopify.extension.toml')) || !existsSync(config)) {
    throw new Error(`${root} is not a theme app extension with a .theme-check.yml`);
  }
  const run = await themeCheckRun(root, config, () => {});
  if (run.theme.length === 0) throw new Error(`theme-check found no files in ${root}`);
  return run.offenses.map((o) => ({
    file: path.relative(root, fileURLToPath(o.uri)),
    line: o.start.line + 1,
    check: o.check,
    message: o.message,
  }));
}
