/**
 * The embedded engine: PGlite (PostgreSQL compiled to WASM) in a data directory or in memory.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query(sql, params) {
      const { rows } = await target.query(sql, params);
      return { rows: rows as never[] };
    },
    async exec(sql) {
      const results = await target.exec(sql);
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}

/**
 * Opens PGlite in `dataDir` (created when missing; data survives restarts), or in memory when
 * `dataDir` is undefined. A new database takes a few seconds (initdb), reopening well under one.
 * PGlite runs one statement at a time: queries wait while a transaction is open.
 * @param opts.loadDataDir a new database starts as this copy (a tarball from PGlite's
 *   `dumpDataDir`) instead of running initdb: about 0.5 s instead of 2-4 s
 * @throws when the directory cannot be created or holds no PGlite database
 */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}
