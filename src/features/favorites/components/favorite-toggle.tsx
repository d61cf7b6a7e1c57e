/**
 * The favorite toggle of a product (docs/product.md#route-table 'Favorites', #favorites-and-collections): a
 * `button` with `aria-pressed`, named 'Add {title} to favorites' / 'Remove {title} from
 * favorites', over the card's image. It reads the favorites store, so it flips at once; a failure
 * flips it back with the store's error toast.
 */
import type { Product } from '../../../api/types';
import { isFavorite, toggleFavorite } from '../state/favorites';
import { css } from '../../../styles';
import { t } from '../../../i18n';

/** @param product the product (its title names the button); @param variantId the variant to save, if one is chosen */
export function FavoriteToggle({ product, variantId = null }: { product: Product; variantId?: number | null }) {
  const on = isFavorite(product.id);
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t(on ? 'favorites.remove' : 'favorites.add', { title: product.title })}
      onClick={() => void toggleFavorite(product.id, variantId)}
      class={css`position:absolute;top:6px;right:6px;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:rgba(255,255,255,.9);color:var(--status-text);cursor:pointer;&:focus-visible{outline:2px solid var(--status-primary);}`}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20.5 4.2 13A4.9 4.9 0 0 1 11.1 6l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7L12 20.5Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          stroke-width="2"
        />
      </svg>
    </button>
  );
}
