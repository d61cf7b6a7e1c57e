/**
 * The face of a toggle element (favorite button, save button; docs/product.md#favorites-and-collections, #validation):
 * in the element's shadow root, a `button` with `part="button"` beside a polite live region,
 * drawn from the page and this browser alone (elements/light/face.ts). A press before the body
 * is here flips what the button shows at once and is kept as the face's `wish`, which the body
 * applies when it arrives. The body (`status-{name}.js`) loads on intent on the element, on a
 * press, when the runtime is on the page anyway, or, for a shopper who may have saved lists, at
 * the first idle moment after their first touch of the page (face/wake.ts).
 */
import type { PageConfig } from '../../settings/types';
import type { Face } from '../light/face';
import { mayHaveSaved, shadowWith } from '../light/page';
import { liveRegion } from '../light/parts';
import { bodyLoader, wakeOn } from './wake';

/** A drawn toggle face: its nodes, and `paint` to call with the face once wired. */
export type ToggleFace = Face & { button: HTMLButtonElement; said: HTMLElement };

/**
 * Draws `el`'s toggle face with `css` and wires it; returns the teardown (shell: disconnect).
 * @param name the element's name without `status-` (its body is `status-{name}.js`)
 * @param draw adds the element's own parts to the button and returns its paint (which reads `face.wish`)
 * @param valid whether a press may do anything (a product id is set)
 */
export function toggleFace(el: HTMLElement, config: PageConfig, css: string, name: string, draw: (face: ToggleFace) => () => void, valid: () => boolean): () => void {
  const root = shadowWith(el, css);
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('part', 'button');
  const said = liveRegion();
  root.append(button, said);
  const face: ToggleFace = { root, button, said };
  const paint = draw(face);

  const { wake, off } = bodyLoader(name, el, config, face);
  const press = () => {
    if (face.live || !valid()) return;
    face.wish = button.getAttribute('aria-pressed') !== 'true';
    said.textContent = '';
    paint();
    wake();
  };
  const repaint = () => face.live || paint();
  button.addEventListener('click', press);
  el.addEventListener('status:attributes', repaint);
  const stop = wakeOn(el, wake, { refresh: mayHaveSaved(config) });
  paint();
  return () => {
    stop();
    off();
    button.removeEventListener('click', press);
    el.removeEventListener('status:attributes', repaint);
    root.replaceChildren();
  };
}
