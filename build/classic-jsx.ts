import type { Plugin } from 'vite';

const INJECT = `import { h, Fragment } from 'preact'`;

/**
 * JSX as classic `h()` calls instead of the Preact preset's automatic runtime: Preact's `h` is in
 * the panel anyway, while preact/jsx-runtime would add its own bytes. Its config runs after the
 * preset's, so it wins. A .tsx file may then not name anything `h` or `Fragment`
 * (tests/build/classic-jsx.test.ts).
 */
export function classicJsx(): Plugin {
  return {
    name: 'status-classic-jsx',
    config: () => ({ oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' }, jsxInject: INJECT } }),
    // The transform injects the import into .ts files too, where preact (a module with side
    // effects) would then stay imported and a file with no JSX would load the whole panel.
    transform(code, id) {
      if (!/\.tsx$/.test(id) && code.startsWith(INJECT)) return { code: code.slice(INJECT.length), map: null };
    },
  };
}
