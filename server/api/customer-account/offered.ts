/**
 * Which of the customer account extensions' features the merchant offers: each follows the
 * widget's own setting (docs/product.md#settings-keys; lib/shop-settings.ts `activeSetting`): off when
 * switched off (`isActive: false`) and, as in the widget (src/settings/settings.ts `isActive`),
 * when the store has no such setting. The extensions have no shopper country, so the variant
 * without countries decides (country '').
 */
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import { activeSetting } from '../lib/shop-settings';

/** A feature of the extensions and the setting that switches it. */
export type AccountFeature = 'wishlist' | 'saved' | 'points' | 'credit';

/** What a route of a switched-off feature answers, by feature. */
const NOT_OFFERED: Record<'wishlist' | 'saved', string> = {
  wishlist: 'Favorites are not offered by this store.',
  saved: 'Saved items are not offered by this store.',
};

/**
 * The feature's setting for the extensions (the variant without countries), or null when the
 * merchant switched it off or the store has none.
 */
export function accountSetting(db: Queryable, shopId: string, feature: AccountFeature): Promise<Record<string, unknown> | null> {
  return activeSetting(db, shopId, feature, '');
}

/**
 * Refuses a route of a feature the merchant switched off.
 * @throws ApiError 404 'not-offered' ('Favorites are not offered by this store.' for `wishlist`,
 *   'Saved items are not offered by this store.' for `saved`)
 */
export async function requireOffered(db: Queryable, shopId: string, feature: 'wishlist' | 'saved'): Promise<void> {
  if (!(await accountSetting(db, shopId, feature))) throw new ApiError(404, 'not-offered', NOT_OFFERED[feature]);
}
