/**
 * A full product collection (SPEC.md 2 `collection:{name}`): heading from the collection name,
 * every product in a grid. Built so far for recentlyViewed and popularToday (from the for-you
 * store). Back goes to For you (panel/routes.ts). A lazy screen chunk.
 */
import { useEffect } from 'preact/hooks';
import { forYou, loadForYou } from '../state/for-you';
import { ProductList } from '../components/product-list';
import { css } from '../styles';
import { t, addTexts } from '../i18n';
import collectionEn from '../i18n/en/collection';

addTexts(collectionEn);

/** @param params route params: [collection name] */
export default function Collection({ params = [] }: { params?: string[] }) {
  const name = params[0] === 'popularToday' ? 'popularToday' : 'recentlyViewed';
  useEffect(() => {
    void loadForYou({ noRefresh: true });
  }, []);
  const { data, loading, error } = forYou.value;
  const products = data ? data[name] : [];
  return (
    <div class={css`padding:16px;`}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t(`collection.${name}`)}</h3>
      <ProductList
        products={products}
        loading={loading}
        listClass={css`display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:16px 12px;margin:0;padding:0;`}
      />
      {data && !products.length && !loading && <p>{t('collection.empty')}</p>}
      {error && <p role="alert">{t(error.messageKey)}</p>}
    </div>
  );
}
