/**
 * The API of the customer account UI extensions (docs/customer-accounts.md), for the customer the
 * request's session token names (./session.ts), on the same rows the widget uses: a favorite
 * removed in the account pages is gone from the widget, and back.
 *   GET    /customer-account/favorites        -> {data: {items, products}}  the customer's favorites, newest first
 *   DELETE /customer-account/favorites/:id    -> {data: {items, products}}  removes one (404 'not-found' for an id not theirs)
 *   GET    /customer-account/saved-from-cart  -> {data: {items, products}}  their items saved from the cart
 * `items` are SavedItem and `products` the cards of their products that the shop still sells, read
 * from Shopify as the widget's product cards are (lib/products.ts `productCards`; Shopify failing:
 * 503 'unavailable'), with the shop's storefront origin the cards' URLs are on. CORS answers the
 * extensions' origin only (EXTENSION_ORIGIN), with the Authorization header and no cookies; the
 * storefront's CORS (../cors.ts) does not apply here.
 */
import type { Shopify } from '@shopify/shopify-api';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Product, SavedItem } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import { productCards } from '../lib/products';
import { storefrontOf } from '../lib/shops';
import { listSaved, removeOwned, type SavedKind } from '../lib/saved-items';
import { opaqueId, params } from '../validate';
import { requireCustomerSession, type AccountEnv } from './session';

/** A saved list as the customer account routes answer it. */
export interface AccountListResponse {
  items: SavedItem[];
  /** the cards of the items' products that the shop still sells, in the items' order */
  products: Product[];
  /** the shop's storefront origin, e.g. 'https://shop.example': the cards' root-relative `url`s are on it */
  storefront: string;
}

/** Where Shopify serves customer account UI extensions' code from: the only origin these routes answer. */
export const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';

/** The path prefix of these routes. */
const CUSTOMER_ACCOUNT_PREFIX = '/customer-account/';

/** The routes by the saved list they read. */
const LISTS: { path: string; kind: SavedKind; removable: boolean }[] = [
  { path: '/customer-account/favorites', kind: 'wishlist', removable: true },
  { path: '/customer-account/saved-from-cart', kind: 'cart', removable: false },
];

/** Every route of this file (method and path), as the authorization matrices list them. */
export const CUSTOMER_ACCOUNT_ROUTES: { method: 'GET' | 'DELETE'; path: string }[] = LISTS.flatMap(({ path, removable }) => [
  { method: 'GET' as const, path },
  ...(removable ? [{ method: 'DELETE' as const, path: `${path}/:id` }] : []),
]);

/**
 * The customer account routes; see the file comment. `shopify` undefined: every route answers 503.
 * @param extensionOrigin the origin CORS answers; default EXTENSION_ORIGIN (the local stack: the local Shopify's)
 */
export function customerAccountRoutes(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopify: Shopify | undefined, extensionOrigin = EXTENSION_ORIGIN): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const answer = async (shopId: string, items: SavedItem[]): Promise<AccountListResponse> => ({
    items,
    products: items.length ? await productCards(deps, shopId, items.map((i) => i.productId), { includePresentmentPrices: false, now: deps.now() }) : [],
    storefront: (await storefrontOf(deps.db, shopId)).origins[0]!,
  });
  app.use(`${CUSTOMER_ACCOUNT_PREFIX}*`, cors({
    origin: (origin) => (origin === extensionOrigin ? origin : null),
    allowMethods: ['GET', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization'],
    maxAge: 86_400,
  }));
  app.use(`${CUSTOMER_ACCOUNT_PREFIX}*`, requireCustomerSession(shopify));

  for (const { path, kind, removable } of LISTS) {
    app.get(path, async (c) => {
      const { shopId, customerId } = c.get('accountCustomer');
      return c.json({ data: await answer(shopId, await listSaved(deps.db, shopId, customerId, kind)) });
    });
    if (removable) {
      app.delete(`${path}/:id`, params({ id: opaqueId }), async (c) => {
        const { shopId, customerId } = c.get('accountCustomer');
        return c.json({ data: await answer(shopId, await removeOwned(deps.db, shopId, customerId, kind, c.req.valid('param').id)) });
      });
    }
  }
  return app;
}
