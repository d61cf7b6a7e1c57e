import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { terserPasses } from './minify.ts';
import { previewSwap } from './preview-swap.ts';

/** The project's src/ folder, as module ids spell it (a package may have a src/ folder too). */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Where a widget build writes: dist/, or dist-preview/ for the preview build. */
export const widgetOutDir = (preview: boolean): string => (preview ? 'dist-preview' : 'dist');

/**
 * What every widget build shares, the panel build (vite.config.ts) and each standalone build
 * (build/standalone-config.ts); each merges its own settings in with Vite's `mergeConfig`.
 * `preview` is the preview build (docs/product.md#preview-mode): it writes to dist-preview/, swaps
 * in the preview stand-ins, and `__PREVIEW__` is true; everywhere else `__PREVIEW__` is `false`,
 * so the minifier drops the preview-only code from dist/.
 */
export function widgetConfig(preview: boolean): UserConfig {
  return {
    plugins: preview ? [previewSwap(), terserPasses()] : [terserPasses()],
    resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
    base: './',
    define: { 'process.env.NODE_ENV': '"production"', __PREVIEW__: JSON.stringify(preview) },
    build: {
      outDir: widgetOutDir(preview),
      // No module-preload polyfill (each file is fetched by URL), no public/ folder to copy, no
      // gzip report (`npm run size` measures brotli).
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        // Side effects only in entry files (docs/architecture.md#layout): a module of src/ that
        // gives nothing used is left out, so importing one name from a feature's index.ts
        // bundles only the module behind it, not the rest of the feature.
        treeshake: { moduleSideEffects: (id: string) => !id.startsWith(SRC) },
        output: {
          entryFileNames: '[name].js',
          // Hex hashes: the panel entry names ~12 chunks, and a base-64 hash is 6 incompressible
          // bits a character against hex's 4 (fewer bytes, and less churn when a hash changes).
          hashCharacters: 'hex',
          // Vite leaves ES library output unminified; the shopper bundle wants every byte off:
          // rolldown's minifier here, then terser's passes (build/minify.ts).
          minify: true,
          comments: false,
        },
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
}
