/**
 * `<status-favorite-button product-id variant-id product-title>` body (SPEC.md 1, 4 'Wishlist
 * toggle', 5; issue 12): a real toggle `button` with `aria-pressed`, named 'Add {title} to
 * favorites' / 'Remove {title} from favorites', keyboard operable (it is a button), and a polite
 * live region that announces each change. Its state comes from the favorites store: every button
 * on the page shares one `loadFavorites()` request, asked for when the browser is idle, and only
 * when the shopper may have favorites (boot.ts `mayHaveSaved`: a new visitor has none, so their
 * page asks nothing before they act; a toggle reads the list first). A toggle
 * is optimistic (state/favorites.ts); on success the store dispatches `status:save-item` or
 * `status:remove-item` (`detail {productId, variantId, list: 'favorites'}`) and
 * `status:items-updated` on document. A button without a numeric product id renders disabled.
 * Until the list of a shopper who may have favorites has loaded, the button is `aria-busy`: its
 * pressed state may still flip when the list arrives.
 * The element's 40 x 40 px box is reserved by the embed's CSS before this loads.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PageConfig } from '../config/types';
import { favorites, isFavorite, loadFavorites, toggleFavorite } from '../state/favorites';
import { addTexts, t } from '../i18n';
import { whenIdle } from '../lib/idle';
import texts from '../i18n/en/elements';
import { markSaved } from '../lib/saved-marker';
import { mayHaveSaved } from './boot';
import { mount, type ElementProps } from './mount';
import { productAttributes } from './product-attributes';

addTexts(texts);

const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';

function FavoriteButton({ el, css }: ElementProps) {
  const { productId, variantId, title, valid } = productAttributes(el, t('element.product'));
  const [said, say] = useState('');
  useEffect(() => {
    if (mayHaveSaved()) whenIdle(() => void loadFavorites());
  }, []);
  const list = favorites.value; // re-render when the list changes
  const on = valid && isFavorite(productId);
  // The shopper's list is on its way (they may have favorites): the pressed state may still change, so say so (aria-busy).
  const busy = valid && mayHaveSaved() && !list.data && !list.error;
  const toggle = async () => {
    const next = !on;
    say('');
    if (!(await toggleFavorite(productId, variantId))) return; // the store rolled back and showed its toast
    if (next) markSaved();
    say(t(next ? 'element.favoriteAdded' : 'element.favoriteRemoved', { title }));
  };
  const box = css`all:initial;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;border-radius:50%;background:#fff;color:#111;cursor:pointer;&:focus-visible{outline:2px solid currentColor;outline-offset:2px;}&:disabled{opacity:.4;cursor:default;}`;
  const hidden = css`position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;`;
  return (
    <>
      <button type="button" class={box} part="button" aria-pressed={on ? 'true' : 'false'} aria-busy={busy ? 'true' : undefined} disabled={!valid} onClick={toggle}
        aria-label={t(on ? 'element.favoriteRemove' : 'element.favoriteAdd', { title })}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" stroke-width="2">
          <path d={HEART} />
        </svg>
      </button>
      <span role="status" class={hidden}>{said}</span>
    </>
  );
}

/** Renders the favorite button into `el`; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return mount(el, config, FavoriteButton);
}
