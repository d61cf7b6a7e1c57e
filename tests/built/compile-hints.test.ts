// @vitest-environment node
// V8's compile hint in the built files (build/compile-hints.ts): the files whose functions nearly
// all run as they arrive carry it on their first line, where V8 reads it. Terser drops comments: a
// plugin order that ran terser after the hint would lose it without a sound, and the late half
// would again compile each function on the main thread at its first call, before the shopper
// touches the page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../build/compile-hints';
import { COMPILED_ON_LOAD, STANDALONE } from '../../build/standalone-entries';

const DIST = join(__dirname, '..', '..', 'dist');

describe("V8's compile hint", () => {
  it('opens the late half and no other standalone file', () => {
    expect(existsSync(join(DIST, 'status-late.js')), 'no build: run `npm run build` before this test').toBe(true);
    expect(COMPILED_ON_LOAD.has('status-late')).toBe(true);
    for (const name of Object.keys(STANDALONE)) {
      const code = readFileSync(join(DIST, `${name}.js`), 'utf8');
      expect(code.startsWith(COMPILE_HINT), name).toBe(COMPILED_ON_LOAD.has(name));
      expect(code.indexOf('allFunctionsCalledOnLoad', 1), `${name}: the hint once, first`).toBe(COMPILED_ON_LOAD.has(name) ? 4 : -1);
    }
  });
});
