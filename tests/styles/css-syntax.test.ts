// @vitest-environment node
// goober silently drops the last declaration of a rule, or a whole nested rule (`&.on{...}`,
// `&:hover{...}`), when it has no `;`: the panel then never slid in and links kept their
// underline. This scans every css`` template in src/.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { css, extractCss } from 'goober';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : []));

/** Declarations in a css template body that goober would drop: the last one of a rule or of the template without `;`. */
function unterminated(body: string): string[] {
  const plain = body.replace(/\$\{[^}]*\}/g, 'X').trimEnd();
  const found = [...plain.matchAll(/[^;{}\s]\s*\}/g)].map((m) => plain.slice(Math.max(0, m.index! - 30), m.index! + m[0].length));
  if (plain && !/[;}]$/.test(plain)) found.push(plain.slice(-30));
  return found;
}

test('goober keeps a nested rule only when its last declaration ends with a semicolon', () => {
  extractCss();
  css`a:1;&.on{b:2}`;
  expect(extractCss()).not.toContain('.on');
  css`c:3;d:4`;
  expect(extractCss()).not.toContain('d:4');
  css`a:1;&.on{b:2;}`;
  expect(extractCss()).toContain('.on{b:2;}');
});

test('every nested style rule in the widget ends its declarations with a semicolon, so none is dropped', () => {
  const problems: string[] = [];
  for (const f of files('src')) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?<![\w`])css`([^`]*)`/g)) problems.push(...unterminated(m[1]).map((p) => `${f}: ${p}`));
  }
  expect(problems).toEqual([]);
});
