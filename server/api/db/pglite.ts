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
      await target.exec(sql);
    },
  };
}

/**
 * Opens PGlite in `dataDir` (created when missing; data survives restarts), or in memory when
 * `dataDir` is undefined. A new data directory takes a few seconds (initdb), reopening well
 * under one. PGlite runs one statement at a time: queries wait while a transaction is open.
 * @throws when the directory cannot be created or holds no PGlite database
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}
