/**
 * A list of product cards: a horizontal scroller (For you sections) or a wrapping grid (a full
 * collection). While `loading` with nothing to show yet, placeholder cards hold the space.
 */
import type { Product } from '../api/types';
import { css } from '../styles';
import { ProductCard } from './product-card';
import { SkeletonRow } from './skeleton';

/** `products` in order; `grid` wraps instead of scrolling sideways. */
export function ProductList({ products, loading = false, grid = false, label }: { products: Product[]; loading?: boolean; grid?: boolean; label?: string }) {
  if (!products.length) return loading ? <SkeletonRow /> : null;
  return (
    <ul
      aria-label={label}
      class={
        grid
          ? css`display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:16px 12px;margin:0;padding:0;`
          : css`display:flex;gap:12px;overflow-x:auto;margin:0;padding:4px 0 8px;scroll-snap-type:x mandatory;&>li{scroll-snap-align:start;}`
      }
    >
      {products.map((p) => <ProductCard key={p.id} product={p} />)}
    </ul>
  );
}
