// A store page at rest costs the shopper's phone nothing of ours (docs/performance.md#the-icon-at-rest):
// an endless CSS animation keeps Chromium drawing 60 frames a second, even while it stands still
// for most of its cycle, so the widget's CSS and the app embed's Liquid have none, but for
// what shows only while something loads. Periodic movements run once per timer tick
// (src/lib/icon-motion.ts).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(__dirname, '../..');

/** Files that may hold an endless animation, and why. */
const ALLOWED: Record<string, string> = {
  'src/ui/skeleton.tsx': 'the loading shimmer, on screen only until its data arrives',
};

test('no endless animation in the widget or the app embed, but for loading indicators', () => {
  const files = execSync('git ls-files --cached --others --exclude-standard src extensions/account-widget/blocks extensions/account-widget/snippets', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(tsx?|liquid)$/.test(f) && !(f in ALLOWED));
  const endless = files.filter((f) => /animation(?:[^;{}]|\$\{[^}]*\})*\binfinite\b/.test(readFileSync(resolve(root, f), 'utf8')));
  expect(endless).toEqual([]);
});
