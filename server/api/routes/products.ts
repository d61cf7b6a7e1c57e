/**
 * POST /products/batch {items: [{type, size, id, ignoreCache?}], includePresentmentPrices}
 *   -> {items: Product[]}: the shop's products in request order, read from Shopify or the product
 *   cache (lib/products.ts); unknown, deleted and unpublished products are left out. An item with
 *   `ignoreCache` is read from Shopify. `id` is a product id (a positive integer, or its digits as
 *   a string); `type` and `size` are short texts the API ignores. Bad input (validate.ts) is 400
 *   'invalid-argument'; Shopify failing, 503 'unavailable'.
 */
import { Hono } from 'hono';
import type { ProductBatchResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { z } from 'zod';
import { productCards } from '../lib/products';
import { envelope, productId, text } from '../validate';

/** The most items one batch may ask for. */
export const MAX_BATCH_ITEMS = 50;

const BATCH = {
  items: z.array(z.object({
    type: text({ max: 32 }).optional(),
    size: text({ max: 32 }).optional(),
    id: productId,
    ignoreCache: z.boolean().optional(),
  })).max(MAX_BATCH_ITEMS, { error: `must list at most ${MAX_BATCH_ITEMS} items` }),
  includePresentmentPrices: z.boolean().default(false),
};

/** The product batch route; 400 for a missing list or more than MAX_BATCH_ITEMS items. */
export function productRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/products/batch', envelope(BATCH), async (c) => {
    const { shopId, items, includePresentmentPrices } = c.req.valid('json').data;
    const ignoreCache = new Set(items.filter((i) => i.ignoreCache).map((i) => Number(i.id)));
    const data: ProductBatchResponse = {
      items: await productCards(deps, shopId, items.map((i) => i.id), { includePresentmentPrices, now: deps.now(), ignoreCache }),
    };
    return c.json({ data });
  });

  return app;
}
