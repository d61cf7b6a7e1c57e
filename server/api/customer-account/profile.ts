/**
 * GET /customer-account/profile (types.ts `AccountProfileResponse`): what the Profile block shows
 * of the customer, by the merchant's settings as the widget reads them (offered.ts): whether
 * favorites are offered, their items saved from the cart (as many as a For you section shows),
 * their loyalty points with the program's name and page, and their store credit as the widget's
 * credit card shows it (routes/loyalty.ts GET /credit, asked of the shop's loyalty service).
 */
import { isSameOriginPath } from '../../../src/lib/same-origin-path';
import type { ApiDeps } from '../deps';
import { fetchCreditCard, LOYALTY_TIMEOUT_MS, type LoyaltyServiceOptions } from '../lib/loyalty-service';
import { amountToCents } from '../lib/order-mapping';
import { listSaved } from '../lib/saved-items';
import { accountList, PROFILE_SAVED_ITEMS, storefrontOrigin } from './lists';
import { accountSetting } from './offered';
import type { AccountCredit, AccountPoints, AccountProfileResponse } from './types';

/** What the Profile block's answer reads from: the API's deps and how it reaches the shops' loyalty services. */
export type ProfileDeps = Pick<ApiDeps, 'db' | 'shopify' | 'now'> & { loyalty: LoyaltyServiceOptions };

/**
 * How long the Profile block waits for the loyalty service, ms. The block shows nothing until its
 * one answer arrives, so a slow service would hold the points and saved items with it; the
 * widget's credit card loads apart from the rest of For you and may wait the service's full
 * LOYALTY_TIMEOUT_MS. Past this the block shows no credit.
 */
export const PROFILE_CREDIT_TIMEOUT_MS = 3_000;

const CURRENCY_CODE = /^[A-Z]{3}$/;

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
 * The customer's store credit as the widget's GET /credit/{shopId} reads it, for the credit
 * variant without countries (offered.ts): the setting's `accessToken` sent to the shop's loyalty
 * service (lib/loyalty-service.ts), the card's amount in cents of the shop's currency (the
 * `shops.currency` the widget's card is formatted in too, config.ts SHOP_STOREFRONTS).
 * @returns null when the setting is off or has no token, the service has no card for the
 *   customer, or the service fails or takes longer than PROFILE_CREDIT_TIMEOUT_MS (logged with the
 *   shop, never the token): the Profile block shows the rest without it
 */
async function creditOf(deps: ProfileDeps, shopId: string, customerId: string): Promise<AccountCredit | null> {
  const s = await accountSetting(deps.db, shopId, 'credit');
  const accessToken = typeof s?.accessToken === 'string' ? s.accessToken : '';
  if (!s || !accessToken) return null;
  const { rows } = await deps.db.query<{ shopify_domain: string; currency: string }>('SELECT shopify_domain, currency FROM shops WHERE id = $1', [shopId]);
  const shop = rows[0];
  if (!shop) return null;
  if (!CURRENCY_CODE.test(shop.currency)) {
    console.error(`[loyalty] The Profile block of ${shop.shopify_domain} shows no store credit: the shop's currency ${JSON.stringify(shop.currency)} is no ISO 4217 code.`);
    return null;
  }
  const timeoutMs = Math.min(deps.loyalty.timeoutMs ?? LOYALTY_TIMEOUT_MS, PROFILE_CREDIT_TIMEOUT_MS);
  try {
    const card = await fetchCreditCard({ ...deps.loyalty, timeoutMs }, { serviceUrl: s.serviceUrl, accessToken, customerId, shopDomain: shop.shopify_domain });
    return card && { amount: amountToCents(card.amount), currencyCode: shop.currency, name: text(s.name), link: settingLink(s.link) };
  } catch (err) {
    console.error(`[loyalty] The Profile block of ${shop.shopify_domain} shows no store credit:`, err instanceof Error ? err.message : err);
    return null;
  }
}

/**
 * The Profile block's answer for `customerId` of `shopId`; the store credit is asked of the
 * loyalty service while the saved items' cards load.
 * @throws ApiError 404 for an unknown shop; 503/502 'Unable to load products.' when Shopify fails
 *   for the saved items' cards
 */
export async function accountProfile(deps: ProfileDeps, shopId: string, customerId: string): Promise<AccountProfileResponse> {
  const [wishlist, saved, points] = await Promise.all([
    accountSetting(deps.db, shopId, 'wishlist'),
    accountSetting(deps.db, shopId, 'saved'),
    accountSetting(deps.db, shopId, 'points'),
  ]);
  const [savedFromCart, program, credit] = await Promise.all([
    saved ? listSaved(deps.db, shopId, customerId, 'cart').then((items) => accountList(deps, shopId, items.slice(0, PROFILE_SAVED_ITEMS))) : null,
    points
      ? pointsOf(deps.db, shopId, customerId).then((n): AccountPoints => ({ points: n, name: text(points.name), link: settingLink(points.link) }))
      : null,
    creditOf(deps, shopId, customerId),
  ]);
  return { favorites: !!wishlist, savedFromCart, points: program, credit, storefront: savedFromCart?.storefront ?? await storefrontOrigin(deps.db, shopId) };
}
