/**
 * Loads the panel entry (`status-panel.js`, beside this script) once, on intent or open.
 * The URL is computed at run time so the bundler adds no module-preload helper to the launcher
 * (docs/toolchain.md#vites-module-preload-helper). A failed load is forgotten so the next intent
 * retries.
 */
import type { PageConfig } from '../settings/types';
import type { EarlyForYou } from '../api/init';
import { loadOnce } from '../lib/load-once';

export interface PanelModule {
  open(opts: { config: PageConfig; route: string; opener: HTMLElement | null; forYou?: Promise<EarlyForYou | null> }): void;
  preload(config: PageConfig, forYou?: Promise<EarlyForYou | null>): void;
}

/** The panel's files to fetch in parallel with it (identity, login section, screen host), relative to this script (build/panel-preloads.ts). */
declare const __PANEL_PRELOAD__: string[];

let load: (() => Promise<PanelModule>) | undefined;

/**
 * Resolves to the panel module; `base` is the launcher's own URL (import.meta.url). The first
 * call also adds `<link rel="modulepreload">` for the panel's other files, so they download in
 * parallel with the entry instead of one round trip after it.
 */
export function loadPanel(base: string): Promise<PanelModule> {
  if (!load) {
    for (const file of __PANEL_PRELOAD__) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      document.head.appendChild(link);
    }
    load = loadOnce(() => import(/* @vite-ignore */ new URL('status-panel.js', base).href));
  }
  return load();
}
