/**
 * `<status-favorite-button product-id variant-id product-title>` body (docs/product.md#features,
 * #favorites-and-collections, #validation), `status-favorite-button.js`: loaded on intent on the heart (pointer, focus,
 * touch), on a press, or when the runtime is on the page anyway (elements/face/wake.ts). Its face
 * (elements/face/favorite-button.ts, in the launcher's late half) drew the toggle `button` (`aria-pressed`, named 'Add
 * {title} to favorites' / 'Remove {title} from favorites') and the polite live region; this takes over those nodes,
 * attaches the panel's runtime, and from then on the favorites store is the truth. A press before then was kept by the
 * face and is applied here. A press flips the heart at once and the store's toggle follows (optimistic; on failure the
 * store flips it back and shows 'Unable to save item'). While the runtime loads a list the shopper may
 * have, the button is `aria-busy`. On success the store dispatches `status:save-item` /
 * `status:remove-item` and `status:items-updated`, and the live region announces the change.
 */
import type { PageConfig } from '../settings/types';
import type { Face } from './light/face';
import { FAVORITES_LIST_KEY, readList } from '../local/saved-lists';
import { productAttributes } from './product-attributes';
import { guarded, mayHaveSaved } from './light/page';
import { toggle } from './light/toggle';

/** Takes over the heart `face` drew in `el` and wires it to the favorites store; returns its teardown (shell: disconnect). Never throws. */
export function live(el: HTMLElement, config: PageConfig, face: Face): () => void {
  return guarded(el.localName, () => {
    const { button, said, current, attach, start } = toggle(el, config, face, 'favorite button', (m) => {
      if (mayHaveSaved(config)) void m.loadFavorites();
      return m.effect(paint);
    });
    const svg = button.querySelector('svg');
    /** What the shopper last asked for while the store's answer is on its way (the press flips the heart at once). */
    let wish: boolean | undefined;

    function paint() {
      const rt = current();
      if (!rt) return; // the face paints until the runtime is here
      const { productId, title, valid } = productAttributes(el, rt.t('element.product'));
      const list = rt.favorites.value;
      // The store's list once it has one; this browser's copy until then.
      const on = valid && (wish ?? face.wish ?? (list.data ? rt.isFavorite(productId) : readList(FAVORITES_LIST_KEY).some(([id]) => id === productId)));
      button.disabled = !valid;
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', rt.t(on ? 'element.favoriteRemove' : 'element.favoriteAdd', { title }));
      // The shopper's list is on its way (they may have favorites): the pressed state may still change.
      if (valid && mayHaveSaved(config) && !list.data && !list.error) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
      svg?.setAttribute('fill', on ? 'currentColor' : 'none');
    }

    /** Makes the product a favorite (`next`) or not, as the shopper asked. */
    const apply = async (next: boolean) => {
      const m = current() ?? (await attach()); // at once when the runtime is here: the press answers in the same frame
      if (!m) return;
      const { productId, variantId, title, valid } = productAttributes(el, m.t('element.product'));
      if (!valid) return;
      said.textContent = '';
      wish = next;
      paint();
      // Decide on the store's list, not on this browser's copy: a heart drawn from an old copy must not undo a favorite.
      if (!m.favorites.value.data) await m.loadFavorites();
      wish = undefined;
      paint();
      // Already as asked (the copy was old), or toggled; a failed toggle rolls back and shows the store's toast.
      if (m.isFavorite(productId) !== next && !(await m.toggleFavorite(productId, variantId))) return;
      if (next) m.markSaved();
      said.textContent = m.t(next ? 'element.favoriteAdded' : 'element.favoriteRemoved', { title });
    };

    return start(paint, () => void apply(button.getAttribute('aria-pressed') !== 'true'), (w) => void apply(w));
  });
}
