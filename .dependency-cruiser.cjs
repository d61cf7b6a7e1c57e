/**
 * The import-loop check (`npm run check:cycles`, part of `npm test`): no module of src/, server/,
 * admin/ or extensions/ reaches itself again through its imports. Every edge counts: static,
 * dynamic `import()`, `import type`, `export ... from` and types written as `import('...')`,
 * because a loop through types alone still ties the two modules together: neither can be read,
 * moved or tested without the other. TypeScript reads the sources (`tsPreCompilationDeps`), so
 * type-only imports are kept rather than compiled away.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import loop: move what both modules need (a type, a constant) into a module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // build outputs (the theme app extension's assets, the UI extensions' dist/) are not sources
    exclude: { path: '(^|/)(node_modules|dist)/|^extensions/[^/]+/assets/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
