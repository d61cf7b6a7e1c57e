/**
 * Loads the panel entry (`status-panel.js`, beside this script) once, on intent or open.
 * The URL is computed at run time so the bundler adds no module-preload helper to the launcher
 * (743 B brotli, TOOLCHAIN.md). A failed load is forgotten so the next intent retries.
 */
import type { PageConfig } from '../config/types';

export interface PanelModule {
  open(opts: { config: PageConfig; route: string; opener: HTMLElement | null }): void;
  preload(config: PageConfig): void;
}

let pending: Promise<PanelModule> | null = null;

/** Resolves to the panel module; `base` is the launcher's own URL (import.meta.url). */
export function loadPanel(base: string): Promise<PanelModule> {
  return (pending ||= import(/* @vite-ignore */ new URL('status-panel.js', base).href).catch((e) => {
    pending = null;
    throw e;
  }));
}
