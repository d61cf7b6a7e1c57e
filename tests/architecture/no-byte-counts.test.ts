// Comments say why, not how many bytes (docs/architecture.md#rules-the-checks-hold-you-to): a byte
// count in a comment goes stale with the next build; `npm run size` and docs/performance.md hold them.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const root = resolve(__dirname, '../..');
const BYTES = /\b\d[\d,.]*\s?(B|KB|kB|MB|bytes)\b/;

/** `file:line text` for each comment of `text` that gives a byte count. */
function byteCounts(file: string, text: string): string[] {
  const out: string[] = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const comment = scanner.getTokenText();
    const hit = BYTES.exec(comment);
    if (hit) out.push(`${file}:${text.slice(0, scanner.getTokenStart()).split('\n').length} ${hit[0]}`);
  }
  return out;
}

test('no comment in src/ or build/ gives a byte count', () => {
  const files = execSync('git ls-files --cached --others --exclude-standard src build', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && ts.sys.fileExists(resolve(root, f)));
  expect(files.flatMap((f) => byteCounts(f, readFileSync(resolve(root, f), 'utf8')))).toEqual([]);
});

test('the check sees a byte count in a comment, and not in code', () => {
  expect(byteCounts('x.ts', '// inline: the helper cost 58 B\nconst a = 1;')).toHaveLength(1);
  expect(byteCounts('x.ts', '/** about 3 KB brotli */\nconst b = 2;')).toHaveLength(1);
  expect(byteCounts('x.ts', "const limit = '58 B';")).toEqual([]);
});
