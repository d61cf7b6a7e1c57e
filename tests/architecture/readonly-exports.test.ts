// One writer per signal (docs/architecture.md#rules-the-checks-hold-you-to): a store exports ReadonlySignals (or
// computed) and actions; only the module that declares a signal writes it. Read from the types, with the TypeScript
// compiler.
import { describe, expect, test } from 'vitest';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { foreignSignalCasts, srcProgram, writableSignalExports } from './writable-exports';

const root = resolve(__dirname, '../..');
const program = srcProgram();

/** Exported `let`s there on purpose, with why. */
const LET_ALLOWED: Record<string, string> = {
  // the panel's shadow root, bound once before the first render; importers cannot assign an
  // imported binding, so it has one writer like a ReadonlySignal
  'src/styles/index.ts: export let target: ShadowRoot | undefined;': 'styles target',
};

describe('read-only stores', () => {
  test('no export of src/ is, returns or holds a writable signal', () => {
    expect(writableSignalExports(program)).toEqual([]);
  });

  test('no module casts another module\'s signal to a writable one', () => {
    expect(foreignSignalCasts(program)).toEqual([]);
  });

  test('no module of src/ exports a `let` or a signal made in the export', () => {
    const files = execSync('git ls-files --cached --others --exclude-standard src', { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f));
    const wrong: string[] = [];
    for (const f of files) {
      readFileSync(resolve(root, f), 'utf8').split('\n').forEach((line, i) => {
        // a typed export (`export const x: ReadonlySignal<T> = signal(...)`) is the pattern; an untyped one is writable
        if (LET_ALLOWED[`${f}: ${line.trim()}`]) return;
        if (/^export (let|var) /.test(line) || /^export const \w+ = (signal|useSignal)\b/.test(line)) wrong.push(`${f}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  test('the checks see a writable export and a foreign cast (they would fail on one)', async () => {
    const ts = (await import('typescript')).default;
    const host = ts.createCompilerHost({ strict: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 });
    const sources: Record<string, string> = {
      [resolve(root, 'src/__probe/store.ts')]: "import { signal, type ReadonlySignal } from '@preact/signals';\nexport const open = signal(false);\nexport const shown: ReadonlySignal<boolean> = signal(false);\nexport const entryOf = () => signal(1);\n",
      [resolve(root, 'src/__probe/view.ts')]: "import type { Signal } from '@preact/signals';\nimport { shown } from './store';\nexport function force(): void { (shown as Signal<boolean>).value = true; }\n",
    };
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, lang) => (sources[name] !== undefined ? ts.createSourceFile(name, sources[name], lang) : read(name, lang));
    const exists = host.fileExists.bind(host);
    host.fileExists = (name) => sources[name] !== undefined || exists(name);
    host.readFile = ((r) => (name: string) => sources[name] ?? r(name))(host.readFile.bind(host));
    const probe = ts.createProgram(Object.keys(sources), { strict: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, noEmit: true }, host);
    expect(writableSignalExports(probe)).toEqual(['src/__probe/store.ts: entryOf()', 'src/__probe/store.ts: open']);
    expect(foreignSignalCasts(probe)).toEqual(['src/__probe/view.ts:3: shown as Signal<boolean>']);
  });
});
