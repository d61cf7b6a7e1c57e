/**
 * Panel start-up data:
 *   GET  /init/v2/{shopId}/user -> InitUserResponse (settings, customizations with the merchant's
 *     translations (MerchantCustomizations), features, customer, saved counts)
 *   POST /init/for-you {recentlyViewed?: productId[] (at most MAX_RECENTLY_VIEWED)} -> ForYouResponse:
 *     the ids of both lists and their products (as /products/batch with presentment prices);
 *     routes/public.ts serves the same answer to any caller as GET /init/for-you/{shopId}
 * Bad input (validate.ts) is 400 'invalid-argument'.
 */
import { Hono } from 'hono';
import type { ContentItem, ForYouResponse, InitUserResponse, MerchantCustomizations } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { customerOfUser } from '../lib/customers';
import { knownProducts, popularProductIds, toProduct } from '../lib/products';
import { savedCounts } from '../lib/saved-items';
import { envelope, params, productIds, shopId as shopIdSchema } from '../validate';

/** Feature flags when the shop sets none (SPEC.md 9). */
export const DEFAULT_FEATURES: InitUserResponse['features'] = {
  poweredByStatus: true,
  mrStatus: false,
  profileUpdate: true,
  savedv2: true,
};

/** The for-you lists show at most 8 products each (SPEC.md 9). */
export const FOR_YOU_LIMIT = 8;
/** The most recently viewed ids one for-you call may send (the widget keeps 16, sends 8). */
export const MAX_RECENTLY_VIEWED = 50;

interface ShopRow {
  settings: Record<string, unknown>;
  customizations: Partial<InitUserResponse['customizations']>;
  features: Partial<InitUserResponse['features']>;
}

/**
 * For you's lists for `recentlyViewed` (newest first): the known ones of them and today's popular
 * products, at most FOR_YOU_LIMIT each, with their cards (presentment prices), so the widget's
 * first paint needs no product batch. The same for every caller: nothing personal.
 * @param now epoch ms, for the cards' `cacheUntil`
 */
export function forYouAnswer(recentlyViewed: readonly number[], now: number): ForYouResponse {
  const recent = knownProducts(recentlyViewed).slice(0, FOR_YOU_LIMIT).map((p) => p.id);
  const popular = popularProductIds(FOR_YOU_LIMIT);
  return {
    recentlyViewed: recent,
    popularToday: popular,
    products: knownProducts([...recent, ...popular]).map((p) => toProduct(p, true, now)),
  };
}

/** The init routes; unknown shop 404 'No shop id found'. */
export function initRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/init/v2/:shopId/user', params({ shopId: shopIdSchema }), async (c) => {
    const { shopId } = c.req.valid('param');
    const { rows } = await db.query<ShopRow>('SELECT settings, customizations, features FROM shops WHERE id = $1', [shopId]);
    const shop = rows[0];
    if (!shop) throw notFound('No shop id found');
    const user = c.get('user');
    const customer = await customerOfUser(db, user, shopId);
    const content: ContentItem[] = shop.customizations.content ?? [];
    const data: InitUserResponse = {
      settings: shop.settings,
      customizations: {
        theme: shop.customizations.theme ?? {}, customCss: shop.customizations.customCss ?? '', content,
        translations: (shop.customizations as Partial<MerchantCustomizations>).translations ?? {},
      } as InitUserResponse['customizations'],
      allContent: content,
      features: { ...DEFAULT_FEATURES, ...shop.features },
      customer: customer ? { id: customer.id, email: customer.email, firstName: customer.first_name } : null,
      // the owner of saved items as routes/saved.ts decides it (lib/saved-items.ts `savedOwner`)
      saved: await savedCounts(db, shopId, customer?.id ?? user.uid),
    };
    return c.json({ data });
  });

  app.post('/init/for-you', envelope({ recentlyViewed: productIds(MAX_RECENTLY_VIEWED).default([]) }), (c) =>
    c.json({ data: forYouAnswer(c.req.valid('json').data.recentlyViewed, deps.now()) }));

  return app;
}
