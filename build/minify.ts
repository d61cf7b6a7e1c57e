import { minify, type MinifyOptions } from 'terser';
import type { Plugin } from 'vite';

/**
 * Terser's passes over every file a widget build writes, after rolldown's own minifier
 * (`output.minify`, oxc): a second minifier with several compress passes finds what one pass
 * leaves (a statement written as `if` becomes an expression, a helper used once is inlined, a
 * constant folded), so the source stays readable and the build pays for it
 * (docs/architecture.md#how-the-widget-is-built). It runs in `generateBundle`, where the chunks
 * are already minified and named; file names and hashes do not change. Only safe transforms: no
 * `unsafe*` option, since themes patch prototypes (docs/security.md#hostile-prototypes), and no
 * `pure_getters`, since reading a signal's `.value` subscribes. `ecma` is the build's target year,
 * the newest syntax terser may write.
 */
export function terserPasses(): Plugin {
  let ecma: MinifyOptions['ecma'] = 2020;
  return {
    name: 'status-terser',
    apply: 'build',
    configResolved(config) {
      const year = Number(/^es(\d{4})$/.exec(String(config.build.target))?.[1]);
      if (!year) throw new Error(`build/minify.ts: the widget build's target is ${String(config.build.target)}; it needs one 'esYYYY' for terser's ecma`);
      ecma = year as MinifyOptions['ecma'];
    },
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await minify(chunk.code, {
          ecma,
          module: true,
          toplevel: true,
          compress: { ecma, passes: 3 },
          mangle: true,
          format: { comments: false, wrap_func_args: false },
        });
        if (out.code === undefined) this.error(`${chunk.fileName}: terser returned no code`);
        chunk.code = out.code;
      }
    },
  };
}
