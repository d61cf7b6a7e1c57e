import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';

/**
 * Two builds into dist/ (DESIGN.md 1):
 * - `vite build` (mode production): the panel entry `status-panel.js` with its lazy chunks
 *   (screens, identity) under dist/chunks/.
 * - `vite build --mode launcher`: `status-launcher.js`, one self-contained file. It is built on
 *   its own so no module is ever hoisted into a chunk the launcher would have to import, and it
 *   loads the panel by URL so Vite adds no module-preload helper to it.
 */
/** Writes dist/.vite/launcher-modules.json: the modules inside the launcher, for perf/size.ts's reachability check. */
function moduleList(): Plugin {
  return {
    name: 'status-launcher-modules',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? c.moduleIds : []));
      this.emitFile({ type: 'asset', fileName: '.vite/launcher-modules.json', source: JSON.stringify(modules, null, 1) });
    },
  };
}

export default defineConfig(({ mode }) => {
  const launcher = mode === 'launcher';
  return {
    plugins: launcher ? [moduleList()] : [preact({ devToolsEnabled: false, prefreshEnabled: false })],
    resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
    base: './',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      target: 'es2020',
      outDir: 'dist',
      emptyOutDir: !launcher,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: perf/size.ts groups the panel build's chunks into stages with it.
      manifest: !launcher,
      // Library mode: Vite then adds no module-preload helper to chunks with dynamic imports
      // (~750 B brotli in the panel), which we do not need: every chunk is one small request.
      ...(launcher ? {} : { lib: { entry: 'src/panel/index.tsx', formats: ['es' as const], fileName: () => 'status-panel.js' } }),
      rolldownOptions: {
        input: (launcher ? { 'status-launcher': 'src/launcher.ts' } : { 'status-panel': 'src/panel/index.tsx' }) as Record<string, string>,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Vite leaves ES library output unminified; the shopper bundle wants every byte off.
          minify: true,
          ...(launcher ? { codeSplitting: false } : {}),
        },
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
});
