/**
 * What the favorite button's and the save button's bodies share (docs/product.md#favorites-and-collections,
 * #validation): they take over the button and live region their face drew (elements/face/toggle.ts; the same
 * nodes, so focus stays) and attach the panel's runtime at once: a body loads only on intent. Once
 * the runtime is here the body paints and answers presses (`face.live`), and applies the state the
 * shopper asked for with presses before (`face.wish`). A runtime that fails to load is tried again
 * on the next intent or press; meanwhile the face keeps the presses. `status:attributes` repaints;
 * the teardown stops all of it.
 */
import type { PageConfig } from '../../settings/types';
import type { Face } from './face';
import { onIntent, runtime, type Runtime } from './runtime';
import { report } from '../../lib/report';

/** A toggle element's parts and its link to the runtime. */
export interface Toggle {
  button: HTMLButtonElement;
  /** the polite live region that announces each change */
  said: HTMLElement;
  /** the runtime once attached, else undefined */
  current(): Runtime | undefined;
  /** attaches now (once); resolves to undefined when the runtime failed to load or the element left */
  attach(): Promise<Runtime | undefined>;
  /**
   * Wires `paint` (on the runtime's arrival and `status:attributes`), `press` (the button's
   * clicks once live) and `apply` (the face's kept wish, once) and returns the element's teardown.
   */
  start(paint: () => void, press: () => void, apply: (wish: boolean) => void): () => void;
}

/**
 * Takes over `face`'s button and live region.
 * @param name for the console when the runtime fails to load ('favorite button')
 * @param ready runs once the runtime is here; returns what stops its effects
 * @throws TypeError when the face drew no button (a body loads only from its face)
 */
export function toggle(el: HTMLElement, config: PageConfig, face: Face, name: string, ready: (m: Runtime) => () => void): Toggle {
  const { button, said } = face;
  if (!button || !said) throw new TypeError(`${name}: no face to take over`);

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
        report(e, name);
        return undefined;
      },
    ));

  return {
    button,
    said,
    current: () => rt,
    attach,
    start(paint, press, apply) {
      const repaint = () => face.live && paint();
      const click = () => (face.live ? press() : void attach());
      const stopIntent = onIntent(el, () => void attach());
      button.addEventListener('click', click);
      el.addEventListener('status:attributes', repaint);
      void attach().then((m) => {
        if (!m || face.live) return;
        face.live = true;
        const wish = face.wish;
        face.wish = undefined;
        paint();
        if (wish !== undefined) apply(wish);
      });
      return () => {
        gone = true;
        stopIntent();
        stopReady?.();
        button.removeEventListener('click', click);
        el.removeEventListener('status:attributes', repaint);
      };
    },
  };
}
