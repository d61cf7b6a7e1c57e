import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import preact from '@preact/preset-vite';
import { classicJsx } from './build/classic-jsx.ts';
import { panelChunks } from './build/panel-chunks.ts';
import { PANEL_ENTRIES, PANEL_ENTRY } from './build/panel-entries.ts';
import { prototypeSafe } from './build/prototype-safe.ts';
import { widgetConfig } from './build/widget-config.ts';

/**
 * The panel build: `status-panel.js` (build/panel-entries.ts), its lazy chunks beside it as
 * `c-*.js`, and the entries that share its modules, into dist/ (docs/architecture.md#how-the-widget-is-built).
 * `vite build` runs it alone; `--mode preview` builds the same into dist-preview/ with the preview
 * stand-ins (build/preview-swap.ts). `npm run build` (scripts/build.ts) runs it first, then one
 * standalone build per file of build/standalone-entries.ts (build/standalone-config.ts), which
 * reads this build's manifest.
 */
export default defineConfig(({ mode }) => {
  const chunks = panelChunks(PANEL_ENTRY);
  const panel: UserConfig = {
    plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false }), classicJsx(), prototypeSafe(), chunks.plugin],
    build: {
      // The panel may use es2021's logical assignment (`a ??= b`, ~70 B raw off the panel): every
      // browser the panel works in has it, since its API client needs AbortSignal.timeout
      // (Chrome 103, Safari 16), which came later than logical assignment (Chrome 85, Safari 14).
      target: 'es2021',
      emptyOutDir: true,
      // dist/.vite/manifest.json: perf/size.ts groups the chunks into stages with it, and the
      // standalone builds read the launcher's preload list from it (build/panel-preloads.ts).
      manifest: true,
      // Library mode: Vite then adds no module-preload helper to chunks with dynamic imports
      // (~750 B brotli in the panel), which we do not need: every chunk is one small request.
      lib: { entry: PANEL_ENTRY, formats: ['es'], fileName: () => 'status-panel.js' },
      rolldownOptions: {
        input: { 'status-panel': PANEL_ENTRY, ...PANEL_ENTRIES },
        output: { chunkFileNames: chunks.chunkFileName, codeSplitting: { groups: chunks.groups } },
      },
    },
  };
  return mergeConfig(widgetConfig(mode === 'preview'), panel);
});
