/**
 * pg-boss's database adapter (`db: { executeSql }`) over the API's own database, so the queue
 * runs on PostgreSQL and on PGlite alike, on the connections the API already has.
 */
import type { Queryable } from '../db/db';

/** What pg-boss calls to run SQL: its `db` option and the `db` option of `send`. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/**
 * Wraps `db` for pg-boss. pg-boss sends its schema creation and migrations as one text of
 * several statements inside BEGIN ... COMMIT, without parameters: that text runs through `exec`,
 * which answers the rows of every statement (pg-boss reads a lock row from the middle of such a
 * block), every other statement through `query`. A failed
 * multi-statement text leaves its transaction open on PGlite's single connection: it is rolled
 * back before the error is rethrown.
 * @param db the database, or one transaction of it (to enqueue in the caller's transaction)
 */
export function bossDb(db: Queryable): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return db.query(text, values);
      const body = text.trim().replace(/;\s*$/, '');
      if (!body.includes(';')) return db.query(text);
      try {
        return await db.exec(text);
      } catch (err) {
        await db.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}
