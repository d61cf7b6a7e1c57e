/**
 * The scripts of the local Shopify's customer account pages, bundled on first use with Vite (the
 * project's bundler) and kept in memory: the host page's script and the extension worker
 * (./browser/), and each customer account UI extension from its source, with its `API_BASE` set
 * to the API the stack runs (as `shopify app dev` builds extensions for the app's dev URL; a
 * deploy builds them with its own, docs/deploying.md).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

const ROOT = resolve(import.meta.dirname, '../../..');
const BROWSER = join(import.meta.dirname, 'browser');

/** One script bundled from `entry`: an ES module (`es`) or a classic script (`iife`, for workers' importScripts). */
async function bundle(entry: string, format: 'es' | 'iife', plugins: Plugin[] = []): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins,
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry, formats: [format], name: 'extensionScript', fileName: () => 'script.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error(`bundling ${entry} produced no script`);
  return chunk.code;
}

/** Resolves the extension's `./app-url` to `API_BASE = apiBase`. */
function appUrl(apiBase: string): Plugin {
  const id = '\0status-extension-app-url';
  return {
    name: 'status-extension-app-url',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './app-url' && importer?.includes('/extensions/') ? id : null),
    load: (loaded) => (loaded === id ? `export const API_BASE = ${JSON.stringify(apiBase)};` : null),
  };
}

/**
 * The extension's entry as `shopify app build` wraps it: its module's default export, registered
 * with `shopify.extend(target, ...)`; written to a temporary file (Vite's library mode takes a
 * file as its entry). Returns its path.
 */
function extendEntry(module: string, target: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'status-extension-')), 'entry.js');
  writeFileSync(file, `import run from ${JSON.stringify(module)};\nshopify.extend(${JSON.stringify(target)}, (...args) => run(...args));\n`);
  return file;
}

/** The bundles, each built once on first use. */
export function extensionBundles(apiBase: string) {
  const once = (make: () => Promise<string>) => {
    let built: Promise<string> | undefined;
    return () => (built ??= make().catch((e: unknown) => {
      built = undefined;
      throw e;
    }));
  };
  const extensions = new Map<string, () => Promise<string>>();
  return {
    host: once(() => bundle(join(BROWSER, 'host.ts'), 'es')),
    worker: once(() => bundle(join(BROWSER, 'worker.ts'), 'iife')),
    /** the extension in extensions/`dir` on `target` (its `module`, e.g. ./src/index.tsx) */
    extension(dir: string, module: string, target: string): Promise<string> {
      const key = `${dir} ${target}`;
      if (!extensions.has(key)) {
        const source = join(ROOT, 'extensions', dir, module);
        extensions.set(key, once(() => bundle(extendEntry(source, target), 'iife', [appUrl(apiBase)])));
      }
      return extensions.get(key)!();
    },
  };
}
