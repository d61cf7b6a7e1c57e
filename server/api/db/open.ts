/**
 * Opens the API's database for serving: connects (PostgreSQL by URL, else PGlite in a folder or
 * in memory) and applies the migrations it lacks. Production starts here; the local stack adds
 * the demo seed on top (server/api/index.ts `openDatabase`).
 */
import { connectDb } from './connect';
import type { Db } from './db';
import { dropAll, migrate } from './migrations';

export interface OpenOptions {
  /** a 'postgres://' or 'postgresql://' URL: use that PostgreSQL server (the database must exist) */
  url?: string;
  /** without `url`: the PGlite data directory, created when missing; in memory when neither is given */
  dataDir?: string;
  /** drop every table (the whole `public` schema and the queue's) first */
  reset?: boolean;
}

/**
 * Connects and migrates.
 * @throws when the database cannot be opened or a migration fails; nothing stays open then
 */
export async function openMigrated(opts: OpenOptions = {}): Promise<Db> {
  const db = await connectDb({ url: opts.url, dataDir: opts.dataDir });
  try {
    if (opts.reset) await dropAll(db);
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
