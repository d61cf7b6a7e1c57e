/**
 * Picks the engine: a PostgreSQL server for a postgres:// URL, else PGlite. PGlite is imported
 * only when used: it is a development dependency, absent from a production install.
 */
import type { Db } from './db';
import { openPostgres } from './postgres';

/** True for a 'postgres://' or 'postgresql://' connection URL. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/**
 * Opens the database: PostgreSQL at `url` when given, else PGlite in `dataDir`, else PGlite in
 * memory. Nothing is migrated here (see migrations.ts).
 * @throws Error when `url` is given but is not a postgres:// or postgresql:// URL
 */
export async function connectDb(opts: { url?: string; dataDir?: string }): Promise<Db> {
  if (opts.url !== undefined) {
    if (!isPostgresUrl(opts.url)) throw new Error('The database URL must start with postgres:// or postgresql://');
    return openPostgres(opts.url);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts.dataDir);
}
