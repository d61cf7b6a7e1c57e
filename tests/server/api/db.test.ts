// @vitest-environment node
/**
 * The Db layer (server/api/db): values come back the same on PGlite and on PostgreSQL, and
 * transactions commit, roll back and give their connection back. Runs in both vitest projects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/api/db/db';
import { openPostgres } from '../../../server/api/db/postgres';
import { createTestDatabase, engine, type TestDatabase } from './test-database';

let target: TestDatabase;
let db: Db;
beforeAll(async () => {
  target = await createTestDatabase();
  db = await target.open();
  await db.exec(`CREATE TABLE sample (
    id bigserial PRIMARY KEY, small integer, big bigint, huge bigint, at timestamptz, day date,
    doc jsonb, tags text[], price numeric(10, 2), flag boolean);
    CREATE TABLE ledger (id text PRIMARY KEY);`);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await target?.dispose();
});

describe(`values on ${engine()}`, () => {
  it('is the engine this project tests', async () => {
    const { rows } = await db.query<{ version: string }>('SELECT version()');
    expect(rows[0].version.includes('PGlite')).toBe(engine() === 'pglite');
  });

  it('reads int8 as a number when safe and a bigint beyond, timestamptz and date as Date, jsonb parsed', async () => {
    const at = new Date(Date.UTC(2026, 5, 15, 12, 30, 0, 123));
    await db.query(
      `INSERT INTO sample (small, big, huge, at, day, doc, tags, price, flag) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [7, 44_000_000_001, '9007199254740993', at.toISOString(), '2026-06-15', JSON.stringify({ a: [1, 'x'], b: null }), ['x', 'y z'], '12.5', true],
    );
    const { rows } = await db.query('SELECT * FROM sample');
    expect(rows).toEqual([{
      id: 1, small: 7, big: 44_000_000_001, huge: 9007199254740993n, at, day: new Date('2026-06-15T00:00:00Z'),
      doc: { a: [1, 'x'], b: null }, tags: ['x', 'y z'], price: '12.50', flag: true,
    }]);
  });

  it('reads count(*), int8 arrays and NULLs alike', async () => {
    const { rows } = await db.query(
      `SELECT count(*) AS n, ARRAY[1, NULL, 9007199254740993]::int8[] AS ids, ARRAY[ARRAY[1, 2], ARRAY[3, 4]]::int8[] AS grid,
         ARRAY['2026-01-02'::date] AS days, NULL::int8 AS nothing, 5::int2 AS tiny, 1.5::float8 AS ratio
       FROM sample`,
    );
    expect(rows).toEqual([{
      n: 1, ids: [1, null, 9007199254740993n], grid: [[1, 2], [3, 4]], days: [new Date('2026-01-02T00:00:00Z')],
      nothing: null, tiny: 5, ratio: 1.5,
    }]);
  });

  it('binds arrays, Dates, bigints and JSON text as parameters', async () => {
    const { rows } = await db.query(
      'SELECT $1::text[] AS list, $2::timestamptz AS at, $3::int8 AS big, $4::jsonb AS doc, $5::text = ANY($1::text[]) AS found',
      [['a', "b'c", 'd"e'], new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), 9007199254740993n, JSON.stringify({ k: 'v' }), "b'c"],
    );
    expect(rows).toEqual([{ list: ['a', "b'c", 'd"e'], at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), big: 9007199254740993n, doc: { k: 'v' }, found: true }]);
  });
});

describe(`transactions on ${engine()}`, () => {
  it('commits what the function did and returns its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO ledger VALUES ('a')");
      await tx.exec("INSERT INTO ledger VALUES ('b'); INSERT INTO ledger VALUES ('c');");
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger')).rows[0].n;
    });
    expect(result).toBe(3);
    expect((await db.query('SELECT id FROM ledger ORDER BY id')).rows).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('rolls everything back when the function throws, and rethrows', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query("INSERT INTO ledger VALUES ('d')");
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    // A failing statement: the earlier insert of the same transaction goes too.
    await expect(db.transaction(async (tx) => {
      await tx.query("INSERT INTO ledger VALUES ('e')");
      await tx.query("INSERT INTO ledger VALUES ('a')");
    })).rejects.toThrow(/duplicate key/);
    expect((await db.query("SELECT id FROM ledger WHERE id IN ('d', 'e')")).rows).toEqual([]);
  });
});

describe.runIf(engine() === 'postgres')('the PostgreSQL pool', () => {
  it('gives a transaction\'s connection back after commit, rollback and failed statements', { timeout: 30_000 }, async () => {
    // One connection: a transaction that kept it would leave every later call waiting.
    const single = openPostgres(target.url!, { max: 1 });
    try {
      for (let i = 0; i < 5; i++) {
        await single.transaction(async (tx) => { await tx.query('SELECT 1'); });
        await expect(single.transaction(async () => { throw new Error('no'); })).rejects.toThrow('no');
        await expect(single.transaction(async (tx) => { await tx.query('SELECT * FROM no_such_table'); })).rejects.toThrow(/no_such_table/);
      }
      // Left in no transaction: a write outside one is committed at once, seen by a new pool.
      await single.query("INSERT INTO ledger VALUES ('pool')");
      const other = openPostgres(target.url!);
      expect((await other.query("SELECT id FROM ledger WHERE id = 'pool'")).rows).toEqual([{ id: 'pool' }]);
      await other.close();
    } finally {
      await single.close();
    }
  });
});
