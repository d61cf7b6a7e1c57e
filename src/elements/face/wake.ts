/**
 * When a face (src/elements/face/) loads its element's body (docs/architecture.md#what-loads-when, docs/performance.md
 * 'Before the shopper touches us'): never before the shopper touches the page. On intent on the
 * element (pointer, focus, touch), when the panel's runtime comes to the page anyway (the panel
 * opened, another element booted it), and, where the shopper may have saved lists to refresh,
 * at the first idle moment after their first touch anywhere on the page. Nothing is prefetched
 * before intent: the panel's files load on intent on the launcher (launcher/panel-loader.ts).
 */
import type { PageConfig } from '../../settings/types';
import type { ElementLive, Face } from '../light/face';
import { loadChunk } from '../../launcher/chunks';
import { onIntent, onRuntime } from '../light/runtime';
import { report } from '../../lib/report';

/** Calls `fn` when the browser is idle, within 2,000 ms (a 1 ms timeout where requestIdleCallback is missing). */
export const ric = (fn: () => void) => (window.requestIdleCallback || ((f: () => void) => setTimeout(f, 1)))(fn, { timeout: 2000 });

/** The shopper's first input anywhere on the page: pointer down, key, touch or wheel. */
const TOUCH = ['pointerdown', 'keydown', 'touchstart', 'wheel'];

/**
 * Calls `fn` once, at the first idle moment after the shopper's first touch of the page (soon,
 * when they touched it already: the launcher and this mark `window.__statusTouched`); with `idle`
 * false, at the touch itself (what must be ready before the page answers that touch), with that
 * touch's event (none when the page was touched before this was called).
 */
export function afterFirstTouch(fn: (touch?: Event) => void, idle = true): () => void {
  const w = window as Window & { __statusTouched?: true };
  const run = idle ? () => ric(fn) : fn;
  if (w.__statusTouched) {
    run();
    return () => {};
  }
  const once = (e: Event) => {
    w.__statusTouched = true;
    stop();
    run(e);
  };
  const stop = () => TOUCH.forEach((t) => removeEventListener(t, once, true));
  TOUCH.forEach((t) => addEventListener(t, once, { capture: true, passive: true }));
  return stop;
}

/**
 * Wires `el`'s face to `wake` (which loads the body, once) and returns the function that stops
 * listening. `refresh`: also wake at the first idle moment after the shopper's first touch (the
 * shopper may have saved lists to refresh).
 */
export function wakeOn(el: HTMLElement, wake: () => void, opts: { refresh?: boolean } = {}): () => void {
  const stops = [
    onIntent(el, wake),
    // When the runtime comes (the panel opening), the bodies wait for an idle moment: not competing with the panel's first paint.
    onRuntime(() => ric(wake)),
  ];
  if (opts.refresh) stops.push(afterFirstTouch(wake));
  return () => stops.forEach((s) => s());
}

/**
 * A loader of `el`'s body (`status-{name}.js`), once: `wake()` imports it and hands it `face`
 * (unless the element left meanwhile); a failed load is logged and the next wake tries again.
 * `off()` stops the body, if it came, and any later wake.
 */
export function bodyLoader(name: string, el: HTMLElement, config: PageConfig, face: Face): { wake(): void; off(): void } {
  let off: (() => void) | undefined;
  let loading = false;
  let gone = false;
  return {
    wake() {
      if (loading || gone) return;
      loading = true;
      loadChunk<ElementLive>(name).then(
        (m) => {
          if (!gone && el.isConnected) off = m.live(el, config, face);
        },
        (e: unknown) => {
          loading = false; // the next intent tries again; a kept press waits for it
          report(e, name);
        },
      );
    },
    off() {
      gone = true;
      off?.();
    },
  };
}
