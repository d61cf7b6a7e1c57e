// @vitest-environment node
// Preview mode is a separate build (docs/product.md#preview-mode; build/preview-swap.ts):
// `npm run build` writes the widget to dist/ and the preview build to dist-preview/, and this
// searches both for the preview code's marker strings. The production build (every file a store
// page may load, the standalone entries included) must not contain them; the preview build must,
// and must have no Firebase identity chunk (its identity is the parent page's). It reads the run's
// build and fails, saying so, when there is none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const BUILDS = { production: join(ROOT, 'dist'), preview: join(ROOT, 'dist-preview') };

/** Strings only src/preview/ has: the message tag, its error class, the allow-list field. */
const MARKERS = ['status-preview', 'PreviewError', 'previewOrigins'];

/** Every built .js file of the widget under `dir` (not the merchant's admin in dist/admin/) with its text. */
function files(dir: string): { file: string; text: string }[] {
  expect(existsSync(join(dir, 'status-panel.js')), `${dir} has no build: run \`npm run build\` before this test`).toBe(true);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && !f.startsWith('admin/'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

test('the production build contains none of the preview code', () => {
  const found = files(BUILDS.production).filter(({ text }) => MARKERS.some((m) => text.includes(m))).map(({ file }) => file);
  expect(found).toEqual([]);
});

test('the preview build asks the parent page instead of the API and Firebase', () => {
  const all = files(BUILDS.preview);
  for (const marker of MARKERS) expect(all.some(({ text }) => text.includes(marker)), marker).toBe(true);
  // Firebase's identity chunk is gone; only the Google button's popup chunk (which fails in preview) still names Firebase's service.
  expect(all.filter(({ text }) => text.includes('identitytoolkit')).map(({ file }) => file)).toEqual([expect.stringMatching(/google-popup/)]);
  // the identity chunk is preview/identity.ts: a few hundred bytes of messages, not Firebase's ~88 KB
  // (found through the build's manifest: a chunk the panel entry names has no module name in its file name)
  const manifest = JSON.parse(readFileSync(join(BUILDS.preview, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>;
  expect(manifest).not.toHaveProperty(['src/auth/identity.ts']);
  const identity = all.filter(({ file }) => file === manifest['src/preview/identity.ts']?.file);
  expect(identity).toHaveLength(1);
  expect(identity[0].text.length).toBeLessThan(3000);
  // the message kind as a string literal, in whichever quotes the minifier writes
  expect(identity[0].text).toMatch(/["'`]auth["'`]/);
});
