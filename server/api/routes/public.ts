/**
 * The public part of the API: data that is the same for every shopper of a shop, served to any
 * caller without a token, as simple CORS GETs (no preflight) with cache headers a browser or a CDN
 * can use, so nothing public waits for the shopper's identity.
 *   GET /init/for-you/{shopId}?recentlyViewed=1,2,3 -> ForYouResponse (as `POST /init/for-you`)
 *   GET /products/{shopId}?ids=1,2,3                -> ProductBatchResponse with presentment prices
 * Ids are comma-separated positive integers, at most MAX_RECENTLY_VIEWED / MAX_BATCH_ITEMS; bad
 * input is 400 'invalid-argument', an unknown shop 404 'No shop id found', Shopify failing 503
 * 'unavailable' (not cached). Products come from the shop's Shopify (lib/products.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProductBatchResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { assertShop } from '../envelope';
import { forYouAnswer } from '../lib/for-you';
import { productCards } from '../lib/products';
import { params, productId, query, shopId } from '../validate';
import { MAX_RECENTLY_VIEWED } from './init';
import { MAX_BATCH_ITEMS } from './products';

/** `Cache-Control` of public answers: fresh for a minute, then served stale while the cache refreshes it. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=86400';

/** A query value of at most `max` comma-separated product ids; '' or missing is []. */
const idList = (max: number) =>
  z.string().max(max * 17).optional().transform((s, ctx) => {
    const parts = s ? s.split(',') : [];
    if (parts.length > max) {
      ctx.addIssue({ code: 'custom', message: `must list at most ${max} product ids` });
      return z.NEVER;
    }
    const ids = z.array(productId).safeParse(parts);
    if (!ids.success) {
      ctx.addIssue({ code: 'custom', message: 'expected product ids (positive integers) separated by commas' });
      return z.NEVER;
    }
    return ids.data;
  });

/** The public routes; mount them before the token check. */
export function publicRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shop = params({ shopId });

  app.get('/init/for-you/:shopId', shop, query({ recentlyViewed: idList(MAX_RECENTLY_VIEWED) }), async (c) => {
    const { shopId } = c.req.valid('param');
    await assertShop(deps, shopId);
    const data = await forYouAnswer(deps, shopId, c.req.valid('query').recentlyViewed, deps.now());
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data });
  });

  app.get('/products/:shopId', shop, query({ ids: idList(MAX_BATCH_ITEMS) }), async (c) => {
    const { shopId } = c.req.valid('param');
    await assertShop(deps, shopId);
    const data: ProductBatchResponse = { items: await productCards(deps, shopId, c.req.valid('query').ids, { includePresentmentPrices: true, now: deps.now() }) };
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data });
  });

  return app;
}
