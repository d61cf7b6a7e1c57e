/**
 * Saved items (docs/product.md#favorites-and-saved-items 'Saved item', #api-calls): favorites (kind 'wishlist') and
 * items saved from the cart (kind 'cart'). The owner is the shop's signed-in customer, or the Firebase uid of
 * a guest (`savedOwner`); a guest's items move to the customer on sign-in (guest-data.ts
 * `moveGuestData`). One row per owner, kind and product (unique index, migration 5): saving a
 * product already saved changes nothing. Writes of one owner take turns under `lockOwner`, so
 * concurrent toggles and the MAX_SAVED_ITEMS cap stay exact on both engines.
 */
import { z } from 'zod';
import type { SavedItem } from '../../../src/api/types';
import type { Db, Queryable } from '../db/db';
import type { AuthUser } from '../deps';
import { conflict, notFound } from '../errors';
import { productId } from '../validate';
import { customerOfUser } from './customers';

export type SavedKind = 'wishlist' | 'cart';

/** The most saved items one owner may have of one kind. */
export const MAX_SAVED_ITEMS = 500;
/** The most items one save request may carry. */
export const MAX_SAVE_BATCH = 50;

/** `SaveItemsRequest.items`: 1-MAX_SAVE_BATCH of {productId, variantId?} (ids as numbers or digit strings). */
export const saveItemsSchema = z.array(z.object({ productId, variantId: productId.nullish() }))
  .min(1, { error: 'must list at least one item' })
  .max(MAX_SAVE_BATCH, { error: `must list at most ${MAX_SAVE_BATCH} items` });

interface SavedRow { id: string; product_id: number; variant_id: number | null; created_at: Date }

const toSavedItem = (r: SavedRow): SavedItem => ({
  id: r.id,
  productId: Number(r.product_id),
  variantId: r.variant_id === null ? null : Number(r.variant_id),
  createdAt: r.created_at.toISOString(),
});

/**
 * Who owns what `user` saves in `shopId`: their customer id (lib/customers.ts `customerOfUser`),
 * else their Firebase uid (guests, and signed-in users the shop has no customer for yet).
 */
export async function savedOwner(db: Queryable, user: AuthUser, shopId: string): Promise<string> {
  return (await customerOfUser(db, user, shopId))?.id ?? user.uid;
}

/**
 * Waits for the transaction-level lock of one owner's saved items in a shop (released at commit
 * or rollback). Advisory locks of two int4 keys: their key space is apart from the migration lock's.
 */
export async function lockOwner(tx: Queryable, shopId: string, ownerId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7325, hashtext($1))', [JSON.stringify([shopId, ownerId])]);
}

/** The owner's saved items of `kind`, newest first (ids grow with saved_item_id_seq). */
export async function listSaved(db: Queryable, shopId: string, ownerId: string, kind: SavedKind): Promise<SavedItem[]> {
  const { rows } = await db.query<SavedRow>(
    `SELECT id, product_id, variant_id, created_at FROM saved_items
     WHERE shop_id = $1 AND owner_id = $2 AND kind = $3
     ORDER BY created_at DESC, length(id) DESC, id DESC`,
    [shopId, ownerId, kind],
  );
  return rows.map(toSavedItem);
}

/**
 * Saves `items` for the owner; a product already saved (or listed twice) is kept as it is.
 * @param now epoch ms, the new rows' createdAt
 * @returns the owner's whole list of `kind`, newest first
 * @throws ApiError 409 'too-many-saved-items' when the new products would take the owner past
 *   MAX_SAVED_ITEMS of `kind` (nothing is saved then)
 */
export async function saveItems(
  db: Db,
  shopId: string,
  ownerId: string,
  kind: SavedKind,
  items: readonly { productId: number; variantId?: number | null }[],
  now: number,
): Promise<SavedItem[]> {
  const unique = [...new Map(items.map((i) => [i.productId, i])).values()].reverse();
  return db.transaction(async (tx) => {
    await lockOwner(tx, shopId, ownerId);
    const { rows: [counts] } = await tx.query<{ total: number; known: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE product_id = ANY($4::bigint[]))::int AS known
       FROM saved_items WHERE shop_id = $1 AND owner_id = $2 AND kind = $3`,
      [shopId, ownerId, kind, unique.map((i) => i.productId)],
    );
    if (counts!.total + unique.length - counts!.known > MAX_SAVED_ITEMS) {
      throw conflict('too-many-saved-items', `You can save at most ${MAX_SAVED_ITEMS} items.`);
    }
    // One statement; the items listed first get the higher ids, so they list first (newest).
    await tx.query(
      `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at)
       SELECT $1, $2, $3, p, v, $6 FROM unnest($4::bigint[], $5::bigint[]) WITH ORDINALITY AS t (p, v, n) ORDER BY n
       ON CONFLICT (shop_id, owner_id, kind, product_id) DO NOTHING`,
      [shopId, ownerId, kind, unique.map((i) => i.productId), unique.map((i) => i.variantId ?? null), new Date(now).toISOString()],
    );
    return listSaved(tx, shopId, ownerId, kind);
  });
}

/**
 * Removes the saved item `id` of `kind` when `user` owns it (in the item's own shop).
 * @returns the owner's remaining list of `kind` in the item's shop, newest first
 * @throws ApiError 404 'not-found' for an unknown id, another kind's, or another owner's (the
 *   same answer, so ids of others are not revealed)
 */
export async function removeSaved(db: Db, user: AuthUser, kind: SavedKind, id: string): Promise<SavedItem[]> {
  const { rows } = await db.query<{ shop_id: string; owner_id: string }>(
    'SELECT shop_id, owner_id FROM saved_items WHERE id = $1 AND kind = $2',
    [id, kind],
  );
  const row = rows[0];
  const owner = row ? await savedOwner(db, user, row.shop_id) : null;
  if (!row || row.owner_id !== owner) throw notFound('Saved item not found.');
  return removeOwned(db, row.shop_id, owner, kind, id);
}

/**
 * Removes the saved item `id` of `kind` when it is `ownerId`'s in `shopId`.
 * @returns the owner's whole list of `kind`, newest first
 * @throws ApiError 404 'not-found' when there is no such item of theirs
 */
export async function removeOwned(db: Db, shopId: string, ownerId: string, kind: SavedKind, id: string): Promise<SavedItem[]> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, shopId, ownerId);
    const { rows } = await tx.query('DELETE FROM saved_items WHERE id = $1 AND shop_id = $2 AND owner_id = $3 AND kind = $4 RETURNING id', [id, shopId, ownerId, kind]);
    if (!rows.length) throw notFound('Saved item not found.');
    return listSaved(tx, shopId, ownerId, kind);
  });
}

/** How many saved items of each kind the owner has (GET /init/v2/{shopId}/user). */
export async function savedCounts(db: Queryable, shopId: string, ownerId: string): Promise<{ wishlist: number; savedFromCart: number }> {
  const { rows } = await db.query<{ kind: SavedKind; n: number }>(
    'SELECT kind, count(*)::int AS n FROM saved_items WHERE shop_id = $1 AND owner_id = $2 GROUP BY kind',
    [shopId, ownerId],
  );
  const count = (kind: SavedKind) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { wishlist: count('wishlist'), savedFromCart: count('cart') };
}
