/**
 * The products of saved items (favorites, saved from cart, a collection's items) for rendering:
 * what the product store already knows at once, then the rest from its batched lookup
 * (cache/product-store.ts: one `POST /products/batch` after 250 ms for ids in neither memory nor the
 * IndexedDB cache). Products the shop no longer knows are left out.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Product } from '../../../api/types';
import { knownProducts, productsById, requestProducts } from '../../../cache/product-store';

/**
 * @param items saved items in display order (null while not loaded)
 * @param max how many to show at most (default all)
 * @returns `{products, loading}`: products in the items' order, one per product id; `loading`
 *   while a lookup is under way
 */
export function useSavedProducts(items: readonly { productId: number }[] | null, max = Infinity): { products: Product[]; loading: boolean } {
  const ids = [...new Set((items ?? []).map((i) => i.productId))].slice(0, max);
  const key = ids.join();
  // the ids whose lookup has ended; until then, unknown ids count as loading (no flash of nothing)
  const [done, setDone] = useState('');
  useEffect(() => {
    if (!ids.length) return;
    let live = true;
    requestProducts(ids)
      .catch(() => [])
      .then(() => live && setDone(key));
    return () => {
      live = false;
    };
  }, [key]);
  const products = knownProducts(ids);
  void productsById.value; // re-render when products arrive
  return { products, loading: done !== key && products.length < ids.length };
}
