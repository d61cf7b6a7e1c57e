// One error path (docs/architecture.md#rules-the-checks-hold-you-to): src/ writes to the console
// only through src/lib/report.ts, so every reported error also reaches the merchant's hook.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const root = resolve(__dirname, '../..');
const REPORTER = 'src/lib/report.ts';
/** Console calls that are not reports, with why. */
const ALLOWED: Record<string, string> = {
  // docs/product.md#error-messages: the missing rewards SDK is a console error the merchant sees
  'src/features/loyalty/state/points.ts': 'the console error the product asks for',
};

/** `file:line console.x(` for every use of `console` in `text`. */
function consoleUses(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isIdentifier(n) && n.text === 'console' && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
      out.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1} ${n.parent.getText(sf).slice(0, 60)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

test('no module of src/ but lib/report.ts writes to the console, save the allowed ones', () => {
  const files = execSync('git ls-files --cached --others --exclude-standard src', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && f !== REPORTER && ts.sys.fileExists(resolve(root, f)));
  const uses = files.flatMap((f) => consoleUses(f, readFileSync(resolve(root, f), 'utf8')));
  expect(uses.filter((u) => !ALLOWED[u.split(':')[0]!])).toEqual([]);
  // each allowance is used once
  expect(Object.keys(ALLOWED).map((f) => uses.filter((u) => u.startsWith(f + ':')).length)).toEqual(Object.keys(ALLOWED).map(() => 1));
});

test('the check sees a console call, and the reporter has one', () => {
  expect(consoleUses('x.ts', "try { go(); } catch (e) { console.error('[status]', e); }")).toHaveLength(1);
  expect(consoleUses(REPORTER, readFileSync(resolve(root, REPORTER), 'utf8'))).toHaveLength(1);
});
