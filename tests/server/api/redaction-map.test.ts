// @vitest-environment node
/**
 * The redaction map (server/api/webhooks/redaction-map.ts) against the migrated schema: every
 * table of `public` is listed (a new table without an entry fails here until its redaction is
 * decided), every listed table exists, and every condition runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTION_MAP } from '../../../server/api/webhooks/redaction-map';
import { exportCustomer, redactCustomer, redactShop } from '../../../server/api/webhooks/redact';
import { HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness } from './webhooks-harness';

let h: Harness;
beforeAll(async () => { h = await createWebhookHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h?.close(); });

const schemaTables = async () => (await h.db.query<{ name: string }>(
  `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
)).rows.map((r) => r.name);

describe('the redaction map', () => {
  it('lists every table of the migrated schema', async () => {
    const missing = (await schemaTables()).filter((t) => !Object.hasOwn(REDACTION_MAP, t));
    expect(missing, 'tables with no entry in server/api/webhooks/redaction-map.ts').toEqual([]);
  });

  it('lists no table the schema lacks', async () => {
    const tables = new Set(await schemaTables());
    expect(Object.keys(REDACTION_MAP).filter((t) => !tables.has(t))).toEqual([]);
  });

  it('says for each table what it holds, and why when it holds nothing of a customer or a shop', () => {
    for (const [table, entry] of Object.entries(REDACTION_MAP)) {
      expect(entry.holds.length, table).toBeGreaterThan(10);
      for (const r of [entry.customer, entry.shop]) expect('where' in r ? r.where : r.none, table).toMatch(/\S{3}/);
    }
  });

  it('has conditions that run: redacting and exporting nobody changes nothing', async () => {
    const count = async () => {
      const out: Record<string, number> = {};
      for (const t of await schemaTables()) out[t] = (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n;
      return out;
    };
    const before = await count();
    const nobody = { shopId: 'demo-shop', customerId: '1', email: 'nobody@example.com' };
    const exported = await exportCustomer(h.db, nobody);
    expect(Object.values(exported).flat()).toEqual([]);
    expect(await h.db.transaction((tx) => redactCustomer(tx, nobody))).toEqual({});
    expect(await h.db.transaction((tx) => redactShop(tx, 'no-such-shop'))).toEqual({});
    expect(await count()).toEqual(before);
  });
});
