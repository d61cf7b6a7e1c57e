/**
 * Named favorites collections (docs/product.md#data, #roles, #api-calls; lib/collections.ts has the rules):
 *   POST   /saved/wishlist-collections -> WishlistCollectionsResponse: the caller's, newest first
 *          ([] for guests and users the shop has no customer for)
 *   POST   /saved/wishlist-collection {collection: CollectionInput} -> WishlistCollection (created;
 *          signed-in customers only)
 *   GET    /saved/wishlist-collection/{uuid} -> WishlistCollection: the owner, or any verified
 *          token (guests included) while visibility is 'all'
 *   PUT    /saved/wishlist-collection/{uuid} {collection: CollectionInput} -> WishlistCollection (owner)
 *   DELETE /saved/wishlist-collection/{uuid} -> {uuid} (owner)
 *   DELETE /saved/wishlist-collection-item/{id} -> WishlistCollection, the item removed (owner)
 * The caller's customer is decided from the verified token in the collection's shop (POST: the
 * envelope's shopId), never from the body; `isOwner` is computed per caller.
 * Errors: 401 'unauthenticated' for guests on create and every write (and for signed-in users
 * the shop has no customer for, on create); 404 'not-found' for an unknown uuid or item, for a
 * private collection the caller does not own on GET, and for an item of one on its DELETE (item
 * ids are sequential; uuids are not guessable), so private ids are not revealed; 403
 * 'permission-denied' for anyone but the owner on PUT and DELETE; 400 'invalid-argument' for
 * malformed input ('data.collection.name: Name required'); 409 'too-many-collections'.
 */
import { Hono, type Context } from 'hono';
import type { WishlistCollectionsResponse } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { forbidden, notFound, unauthenticated } from '../errors';
import {
  canRead, collectionInputSchema, collectionUuid, createCollection, deleteCollection, findCollection, findCollectionOfItem,
  listCollections, removeCollectionItem, toCollection, updateCollection, type CollectionRow,
} from '../lib/collections';
import { customerOfUser } from '../lib/customers';
import { envelope, opaqueId, params } from '../validate';

/** DELETE /saved/wishlist-collection/{uuid} response */
export interface DeletedCollectionResponse { uuid: string }

const NOT_FOUND = 'Collection not found.';
const SIGN_IN = 'Sign in to keep collections.';

const uuidPath = params({ uuid: collectionUuid });

/** The caller's customer id in `shopId`, or null (guests, users the shop has no customer for). */
const callerIn = async (c: Context<AppEnv>, deps: ApiDeps, shopId: string): Promise<string | null> =>
  (await customerOfUser(deps.db, c.get('user'), shopId))?.id ?? null;

/**
 * `row` when the caller owns it.
 * @param hidePrivate answer 404 instead of 403 when `row` is private (items: their ids are sequential)
 * @throws 401 for guests; 404 when `row` is missing (or private and `hidePrivate`); 403 for anyone but the owner
 */
async function owned(c: Context<AppEnv>, deps: ApiDeps, row: CollectionRow | null, hidePrivate = false): Promise<CollectionRow> {
  if (c.get('user').isAnonymous) throw unauthenticated(SIGN_IN);
  const caller = row ? await callerIn(c, deps, row.shop_id) : null;
  if (!row || (hidePrivate && !canRead(row, caller))) throw notFound(NOT_FOUND);
  if (row.customer_id !== caller) throw forbidden('Only the owner may change this collection.');
  return row;
}

/** The collection routes; see the file comment. */
export function collectionRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.post('/saved/wishlist-collections', envelope({}), async (c) => {
    const { shopId } = c.req.valid('json').data;
    const caller = await callerIn(c, deps, shopId);
    const data: WishlistCollectionsResponse = { collections: caller ? await listCollections(db, shopId, caller) : [] };
    return c.json({ data });
  });

  app.post('/saved/wishlist-collection', envelope({ collection: collectionInputSchema }), async (c) => {
    const { shopId, collection } = c.req.valid('json').data;
    const caller = await callerIn(c, deps, shopId);
    if (!caller) throw unauthenticated(SIGN_IN);
    return c.json({ data: await createCollection(db, shopId, caller, collection, deps.now()) });
  });

  app.get('/saved/wishlist-collection/:uuid', uuidPath, async (c) => {
    const row = await findCollection(db, c.req.valid('param').uuid);
    const caller = row ? await callerIn(c, deps, row.shop_id) : null;
    if (!row || !canRead(row, caller)) throw notFound(NOT_FOUND);
    return c.json({ data: await toCollection(db, row, caller) });
  });

  app.put('/saved/wishlist-collection/:uuid', uuidPath, envelope({ collection: collectionInputSchema }), async (c) => {
    const row = await owned(c, deps, await findCollection(db, c.req.valid('param').uuid));
    const data = await updateCollection(db, row.uuid, c.req.valid('json').data.collection, deps.now());
    if (!data) throw notFound(NOT_FOUND);
    return c.json({ data });
  });

  app.delete('/saved/wishlist-collection/:uuid', uuidPath, async (c) => {
    const row = await owned(c, deps, await findCollection(db, c.req.valid('param').uuid));
    await deleteCollection(db, row.uuid);
    const data: DeletedCollectionResponse = { uuid: row.uuid };
    return c.json({ data });
  });

  app.delete('/saved/wishlist-collection-item/:id', params({ id: opaqueId }), async (c) => {
    const { id } = c.req.valid('param');
    const row = await owned(c, deps, await findCollectionOfItem(db, id), true);
    const data = await removeCollectionItem(db, row, id, deps.now());
    if (!data) throw notFound(NOT_FOUND);
    return c.json({ data });
  });

  return app;
}
