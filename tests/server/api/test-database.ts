/**
 * Where a test's database lives. In the 'api-postgres' vitest project (postgres-setup.ts
 * provides `postgresUrl`): a new database of its own on the throwaway server, so test files
 * running in parallel never share rows. Elsewhere: PGlite, in memory or in a new temporary
 * folder, as a copy of the run's fresh cluster from pglite-setup.ts when there is one (else initdb).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDb } from '../../../server/api/db/connect';
import type { Db } from '../../../server/api/db/db';
import { openPglite } from '../../../server/api/db/pglite';

export type Engine = 'pglite' | 'postgres';

/** The engine this vitest project tests the API on. */
export const engine = (): Engine => (inject('postgresUrl') ? 'postgres' : 'pglite');

export interface TestDatabase {
  engine: Engine;
  /** PostgreSQL: the new database's URL */
  url?: string;
  /** PGlite on disk: the data directory (a fresh cluster, or nothing yet without a template); both unset: PGlite in memory */
  dataDir?: string;
  /** Opens it (nothing migrated). PGlite in memory: each call is a new, separate database. */
  open(): Promise<Db>;
  /** Drops the database (PostgreSQL, even with connections left) or removes the folder. Close your connections first. */
  dispose(): Promise<void>;
}

/** Runs `sql` on the throwaway server's `postgres` database as the superuser. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for one test file or test (nothing migrated).
 * @param onDisk PGlite only: in a temporary folder (a database to close and reopen) instead of memory
 */
export async function createTestDatabase(opts: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  if (serverUrl) {
    const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      engine: 'postgres',
      url: url.href,
      open: () => connectDb({ url: url.href }),
      dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const template = inject('pgliteTemplate');
  const fromTemplate = async () => (template ? { loadDataDir: new Blob([await readFile(template)]) } : {});
  if (!opts.onDisk) return { engine: 'pglite', open: async () => openPglite(undefined, await fromTemplate()), dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'api-db-'));
  const dataDir = join(dir, 'data');
  if (template) await (await openPglite(dataDir, await fromTemplate())).close();
  return { engine: 'pglite', dataDir, open: () => connectDb({ dataDir }), dispose: () => rm(dir, { recursive: true, force: true }) };
}
