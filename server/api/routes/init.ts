/**
 * Panel start-up data:
 *   GET  /init/v2/{shopId}/user -> InitUserResponse (settings, customizations with the merchant's
 *     translations (MerchantCustomizations), features, customer, saved counts); settings go
 *     through the shared schema's read path (settings/schema.ts `readableSettings`): a setting
 *     that fails it is left out, so the widget's default for it applies, and the merchant's secrets
 *     (`publicSettings`: the credit setting's `accessToken`) are left out of every variant
 *   POST /init/for-you {recentlyViewed?: productId[] (at most MAX_RECENTLY_VIEWED)} -> ForYouResponse:
 *     the ids of both lists and their products (as /products/batch with presentment prices);
 *     routes/public.ts serves the same answer to any caller as GET /init/for-you/{shopId}
 * Bad input (validate.ts) is 400 'invalid-argument'.
 */
import { Hono } from 'hono';
import { DEFAULT_FEATURES } from '../../../src/settings/default-features';
import type { ContentItem, ForYouResponse, InitUserResponse, MerchantCustomizations } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { customerOfUser } from '../lib/customers';
import { CUSTOMER_NAME } from '../shopify/customer-queries';
import { ShopifyError, toGid, type ShopifyAdmin } from '../shopify/types';
import { forYouAnswer } from '../lib/for-you';
import { savedCounts } from '../lib/saved-items';
import { publicSettings, readableSettings } from '../settings/schema';
import { envelope, params, productIds, shopId as shopIdSchema } from '../validate';

/** The most recently viewed ids one for-you call may send (the widget keeps 16, sends 8). */
export const MAX_RECENTLY_VIEWED = 50;

interface ShopRow {
  settings: Record<string, unknown>;
  customizations: Partial<InitUserResponse['customizations']>;
  features: Partial<InitUserResponse['features']>;
}

/**
 * The customer's first name from Shopify; null when they have none, were deleted in Shopify, or
 * Shopify does not answer (the panel opens without the name rather than not at all).
 */
async function firstNameOf(shopify: ShopifyAdmin, shopId: string, customerId: string): Promise<string | null> {
  try {
    const { customer } = await shopify.graphql<{ customer: { firstName: string | null } | null }>(shopId, CUSTOMER_NAME, { id: toGid('Customer', customerId) });
    return customer?.firstName || null;
  } catch (err) {
    if (err instanceof ShopifyError) return null;
    throw err;
  }
}

/** The init routes; unknown shop 404 'No shop id found'. */
export function initRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/init/v2/:shopId/user', params({ shopId: shopIdSchema }), async (c) => {
    const { shopId } = c.req.valid('param');
    const { rows } = await db.query<ShopRow>('SELECT settings, customizations, features FROM shops WHERE id = $1 AND uninstalled_at IS NULL', [shopId]);
    const shop = rows[0];
    if (!shop) throw notFound('No shop id found');
    const user = c.get('user');
    const customer = await customerOfUser(db, user, shopId, deps.shopify, deps.now());
    const firstName = customer ? await firstNameOf(deps.shopify, shopId, customer.id) : null;
    const content: ContentItem[] = shop.customizations.content ?? [];
    const data: InitUserResponse = {
      // the merchant's secrets (the loyalty access token) stay on the server: every shopper reads this answer
      settings: publicSettings(readableSettings(shop.settings).settings),
      customizations: {
        theme: shop.customizations.theme ?? {}, customCss: shop.customizations.customCss ?? '', content,
        translations: (shop.customizations as Partial<MerchantCustomizations>).translations ?? {},
      } as InitUserResponse['customizations'],
      allContent: content,
      features: { ...DEFAULT_FEATURES, ...shop.features },
      customer: customer ? { id: customer.id, email: customer.email, firstName } : null,
      // the owner of saved items as routes/saved.ts decides it (lib/saved-items.ts `savedOwner`)
      saved: await savedCounts(db, shopId, customer?.id ?? user.uid),
    };
    return c.json({ data });
  });

  app.post('/init/for-you', envelope({ recentlyViewed: productIds(MAX_RECENTLY_VIEWED).default([]) }), async (c) => {
    const { shopId, recentlyViewed } = c.req.valid('json').data;
    const data: ForYouResponse = await forYouAnswer(deps, shopId, recentlyViewed, deps.now());
    return c.json({ data });
  });

  return app;
}
