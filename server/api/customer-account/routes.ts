/**
 * The API of the customer account UI extensions (docs/customer-accounts.md), for the customer the
 * request's session token names (./session.ts), on the same rows the widget uses: a favorite
 * removed in the account pages is gone from the widget, and back. Answers are types.ts's.
 *   GET    /customer-account/favorites        -> {data: AccountListResponse}     the customer's favorites, newest first
 *   DELETE /customer-account/favorites/:id    -> {data: AccountListResponse}     removes one (404 'not-found' for an id not theirs)
 *   GET    /customer-account/saved-from-cart  -> {data: AccountListResponse}     their items saved from the cart
 *   GET    /customer-account/profile          -> {data: AccountProfileResponse}  the Profile block (./profile.ts; its store credit from the shop's loyalty service, null when that fails)
 *   GET    /customer-account/orders           -> {data: AccountOrdersResponse}   the Order index block (./orders.ts)
 *   GET    /customer-account/collections      -> {data: AccountCollectionsResponse}  their favorites collections (./collections.ts)
 *   POST   /customer-account/collection-items/:id/move {to} -> {data: AccountCollectionsResponse}  moves an item into another of their collections
 *   POST   /customer-account/collections/:uuid/share     -> {data: AccountCollectionsResponse}  shares one of their collections
 * A list's `items` are SavedItem and `products` the cards of their products that the shop still
 * sells, read from Shopify as the widget's product cards are (./lists.ts; Shopify failing: 503
 * 'unavailable'), with the shop's storefront origin the cards' URLs are on. The favorites and
 * collections routes answer 404 'not-offered' while the merchant's `wishlist` setting is off,
 * saved-from-cart while `saved` is (./offered.ts). A collection or item that is not the caller's
 * is 404 'not-found'; a move's body is JSON `{to: uuid}` of at most MAX_ACCOUNT_BODY_BYTES. CORS
 * answers the extensions' origin only (EXTENSION_ORIGIN), with the Authorization and Content-Type
 * headers and no cookies; the storefront's CORS (../cors.ts) does not apply here.
 */
import type { Shopify } from '@shopify/shopify-api';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest } from '../errors';
import { isJsonContentType, readJsonBody } from '../json-body';
import { collectionUuid, moveCollectionItem } from '../lib/collections';
import type { LoyaltyServiceOptions } from '../lib/loyalty-service';
import { listSaved, removeOwned, type SavedKind } from '../lib/saved-items';
import { opaqueId, params, parseWith } from '../validate';
import { accountCollections, shareAccountCollection } from './collections';
import { accountList } from './lists';
import { requireOffered } from './offered';
import { accountOrders } from './orders';
import { accountProfile, type ProfileDeps } from './profile';
import { requireCustomerSession, type AccountEnv } from './session';

/** Where Shopify serves customer account UI extensions' code from: the only origin these routes answer. */
export const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';

/** The path prefix of these routes. */
const CUSTOMER_ACCOUNT_PREFIX = '/customer-account/';

/** The routes by the saved list they read, and the setting that offers it. */
const LISTS: { path: string; kind: SavedKind; setting: 'wishlist' | 'saved'; removable: boolean }[] = [
  { path: '/customer-account/favorites', kind: 'wishlist', setting: 'wishlist', removable: true },
  { path: '/customer-account/saved-from-cart', kind: 'cart', setting: 'saved', removable: false },
];

/** The blocks' routes: one answer each for the signed-in customer. */
const BLOCKS = {
  '/customer-account/profile': accountProfile,
  '/customer-account/orders': accountOrders,
} as const;

/** The favorites collections' routes (./collections.ts). */
const COLLECTIONS = {
  list: '/customer-account/collections',
  move: '/customer-account/collection-items/:id/move',
  share: '/customer-account/collections/:uuid/share',
} as const;

/** The largest body a route here reads, bytes: a move's `{"to": "<uuid>"}` is about 50. */
export const MAX_ACCOUNT_BODY_BYTES = 4096;

/** A move's body. Unknown fields are dropped. */
const moveBody = z.object({ to: collectionUuid });

/** Every route of this file (method and path), as the authorization matrices list them. */
export const CUSTOMER_ACCOUNT_ROUTES: { method: 'GET' | 'POST' | 'DELETE'; path: string }[] = [
  ...LISTS.flatMap(({ path, removable }) => [
    { method: 'GET' as const, path },
    ...(removable ? [{ method: 'DELETE' as const, path: `${path}/:id` }] : []),
  ]),
  ...Object.keys(BLOCKS).map((path) => ({ method: 'GET' as const, path })),
  { method: 'GET', path: COLLECTIONS.list },
  { method: 'POST', path: COLLECTIONS.move },
  { method: 'POST', path: COLLECTIONS.share },
];

/**
 * The customer account routes; see the file comment. `shopify` undefined: every route answers 503.
 * @param extensionOrigin the origin CORS answers; default EXTENSION_ORIGIN (the local stack: the local Shopify's)
 * @param loyalty how the profile's store credit reaches the shop's loyalty service, as the
 *   widget's GET /credit does (routes/loyalty.ts); default: a shop's https `serviceUrl` with the
 *   global fetch, no stand-in
 */
export function customerAccountRoutes(
  deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>,
  shopify: Shopify | undefined,
  extensionOrigin = EXTENSION_ORIGIN,
  loyalty: LoyaltyServiceOptions = {},
): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const blockDeps: ProfileDeps = { db: deps.db, shopify: deps.shopify, now: deps.now, loyalty };
  app.use(`${CUSTOMER_ACCOUNT_PREFIX}*`, cors({
    origin: (origin) => (origin === extensionOrigin ? origin : null),
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 86_400,
  }));
  app.use(`${CUSTOMER_ACCOUNT_PREFIX}*`, requireCustomerSession(shopify));

  for (const { path, kind, setting, removable } of LISTS) {
    app.get(path, async (c) => {
      const { shopId, customerId } = c.get('accountCustomer');
      await requireOffered(deps.db, shopId, setting);
      return c.json({ data: await accountList(deps, shopId, await listSaved(deps.db, shopId, customerId, kind)) });
    });
    if (removable) {
      app.delete(`${path}/:id`, params({ id: opaqueId }), async (c) => {
        const { shopId, customerId } = c.get('accountCustomer');
        await requireOffered(deps.db, shopId, setting);
        return c.json({ data: await accountList(deps, shopId, await removeOwned(deps.db, shopId, customerId, kind, c.req.valid('param').id)) });
      });
    }
  }
  for (const [path, read] of Object.entries(BLOCKS)) {
    app.get(path, async (c) => {
      const { shopId, customerId } = c.get('accountCustomer');
      return c.json({ data: await read(blockDeps, shopId, customerId) });
    });
  }

  app.get(COLLECTIONS.list, async (c) => {
    const { shopId, customerId } = c.get('accountCustomer');
    await requireOffered(deps.db, shopId, 'wishlist');
    return c.json({ data: await accountCollections(deps, shopId, customerId) });
  });
  app.post(
    COLLECTIONS.move,
    bodyLimit({ maxSize: MAX_ACCOUNT_BODY_BYTES, onError: () => { throw new ApiError(413, 'payload-too-large', 'The body is too large.'); } }),
    params({ id: opaqueId }),
    async (c) => {
      const { shopId, customerId } = c.get('accountCustomer');
      await requireOffered(deps.db, shopId, 'wishlist');
      if (!isJsonContentType(c.req.header('Content-Type'))) throw badRequest('The body must be JSON (Content-Type: application/json).');
      const { to } = parseWith(moveBody, await readJsonBody(c), 'body');
      await moveCollectionItem(deps.db, shopId, customerId, c.req.valid('param').id, to, deps.now());
      return c.json({ data: await accountCollections(deps, shopId, customerId) });
    },
  );
  app.post(COLLECTIONS.share, params({ uuid: collectionUuid }), async (c) => {
    const { shopId, customerId } = c.get('accountCustomer');
    await requireOffered(deps.db, shopId, 'wishlist');
    await shareAccountCollection(deps, shopId, customerId, c.req.valid('param').uuid, deps.now());
    return c.json({ data: await accountCollections(deps, shopId, customerId) });
  });
  return app;
}
