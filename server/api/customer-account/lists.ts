/**
 * A saved list as the customer account extensions get it (types.ts `AccountListResponse`): the
 * items with the cards of their products, read from Shopify as the widget's product cards are
 * (lib/products.ts `productCards`), and the storefront origin the cards' URLs are on.
 */
import type { SavedItem } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import { productCards } from '../lib/products';
import { storefrontOf } from '../lib/shops';
import type { AccountListResponse } from './types';

/**
 * Items of a saved list the Profile block shows at most: as many as each of the widget's saved
 * sections (docs/product.md#limits 'saved-from-cart and wishlist sections 10';
 * src/features/saved-cart/components/saved-sections.tsx `SECTION_ITEMS`).
 */
export const PROFILE_SAVED_ITEMS = 10;

/** The shop's storefront origin the extensions' links go to, e.g. 'https://shop.example'. @throws ApiError 404 for an unknown shop */
export async function storefrontOrigin(db: ApiDeps['db'], shopId: string): Promise<string> {
  return (await storefrontOf(db, shopId)).origins[0]!;
}

/**
 * `items` with the cards of their products the shop still sells (in the items' order, without
 * presentment prices) and the storefront origin.
 * @throws ApiError 503/502 'Unable to load products.' when Shopify fails for cards the cache lacks
 */
export async function accountList(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopId: string, items: SavedItem[]): Promise<AccountListResponse> {
  return {
    items,
    products: items.length ? await productCards(deps, shopId, items.map((i) => i.productId), { includePresentmentPrices: false, now: deps.now() }) : [],
    storefront: await storefrontOrigin(deps.db, shopId),
  };
}
