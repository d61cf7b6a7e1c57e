/**
 * Test-only API process for crash.test.ts: serves `createApp` with the fake token functions of
 * fake-auth.ts (no mail transport) on the database named by argv[2], a postgres:// URL or a PGlite
 * data directory, after migrating it as a production start does (no seed).
 * Prints 'listening http://127.0.0.1:{port}' once it accepts requests. SIGTERM closes the server
 * and the database, then exits 0.
 *
 *   node --import tsx tests/server/api/crash-server.ts postgres://... | /tmp/api-db-x/data
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/api/app';
import { isPostgresUrl } from '../../../server/api/db/connect';
import { openDatabase } from '../../../server/api/index';
import { fakeAuth } from './fake-auth';

const where = process.argv[2];
if (!where) throw new Error('usage: crash-server.ts POSTGRES_URL|PGLITE_DATA_DIR');

const db = await openDatabase(isPostgresUrl(where) ? { url: where, seed: false } : { dataDir: where, seed: false });
const app = createApp({ db, now: () => Date.now(), sendMail: async () => {}, ...fakeAuth });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`listening http://127.0.0.1:${info.port}\n`);
});

process.once('SIGTERM', () => {
  server.close(() => {
    db.close().then(() => process.exit(0), (err) => {
      console.error(err);
      process.exit(1);
    });
  });
  if ('closeAllConnections' in server) server.closeAllConnections();
});
