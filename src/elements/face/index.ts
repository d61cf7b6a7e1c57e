/**
 * The page elements' faces, in the launcher's late half (`status-late.js`): the launcher's element
 * shells (elements/define.ts) hand each `status-*` element that comes within 300 px of the
 * viewport to `upgrade`. The favorite and save buttons and the saved link are drawn at once from
 * the page and this browser alone, with no request and no Preact; each one's interactive body
 * loads on intent (elements/face/wake.ts). The login block, the icon and the product collection
 * block (elements/login.ts, icon.ts, collection.ts) are drawn by their own files after the
 * shopper's first touch of the page: the login block's own fallback link works until then, the
 * icon is decorative and the block's products need a request; their boxes are reserved by the
 * embed's CSS.
 */
import type { PageConfig } from '../../settings/types';
import type { ElementBody } from '../define';
import { loadChunk } from '../../launcher/chunks';
import { favoriteButton } from './favorite-button';
import { saveButton } from './save-button';
import { savedLink } from './saved-link';
import { afterFirstTouch } from './wake';
import { report } from '../../lib/report';

/** Faces by element name; a Map, so a name a theme put on Object.prototype is not taken for one. */
const FACES = new Map<string, (el: HTMLElement, config: PageConfig) => () => void>([
  ['status-favorite-button', favoriteButton],
  ['status-save-button', saveButton],
  ['status-saved-link', savedLink],
]);

/** Draws `el` (a `status-*` element) and wires it, or loads its own file after the first touch; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  const face = FACES.get(el.localName);
  if (face) return face(el, config);
  let off: (() => void) | undefined;
  let gone = false;
  const stop = afterFirstTouch(() =>
    loadChunk<ElementBody>(el.localName.slice(7)).then(
      (m) => {
        if (!gone && el.isConnected) off = m.upgrade(el, config);
      },
      (e: unknown) => report(e, el.localName),
    ));
  return () => {
    gone = true;
    stop();
    off?.();
  };
}
