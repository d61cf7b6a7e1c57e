/**
 * `data_requests`: the exports customers/data_request produces, kept for the merchant (who
 * sends them to the customer) for DATA_REQUEST_RETENTION_MS, then deleted.
 */
import type { Queryable } from '../db/db';
import { exportCustomer, type CustomerKeys, type TableRows } from './redact';
import { REDACTION_MAP } from './redaction-map';

/** How long an export is kept for the merchant, ms: 90 days. */
export const DATA_REQUEST_RETENTION_MS = 90 * 24 * 3600_000;

/** One export as stored in `data_requests.export`. */
export interface CustomerDataExport {
  shopDomain: string;
  customer: { id: string; email: string | null };
  /** Shopify's data_request.id, when sent */
  dataRequestId: string | null;
  /** ISO time the export was made */
  generatedAt: string;
  /** per table of the app's database, the customer's rows */
  tables: Record<string, TableRows>;
  /**
   * per table of `tables` whose rows are deleted after a time (redaction-map.ts `retentionDays`,
   * docs/data-retention.md), how many days a row is kept at most; the others are kept until the
   * shopper or a redaction deletes them
   */
  retentionDays: Record<string, number>;
}

/** JSON.stringify's replacer for what the database returns: bigint as a string. */
const jsonSafe = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Makes the customer's export and keeps it, once per webhook id: a job that runs again for the
 * same delivery finds the export made.
 * @param now epoch ms
 * @returns true when this call made it
 */
export async function recordDataRequest(
  tx: Queryable,
  req: { webhookId: string; shopDomain: string; dataRequestId: string | null; keys: CustomerKeys },
  now: number,
): Promise<boolean> {
  const { rows: done } = await tx.query('SELECT 1 FROM data_requests WHERE webhook_id = $1', [req.webhookId]);
  if (done.length) return false;
  const tables = await exportCustomer(tx, req.keys);
  const retentionDays: Record<string, number> = {};
  for (const table of Object.keys(tables)) {
    const days = REDACTION_MAP[table]?.retentionDays;
    if (days !== undefined) retentionDays[table] = days;
  }
  const data: CustomerDataExport = {
    shopDomain: req.shopDomain,
    customer: { id: req.keys.customerId, email: req.keys.email },
    dataRequestId: req.dataRequestId,
    generatedAt: new Date(now).toISOString(),
    tables,
    retentionDays,
  };
  await tx.query(
    `INSERT INTO data_requests (webhook_id, shop_id, customer_id, data_request_id, export, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [req.webhookId, req.keys.shopId, req.keys.customerId, req.dataRequestId, JSON.stringify(data, jsonSafe),
      new Date(now).toISOString(), new Date(now + DATA_REQUEST_RETENTION_MS).toISOString()],
  );
  return true;
}

/** The shop's exports that have not expired at `now` (epoch ms), newest first. */
export async function listDataRequests(q: Queryable, shopId: string, now: number): Promise<{ customerId: string; createdAt: Date; expiresAt: Date; export: CustomerDataExport }[]> {
  const { rows } = await q.query<{ customer_id: string; created_at: Date; expires_at: Date; export: CustomerDataExport }>(
    'SELECT customer_id, created_at, expires_at, export FROM data_requests WHERE shop_id = $1 AND expires_at > $2 ORDER BY created_at DESC',
    [shopId, new Date(now).toISOString()],
  );
  return rows.map((r) => ({ customerId: r.customer_id, createdAt: r.created_at, expiresAt: r.expires_at, export: r.export }));
}

/** Deletes exports past their expiry at `now` (epoch ms). @returns how many */
export async function sweepDataRequests(q: Queryable, now: number): Promise<number> {
  const { rows } = await q.query('DELETE FROM data_requests WHERE expires_at <= $1 RETURNING 1', [new Date(now).toISOString()]);
  return rows.length;
}
