/**
 * `<status-favorite-button product-id variant-id product-title>` body (SPEC.md 1, 4 'Wishlist
 * toggle', 5): plain DOM, no Preact, so a page of hearts costs nothing until the shopper touches
 * one. A real toggle `button` with `aria-pressed`, named 'Add {title} to favorites' / 'Remove
 * {title} from favorites', and a polite live region that announces each change. Until the
 * runtime is here the heart is drawn from this browser's copy of the favorites
 * (features/favorites/state/saved-lists.ts); the runtime (elements/light/runtime.ts) comes on intent, or on the first
 * idle moment when the shopper may have favorites, and from then on the favorites store is the
 * truth. A press flips the heart at once and the store's toggle follows (optimistic; on failure
 * the store flips it back and shows 'Unable to save item'). While the runtime loads a list the
 * shopper may have, the button is `aria-busy`. On success the store dispatches
 * `status:save-item` / `status:remove-item` and `status:items-updated`. A button without a
 * numeric product id is disabled. The 40 x 40 px box is reserved by the embed's CSS.
 */
import type { PageConfig } from '../settings/types';
import { FAVORITES_LIST_KEY, readList } from '../features/favorites/state/saved-lists';
import { productAttributes } from './product-attributes';
import { elementTexts } from './light/texts';
import { guarded, mayHaveSaved } from './light/page';
import { heart, LIVE_REGION_CSS } from './light/parts';
import { toggle } from './light/toggle';
import { SEAL } from '../styles/seal';

const CSS =
  `button{${SEAL}vertical-align:top;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;border-radius:50%;background:#fff;color:#111;cursor:pointer}` +
  'button:focus-visible{outline:2px solid currentColor;outline-offset:2px}button:disabled{opacity:.4;cursor:default}' +
  LIVE_REGION_CSS;

/** Draws the button into `el` and wires it; returns its teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const { button, said, current, attach, start } = toggle(el, config, CSS, 'favorite button', (m) => {
      if (mayHaveSaved(config)) void m.loadFavorites();
      return m.effect(paint);
    });
    const { svg, fill } = heart();
    button.append(svg);

    const local = elementTexts(config.locale.language);
    /** What the shopper last asked for before the runtime arrived (the press flips the heart at once). */
    let wish: boolean | undefined;
    const text = (key: string, vars?: Record<string, string>) => {
      const rt = current();
      return rt ? rt.t(key, vars) : local(key, vars);
    };

    function paint() {
      const rt = current();
      const { productId, title, valid } = productAttributes(el, text('element.product'));
      const list = rt?.favorites.value;
      // The store's list once it has one; this browser's copy until then.
      const on = valid && (wish ?? (list?.data ? rt!.isFavorite(productId) : readList(FAVORITES_LIST_KEY).some(([id]) => id === productId)));
      button.disabled = !valid;
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', text(on ? 'element.favoriteRemove' : 'element.favoriteAdd', { title }));
      // The shopper's list is on its way (they may have favorites): the pressed state may still change.
      if (rt && valid && mayHaveSaved(config) && !list?.data && !list?.error) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
      fill(on);
    }

    const press = async () => {
      const { productId, variantId, title, valid } = productAttributes(el, text('element.product'));
      if (!valid) return;
      const next = button.getAttribute('aria-pressed') !== 'true';
      said.textContent = '';
      wish = next;
      paint();
      const m = await attach();
      // Decide on the store's list, not on this browser's copy: a heart drawn from an old copy must not undo a favorite.
      if (m && !m.favorites.value.data) await m.loadFavorites();
      wish = undefined;
      paint();
      if (!m) return;
      // Already as asked (the copy was old), or toggled; a failed toggle rolls back and shows the store's toast.
      if (m.isFavorite(productId) !== next && !(await m.toggleFavorite(productId, variantId))) return;
      if (next) m.markSaved();
      said.textContent = text(next ? 'element.favoriteAdded' : 'element.favoriteRemoved', { title });
    };

    button.addEventListener('click', () => void press());
    return start(paint);
  });
}
