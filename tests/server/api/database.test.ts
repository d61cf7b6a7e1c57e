// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../server/api/db/migrations';
import { openDatabase, startApi } from '../../../server/api/index';
import { DEMO_APP_SECRET, DEMO_MULTIPASS_SECRET } from '../../../server/seed/catalog';
import { connectDb } from '../../../server/api/db/connect';
import { listen } from '../../../server/api/listen';
import { DEMO_API_KEY } from '../../../server/api/shopify/api';
import { createLocalShopify } from '../../../server/store/admin';
import { NOW } from './helpers';
import { createTestDatabase, type TestDatabase } from './test-database';

// Each test gets a database of its own on the project's engine: PGlite in a temporary folder,
// or a new database on the throwaway PostgreSQL server.
const databases: TestDatabase[] = [];
afterAll(async () => { await Promise.all(databases.map((d) => d.dispose())); });
async function newDatabase() {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  return { url: target.url, dataDir: target.dataDir };
}

describe('openDatabase', () => {
  it('seeds a new database once, keeps data on reopen, and re-seeds on reset', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const count = async (db: Awaited<ReturnType<typeof openDatabase>>, sql: string) =>
      (await db.query<{ n: number }>(sql)).rows[0].n;

    let db = await openDatabase(where);
    // the app's own demo data; the shoppers themselves (names, addresses, orders) are the local Shopify's
    expect(await count(db, "SELECT count(*)::int AS n FROM saved_items WHERE owner_id = '9001'")).toBe(5);
    expect(await count(db, 'SELECT count(*)::int AS n FROM customers')).toBe(2);
    await db.query("INSERT INTO customers (id, shop_id, created_at) VALUES ('7000123', 'demo-shop', now())");
    expect(await migrate(db)).toEqual([]);
    await db.close();

    db = await openDatabase(where);
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE id = '7000123'")).toBe(1);
    expect(await count(db, 'SELECT count(*)::int AS n FROM saved_items')).toBe(6);
    await db.close();

    db = await openDatabase({ ...where, reset: true });
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE id = '7000123'")).toBe(0);
    expect(await count(db, 'SELECT count(*)::int AS n FROM saved_items')).toBe(6);
    await db.close();
  });

  it('with seed: false only migrates: every table, no demo data', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const db = await openDatabase({ ...where, seed: false });
    try {
      const versions = (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows;
      expect(versions.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      for (const table of ['shops', 'customers', 'customer_users', 'shopify_sessions', 'saved_items', 'outbox', 'tracking_events']) {
        expect((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows).toEqual([{ n: 0 }]);
      }
    } finally {
      await db.close();
    }
  });

  /** Migration 3 undone, but for the storefront_origin column it dropped (version 1 never had it). */
  const UNDO_MIGRATION_3 = `DROP TABLE shop_origins; DROP TABLE rate_limits;
      CREATE TABLE login_failures (shop_id text NOT NULL, email text NOT NULL, failed_at timestamptz NOT NULL);`;

  it('upgrades a database made before migration 2 in place, keeping its data', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    let db = await openDatabase(where);
    // Back to the version-1 schema, as an existing .data/ database has it.
    await db.exec(`
      ${UNDO_MIGRATION_3}
      ALTER TABLE shops DROP COLUMN multipass_secret;
      DROP TABLE unverified_emails; DROP TABLE tracking_events;
      DELETE FROM schema_migrations WHERE version IN (2, 3);
      INSERT INTO customers (id, shop_id, created_at) VALUES ('7000555', 'demo-shop', now());`);
    await db.close();

    db = await openDatabase(where);
    const shop = await db.query("SELECT multipass_secret FROM shops WHERE id = 'demo-shop'");
    expect(shop.rows).toEqual([{ multipass_secret: DEMO_MULTIPASS_SECRET }]);
    expect((await db.query('SELECT count(*)::int AS n FROM shop_origins')).rows).toEqual([{ n: 0 }]);
    expect((await db.query("SELECT 1 FROM customers WHERE id = '7000555'")).rows).toHaveLength(1);
    expect((await db.query('SELECT count(*)::int AS n FROM unverified_emails')).rows).toEqual([{ n: 0 }]);
    expect((await db.query('SELECT count(*)::int AS n FROM tracking_events')).rows).toEqual([{ n: 0 }]);
    // A merchant's own secret is left alone on later starts.
    await db.query("UPDATE shops SET multipass_secret = 'merchant-secret' WHERE id = 'demo-shop'");
    await db.close();
    db = await openDatabase(where);
    expect((await db.query("SELECT multipass_secret FROM shops WHERE id = 'demo-shop'")).rows).toEqual([{ multipass_secret: 'merchant-secret' }]);
    await db.close();
  });

  it("upgrades a version-2 database's one storefront origin into the shop's list of origins", { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    let db = await openDatabase(where);
    await db.exec(`
      ${UNDO_MIGRATION_3}
      ALTER TABLE shops ADD COLUMN storefront_origin text;
      UPDATE shops SET storefront_origin = 'http://127.0.0.1:3000' WHERE id = 'demo-shop';
      DELETE FROM schema_migrations WHERE version = 3;`);
    await db.close();
    db = await openDatabase(where);
    expect((await db.query("SELECT origin FROM shop_origins WHERE shop_id = 'demo-shop'")).rows).toEqual([{ origin: 'http://127.0.0.1:3000' }]);
    expect((await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'login_failures'")).rows).toHaveLength(0);
    await db.close();
  });

  it("upgrades a database from before migration 7 in place: Shopify's data leaves, the app's own stays", { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    let db = await connectDb(where);
    // The schema of versions 1-6 with a customer, an address and an order as the API kept them then.
    await db.exec('CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const m of MIGRATIONS.filter((m) => m.version < 7)) {
      await db.exec(m.sql);
      await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    }
    await db.exec(`
      INSERT INTO shops (id, shopify_domain, settings) VALUES ('demo-shop', 'demo-shop.myshopify.com', '{"saved": {"isActive": true}}');
      INSERT INTO customers (id, shop_id, email, first_name, phone, personalizations) VALUES ('9001', 'demo-shop', 'shopper@example.com', 'Sam', '555', '{"a": 1}');
      INSERT INTO addresses (customer_id, city, is_default) VALUES ('9001', 'Portland', true);
      INSERT INTO orders (id, shop_id, customer_id, name, status, fulfillment_status, currency_code, total_price, created_at)
        VALUES ('820001', 'demo-shop', '9001', '#1001', 'OPEN', 'FULFILLED', 'USD', 100, now());
      INSERT INTO saved_items (shop_id, owner_id, kind, product_id, created_at) VALUES ('demo-shop', '9001', 'wishlist', 7003, now());
      INSERT INTO loyalty_points (customer_id, points) VALUES ('9001', 40);`);
    await db.close();

    db = await openDatabase({ ...where, now: NOW });
    try {
      const tables = (await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).rows.map((r) => r.table_name);
      expect(tables).not.toContain('orders');
      expect(tables).not.toContain('order_line_items');
      expect(tables).not.toContain('addresses');
      expect(tables).toEqual(expect.arrayContaining(['shopify_sessions', 'customer_users']));
      const columns = (await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'customers' ORDER BY column_name")).rows.map((r) => r.column_name);
      expect(columns).toEqual(['created_at', 'id', 'shop_id']);
      expect((await db.query("SELECT id, shop_id FROM customers WHERE id = '9001'")).rows).toEqual([{ id: '9001', shop_id: 'demo-shop' }]);
      expect((await db.query("SELECT product_id FROM saved_items WHERE owner_id = '9001' AND product_id = 7003")).rows).toHaveLength(1);
      expect((await db.query("SELECT points FROM loyalty_points WHERE customer_id = '9001'")).rows).toEqual([{ points: 40 }]);
      const shop = (await db.query("SELECT settings FROM shops WHERE id = 'demo-shop'")).rows[0]!;
      expect(shop.settings.saved).toEqual({ isActive: true });
    } finally {
      await db.close();
    }
  });

  /** Migration 5 undone: an issue-11 database, which let one product be saved twice. */
  const UNDO_MIGRATION_5 = `
      DROP TABLE wishlist_collection_items; DROP SEQUENCE wishlist_collection_item_id_seq;
      DROP TABLE wishlist_collections; DROP TABLE seed_steps;
      DROP INDEX saved_items_one_per_product;
      ALTER TABLE saved_items ALTER COLUMN product_id TYPE integer;
      CREATE INDEX saved_items_owner ON saved_items (shop_id, owner_id, kind);
      DELETE FROM schema_migrations WHERE version = 5;`;

  it('upgrades an issue-11 database in place: one row per saved product (the oldest), the seed collections once', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    let db = await openDatabase({ ...where, now: NOW });
    await db.exec(UNDO_MIGRATION_5);
    const dup = `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at) VALUES ('demo-shop', $1, $2, $3, $4, $5)`;
    await db.query(dup, ['9001', 'wishlist', 7003, 400070032, new Date(NOW + 1000).toISOString()]);
    await db.query(dup, ['guest-old', 'cart', 7001, 400070011, new Date(NOW).toISOString()]);
    await db.query(dup, ['guest-old', 'cart', 7001, 400070012, new Date(NOW - 1000).toISOString()]);
    await db.query(dup, ['guest-old', 'wishlist', 7001, null, new Date(NOW).toISOString()]);
    await db.close();

    db = await openDatabase({ ...where, now: NOW });
    const saved = async (owner: string) => (await db.query<{ kind: string; product_id: number; variant_id: number | null }>(
      'SELECT kind, product_id, variant_id FROM saved_items WHERE owner_id = $1 ORDER BY kind, product_id', [owner],
    )).rows;
    const collections = async () => (await db.query<{ name: string; n: number }>(
      `SELECT c.name, count(i.id)::int AS n FROM wishlist_collections c LEFT JOIN wishlist_collection_items i ON i.collection_uuid = c.uuid
       WHERE c.customer_id = '9001' GROUP BY c.name ORDER BY c.name`,
    )).rows;
    try {
      expect((await saved('9001')).filter((r) => r.kind === 'wishlist')).toEqual([
        { kind: 'wishlist', product_id: 7003, variant_id: 400070031 },
        { kind: 'wishlist', product_id: 7012, variant_id: 400070121 },
        { kind: 'wishlist', product_id: 7015, variant_id: 400070151 },
      ]);
      expect(await saved('guest-old')).toEqual([
        { kind: 'cart', product_id: 7001, variant_id: 400070012 },
        { kind: 'wishlist', product_id: 7001, variant_id: null },
      ]);
      expect(await collections()).toEqual([{ name: 'Gift ideas', n: 2 }, { name: 'Summer picks', n: 3 }]);
      // The shopper deletes one; a later start does not seed it again.
      await db.query("DELETE FROM wishlist_collections WHERE name = 'Gift ideas'");
    } finally {
      await db.close();
    }
    db = await openDatabase({ ...where, now: NOW });
    try {
      expect(await collections()).toEqual([{ name: 'Summer picks', n: 3 }]);
    } finally {
      await db.close();
    }
  });
});

describe('migrate', () => {
  it('applies each migration once when several instances migrate one database at once', { timeout: 60_000 }, async () => {
    const target = await createTestDatabase();
    databases.push(target);
    // PostgreSQL: four API instances, each with its own connection pool. PGlite: one database
    // (a data directory has one owner), four concurrent calls interleaving at every query.
    const first = await target.open();
    const instances = target.engine === 'postgres' ? [first, ...(await Promise.all([1, 2, 3].map(() => target.open())))] : [first, first, first, first];
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      expect(applied.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((m) => m.version));
      const { rows } = await first.query('SELECT version, count(*) AS n FROM schema_migrations GROUP BY version ORDER BY version');
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version, n: 1 })));
      expect(await migrate(first)).toEqual([]);
    } finally {
      await Promise.all([...new Set(instances)].map((db) => db.close()));
    }
  });
});

describe('startApi', () => {
  it("talks to the local Shopify at its origin: installs by token exchange, then finds or creates customers there", { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const shopify = createLocalShopify({ apiKey: DEMO_API_KEY, apiSecret: DEMO_APP_SECRET });
    const store = await listen(shopify.routes, 0, '127.0.0.1');
    const api = await startApi({ port: 0, dataDir: where.dataDir, databaseUrl: where.url, authEmulatorHost: '127.0.0.1:1', shopifyOrigin: store.url });
    try {
      await expect(api.customerForEmail('shopper@example.com')).rejects.toThrow();
      await api.install(await shopify.sessionToken());
      // installing writes where the widget finds this API and its sign-in into the app embed
      const embed = shopify.data.installation.metafields.find((m) => m.namespace === 'status' && m.key === 'embed');
      expect(JSON.parse(embed!.value)).toMatchObject({
        shopId: 'demo-shop', apiBase: api.url, authEmulatorUrl: 'http://127.0.0.1:1',
        firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: 'demo-status' },
      });
      expect(await api.customerForEmail('Shopper@Example.com')).toEqual({ id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera' });
      const created = await api.customerForEmail('New.Customer@example.com');
      expect(created).toMatchObject({ email: 'new.customer@example.com', firstName: null, lastName: null });
      expect(created.id).not.toBe('9001');
      expect(shopify.data.customers.find((c) => String(c.id) === created.id)?.email).toBe('new.customer@example.com');
      expect(await api.customerForEmail('new.customer@example.com')).toEqual(created);
    } finally {
      await api.close();
      await store.close();
      shopify.close();
      if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
  });
});
