/**
 * A wrapping grid of product cards (Favorites, a favorites collection, a product collection's
 * 'See all'), each card with what its caller adds over it (a favorite toggle, a remove button).
 * Placeholders hold the space while products load.
 */
import type { ComponentChildren } from 'preact';
import type { Product } from '../api/types';
import { ProductCard } from './product-card';
import { SkeletonRow } from './skeleton';
import { css } from '../styles';

/** The grid's class (goober): cards 140 px and wider, wrapping. Call inside render. */
export const productGridClass = () => css`display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:16px 12px;margin:0;padding:0;`;

/**
 * @param products in display order
 * @param extra what goes over each card (e.g. its favorite toggle), or nothing
 * @param loading true while products are still being looked up
 */
export function ProductGrid({ products, extra, loading = false, label }: { products: Product[]; extra?(p: Product): ComponentChildren; loading?: boolean; label?: string }) {
  if (!products.length) return loading ? <SkeletonRow /> : null;
  return (
    <ul class={productGridClass()} aria-label={label}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p}>
          {extra?.(p)}
        </ProductCard>
      ))}
    </ul>
  );
}
