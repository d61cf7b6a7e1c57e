// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/api/db/migrations';
import { openDatabase } from '../../../server/api/index';

const dirs: string[] = [];
afterAll(async () => { await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))); });

describe('openDatabase', () => {
  it('seeds a new data dir once, keeps data on reopen, and re-seeds on reset', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-db-'));
    dirs.push(dir);
    const count = async (db: Awaited<ReturnType<typeof openDatabase>>, sql: string) =>
      (await db.query<{ n: number }>(sql)).rows[0].n;

    let db = await openDatabase(join(dir, 'data'));
    expect(await count(db, "SELECT count(*)::int AS n FROM orders WHERE customer_id = '9001'")).toBe(28);
    expect(await count(db, "SELECT count(*)::int AS n FROM addresses WHERE customer_id = '9001'")).toBe(2);
    await db.query("INSERT INTO customers (shop_id, email, created_at) VALUES ('demo-shop', 'kept@example.com', now())");
    expect(await migrate(db)).toEqual([]);
    await db.close();

    db = await openDatabase(join(dir, 'data'));
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE email = 'kept@example.com'")).toBe(1);
    expect(await count(db, "SELECT count(*)::int AS n FROM orders")).toBe(30);
    await db.close();

    db = await openDatabase(join(dir, 'data'), { reset: true });
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE email = 'kept@example.com'")).toBe(0);
    expect(await count(db, "SELECT count(*)::int AS n FROM orders")).toBe(30);
    await db.close();
  });
});
