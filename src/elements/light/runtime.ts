/**
 * How a page element's body reaches the panel's runtime (`status-runtime.js`, src/elements/runtime.ts:
 * Preact's signals, the favorites and saved-from-cart stores, the session, translations): by URL,
 * beside this file, so the body itself stays free of it and a page costs nothing until the shopper
 * touches us. The body attaches when the shopper shows intent on it (pointer, focus, touch), when
 * the browser is first idle after the page's load (only where there is something to refresh), or
 * when the runtime is on the page anyway (the panel opened, another element or the cart sync
 * booted it: `status:widget-open`, `status:initialized`).
 */
import type { PageConfig } from '../../settings/types';
import { loadChunk } from '../../launcher/chunks';

/** What the runtime exports (src/elements/runtime.ts). */
export type Runtime = typeof import('../runtime');

/** This file's URL, in a variable so Vite does not turn `new URL(..., import.meta.url)` into an asset. */
const base = import.meta.url;

let loading: Promise<Runtime> | undefined;

/**
 * The runtime, booted for `config` (once per page: the module is one per URL). A failed load is
 * forgotten, so the next intent tries again.
 * @throws the import's error (offline, blocked)
 */
export function runtime(config: PageConfig): Promise<Runtime> {
  return (loading ??= loadChunk<Runtime>('runtime').then(
    (m: Runtime) => (m.boot(config), m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  ));
}

/** Calls `fn` on the first pointer, focus or touch on `el`; returns the function that stops listening. */
export function onIntent(el: HTMLElement, fn: () => void): () => void {
  const types = ['pointerenter', 'focusin', 'touchstart'];
  const once = () => {
    stop();
    fn();
  };
  const stop = () => types.forEach((t) => el.removeEventListener(t, once));
  types.forEach((t) => el.addEventListener(t, once, { passive: true }));
  return stop;
}

/** Calls `fn` once the page has loaded and the browser is then idle (at the latest 2,000 ms after). */
export function afterLoadIdle(fn: () => void): void {
  const idle = () => (window.requestIdleCallback || ((f: () => void) => setTimeout(f, 1)))(fn, { timeout: 2000 });
  document.readyState === 'complete' ? idle() : addEventListener('load', idle, { once: true });
}

/** Calls `fn` once when the runtime comes to the page for another reason (the panel opens, another element boots it). */
export function onRuntime(fn: () => void): () => void {
  const types = ['status:widget-open', 'status:initialized'];
  const once = () => {
    stop();
    fn();
  };
  const stop = () => types.forEach((t) => document.removeEventListener(t, once));
  types.forEach((t) => document.addEventListener(t, once));
  return stop;
}

/** True once this page asked for the panel's files (each element's file has its own copy of this module: a mark on the page). */
const PREFETCHED = '__statusPrefetched';

/**
 * Fetches the panel's entry (`status-panel.js`: all For you's first paint needs, 17 KB) into the
 * HTTP cache at low priority, reading its bytes and nothing more (no parse, no run, no element
 * added to the page: a `<link rel=prefetch>` costs a style pass), so the first tap on the launcher
 * waits for no round trip before For you's products; the panel's other files follow the tap in
 * one parallel wave (launcher/panel-loader.ts). For elements in view that the shopper is likely to
 * press; once per page. A failure is ignored: the tap then fetches the file itself.
 */
export function prefetchPanel(): void {
  const w = window as Window & { [PREFETCHED]?: true };
  if (w[PREFETCHED]) return;
  w[PREFETCHED] = true;
  try {
    fetch(new URL('status-panel.js', base).href, { priority: 'low' } as RequestInit).then((r) => r.arrayBuffer()).catch(() => {});
  } catch {
    /* a page whose fetch throws at once: the tap fetches the file itself */
  }
}
