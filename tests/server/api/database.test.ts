// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../server/api/db/migrations';
import { openDatabase, startApi } from '../../../server/api/index';
import { DEMO_MULTIPASS_SECRET } from '../../../server/seed/catalog';
import { SHOPPER_PERSONALIZATIONS } from '../../../server/seed/db-seed';
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
    expect(await count(db, "SELECT count(*)::int AS n FROM orders WHERE customer_id = '9001'")).toBe(31);
    expect(await count(db, "SELECT count(*)::int AS n FROM addresses WHERE customer_id = '9001'")).toBe(2);
    await db.query("INSERT INTO customers (shop_id, email, created_at) VALUES ('demo-shop', 'kept@example.com', now())");
    expect(await migrate(db)).toEqual([]);
    await db.close();

    db = await openDatabase(where);
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE email = 'kept@example.com'")).toBe(1);
    expect(await count(db, "SELECT count(*)::int AS n FROM orders")).toBe(33);
    await db.close();

    db = await openDatabase({ ...where, reset: true });
    expect(await count(db, "SELECT count(*)::int AS n FROM customers WHERE email = 'kept@example.com'")).toBe(0);
    expect(await count(db, "SELECT count(*)::int AS n FROM orders")).toBe(33);
    await db.close();
  });

  it('with seed: false only migrates: every table, no demo data', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const db = await openDatabase({ ...where, seed: false });
    try {
      const versions = (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).rows;
      expect(versions.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      for (const table of ['shops', 'customers', 'orders', 'saved_items', 'outbox', 'tracking_events']) {
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
      INSERT INTO customers (shop_id, email, created_at) VALUES ('demo-shop', 'old@example.com', now());`);
    await db.close();

    db = await openDatabase(where);
    const shop = await db.query("SELECT multipass_secret FROM shops WHERE id = 'demo-shop'");
    expect(shop.rows).toEqual([{ multipass_secret: DEMO_MULTIPASS_SECRET }]);
    expect((await db.query('SELECT count(*)::int AS n FROM shop_origins')).rows).toEqual([{ n: 0 }]);
    expect((await db.query("SELECT 1 FROM customers WHERE email = 'old@example.com'")).rows).toHaveLength(1);
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

  /** Migration 4 undone, and the demo data it and the issue-11 seed added: a .data/ database of issue 10. */
  const UNDO_MIGRATION_4 = `
      DELETE FROM orders WHERE id IN ('820031', '820032', '820033');
      DROP INDEX addresses_one_default; DROP INDEX orders_one_click; DROP INDEX orders_shop_name;
      DROP SEQUENCE order_id_seq; DROP SEQUENCE order_number_seq;
      ALTER TABLE orders DROP COLUMN subtotal_price, DROP COLUMN shipping_price, DROP COLUMN total_tax, DROP COLUMN total_discount,
        DROP COLUMN shipping_address, DROP COLUMN tracking_company, DROP COLUMN tracking_number, DROP COLUMN tracking_url,
        DROP COLUMN canceled_at, DROP COLUMN pass, DROP COLUMN one_click_id;
      ALTER TABLE customers DROP COLUMN birthday;
      ALTER TABLE shops DROP COLUMN signing_secret;
      UPDATE shops SET settings = jsonb_set(settings, '{personalization}', '{"data": []}');
      UPDATE customers SET personalizations = '{}', phone = NULL;
      DELETE FROM schema_migrations WHERE version = 4;`;

  it('upgrades an issue-10 database in place: receipts for its orders, the re-buy orders, preferences, nothing lost', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    let db = await openDatabase({ ...where, now: NOW });
    await db.exec(UNDO_MIGRATION_4);
    await db.query("UPDATE customers SET first_name = 'Samuel' WHERE id = '9001'");
    await db.query("INSERT INTO customers (shop_id, email, created_at) VALUES ('demo-shop', 'old@example.com', now())");
    const totals = (await db.query<{ id: string; total_price: number }>('SELECT id, total_price FROM orders ORDER BY id')).rows;
    await db.close();

    db = await openDatabase({ ...where, now: NOW });
    try {
      const orders = (await db.query<{
        id: string; pass: string; one_click_id: string; subtotal_price: number; total_price: number; shipping_price: number;
        shipping_address: { city: string } | null; customer_id: string; fulfillment_status: string; canceled_at: Date | null;
        shipment_status: string | null; tracking_number: string | null;
      }>('SELECT * FROM orders ORDER BY id')).rows;
      expect(orders).toHaveLength(33);
      expect(new Set(orders.map((o) => o.pass)).size).toBe(33);
      expect(new Set(orders.map((o) => o.one_click_id)).size).toBe(33);
      for (const { id, total_price } of totals) {
        const o = orders.find((r) => r.id === id)!;
        expect(o).toMatchObject({ total_price, subtotal_price: total_price, shipping_price: 0 });
        expect(o.shipping_address?.city).toBe(o.customer_id === '9001' ? 'Portland' : 'Toronto');
        expect(o.canceled_at !== null).toBe(o.fulfillment_status === 'CANCELED');
      }
      // upgradeSeed: the re-buy orders, tracking numbers on carrier shipments, preferences
      expect(orders.filter((o) => ['820031', '820032', '820033'].includes(o.id))).toHaveLength(3);
      expect(orders.find((o) => o.id === '820028')!.tracking_number).toMatch(/\w{10,}/);
      expect(orders.filter((o) => o.shipment_status === 'PICKED_UP').every((o) => o.tracking_number === null)).toBe(true);
      const shop = (await db.query("SELECT settings FROM shops WHERE id = 'demo-shop'")).rows[0]!;
      expect(shop.settings.personalization.data.map((f: { key: string }) => f.key)).toEqual(['shoeSize', 'interests', 'skinType', 'birthdayMonth']);
      const shopper = (await db.query("SELECT first_name, personalizations, phone, birthday FROM customers WHERE id = '9001'")).rows[0]!;
      expect(shopper).toEqual({ first_name: 'Samuel', personalizations: SHOPPER_PERSONALIZATIONS, phone: '(503) 555-0142', birthday: '1990-04-12' });
      expect((await db.query("SELECT 1 FROM customers WHERE email = 'old@example.com'")).rows).toHaveLength(1);
    } finally {
      await db.close();
    }
    // a later start changes nothing more
    db = await openDatabase({ ...where, now: NOW + 86_400_000 });
    try {
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows).toEqual([{ n: 33 }]);
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
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version));
      const { rows } = await first.query('SELECT version, count(*) AS n FROM schema_migrations GROUP BY version ORDER BY version');
      expect(rows).toEqual(MIGRATIONS.map((m) => ({ version: m.version, n: 1 })));
      expect(await migrate(first)).toEqual([]);
    } finally {
      await Promise.all([...new Set(instances)].map((db) => db.close()));
    }
  });
});

describe('startApi', () => {
  it('sets the demo shop storefront origin, keeping only the origin', { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const api = await startApi({ port: 0, dataDir: where.dataDir, databaseUrl: where.url, authEmulatorHost: '127.0.0.1:1' });
    try {
      await api.setStorefrontOrigin('http://127.0.0.1:4567/some/page?x=1');
      await expect(api.setStorefrontOrigin('not a url')).rejects.toThrow();
      expect((await (await fetch(`${api.url}/health`)).json())).toEqual({ data: { ok: true } });
    } finally {
      await api.close();
      if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
    const db = await openDatabase(where);
    expect((await db.query("SELECT origin FROM shop_origins WHERE shop_id = 'demo-shop'")).rows).toEqual([{ origin: 'http://127.0.0.1:4567' }]);
    await db.close();
  });

  it("customerForEmail finds the seeded shopper by any case of the address, and creates a new customer once", { timeout: 60_000 }, async () => {
    const where = await newDatabase();
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const api = await startApi({ port: 0, dataDir: where.dataDir, databaseUrl: where.url, authEmulatorHost: '127.0.0.1:1' });
    try {
      expect(await api.customerForEmail('Shopper@Example.com')).toEqual({ id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera' });
      const created = await api.customerForEmail('New.Customer@example.com');
      expect(created).toMatchObject({ email: 'new.customer@example.com', firstName: null, lastName: null });
      expect(created.id).not.toBe('9001');
      expect(await api.customerForEmail('new.customer@example.com')).toEqual(created);
    } finally {
      await api.close();
      if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
  });
});
