/**
 * A list of product cards: a horizontal scroller (For you sections) or another layout its caller
 * gives (a full collection's grid). While `loading` with nothing to show yet, placeholder cards
 * hold the space.
 */
import type { Product } from '../api/types';
import { css } from '../styles';
import { ProductCard } from './product-card';
import { SkeletonRow } from './skeleton';

/**
 * `products` in order, in a horizontal scroller; `listClass` (a goober class) lays them out
 * otherwise (the collection screen's wrapping grid: its CSS stays in that screen's chunk).
 */
export function ProductList({ products, loading = false, listClass, label }: { products: Product[]; loading?: boolean; listClass?: string; label?: string }) {
  if (!products.length) return loading ? <SkeletonRow /> : null;
  return (
    <ul
      aria-label={label}
      class={listClass || css`display:flex;gap:12px;overflow-x:auto;margin:0;padding:4px 0 8px;scroll-snap-type:x mandatory;&>li{scroll-snap-align:start;}`}
    >
      {products.map((p) => <ProductCard key={p.id} product={p} />)}
    </ul>
  );
}
