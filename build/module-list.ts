import type { Plugin } from 'vite';

/**
 * Writes `.vite/{name}-modules.json` beside a standalone file: the module ids bundled into it.
 * perf/size.ts reads it to check that no standalone file (the launcher first) pulls in a module
 * it must not, such as the panel's or Firebase's.
 */
export function moduleList(): Plugin {
  return {
    name: 'status-standalone-modules',
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type === 'chunk') this.emitFile({ type: 'asset', fileName: `.vite/${c.name}-modules.json`, source: JSON.stringify(c.moduleIds, null, 1) });
      }
    },
  };
}
