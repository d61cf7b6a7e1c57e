/**
 * Redaction and export of one customer's or one shop's rows, table by table as the redaction
 * map (redaction-map.ts) says: what customers/redact, shop/redact and customers/data_request do.
 */
import type { Queryable } from '../db/db';
import { REDACTION_MAP } from './redaction-map';

/** The customer a compliance webhook names. */
export interface CustomerKeys {
  /** our shop id, e.g. 'demo-shop' */
  shopId: string;
  /** the Shopify customer id, digits */
  customerId: string;
  /** the customer's email as Shopify sent it; null when they have none */
  email: string | null;
}

/** Rows of one table, as read for an export. */
export type TableRows = Record<string, unknown>[];

const CUSTOMER_KEYS = 'SELECT $1::text AS shop_id, $2::text AS customer_id, $3::text AS email, $4::text[] AS owner_ids';
const SHOP_KEYS = 'SELECT $1::text AS shop_id, $2::text[] AS emails';

/** Tables of the map that exist in the schema `q` is on (the map may run ahead of an old database). */
async function existingTables(q: Queryable): Promise<Set<string>> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  return new Set(rows.map((r) => r.name));
}

/**
 * Deletes, in the map's order, the rows each existing table's `side` condition picks, with the
 * keys `keys` (a SELECT of `params`) as `k`: one rule for redacting a customer and a shop.
 * @returns rows deleted per table (tables with none left out)
 */
async function deleteRows(tx: Queryable, tables: Set<string>, side: 'customer' | 'shop', keys: string, params: unknown[]): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const [table, entry] of Object.entries(REDACTION_MAP)) {
    const rule = entry[side];
    if (!('where' in rule) || !tables.has(table)) continue;
    const { rows } = await tx.query(`WITH k AS (${keys}) DELETE FROM ${table} t USING k WHERE ${rule.where} RETURNING 1`, params);
    if (rows.length) deleted[table] = rows.length;
  }
  return deleted;
}

/**
 * The customer's keys as the map's conditions read them: the lower-case email ('' for none) and
 * the owner ids (the customer id, the Firebase uids tied to the customer, the anonymous uids they
 * signed in from).
 */
async function customerParams(q: Queryable, keys: CustomerKeys, tables: Set<string>): Promise<unknown[]> {
  const owners = new Set([keys.customerId]);
  if (tables.has('customer_users')) {
    const { rows } = await q.query<{ uid: string }>('SELECT uid FROM customer_users WHERE shop_id = $1 AND customer_id = $2', [keys.shopId, keys.customerId]);
    for (const r of rows) owners.add(r.uid);
  }
  const { rows } = await q.query<{ uid: string }>(
    `SELECT a.anon_user_id AS uid FROM customer_anon_users a JOIN customers c ON c.id = a.customer_id
     WHERE c.shop_id = $1 AND a.customer_id = $2`,
    [keys.shopId, keys.customerId],
  );
  for (const r of rows) owners.add(r.uid);
  return [keys.shopId, keys.customerId, (keys.email ?? '').trim().toLowerCase(), [...owners]];
}

/**
 * Deletes every row of the customer in every table of the map, in the map's order.
 * @param tx a transaction: all of it or nothing
 * @returns rows deleted per table (tables with none left out)
 */
export async function redactCustomer(tx: Queryable, keys: CustomerKeys): Promise<Record<string, number>> {
  const tables = await existingTables(tx);
  const params = await customerParams(tx, keys, tables);
  return deleteRows(tx, tables, 'customer', CUSTOMER_KEYS, params);
}

/**
 * Everything the app holds about the customer: per table of the map (exported ones only), its
 * rows with secret columns left out; tables without rows are listed with [].
 */
export async function exportCustomer(q: Queryable, keys: CustomerKeys): Promise<Record<string, TableRows>> {
  const tables = await existingTables(q);
  const params = await customerParams(q, keys, tables);
  const out: Record<string, TableRows> = {};
  for (const [table, entry] of Object.entries(REDACTION_MAP)) {
    if (!('where' in entry.customer) || entry.exported === false || !tables.has(table)) continue;
    const { rows } = await q.query<Record<string, unknown>>(`WITH k AS (${CUSTOMER_KEYS}) SELECT t.* FROM ${table} t, k WHERE ${entry.customer.where}`, params);
    const secret = new Set(entry.secretColumns ?? []);
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !secret.has(column))));
  }
  return out;
}

/**
 * Deletes every row of the shop in every table of the map, the shop itself last.
 * @param tx a transaction: all of it or nothing
 * @returns rows deleted per table (tables with none left out)
 */
export async function redactShop(tx: Queryable, shopId: string): Promise<Record<string, number>> {
  const tables = await existingTables(tx);
  const { rows: mailed } = await tx.query<{ email: string }>(
    `SELECT lower(email) AS email FROM login_codes WHERE shop_id = $1
     UNION SELECT lower(email) FROM unverified_emails WHERE shop_id = $1`,
    [shopId],
  );
  return deleteRows(tx, tables, 'shop', SHOP_KEYS, [shopId, mailed.map((r) => r.email)]);
}
