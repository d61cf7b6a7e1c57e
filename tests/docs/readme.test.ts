// @vitest-environment node
// A newcomer reads the README in minutes and follows its links into docs/: it stays short, and
// every relative link in it and in docs/ (outside code spans) leads to a file that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

test('the README is at most 200 lines and shows the start and test commands', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  expect(readme).toContain('npm ci && npm start');
  expect(readme).toContain('npm ci && npm test');
});

test('the README and .ci/run run the same test command', () => {
  expect(read('.ci/run')).toMatch(/npm ci && npm test\s*$/);
});

test('every relative link in the README and docs/ leads to a file that exists', () => {
  const broken = pages.flatMap((page) =>
    [...read(page).replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1])
      .filter((href) => !/^[a-z]+:/.test(href))
      .filter((href) => !existsSync(join(ROOT, dirname(page), href)))
      .map((href) => `${page} -> ${href}`),
  );
  expect(broken).toEqual([]);
});

test('docs/ has the pages the README sends a newcomer to', () => {
  for (const page of ['architecture', 'glossary', 'local-stack', 'installing', 'deploying', 'performance', 'security', 'accessibility']) {
    expect(existsSync(join(ROOT, 'docs', `${page}.md`)), page).toBe(true);
  }
});
