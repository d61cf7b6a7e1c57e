/**
 * Favorites (docs/product.md#route-table 'favorites', only when the wishlist setting is on): the
 * shopper's favorite products (a guest's too: their anonymous session's), newest first, each
 * with its favorite toggle; a link to the collections; an empty state. A lazy screen chunk; reads
 * the favorites and product stores, calls their actions.
 */
import { useEffect } from 'preact/hooks';
import { favorites, loadFavorites } from '../state/favorites';
import { customerId } from '../../../session/session';
import { useSavedProducts } from '../components/use-saved-products';
import { ProductGrid } from '../../../ui/product-grid';
import { FavoriteToggle } from '../components/favorite-toggle';
import { RetryAlert } from '../../../ui/retry-alert';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import collectionEn from '../../../i18n/en/collection';
import savedEn from '../../../i18n/en/saved';
import { routeToHash } from '../../../routes/table';

addTexts(collectionEn);
addTexts(savedEn);

/** The Favorites screen; loads the list on mount and when the shopper signs in or out. */
export default function Favorites() {
  const who = customerId.value;
  useEffect(() => {
    void loadFavorites();
  }, [who]);
  const { data, loading, error } = favorites.value;
  const { products, loading: looking } = useSavedProducts(data);
  return (
    <div class={css`padding:16px;`}>
      <div class={css`display:flex;align-items:baseline;justify-content:space-between;gap:8px;margin:0 0 12px;`}>
        <h3 class={css`margin:0;font-size:18px;`}>{t('collection.favorites')}</h3>
        <a href={routeToHash('favorites-collections')} class={css`color:var(--status-text);font-size:14px;`}>
          {t('favorites.collections')}
        </a>
      </div>
      <ProductGrid products={products} loading={(loading && !data) || looking} extra={(p) => <FavoriteToggle product={p} />} />
      {data && !data.length && !loading && <p>{t('favorites.empty')}</p>}
      {error && !data && <RetryAlert message={t(error.messageKey)} onRetry={() => void loadFavorites(true)} />}
    </div>
  );
}
