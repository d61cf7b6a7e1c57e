// @vitest-environment node
// Comments and test names cite docs a clone of the repository has: the product is docs/product.md,
// how it is built docs/architecture.md, the platform and toolchain facts the code relies on
// docs/toolchain.md, and the other pages of docs/. A citation of a file outside the repository
// (the spec, design, toolchain and example notes the project started from) points nowhere for a
// newcomer, and a citation of an anchor that no heading of the doc makes lands at the top of the page.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SELF = relative(ROOT, __filename);

/** The folders whose files may cite docs, plus the README and the root's config files. */
const SCANNED = ['src', 'server', 'admin', 'extensions', 'build', 'perf', 'scripts', 'tests', 'docs'];
const TEXT = /\.(ts|tsx|mts|js|jsx|mjs|cjs|json|jsonc|toml|liquid|md|yml|yaml|sh|css|html|sql)$/;

/** The repository's text files under SCANNED (tracked or new, .gitignore'd ones left out), plus the root's. */
function scannedFiles(): string[] {
  const listed = execSync(`git ls-files --cached --others --exclude-standard -- ${SCANNED.join(' ')} ':(glob)*'`, {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => TEXT.test(f) && f !== SELF && existsSync(join(ROOT, f)))
    .filter((f) => !/(^|\/)(node_modules|dist|dist-preview)\//.test(f));
}

const files = scannedFiles();
const text = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

/** The file names of the notes the project started from (spec, design, toolchain, examples), wherever they appear. */
const OUTSIDE_DOC = /\b(SPEC|DESIGN|TOOLCHAIN|EXAMPLES)\.md\b/;
/** A `../shared/...` path: fine when it names a file of the repository (extensions/shared/), else outside. */
const SHARED_PATH = /(?:\.\.\/)+shared\/[\w./-]*[\w-]/g;

/** Whether `ref` (relative to `file`'s folder) is a file of the repository, with TypeScript's import suffixes. */
function resolvesInRepo(file: string, ref: string): boolean {
  const target = normalize(join(dirname(file), ref));
  if (target.startsWith('..')) return false;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((suffix) => existsSync(join(ROOT, target + suffix)));
}

/** `file:line: text` for each line that cites a doc outside the repository. */
function outsideCitations(file: string, body: string): string[] {
  return body.split('\n').flatMap((line, i) => {
    const outside = OUTSIDE_DOC.test(line) || [...line.matchAll(SHARED_PATH)].some((m) => !resolvesInRepo(file, m[0]));
    return outside ? [`${file}:${i + 1}: ${line.trim().slice(0, 140)}`] : [];
  });
}

/**
 * GitHub's anchor for a heading: lower case, markup and punctuation dropped (letters, digits,
 * spaces, `-` and `_` stay), each space a `-`.
 */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor `doc` offers: its headings' slugs (a repeated one gets -1, -2, ... as on GitHub) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const n = seen.get(slug) ?? 0;
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
      seen.set(slug, n + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** A comment's line break with the next line's comment marker, read as one space. */
const COMMENT_BREAK = /\n[ \t]*(?:\*(?!\/)|\/\/|#|--)?[ \t]*/g;
/**
 * `docs/<page>.md#anchor`, then more anchors of the same page as `, #anchor`, each optionally
 * followed by a quoted phrase: `docs/product.md#routes 'Heads up!', #limits`.
 */
const CITATION = /\bdocs\/([\w./-]+?\.md)#([\w-]+)((?:\s+(?:'[^']*'|"[^"]*"|`[^`]*`))?(?:,\s*#[\w-]+(?:\s+(?:'[^']*'|"[^"]*"|`[^`]*`))?)*)/g;

/** `{file, doc, anchor}` for every anchor cited in `body`. */
function citationsIn(file: string, body: string): { file: string; doc: string; anchor: string }[] {
  const flat = body.replace(COMMENT_BREAK, ' ');
  return [...flat.matchAll(CITATION)].flatMap((m) => [
    { file, doc: `docs/${m[1]}`, anchor: m[2] },
    ...[...m[3].matchAll(/,\s*#([\w-]+)/g)].map((more) => ({ file, doc: `docs/${m[1]}`, anchor: more[1] })),
  ]);
}

describe('docs cited from the code are in the repository', () => {
  test('the checks see what they look for', () => {
    expect(outsideCitations('src/x.ts', ' * per SPEC.md 8')).toHaveLength(1);
    expect(outsideCitations('src/x.ts', ' * (../shared/DESIGN.md 5)')).toHaveLength(1);
    expect(outsideCitations('src/x.ts', " * see '../shared/NOTES.txt'")).toHaveLength(1);
    expect(outsideCitations('src/x.ts', " * (TOOLCHAIN.md 'Customer Privacy API')")).toHaveLength(1);
    expect(outsideCitations('src/x.ts', " * (EXAMPLES.md 'An element shell')")).toHaveLength(1);
    expect(outsideCitations('tests/x.test.ts', "describe('consent (SPEC.md 5)', () => {")).toHaveLength(1);
    expect(outsideCitations('extensions/account-orders/src/orders.ts', "import { x } from '../../shared/resource';")).toEqual([]);
    expect(outsideCitations('src/x.ts', ' * docs/product.md#error-messages')).toEqual([]);
    expect(outsideCitations('src/x.ts', ' * (docs/toolchain.md#debians-chromium)')).toEqual([]);
    expect(slugOf('Faults: storage, identity, host scripts')).toBe('faults-storage-identity-host-scripts');
    expect(slugOf("The merchant's admin")).toBe('the-merchants-admin');
    expect(slugOf('Sizes (brotli q11, `npm run size`, 2026-12-05)')).toBe('sizes-brotli-q11-npm-run-size-2026-12-05');
    expect([...anchorsOf('## Commands\n```sh\n# not a heading\n```\n## Commands\n<a id="limits"></a>')]).toEqual([
      'commands',
      'commands-1',
      'limits',
    ]);
    expect(citationsIn('f.ts', " * (docs/product.md#routes 'Heads up!', #route-table\n * 'add', #limits)")).toEqual([
      { file: 'f.ts', doc: 'docs/product.md', anchor: 'routes' },
      { file: 'f.ts', doc: 'docs/product.md', anchor: 'route-table' },
      { file: 'f.ts', doc: 'docs/product.md', anchor: 'limits' },
    ]);
  });

  test('no file cites ../shared/, SPEC.md, DESIGN.md, TOOLCHAIN.md or EXAMPLES.md', () => {
    const found = files.flatMap((f) => outsideCitations(f, text.get(f) ?? ''));
    expect(found, `${found.length} line(s) cite docs outside the repository; cite docs/ instead:\n${found.join('\n')}`).toEqual([]);
  });

  test('every docs/<page>.md#anchor cited exists in that page', () => {
    const anchors = new Map<string, Set<string> | null>();
    const broken = files
      .flatMap((f) => citationsIn(f, text.get(f) ?? ''))
      .filter(({ doc, anchor }) => {
        if (!anchors.has(doc)) anchors.set(doc, existsSync(join(ROOT, doc)) ? anchorsOf(readFileSync(join(ROOT, doc), 'utf8')) : null);
        return !anchors.get(doc)?.has(anchor);
      })
      .map(({ file, doc, anchor }) => `${file}: ${doc}#${anchor}`);
    expect(broken, `${broken.length} citation(s) of a missing page or anchor:\n${[...new Set(broken)].join('\n')}`).toEqual([]);
    expect(anchors.size).toBeGreaterThan(3);
    expect(anchors.get('docs/toolchain.md')?.size ?? 0, 'docs/toolchain.md is cited and has headings').toBeGreaterThan(0);
  });
});
