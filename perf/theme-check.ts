/**
 * `npm run check:theme` (after `npm run build`, which writes the extension's assets): Shopify's
 * theme-check over extensions/account-widget (its .theme-check.yml: the app extension checks, the
 * JavaScript asset size rule at 10,000 bytes, parser-blocking scripts). Prints every offence as
 * `file:line check message` and exits 1 on any (or when the run cannot check the extension).
 * Usage: tsx perf/theme-check.ts [extensionDir]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { themeOffences } from './lib/theme-check';

const root = path.resolve(process.argv[2] ?? 'extensions/account-widget');
if (!existsSync(path.join(root, 'assets', 'status-launcher.js'))) {
  console.error(`${path.join(root, 'assets')} has no status-launcher.js: run \`npm run build\` first.`);
  process.exit(1);
}
try {
  const offences = await themeOffences(root);
  for (const o of offences) console.log(`${o.file}:${o.line} ${o.check} ${o.message}`);
  console.log(offences.length ? `\ntheme-check: ${offences.length} offence(s) in ${root}` : `theme-check: no offences in ${root}`);
  process.exit(offences.length ? 1 : 0);
} catch (e) {
  console.error(`theme-check could not run: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
