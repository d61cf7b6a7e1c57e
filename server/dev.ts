/**
 * `npm start`: the demo store with the widget and the whole local stack (docs/local-stack.md#what-runs).
 * The local Shopify keeps the demo shop's data in .data/shopify.json, its second shop's in
 * .data/shopify.second-shop.json.
 * Ports: STORE_PORT (3000), API_PORT (3001), AUTH_PORT (9099). The API's database is PGlite in
 * .data/db, or the PostgreSQL server at DATABASE_URL when set. `--reset` re-seeds the database;
 * `--reset-only` re-seeds and exits (`npm run reset`).
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startStack } from './stack';
import { startApi } from './api/index';
import { secondShopDataFile } from './store/admin/index';

const args = process.argv.slice(2);
const port = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const databaseUrl = process.env.DATABASE_URL || undefined;

if (args.includes('--reset-only')) {
  // Seeding needs only the databases: no emulator, no store. The local Shopify seeds its shop
  // again when its data file is gone.
  const api = await startApi({ port: 0, host: '127.0.0.1', dataDir: resolve(import.meta.dirname, '../.data/db'), databaseUrl, authEmulatorHost: '127.0.0.1:9099', reset: true });
  await api.close();
  const shopifyData = resolve(import.meta.dirname, '../.data/shopify.json');
  await Promise.all([shopifyData, secondShopDataFile(shopifyData)].map((f) => rm(f, { force: true })));
  console.log('Database re-seeded.');
  process.exit(0);
}

const stack = await startStack({
  storePort: port('STORE_PORT', 3000),
  apiPort: port('API_PORT', 3001),
  authPort: port('AUTH_PORT', 9099),
  reset: args.includes('--reset'),
  databaseUrl,
});

console.log(`
Demo store with the widget:  ${stack.storeUrl}/
  a product page:            ${stack.storeUrl}/products/canvas-tote
  without the widget:        ${stack.storeUrl}/?status=off
  on the shop's own domain:  ${stack.domainUrl}/
Merchant admin (embedded):   ${stack.adminUrl}
Reference API:               ${stack.apiUrl}
Firebase Auth emulator:      ${stack.authUrl}
Mail outbox (codes):         ${stack.apiUrl}/dev/outbox?to=shopper@example.com
Sign in as shopper@example.com (orders) or other@example.com. Ctrl+C stops everything.
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
