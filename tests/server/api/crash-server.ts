/**
 * Test-only API process for crash.test.ts: serves `createApp` with the fake token functions of
 * fake-auth.ts (no mail transport) on the database named by argv[2], a postgres:// URL or a PGlite
 * data directory, after migrating it as a production start does (no seed). Shopify is the local
 * Shopify at the origin argv[3], run by the test (it outlives the kill, as Shopify would); the test
 * installs the demo shop through POST /shopify/install.
 * Prints 'listening http://127.0.0.1:{port}' once it accepts requests. SIGTERM closes the server
 * and the database, then exits 0.
 *
 *   node --import tsx tests/server/api/crash-server.ts postgres://...|/tmp/api-db-x/data http://127.0.0.1:PORT
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/api/app';
import { isPostgresUrl } from '../../../server/api/db/connect';
import { openDatabase } from '../../../server/api/index';
import { createShopifyAdmin, fetchToOrigin } from '../../../server/api/shopify/admin-client';
import { API_VERSION, createShopifyApi, DEMO_API_KEY } from '../../../server/api/shopify/api';
import { DEMO_TOKEN_KEY, tokenKey } from '../../../server/api/shopify/token-crypto';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { fakeAuth } from './fake-auth';
import { emulatorEmbedApp } from '../../../server/api/shopify/embed-metafield';

const where = process.argv[2];
const shopifyOrigin = process.argv[3];
if (!where || !shopifyOrigin) throw new Error('usage: crash-server.ts POSTGRES_URL|PGLITE_DATA_DIR SHOPIFY_ORIGIN');

const db = await openDatabase(isPostgresUrl(where) ? { url: where, seed: false } : { dataDir: where, seed: false });
const toShopify = fetchToOrigin(shopifyOrigin);
const shopifyApp = { apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET, apiVersion: API_VERSION, tokenKey: DEMO_TOKEN_KEY, fetch: toShopify };
const shopify = createShopifyAdmin({ db, now: () => Date.now(), tokenKey: tokenKey(DEMO_TOKEN_KEY), apiVersion: API_VERSION, shopify: createShopifyApi(shopifyApp), fetch: toShopify });
const app = createApp({ db, now: () => Date.now(), sendMail: async () => {}, shopify, embedApp: emulatorEmbedApp('http://api.test', '127.0.0.1:9099'), ...fakeAuth }, { shopifyApp });
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
