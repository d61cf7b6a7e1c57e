/**
 * A For you collection section (docs/product.md#routes): heading, 'See all' link to
 * `#status-collection:{name}` and a horizontal row of product cards. Hidden when empty.
 */
import type { Product } from '../api/types';
import { css } from '../styles';
import { t } from '../i18n';
import { ProductList } from './product-list';
import { routeToHash } from '../routes/table';

/**
 * @param name collection name: recentlyViewed | popularToday | savedFromCart | favorites
 * @param products what to show (the section hides when empty and not loading)
 */
export function CollectionSection({ name, products, loading = false }: { name: string; products: Product[]; loading?: boolean }) {
  if (!products.length && !loading) return null;
  const id = `status-section-${name}`;
  const title = t(`collection.${name}`);
  return (
    <section aria-labelledby={id} class={css`margin:0 0 20px;`}>
      <div class={css`display:flex;align-items:baseline;justify-content:space-between;gap:8px;margin-bottom:8px;`}>
        <h3 id={id} class={css`margin:0;font-size:16px;font-weight:600;`}>{title}</h3>
        {products.length > 0 && (
          <a
            href={routeToHash('collection:' + name)}
            aria-label={t('collection.seeAllLabel', { name: title })}
            class={css`color:var(--status-text);font-size:13px;`}
          >
            {t('collection.seeAll')}
          </a>
        )}
      </div>
      <ProductList products={products} loading={loading} />
    </section>
  );
}
