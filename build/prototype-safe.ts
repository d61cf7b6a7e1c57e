import type { Plugin } from 'vite';
import { prototypeSafeCode, type Rewrite } from './prototype-safe-code.ts';

/**
 * The third-party modules the panel runs on a theme's page that break on what themes do to the
 * prototypes (docs/security.md#hostile-prototypes), found by running the widget on such pages
 * (tests/e2e/hostile-js.test.ts), each with the rewrite it needs (build/prototype-safe-code.ts):
 * - a frozen Object.prototype: in strict code an inherited read-only property blocks an
 *   assignment of the same name (the JS "override mistake"), so signals-core's
 *   `Signal.prototype.valueOf = f` throws, and so does Preact's `assign({}, vnode)` (a re-render,
 *   a child list), which copies the vnode's own `constructor`: the panel cannot start;
 * - enumerable junk on Object.prototype (`Object.prototype.themeFlag = true`): rolldown's runtime
 *   builds a module namespace object with `for (name in getters)`, so the junk `true` becomes a
 *   getter and defineProperty throws: the sign-in form's chunk fails.
 */
const PROTOTYPE_SAFE: Array<{ module: RegExp; rewrite: Rewrite }> = [
  { module: /\/node_modules\/@preact\/signals-core\/dist\//, rewrite: 'prototype methods' },
  { module: /\/node_modules\/preact\/dist\//, rewrite: 'fresh copies' },
  { module: /^\0rolldown\/runtime\.js$/, rewrite: 'own keys' },
];

/**
 * Rewrites the PROTOTYPE_SAFE modules as the panel build bundles them. Fails the build when a
 * listed module is not in it, has nothing left to rewrite or has a prototype assignment it cannot
 * rewrite, so the list stays true as the packages change.
 */
export function prototypeSafe(): Plugin {
  const seen = new Set<RegExp>();
  return {
    name: 'status-prototype-safe',
    buildStart: () => seen.clear(),
    transform(code, id) {
      const entry = PROTOTYPE_SAFE.find((m) => m.module.test(id));
      if (!entry) return;
      const out = prototypeSafeCode(code, entry.rewrite);
      if (out.left) this.error(`${id}: ${out.left} prototype assignment(s) whose value is used; rewrite them by hand`);
      if (!out.count) this.error(`${id}: nothing to rewrite (${entry.rewrite}) any more; update PROTOTYPE_SAFE in build/prototype-safe.ts`);
      seen.add(entry.module);
      return { code: out.code, map: null };
    },
    buildEnd(error) {
      const missing = PROTOTYPE_SAFE.filter((m) => !seen.has(m.module));
      if (!error && missing.length) this.error(`modules of PROTOTYPE_SAFE (build/prototype-safe.ts) not in the build: ${missing.map((m) => m.module).join(', ')}`);
    },
  };
}
