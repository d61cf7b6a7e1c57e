/**
 * GET /customer-account/profile (types.ts `AccountProfileResponse`): what the Profile block shows
 * of the customer, by the merchant's settings as the widget reads them (offered.ts): whether
 * favorites are offered, their items saved from the cart (as many as a For you section shows) and
 * their loyalty points with the program's name and page.
 */
import { isSameOriginPath } from '../../../src/lib/same-origin-path';
import type { ApiDeps } from '../deps';
import { listSaved } from '../lib/saved-items';
import { accountList, PROFILE_SAVED_ITEMS, storefrontOrigin } from './lists';
import { accountSetting } from './offered';
import type { AccountPoints, AccountProfileResponse } from './types';

/** A setting's text, or null when it is no string or only blanks. */
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A setting's link when it is one the extension may open: a same-origin path ('/pages/rewards',
 * on the storefront; never '//host') or an https URL (docs/security.md 'Hostile input (XSS)',
 * as the widget's src/lib/web-url.ts `safeUrl`); else null.
 */
export function settingLink(value: unknown): string | null {
  if (isSameOriginPath(value)) return value;
  if (typeof value !== 'string' || !/^https:\/\//i.test(value)) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The customer's points as GET /points/{shopId} reads them (routes/loyalty.ts: the
 * `loyalty_points` row of the customer, 0 without one), for a customer of `shopId` only.
 */
async function pointsOf(db: ApiDeps['db'], shopId: string, customerId: string): Promise<number> {
  const { rows } = await db.query<{ points: number }>(
    'SELECT p.points FROM loyalty_points p JOIN customers c ON c.id = p.customer_id WHERE p.customer_id = $1 AND c.shop_id = $2',
    [customerId, shopId],
  );
  return rows[0]?.points ?? 0;
}

/**
 * The Profile block's answer for `customerId` of `shopId`.
 * @throws ApiError 404 for an unknown shop; 503/502 'Unable to load products.' when Shopify fails
 *   for the saved items' cards
 */
export async function accountProfile(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopId: string, customerId: string): Promise<AccountProfileResponse> {
  const [wishlist, saved, points] = await Promise.all([
    accountSetting(deps.db, shopId, 'wishlist'),
    accountSetting(deps.db, shopId, 'saved'),
    accountSetting(deps.db, shopId, 'points'),
  ]);
  const savedFromCart = saved
    ? await accountList(deps, shopId, (await listSaved(deps.db, shopId, customerId, 'cart')).slice(0, PROFILE_SAVED_ITEMS))
    : null;
  const program: AccountPoints | null = points
    ? { points: await pointsOf(deps.db, shopId, customerId), name: text(points.name), link: settingLink(points.link) }
    : null;
  return { favorites: !!wishlist, savedFromCart, points: program, storefront: savedFromCart?.storefront ?? await storefrontOrigin(deps.db, shopId) };
}
