/**
 * The products API group (SPEC.md 7: `POST /products/batch`). Only `state/products.ts` calls it;
 * it does the batching and caching.
 */
import { apiCall } from './client';
import type { Product, ProductBatchRequest, ProductBatchResponse } from './types';

/**
 * Fetches medium-size products for `ids` with their presentment prices in one request.
 * Unknown ids are simply absent from the result.
 * @throws ApiError
 */
export async function fetchProductBatch(ids: number[]): Promise<Product[]> {
  const body: ProductBatchRequest = {
    items: ids.map((id) => ({ type: 'product', size: 'medium', id })),
    includePresentmentPrices: true,
  };
  const res = await apiCall<ProductBatchResponse>('POST', '/products/batch', body);
  return Array.isArray(res?.items) ? res.items : [];
}
