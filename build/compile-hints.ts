import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): on a file's
 * first line, it makes V8 compile every function with the file's top level, once, instead of
 * pre-parsing each and compiling it again on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts COMPILE_HINT first in every chunk of the build, after the minifier (terser drops comments;
 * list this plugin after build/minify.ts's). For a file whose functions nearly all run as soon as
 * it arrives, such as the launcher's late half (docs/performance.md#before-the-shopper-touches-us
 * has its figures).
 */
export function compileHints(): Plugin {
  return {
    name: 'status-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
