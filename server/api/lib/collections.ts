/**
 * Named favorites collections (docs/product.md#favorites-and-saved-items 'Wishlist collection', #roles). A collection
 * belongs to one customer of a shop; its uuid is random (v4), so only a link holder can name it. The
 * owner may read, change and delete it; anyone with a verified token may read it while its
 * visibility is 'all'. Names are 1-MAX_COLLECTION_NAME characters after trimming ('Name
 * required' when empty); a collection holds at most MAX_COLLECTION_ITEMS products (a product and
 * variant listed twice is kept once), a customer at most MAX_COLLECTIONS collections.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CollectionInput, WishlistCollection } from '../../../src/api/types';
import type { Db, Queryable } from '../db/db';
import { badRequest, conflict, notFound } from '../errors';
import { MAX_TEXT_LENGTH, productId, text } from '../validate';

/** Longest collection name, characters (code points) after trimming. */
export const MAX_COLLECTION_NAME = 60;
/** The most products one collection holds. */
export const MAX_COLLECTION_ITEMS = 200;
/** The most collections one customer may have. */
export const MAX_COLLECTIONS = 100;
/** The message for an empty name (docs/product.md#collection-name 'Name required'). */
export const NAME_REQUIRED = 'Name required';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A collection uuid in a path: 8-4-4-4-12 hex digits, lower-cased. */
export const collectionUuid = z.string().regex(UUID, { error: 'expected a collection uuid' }).transform((s) => s.toLowerCase());

/**
 * The body's `collection` (CollectionInput): types and lengths; the name's rules are `checkName`'s.
 * Unknown fields are dropped.
 */
export const collectionInputSchema = z.object({
  // Refused early when far too long; the 60-character rule after trimming is checkName's.
  name: z.string().max(MAX_TEXT_LENGTH, { error: `must be at most ${MAX_COLLECTION_NAME} characters` }).pipe(text()).optional(),
  visibility: z.enum(['all', 'private'], { error: "expected 'all' or 'private'" }).optional(),
  items: z.array(z.object({ productId, variantId: productId.nullish() }))
    .max(MAX_COLLECTION_ITEMS, { error: `must list at most ${MAX_COLLECTION_ITEMS} items` })
    .optional(),
});

/**
 * The trimmed name.
 * @throws ApiError 400 'invalid-argument' 'data.collection.name: Name required' when missing or
 *   blank, '... must be at most 60 characters' when longer
 */
export function checkName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw badRequest(`data.collection.name: ${NAME_REQUIRED}`);
  if ([...trimmed].length > MAX_COLLECTION_NAME) throw badRequest(`data.collection.name: must be at most ${MAX_COLLECTION_NAME} characters`);
  return trimmed;
}

export interface CollectionRow {
  uuid: string;
  shop_id: string;
  customer_id: string;
  name: string;
  visibility: 'all' | 'private';
  updated_at: Date;
}

interface ItemRow { id: string; collection_uuid: string; product_id: number; variant_id: number | null }

const COLUMNS = 'uuid::text AS uuid, shop_id, customer_id, name, visibility, updated_at';

/** The collection `uuid` (a lower-case uuid), or null. */
export async function findCollection(db: Queryable, uuid: string): Promise<CollectionRow | null> {
  const { rows } = await db.query<CollectionRow>(`SELECT ${COLUMNS} FROM wishlist_collections WHERE uuid = $1::uuid`, [uuid]);
  return rows[0] ?? null;
}

/** The collection holding item `itemId`, or null. */
export async function findCollectionOfItem(db: Queryable, itemId: string): Promise<CollectionRow | null> {
  const { rows } = await db.query<CollectionRow>(
    `SELECT ${COLUMNS} FROM wishlist_collections WHERE uuid = (SELECT collection_uuid FROM wishlist_collection_items WHERE id = $1)`,
    [itemId],
  );
  return rows[0] ?? null;
}

/** May `customerId` (the caller's customer in the collection's shop, or null) read `row`? */
export const canRead = (row: CollectionRow, customerId: string | null): boolean =>
  row.visibility === 'all' || row.customer_id === customerId;

/** The answers for `rows`, in their order, with their items; `isOwner` for caller `customerId`. */
async function withItems(db: Queryable, rows: CollectionRow[], customerId: string | null): Promise<WishlistCollection[]> {
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<ItemRow>(
    `SELECT id, collection_uuid::text AS collection_uuid, product_id, variant_id FROM wishlist_collection_items
     WHERE collection_uuid = ANY($1::uuid[]) ORDER BY position, length(id), id`,
    [rows.map((r) => r.uuid)],
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    userId: r.customer_id,
    visibility: r.visibility,
    items: items.filter((i) => i.collection_uuid === r.uuid).map((i) => ({
      id: i.id,
      productId: Number(i.product_id),
      variantId: i.variant_id === null ? null : Number(i.variant_id),
    })),
    isOwner: r.customer_id === customerId,
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** One collection as answered to caller `customerId` (null for guests). */
export async function toCollection(db: Queryable, row: CollectionRow, customerId: string | null): Promise<WishlistCollection> {
  return (await withItems(db, [row], customerId))[0]!;
}

/** The customer's collections in a shop, newest first. */
export async function listCollections(db: Queryable, shopId: string, customerId: string): Promise<WishlistCollection[]> {
  const { rows } = await db.query<CollectionRow>(
    `SELECT ${COLUMNS} FROM wishlist_collections WHERE shop_id = $1 AND customer_id = $2 ORDER BY created_at DESC, uuid`,
    [shopId, customerId],
  );
  return withItems(db, rows, customerId);
}

type ItemInput = NonNullable<CollectionInput['items']>[number];

/** Replaces the collection's items with `items` (a product and variant listed twice kept once, first place). */
async function writeItems(tx: Queryable, uuid: string, items: readonly ItemInput[]): Promise<void> {
  const unique = [...new Map(items.map((i) => [`${i.productId}:${i.variantId ?? ''}`, i])).values()];
  await tx.query('DELETE FROM wishlist_collection_items WHERE collection_uuid = $1::uuid', [uuid]);
  if (unique.length === 0) return;
  await tx.query(
    `INSERT INTO wishlist_collection_items (collection_uuid, position, product_id, variant_id)
     SELECT $1::uuid, n - 1, p, v FROM unnest($2::bigint[], $3::bigint[]) WITH ORDINALITY AS t (p, v, n) ORDER BY n`,
    [uuid, unique.map((i) => i.productId), unique.map((i) => i.variantId ?? null)],
  );
}

/**
 * Creates a collection for the customer with a new random uuid; visibility 'private' unless given.
 * @param input schema-checked (`collectionInputSchema`)
 * @param now epoch ms
 * @returns the collection as its owner sees it
 * @throws ApiError 400 for a bad name (`checkName`); 409 'too-many-collections' past MAX_COLLECTIONS
 */
export async function createCollection(
  db: Db,
  shopId: string,
  customerId: string,
  input: z.output<typeof collectionInputSchema>,
  now: number,
): Promise<WishlistCollection> {
  const name = checkName(input.name);
  return db.transaction(async (tx) => {
    // The customer's row lock: concurrent creates of one customer take turns, so the cap holds.
    await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    const { rows: [count] } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlist_collections WHERE customer_id = $1', [customerId]);
    if (count!.n >= MAX_COLLECTIONS) throw conflict('too-many-collections', `You can have at most ${MAX_COLLECTIONS} collections.`);
    const iso = new Date(now).toISOString();
    const uuid = randomUUID();
    await tx.query(
      `INSERT INTO wishlist_collections (uuid, shop_id, customer_id, name, visibility, created_at, updated_at)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, $6)`,
      [uuid, shopId, customerId, name, input.visibility ?? 'private', iso],
    );
    await writeItems(tx, uuid, input.items ?? []);
    return toCollection(tx, (await findCollection(tx, uuid))!, customerId);
  });
}

/**
 * Changes the given fields of collection `uuid`; `items` replaces the list. Call for the owner only.
 * @returns the collection as its owner sees it, or null when it was deleted meanwhile
 * @throws ApiError 400 for a bad name (`checkName`)
 */
export async function updateCollection(
  db: Db,
  uuid: string,
  input: z.output<typeof collectionInputSchema>,
  now: number,
): Promise<WishlistCollection | null> {
  const name = input.name === undefined ? null : checkName(input.name);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: string }>(
      `UPDATE wishlist_collections SET name = coalesce($2, name), visibility = coalesce($3, visibility), updated_at = $4
       WHERE uuid = $1::uuid RETURNING customer_id`,
      [uuid, name, input.visibility ?? null, new Date(now).toISOString()],
    );
    if (!rows[0]) return null;
    if (input.items) await writeItems(tx, uuid, input.items);
    return toCollection(tx, (await findCollection(tx, uuid))!, rows[0].customer_id);
  });
}

/** Deletes collection `uuid` and its items. Call for the owner only. */
export async function deleteCollection(db: Queryable, uuid: string): Promise<void> {
  await db.query('DELETE FROM wishlist_collections WHERE uuid = $1::uuid', [uuid]);
}

/**
 * Removes item `itemId` from its collection and marks the collection updated. Call for the owner only.
 * @returns the collection as its owner sees it, or null when it was deleted meanwhile
 */
export async function removeCollectionItem(db: Db, row: CollectionRow, itemId: string, now: number): Promise<WishlistCollection | null> {
  return db.transaction(async (tx) => {
    // The collection's row first, then its items, as every write here: concurrent writes wait instead of deadlocking.
    const { rows } = await tx.query('UPDATE wishlist_collections SET updated_at = $2 WHERE uuid = $1::uuid RETURNING uuid', [row.uuid, new Date(now).toISOString()]);
    if (!rows[0]) return null;
    await tx.query('DELETE FROM wishlist_collection_items WHERE id = $1 AND collection_uuid = $2::uuid', [itemId, row.uuid]);
    return toCollection(tx, (await findCollection(tx, row.uuid))!, row.customer_id);
  });
}

/** What `moveCollectionItem` did: 'moved' to the end of the target, or 'merged' (the target already held the product and variant; the item is gone). */
export type MoveOutcome = 'moved' | 'merged';

/** The message of moving an item into the collection that holds it. */
export const ALREADY_IN_COLLECTION = 'The item is already in this collection.';
/** The message of moving an item into a collection of MAX_COLLECTION_ITEMS. */
export const COLLECTION_FULL = 'This collection is full.';

/** The collection holding item `itemId` when it is one of `customerId`'s in `shopId`; null otherwise. */
async function ownedItem(tx: Queryable, shopId: string, customerId: string, itemId: string): Promise<{ from: string; productId: number; variantId: number | null } | null> {
  const { rows } = await tx.query<{ from_uuid: string; product_id: number; variant_id: number | null }>(
    `SELECT i.collection_uuid::text AS from_uuid, i.product_id, i.variant_id FROM wishlist_collection_items i
     JOIN wishlist_collections c ON c.uuid = i.collection_uuid WHERE i.id = $1 AND c.shop_id = $2 AND c.customer_id = $3`,
    [itemId, shopId, customerId],
  );
  const row = rows[0];
  return row ? { from: row.from_uuid, productId: Number(row.product_id), variantId: row.variant_id === null ? null : Number(row.variant_id) } : null;
}

/**
 * Moves item `itemId` of one of the customer's collections into their collection `to` (a
 * lower-case uuid), in one transaction: the same product and variant, last in `to`; when `to`
 * already holds that product and variant (a collection keeps one of each, as `writeItems`), the
 * item only leaves its collection. Both collections' `updated_at` become `now`. A customer's
 * moves take turns (a transaction lock per customer) and lock both collections' rows, so
 * MAX_COLLECTION_ITEMS holds against the widget's writes too.
 * @param now epoch ms
 * @throws ApiError 404 'not-found' ('Item not found.') when the item is not in a collection of
 *   `customerId` in `shopId`, ('Collection not found.') when `to` is not theirs: another
 *   customer's ids answer as unknown ones; 400 'invalid-argument' (ALREADY_IN_COLLECTION) when the
 *   item is in `to`; 409 'collection-full' (COLLECTION_FULL) when `to` holds MAX_COLLECTION_ITEMS
 *   and not the item's product and variant
 */
export async function moveCollectionItem(
  db: Db,
  shopId: string,
  customerId: string,
  itemId: string,
  to: string,
  now: number,
): Promise<MoveOutcome> {
  return db.transaction(async (tx) => {
    // One move of a customer at a time: an item changes collection only here, so the item read
    // below stays in the collection it names.
    await tx.query('SELECT pg_advisory_xact_lock(7326, hashtext($1))', [JSON.stringify([shopId, customerId])]);
    const found = await ownedItem(tx, shopId, customerId, itemId);
    if (!found) throw notFound('Item not found.');
    const target = await findCollection(tx, to);
    if (!target || target.shop_id !== shopId || target.customer_id !== customerId) throw notFound('Collection not found.');
    if (found.from === to) throw badRequest(ALREADY_IN_COLLECTION);
    // The collections' rows before their items, as the widget's writes take them; then the item
    // again, which a write of the widget may have deleted meanwhile.
    await tx.query('SELECT 1 FROM wishlist_collections WHERE uuid = ANY($1::uuid[]) ORDER BY uuid FOR UPDATE', [[found.from, to]]);
    const item = await ownedItem(tx, shopId, customerId, itemId);
    if (!item) throw notFound('Item not found.');
    const { rows: [held] } = await tx.query<{ n: number; same: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE product_id = $2 AND variant_id IS NOT DISTINCT FROM $3::bigint)::int AS same
       FROM wishlist_collection_items WHERE collection_uuid = $1::uuid`,
      [to, item.productId, item.variantId],
    );
    let outcome: MoveOutcome;
    if (held!.same > 0) {
      await tx.query('DELETE FROM wishlist_collection_items WHERE id = $1', [itemId]);
      outcome = 'merged';
    } else {
      if (held!.n >= MAX_COLLECTION_ITEMS) throw conflict('collection-full', COLLECTION_FULL);
      await tx.query(
        `UPDATE wishlist_collection_items SET collection_uuid = $2::uuid,
           position = (SELECT coalesce(max(position) + 1, 0) FROM wishlist_collection_items WHERE collection_uuid = $2::uuid)
         WHERE id = $1`,
        [itemId, to],
      );
      outcome = 'moved';
    }
    await tx.query('UPDATE wishlist_collections SET updated_at = $2 WHERE uuid = ANY($1::uuid[])', [[item.from, to], new Date(now).toISOString()]);
    return outcome;
  });
}
