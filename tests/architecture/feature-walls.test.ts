// The walls between features (docs/architecture.md#rules-the-checks-hold-you-to): each feature shows
// one face, its index.ts; everything outside the feature imports only that, type-only imports
// included; ui/ and storefront/ import no feature at all.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { importEdges, isFeatureIndex } from './layers';

/**
 * Imports past a feature's index that are there on purpose, `file -> import` with why. A dynamic
 * import needs no entry: it is a chunk boundary and names the chunk's own module, since an index
 * would put the whole feature in that chunk.
 */
const ALLOWED: Record<string, string> = {};

const root = resolve(__dirname, '../..');
const sources = execSync('git ls-files --cached --others --exclude-standard src', { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && ts.sys.fileExists(resolve(root, f)));
const featureOf = (file: string): string | undefined => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const features = [...new Set(sources.map(featureOf).filter((f): f is string => !!f))];

describe('feature walls', () => {
  test('every feature has an index.ts, and it only re-exports its own modules', () => {
    const wrong: string[] = [];
    for (const feature of features) {
      const index = `src/features/${feature}/index.ts`;
      if (!sources.includes(index)) {
        wrong.push(`${index} is missing`);
        continue;
      }
      const sf = ts.createSourceFile(index, readFileSync(resolve(root, index), 'utf8'), ts.ScriptTarget.Latest, true);
      for (const stmt of sf.statements) {
        // `export {}`: a feature nothing imports statically (its parts are chunks loaded with import())
        if (ts.isExportDeclaration(stmt) && !stmt.moduleSpecifier && stmt.exportClause && ts.isNamedExports(stmt.exportClause) && !stmt.exportClause.elements.length) continue;
        const spec = ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier) ? stmt.moduleSpecifier.text : '';
        if (!spec.startsWith('./')) wrong.push(`${index}: ${stmt.getText(sf).slice(0, 80)} (an index holds re-exports of its feature's modules only)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("no module outside a feature imports past the feature's index, and a feature never imports its own index", () => {
    const wrong: string[] = [];
    const allowedSeen = new Set<string>();
    for (const file of sources) {
      const own = featureOf(file);
      for (const edge of importEdges(file)) {
        const target = featureOf(edge.target);
        if (!target) continue;
        const line = `${file} -> ${edge.target}`;
        if (target === own) {
          if (isFeatureIndex(edge.target) && !isFeatureIndex(file)) wrong.push(`${line} (a feature's modules import each other directly)`);
          continue;
        }
        if (isFeatureIndex(edge.target) || edge.dynamic) continue;
        if (ALLOWED[line]) allowedSeen.add(line);
        else wrong.push(`${line} (import ${`src/features/${target}/index.ts`} instead)`);
      }
    }
    expect(wrong).toEqual([]);
    // an allowance nothing needs any more goes
    expect(Object.keys(ALLOWED).filter((e) => !allowedSeen.has(e))).toEqual([]);
  });

  test('ui/ and storefront/ import no feature, not even a type', () => {
    const wrong = sources
      .filter((f) => /^src\/(ui|storefront)\//.test(f))
      .flatMap((file) => importEdges(file).filter((e) => featureOf(e.target)).map((e) => `${file} -> ${e.target}`));
    expect(wrong).toEqual([]);
  });
});
