import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';

/**
 * The builds into dist/ (DESIGN.md 1), run by `npm run build` (scripts/build.ts):
 * - `vite build` (mode production): the panel entry `status-panel.js` with its lazy chunks
 *   (screens, identity) beside it as `c-*.js`, and the entries that share the panel's modules
 *   (PANEL_ENTRIES: the elements' runtime, the cart sync, ...). Flat: a theme app extension's
 *   assets/ has no subfolders.
 * - one `--mode standalone` build per file of STANDALONE: the launcher, its late half and the page
 *   elements' bodies, each self-contained (no import of the panel's files; what they load later
 *   they load by URL, so the bundler adds no module-preload helper either). A page loads only
 *   these before the shopper touches us.
 * - `npm run build:preview` (`--mode preview`, then `--mode preview-standalone` per file): the same
 *   into dist-preview/, with the API client's transport and the identity chunk swapped for
 *   messages to a parent page (SPEC.md 6 'Preview mode'; src/preview/). dist/ never contains them.
 */
/** Modules the preview build swaps (src path -> its stand-in), see previewSwap. */
const PREVIEW_SWAPS: Record<string, string> = {
  'src/api/client.ts': 'src/preview/client.ts',
  'src/auth/identity.ts': 'src/preview/identity.ts',
};

/** In preview builds, every import of a PREVIEW_SWAPS module (except from src/preview/ itself) resolves to its stand-in. */
function previewSwap(): Plugin {
  const swaps = new Map(Object.entries(PREVIEW_SWAPS).map(([from, to]) => [resolve(from), resolve(to)]));
  return {
    name: 'status-preview-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(resolve('src/preview') + '/')) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (found && swaps.get(found.id)) ?? found;
    },
  };
}
/** Writes dist/.vite/{name}-modules.json: the modules inside a standalone file, for perf/size.ts's reachability check. */
function moduleList(): Plugin {
  return {
    name: 'status-standalone-modules',
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type === 'chunk') this.emitFile({ type: 'asset', fileName: `.vite/${c.name}-modules.json`, source: JSON.stringify(c.moduleIds, null, 1) });
      }
    },
  };
}

/**
 * The panel's files the launcher should fetch in parallel with `status-panel.js` on intent: the
 * entry's static imports, and the login section's and screen host's chunks, read from the panel
 * build's manifest (so the panel build must run first). Without them each import is discovered one
 * round trip later. Not identity or the settings: they come after the panel's first frame, and on a
 * slow network they would share its bandwidth.
 */
function panelPreloads(outDir: string): string[] {
  try {
    const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    // The panel entry only: the build's other entries are PANEL_ENTRIES.
    for (const chunk of Object.values(manifest)) if (chunk.isEntry && chunk.file === 'status-panel.js') chunk.imports?.forEach(walk);
    for (const key of Object.keys(manifest)) if (/src\/(components\/login-section|panel\/screens)\./.test(key)) walk(key);
    return [...files];
  } catch {
    return []; // no panel build yet: the launcher still works, one round trip slower
  }
}

/**
 * JSX as classic `h()` calls instead of preset-vite's automatic runtime: preact's `h` is in the
 * panel anyway, while preact/jsx-runtime would add ~300 B brotli. Runs after the preset's config.
 */
/**
 * Entries of the panel build besides the panel: files loaded by URL (launcher/chunks.ts,
 * elements/light/runtime.ts) that need the panel's runtime, so they share the panel's modules (they
 * import them from status-panel.js and its chunks) instead of bundling their own copy.
 */
const PANEL_ENTRIES: Record<string, string> = {
  'status-runtime': 'src/elements/runtime.ts',
  'status-collection-list': 'src/elements/collection-list.tsx',
  'status-cart-sync': 'src/store-platform/cart-sync.ts',
  'status-tracking-send': 'src/launcher/tracking-send.ts',
  'status-trigger-toast': 'src/components/trigger-toast.ts',
  // Not the launcher's: full-page mode's entry, which a standalone account page loads itself (src/account-page.ts).
  'status-page': 'src/account-page.ts',
};

/**
 * The self-contained files, each its own `--mode standalone` build (scripts/build.ts): what a page
 * loads before the shopper touches us. The launcher loads the others by name (`status-{name}.js`,
 * launcher/chunks.ts); none imports the panel's files.
 */
export const STANDALONE: Record<string, string> = {
  'status-launcher': 'src/launcher.ts',
  'status-late': 'src/launcher/late.ts',
  'status-favorite-button': 'src/elements/favorite-button.ts',
  'status-save-button': 'src/elements/save-button.ts',
  'status-saved-link': 'src/elements/saved-link.ts',
  'status-login': 'src/elements/login.ts',
  'status-icon': 'src/elements/icon.ts',
  'status-collection': 'src/elements/collection.ts',
};

/**
 * The panel entry's static closure (module ids), filled at the end of the build: only these go
 * into the panel's own file ('panel-core' below). Modules that only the lazy entries above use stay
 * out of it, so the panel entry does not grow with them.
 */
const panelStatic = new Set<string>();
function panelClosure(): Plugin {
  return {
    name: 'status-panel-closure',
    buildEnd() {
      const walk = (id: string) => {
        if (panelStatic.has(id)) return;
        panelStatic.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      for (const id of this.getModuleIds()) if (/src\/panel\/index\.tsx$/.test(id)) walk(id);
    },
  };
}

const INJECT = `import { h, Fragment } from 'preact'`;
function classicJsx(): Plugin {
  return {
    name: 'status-classic-jsx',
    config: () => ({ oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' }, jsxInject: INJECT } }),
    // The transform injects it into .ts files too, where preact (a module with side effects) then
    // stays imported: the launcher's lazy files (status-late.js) would load the whole panel.
    transform(code, id) {
      if (!/\.tsx$/.test(id) && code.startsWith(INJECT)) return { code: code.slice(INJECT.length), map: null };
    },
  };
}

export default defineConfig(({ mode }) => {
  const preview = mode.startsWith('preview');
  const standalone = mode === 'standalone' || mode === 'preview-standalone';
  const outDir = preview ? 'dist-preview' : 'dist';
  const plugins = standalone ? [moduleList()] : [preact({ devToolsEnabled: false, prefreshEnabled: false }), classicJsx(), panelClosure()];
  // A standalone build names its one file in the environment (scripts/build.ts): `status-late=src/launcher/late.ts`.
  const [name, entry] = (process.env.STATUS_STANDALONE ?? '').split('=');
  if (standalone && !(name && entry)) throw new Error('a standalone build needs STATUS_STANDALONE=name=path (npm run build runs scripts/build.ts)');
  return {
    plugins: preview ? [previewSwap(), ...plugins] : plugins,
    resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
    base: './',
    define: { 'process.env.NODE_ENV': '"production"', ...(standalone ? { __PANEL_PRELOAD__: JSON.stringify(panelPreloads(outDir)) } : {}) },
    build: {
      target: 'es2020',
      outDir,
      emptyOutDir: !standalone,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: perf/size.ts groups the panel build's chunks into stages with it.
      manifest: !standalone,
      // Library mode: Vite then adds no module-preload helper to chunks with dynamic imports
      // (~750 B brotli in the panel), which we do not need: every chunk is one small request.
      ...(standalone ? {} : { lib: { entry: 'src/panel/index.tsx', formats: ['es' as const], fileName: () => 'status-panel.js' } }),
      rolldownOptions: {
        input: (standalone ? { [name]: entry } : { 'status-panel': 'src/panel/index.tsx', ...PANEL_ENTRIES }) as Record<string, string>,
        output: {
          entryFileNames: '[name].js',
          // Lazy chunks keep their module's name; the code they share with the entry is 'panel-core'.
          // 7 hex characters, the fewest rolldown allows for this many chunks: each is 4 bits the
          // panel entry cannot compress, once per chunk it names.
          chunkFileNames: (chunk: { isDynamicEntry: boolean }) => (chunk.isDynamicEntry ? 'c-[name]-[hash:7].js' : 'c-panel-core-[hash:7].js'),
          // Hex hashes: the entry names ~12 chunks, and a base-64 hash is 6 incompressible bits a
          // character against hex's 4 (about 25 B brotli, and less churn when a chunk's hash changes).
          hashCharacters: 'hex',
          // Vite leaves ES library output unminified; the shopper bundle wants every byte off.
          minify: true,
          comments: false,
          // Everything the entry loads statically in one file ('$initial'): rolldown would otherwise
          // split modules shared with lazy chunks into extra files (~500 B brotli more in all).
          // A standalone file is one file: its dynamic imports are by URL, never bundled chunks.
          ...(standalone ? { codeSplitting: false } : { codeSplitting: { groups: [{ name: 'panel-core', tags: ['$initial'], test: (id: string) => panelStatic.has(id) }] } }),
        },
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
});
