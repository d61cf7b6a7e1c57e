/**
 * A full product collection (docs/product.md#routes `collection:{name}`): heading from the collection name,
 * every product in a grid. recentlyViewed and popularToday come from the for-you store;
 * savedFromCart and favorites (each only while its setting is on: routes/table.ts) from the
 * saved-from-cart and favorites stores, favorites with their toggles. Back goes to For you
 * (routes/table.ts). A lazy screen chunk.
 */
import { useEffect } from 'preact/hooks';
import { forYou, loadForYou } from '../state/for-you';
import { favorites, FavoriteToggle, loadFavorites, useSavedProducts } from '../../favorites';
import { loadSavedCart, savedCart } from '../../saved-cart';
import { ProductGrid } from '../../../ui/product-grid';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import collectionEn from '../../../i18n/en/collection';
import savedEn from '../../../i18n/en/saved';

addTexts(collectionEn);
addTexts(savedEn);

const SAVED = { savedFromCart: [savedCart, loadSavedCart], favorites: [favorites, loadFavorites] } as const;

/** @param params route params: [collection name] */
export default function Collection({ params = [] }: { params?: string[] }) {
  const asked = params[0];
  const isSaved = asked === 'savedFromCart' || asked === 'favorites';
  const name = isSaved || asked === 'popularToday' ? asked : 'recentlyViewed';
  const saved = isSaved ? SAVED[asked] : null;
  useEffect(() => {
    if (saved) void saved[1]();
    else void loadForYou({ noRefresh: true });
  }, [name]);
  const list = saved ? saved[0].value : forYou.value;
  const savedItems = saved ? saved[0].value.data : null;
  const found = useSavedProducts(savedItems);
  const fy = forYou.value.data;
  const products = saved ? found.products : fy ? fy[name as 'recentlyViewed' | 'popularToday'] : [];
  const { data, loading, error } = list;
  return (
    <div class={css`padding:16px;`}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t(`collection.${name}`)}</h3>
      <ProductGrid
        products={products}
        loading={loading || found.loading}
        extra={name === 'favorites' ? (p) => <FavoriteToggle product={p} /> : undefined}
      />
      {data && !products.length && !loading && !found.loading && <p>{t('collection.empty')}</p>}
      {error && <p role="alert">{t(error.messageKey)}</p>}
    </div>
  );
}
