import type { Plugin } from 'vite';

/**
 * How the panel build cuts and names its chunks, for the panel entry `entry` (a src path):
 * - `plugin` collects, at the end of the build, the entry's static closure (the modules it
 *   imports, directly or not) and the modules that closure imports dynamically;
 * - `groups` (rolldown's `codeSplitting.groups`) puts everything the entry loads statically into
 *   one file, and only the closure's modules into the entry's own file ('panel-core'): rolldown
 *   would otherwise split modules shared with lazy chunks into extra files, more bytes in all,
 *   and modules only the other entries use would grow the panel entry;
 * - `chunkFileName` names a lazy chunk: `c-{hash}.js` for the files the panel entry names
 *   (identity, the screen host, the languages, ...), since each name is text the entry holds
 *   once and brotli cannot share (bytes of the panel's budget, docs/architecture.md#what-loads-when);
 *   the others keep their module's name (`c-orders-{hash}.js`), or 'panel-core' for the code lazy
 *   chunks share. dist/.vite/manifest.json maps every file to its module. 7 hex characters,
 *   since rolldown refuses 6 for this build's number of hashed chunks (about 65): each is 4 bits
 *   the panel entry cannot compress, once per chunk it names. The launcher's preload list
 *   (build/panel-preloads.ts) names some of these files too, so it is shorter for the same reason.
 * The three share the sets, so call this once per build.
 */
export function panelChunks(entry: string) {
  const entryPath = `/${entry}`;
  /** The entry's static closure (module ids). */
  const inEntry = new Set<string>();
  /** The modules the closure imports dynamically: a chunk holding one is a file the entry names. */
  const namedByEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'status-panel-closure',
    buildEnd() {
      const walk = (id: string) => {
        if (inEntry.has(id)) return;
        inEntry.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      for (const id of this.getModuleIds()) if (id.endsWith(entryPath)) walk(id);
      for (const id of inEntry) this.getModuleInfo(id)?.dynamicallyImportedIds.forEach((d) => namedByEntry.add(d));
    },
  };
  return {
    plugin,
    groups: [{ name: 'panel-core', tags: ['$initial' as const], test: (id: string) => inEntry.has(id) }],
    chunkFileName(chunk: { isDynamicEntry: boolean; moduleIds: string[] }): string {
      if (chunk.moduleIds.some((id) => namedByEntry.has(id))) return 'c-[hash:7].js';
      return chunk.isDynamicEntry ? 'c-[name]-[hash:7].js' : 'c-panel-core-[hash:7].js';
    },
  };
}
