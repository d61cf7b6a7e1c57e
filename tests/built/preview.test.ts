// @vitest-environment node
// Preview mode is a separate build (docs/product.md#preview-mode;
// build/preview-swap.ts): builds both into temporary folders and searches the output for the preview
// code's marker strings. The production build must not contain them; the preview build must, and
// must have no Firebase identity chunk (its identity is the parent page's).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

/** Strings only src/preview/ has: the message tag, its error class, the allow-list field. */
const MARKERS = ['status-preview', 'PreviewError', 'previewOrigins'];

const dirs: Record<'production' | 'preview', string> = { production: '', preview: '' };

function build(mode: 'production' | 'preview'): string {
  const out = mkdtempSync(join(tmpdir(), `status-${mode}-`));
  execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', out, '--logLevel', 'error'], { stdio: 'pipe' });
  return out;
}

/** Every built .js file under `dir` with its text. */
function files(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

beforeAll(() => {
  dirs.production = build('production');
  dirs.preview = build('preview');
}, 240_000);
afterAll(() => {
  for (const d of Object.values(dirs)) if (d) rmSync(d, { recursive: true, force: true });
});

test('the production build contains none of the preview code', () => {
  const found = files(dirs.production).filter(({ text }) => MARKERS.some((m) => text.includes(m))).map(({ file }) => file);
  expect(found).toEqual([]);
  expect(files(dirs.production).some(({ file }) => file === 'status-panel.js')).toBe(true);
});

test('the preview build asks the parent page instead of the API and Firebase', () => {
  const all = files(dirs.preview);
  for (const marker of MARKERS) expect(all.some(({ text }) => text.includes(marker)), marker).toBe(true);
  // Firebase's identity chunk is gone; only the Google button's popup chunk (which fails in preview) still names Firebase's service.
  expect(all.filter(({ text }) => text.includes('identitytoolkit')).map(({ file }) => file)).toEqual([expect.stringMatching(/google-popup/)]);
  // the identity chunk is preview/identity.ts: a few hundred bytes of messages, not Firebase's ~88 KB
  // (found through the build's manifest: a chunk the panel entry names has no module name in its file name)
  const manifest = JSON.parse(readFileSync(join(dirs.preview, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file?: string }>;
  expect(manifest).not.toHaveProperty(['src/auth/identity.ts']);
  const identity = all.filter(({ file }) => file === manifest['src/preview/identity.ts']?.file);
  expect(identity).toHaveLength(1);
  expect(identity[0].text.length).toBeLessThan(3000);
  // the message kind as a string literal, in whichever quotes the minifier writes
  expect(identity[0].text).toMatch(/["'`]auth["'`]/);
});
