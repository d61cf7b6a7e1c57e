// @vitest-environment node
// The tracker the project was built against is not in the repository, so "issue 14" in a comment
// or a page points nowhere. Docs and comments say what is true now and why; history belongs in
// commit messages and perf/results/HISTORY.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** "issue 14", "Issue #14", "issues 13": a tracker number, whatever the case. */
const TRACKER_NUMBER = /\bissues? #?\d+/i;
const SOURCE = /\.(ts|tsx|js|liquid|md)$/;

/** Every file under `dir` (relative to the repository) whose name matches `names`; no node_modules. */
function filesUnder(dir: string, names: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : filesUnder(path, names);
    return names.test(d.name) ? [path] : [];
  });
}

/** `file:line: text` for each line of `files` that names a tracker number. */
function hits(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (TRACKER_NUMBER.test(line) ? [`${relative(ROOT, join(ROOT, file))}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
  );
}

const report = (found: string[]) => `${found.length} line(s) name a tracker number (say what is true now and why instead):\n${found.join('\n')}`;

test('the pattern catches tracker numbers and nothing else', () => {
  for (const s of ['issue 14', 'Issue #14', '(issues 13 and 14)', 'see ISSUE 9']) expect(s).toMatch(TRACKER_NUMBER);
  for (const s of ["each issue's path", 'tissue 14', 'issue tracker', 'issues: none']) expect(s).not.toMatch(TRACKER_NUMBER);
});

test('README.md and docs/ name no tracker numbers', () => {
  const found = hits(['README.md', ...filesUnder('docs', /\.md$/)]);
  expect(found, report(found)).toEqual([]);
});

test('src/ and server/ name no tracker numbers in code, comments, Liquid or notes', () => {
  const found = hits([...filesUnder('src', SOURCE), ...filesUnder('server', SOURCE)]);
  expect(found, report(found)).toEqual([]);
});
