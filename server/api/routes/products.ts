/**
 * POST /products/batch {items: [{type, size, id, ignoreCache?}], includePresentmentPrices}
 *   -> {items: Product[]}: the known products in request order; unknown ids are left out.
 */
import { Hono } from 'hono';
import type { ProductBatchResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { badRequest } from '../errors';
import { knownProducts, toProduct } from '../lib/products';

/** The most items one batch may ask for. */
export const MAX_BATCH_ITEMS = 50;

/** The product batch route; 400 for a missing list or more than MAX_BATCH_ITEMS items. */
export function productRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/products/batch', (c) => {
    const { items, includePresentmentPrices } = c.get('body');
    if (!Array.isArray(items)) throw badRequest('items must be a list.');
    if (items.length > MAX_BATCH_ITEMS) throw badRequest(`At most ${MAX_BATCH_ITEMS} items per batch.`);
    const ids = items.map((i: unknown) => (i && typeof i === 'object' ? (i as { id?: unknown }).id : undefined));
    const now = deps.now();
    const data: ProductBatchResponse = {
      items: knownProducts(ids).map((p) => toProduct(p, includePresentmentPrices === true, now)),
    };
    return c.json({ data });
  });

  return app;
}
