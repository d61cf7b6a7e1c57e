/**
 * Loads the launcher's lazy files (`status-{name}.js`, built beside this script: build/) by URL,
 * once each. The URL is computed at run time, so the bundler adds no module-preload helper to
 * the launcher (docs/toolchain.md#vites-module-preload-helper). A failed load is forgotten, so
 * the next call retries (lib/load-once.ts). Names: build/standalone-entries.ts STANDALONE and
 * build/panel-entries.ts PANEL_ENTRIES without their `status-` prefix: 'late' (launcher/late.ts),
 * each element body ('favorite-button', ...: src/elements/), 'runtime' (elements/runtime.ts),
 * 'cart-sync', 'tracking-send', 'trigger-toast'.
 */
import { loadOnce } from '../lib/load-once';

/** A loader per name, in a Map: a name a theme added to Object.prototype (`login`, `icon`) is not taken for a loader. */
const loads = new Map<string, () => Promise<unknown>>();
/** The launcher's own URL; in a variable so Vite does not turn `new URL(..., import.meta.url)` into a glob. */
const base = import.meta.url;

/** Resolves to the module `status-{name}.js` next to the launcher; rejects when it cannot load. */
export function loadChunk<T>(name: string): Promise<T> {
  let load = loads.get(name);
  if (!load) loads.set(name, (load = loadOnce(() => import(/* @vite-ignore */ new URL(`status-${name}.js`, base).href))));
  return load() as Promise<T>;
}
