/**
 * Saved items (docs/product.md#data, #api-calls), all answering SavedItemsResponse (the caller's whole
 * list of that kind, newest first):
 *   POST   /saved/wishlist-items                      -> the caller's favorites
 *   POST   /saved/wishlist {items: [{productId, variantId?}]} (also /saved/wishlist/items) -> saves
 *   DELETE /saved/wishlist/{id}                        -> removes one favorite
 *   POST   /saved/cart/items, POST /saved/cart {items}, DELETE /saved/cart/{id}: the same for
 *          items saved from the cart (kind 'cart')
 * The shop is the envelope's shopId (DELETE: the item's own shop). The owner is decided from the
 * verified token (lib/saved-items.ts `savedOwner`): the signed-in customer, else the guest's
 * Firebase uid; never an id in the body. Saving a product already saved changes nothing.
 * Errors: 400 'invalid-argument' for malformed input (validate.ts); 404 'not-found' for an id
 * that is not the caller's (or not of that kind); 409 'too-many-saved-items' past MAX_SAVED_ITEMS.
 */
import { Hono } from 'hono';
import type { SavedItemsResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { listSaved, removeSaved, savedOwner, saveItems, saveItemsSchema, type SavedKind } from '../lib/saved-items';
import { envelope, opaqueId, params } from '../validate';

/** Path segments of each kind. */
const KINDS: { kind: SavedKind; list: string; save: string[]; remove: string }[] = [
  { kind: 'wishlist', list: '/saved/wishlist-items', save: ['/saved/wishlist', '/saved/wishlist/items'], remove: '/saved/wishlist/:id' },
  { kind: 'cart', list: '/saved/cart/items', save: ['/saved/cart'], remove: '/saved/cart/:id' },
];

/** The saved-item routes; see the file comment. */
export function savedRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  for (const { kind, list, save, remove } of KINDS) {
    app.post(list, envelope({}), async (c) => {
      const { shopId } = c.req.valid('json').data;
      const data: SavedItemsResponse = { items: await listSaved(db, shopId, await savedOwner(db, c.get('user'), shopId), kind) };
      return c.json({ data });
    });

    for (const path of save) {
      app.post(path, envelope({ items: saveItemsSchema }), async (c) => {
        const { shopId, items } = c.req.valid('json').data;
        const owner = await savedOwner(db, c.get('user'), shopId);
        const data: SavedItemsResponse = { items: await saveItems(db, shopId, owner, kind, items, deps.now()) };
        return c.json({ data });
      });
    }

    app.delete(remove, params({ id: opaqueId }), async (c) => {
      const data: SavedItemsResponse = { items: await removeSaved(db, c.get('user'), kind, c.req.valid('param').id) };
      return c.json({ data });
    });
  }

  return app;
}
