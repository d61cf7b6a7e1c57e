/**
 * What the favorite button and the save button share (SPEC.md 4 'Wishlist toggle', 5): a
 * `button` with `part="button"` beside a polite live region in the element's shadow root, and the
 * runtime attached on intent, when it is on the page anyway, or when the browser is first idle
 * after load where the shopper may have saved something (else the panel's entry is prefetched
 * then). `status:attributes` repaints; the teardown stops all of it and empties the root.
 */
import type { PageConfig } from '../../settings/types';
import { mayHaveSaved, shadowWith } from './page';
import { liveRegion } from './parts';
import { afterLoadIdle, onIntent, onRuntime, prefetchPanel, runtime, type Runtime } from './runtime';

/** A toggle element's parts and its link to the runtime. */
export interface Toggle {
  button: HTMLButtonElement;
  /** the polite live region that announces each change */
  said: HTMLElement;
  /** the runtime once attached, else undefined */
  current(): Runtime | undefined;
  /** attaches now (once); resolves to undefined when the runtime failed to load or the element left */
  attach(): Promise<Runtime | undefined>;
  /** wires intent, idle and `status:attributes` to `paint` and returns the element's teardown */
  start(paint: () => void): () => void;
}

/**
 * Builds `el`'s shadow root with `css`, a button and a live region.
 * @param name for the console when the runtime fails to load ('favorite button')
 * @param ready runs once the runtime is here; returns what stops its effects
 */
export function toggle(el: HTMLElement, config: PageConfig, css: string, name: string, ready: (m: Runtime) => () => void): Toggle {
  const root = shadowWith(el, css);
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'button');
  const said = liveRegion();
  root.append(button, said);

  let rt: Runtime | undefined;
  let gone = false;
  let stopReady: (() => void) | undefined;
  let attaching: Promise<Runtime | undefined> | undefined;
  const attach = () =>
    (attaching ??= runtime(config).then(
      (m) => {
        if (gone) return undefined;
        rt = m;
        stopReady = ready(m);
        return m;
      },
      (e: unknown) => {
        attaching = undefined; // the next intent tries again
        console.error(`[status] ${name}`, e);
        return undefined;
      },
    ));

  return {
    button,
    said,
    current: () => rt,
    attach,
    start(paint) {
      const stopIntent = onIntent(el, () => void attach());
      const stopRuntime = onRuntime(() => void attach());
      // When the browser is idle after load: the shopper's lists to refresh, or else the panel's files to have at hand.
      afterLoadIdle(() => gone || (mayHaveSaved(config) ? void attach() : prefetchPanel()));
      el.addEventListener('status:attributes', paint);
      paint();
      return () => {
        gone = true;
        stopIntent();
        stopRuntime();
        stopReady?.();
        el.removeEventListener('status:attributes', paint);
        root.replaceChildren();
      };
    },
  };
}
