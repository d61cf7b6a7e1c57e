/**
 * Product data (docs/product.md#api-calls `POST /products/batch`), read from its public twin
 * `GET /products/{shopId}?ids=` (server/api/routes/public.ts): no token, so no lookup waits for
 * identity. Only `cache/product-store.ts` calls it; it does the batching and caching.
 */
import { publicGet } from './client';
import type { Product, ProductBatchResponse } from './types';

/**
 * Fetches products for `ids` with their presentment prices in one request.
 * Unknown ids are simply absent from the result.
 * @throws ApiError
 */
export async function fetchProductBatch(ids: number[]): Promise<Product[]> {
  const res = await publicGet<ProductBatchResponse>('/products', `?ids=${ids.join(',')}`);
  return Array.isArray(res?.items) ? res.items : [];
}
