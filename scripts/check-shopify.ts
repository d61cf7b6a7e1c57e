/**
 * `npm run check:shopify` (after `npm run build`, which writes the theme app extension's assets):
 * Shopify CLI's own check of the app, offline and without a login: `shopify app build
 * --skip-dependencies-installation` validates shopify.app.toml and every extension's toml and runs
 * theme check on the theme app extension (docs/deploying.md). Builds nothing of ours.
 *
 * Exits 1 when the CLI fails, and also when its theme check reports an `[error]`: the CLI prints
 * those and still answers "built!" with status 0, while `shopify app deploy` refuses the extension.
 * The CLI writes only `.shopify/` (git-ignored) in the app's folder.
 * Usage: tsx scripts/check-shopify.ts [appDir]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const LIMIT_MS = 5 * 60_000;

if (!existsSync(path.join(root, 'shopify.app.toml'))) {
  console.error(`${root} has no shopify.app.toml.`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'extensions', 'account-widget', 'assets', 'status-launcher.js'))) {
  console.error('extensions/account-widget/assets has no status-launcher.js: run `npm run build` first.');
  process.exit(1);
}

// The CLI's entry point, run with this Node (the project's Node 24; the CLI needs >= 22.12).
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@shopify/cli/package.json')), 'bin', 'run.js');
const args = [cli, 'app', 'build', '--skip-dependencies-installation', '--path', root];
const started = performance.now();
const child = spawn(process.execPath, args, {
  cwd: root,
  env: { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}
const timer = setTimeout(() => child.kill('SIGTERM'), LIMIT_MS);
const code = await new Promise<number | null>((resolve) => {
  child.on('error', (err) => {
    console.error(`shopify app build could not start: ${err.message}`);
    resolve(null);
  });
  child.on('close', (c) => resolve(c));
});
clearTimeout(timer);

// Colour codes stripped: the CLI colours some lines even when asked not to.
const plain = output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, ''); // eslint-disable-line no-control-regex
const errors = plain.split('\n').filter((line) => /\[error\]/i.test(line)).map((line) => line.replace(/^.*│\s*/, '').trim());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (code !== 0 || errors.length) {
  const why = code === null ? 'did not finish' : code !== 0 ? `exited with ${code}` : `reported ${errors.length} error(s): ${errors.join(', ')}`;
  console.error(`\ncheck:shopify: shopify app build ${why} (${seconds} s)`);
  process.exit(1);
}
console.log(`\ncheck:shopify: the Shopify CLI accepts the app (${seconds} s)`);
