/**
 * How a page element's body reaches the panel's runtime (`status-runtime.js`, src/elements/runtime.ts:
 * Preact's signals, the favorites and saved-from-cart stores, the session, translations): by URL,
 * beside this file, so the body itself stays free of it. And the signals the faces
 * (elements/face/, in the launcher's late half) wake a body on: intent on the element (pointer,
 * focus, touch) and the runtime coming to the page anyway (the panel opened, another element or
 * the cart sync booted it: `status:widget-open`, `status:initialized`); elements/face/wake.ts
 * says when.
 */
import type { PageConfig } from '../../settings/types';
import { loadChunk } from '../../launcher/chunks';

/** What the runtime exports (src/elements/runtime.ts). */
export type Runtime = typeof import('../runtime');

let loading: Promise<Runtime> | undefined;

/**
 * The runtime, booted for `config` (once per page: the module is one per URL). A failed load is
 * forgotten, so the next intent tries again.
 * @throws the import's error (offline, blocked)
 */
export function runtime(config: PageConfig): Promise<Runtime> {
  return (loading ??= loadChunk<Runtime>('runtime').then(
    (m: Runtime) => {
      m.boot(config);
      return m;
    },
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
