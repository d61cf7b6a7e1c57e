/**
 * The API's schema as plain PostgreSQL (runs on PGlite and on PostgreSQL 15+), applied in order
 * and recorded in `schema_migrations` so a reopened database only gets the migrations it lacks.
 * Timestamps are `timestamptz` (both engines return them as `Date`); money is integer cents.
 */
import type { Db, Queryable } from './db';

export interface Migration { version: number; name: string; sql: string }

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE shops (
  id text PRIMARY KEY,
  shopify_domain text NOT NULL,
  currency text NOT NULL DEFAULT 'USD',
  settings jsonb NOT NULL DEFAULT '{}',
  customizations jsonb NOT NULL DEFAULT '{}',
  features jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE customer_id_seq START 10001;
CREATE TABLE customers (
  id text PRIMARY KEY DEFAULT nextval('customer_id_seq')::text,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email text NOT NULL,
  phone text,
  first_name text,
  last_name text,
  accepts_marketing boolean NOT NULL DEFAULT false,
  personalizations jsonb NOT NULL DEFAULT '{}',
  custom_fields jsonb NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_shop_email ON customers (shop_id, lower(email));

CREATE SEQUENCE address_id_seq START 30001;
CREATE TABLE addresses (
  id text PRIMARY KEY DEFAULT nextval('address_id_seq')::text,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  address1 text NOT NULL DEFAULT '',
  address2 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  province text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false
);
CREATE INDEX addresses_customer ON addresses (customer_id);

-- Firebase anonymous users that became this customer, so guest data can be tied to them.
CREATE TABLE customer_anon_users (
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  anon_user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, anon_user_id)
);

CREATE TABLE orders (
  id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL,
  fulfillment_status text NOT NULL,
  -- latest shipment; NULL display status means no shipment
  shipment_status text,
  estimated_delivery_at timestamptz,
  delivered_at timestamptz,
  currency_code text NOT NULL,
  total_price integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX orders_customer_created ON orders (customer_id, created_at DESC, id DESC);

CREATE TABLE order_line_items (
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL,
  variant_id bigint NOT NULL,
  title text NOT NULL,
  variant_title text NOT NULL,
  quantity integer NOT NULL,
  image text NOT NULL,
  price integer NOT NULL,
  PRIMARY KEY (order_id, position)
);

-- One-time login codes: only a salted scrypt hash of the code is kept.
CREATE TABLE login_codes (
  id text PRIMARY KEY,
  -- insertion order, to break ties between codes made in the same millisecond
  seq bigserial NOT NULL,
  shop_id text NOT NULL,
  kind text NOT NULL DEFAULT 'otc',
  email text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  uid text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_codes_uid ON login_codes (uid, created_at DESC, seq DESC);

-- Wrong code attempts per email, for the attempts limit.
CREATE TABLE login_failures (
  shop_id text NOT NULL,
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email ON login_failures (email, failed_at);

-- Favorites ('wishlist') and saved-from-cart ('cart'); owner is a customer id or a Firebase uid.
CREATE SEQUENCE saved_item_id_seq START 50001;
CREATE TABLE saved_items (
  id text PRIMARY KEY DEFAULT nextval('saved_item_id_seq')::text,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('wishlist', 'cart')),
  product_id integer NOT NULL,
  variant_id bigint,
  created_at timestamptz NOT NULL
);
CREATE INDEX saved_items_owner ON saved_items (shop_id, owner_id, kind);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_addr text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  message_id text,
  sent_at timestamptz NOT NULL
);
CREATE INDEX outbox_to ON outbox (lower(to_addr), sent_at DESC);
`,
  },
  {
    version: 2,
    name: 'magic-link-store-login-tracking',
    // Additive and re-runnable: databases created by version 1 under .data/ upgrade in place.
    sql: `
-- Where the shop's storefront is served (e.g. 'http://127.0.0.1:3000'); NULL until known.
ALTER TABLE shops ADD COLUMN IF NOT EXISTS storefront_origin text;
-- Shopify Multipass secret for store login; NULL when the merchant has not set one.
ALTER TABLE shops ADD COLUMN IF NOT EXISTS multipass_secret text;
ALTER TABLE customers ADD COLUMN IF NOT EXISTS personalizations jsonb NOT NULL DEFAULT '{}';

-- Email typed by a visitor before signing in. uid: the Firebase uid that typed it, or the
-- customer id once moved to the customer on sign-in (like saved_items.owner_id).
CREATE TABLE IF NOT EXISTS unverified_emails (
  uid text NOT NULL,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, uid)
);

-- Events received by the tracking service stand-in (POST /tracking/event/inject).
CREATE TABLE IF NOT EXISTS tracking_events (
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  event text NOT NULL,
  event_data jsonb,
  created_at timestamptz NOT NULL,
  customer_id text,
  status_id text,
  shop_id text,
  received_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS tracking_events_status ON tracking_events (status_id, created_at DESC, seq DESC);
`,
  },
  {
    version: 3,
    name: 'storefront-origins-rate-limits',
    sql: `
-- Every origin a shop's storefront is served on (primary domain, Markets domains, ...); the
-- shop's myshopify domain is always one besides. Return URLs and CORS accept these.
CREATE TABLE shop_origins (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  origin text NOT NULL,
  -- 0 for the primary domain
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, origin)
);
CREATE INDEX shop_origins_origin ON shop_origins (origin);
INSERT INTO shop_origins (shop_id, origin) SELECT id, storefront_origin FROM shops WHERE storefront_origin IS NOT NULL;
ALTER TABLE shops DROP COLUMN storefront_origin;

-- Abuse limits (server/api/lib/limits.ts): hits per key in fixed windows, shared by every API
-- instance on this database. Rows past expires_at are deleted by a periodic sweep.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
-- Wrong guesses now count in rate_limits.
DROP TABLE login_failures;
`,
  },
  {
    version: 4,
    name: 'receipts-cancel-edit-addresses-profile',
    // Existing rows get values the receipt can show: subtotal = total and no shipping,
    // tax or discount; a random pass and one-click id; the customer's default address as the
    // shipping address; canceled_at = created_at for canceled orders (the best bound we know).
    sql: `
-- Secret of the shop's signed links (order-editing sessions, lib/order-edit.ts); never sent out.
ALTER TABLE shops ADD COLUMN signing_secret text NOT NULL
  DEFAULT encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex');

ALTER TABLE customers ADD COLUMN birthday text NOT NULL DEFAULT ''
  CHECK (birthday = '' OR birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');

-- Money in cents of currency_code; total_price = subtotal + shipping + tax - discount.
ALTER TABLE orders ADD COLUMN subtotal_price integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN shipping_price integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN total_tax integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN total_discount integer NOT NULL DEFAULT 0;
UPDATE orders SET subtotal_price = total_price;
-- {firstName, lastName, company, address1, address2, city, province, zip, country, phone} or NULL
ALTER TABLE orders ADD COLUMN shipping_address jsonb;
UPDATE orders o SET shipping_address = (
  SELECT jsonb_build_object('firstName', a.first_name, 'lastName', a.last_name, 'company', a.company,
    'address1', a.address1, 'address2', a.address2, 'city', a.city, 'province', a.province, 'zip', a.zip,
    'country', a.country, 'phone', a.phone)
  FROM addresses a WHERE a.customer_id = o.customer_id AND a.is_default LIMIT 1);
-- The latest shipment's carrier and number; tracking_url when the carrier gave its own page.
ALTER TABLE orders ADD COLUMN tracking_company text;
ALTER TABLE orders ADD COLUMN tracking_number text;
ALTER TABLE orders ADD COLUMN tracking_url text;
ALTER TABLE orders ADD COLUMN canceled_at timestamptz;
UPDATE orders SET canceled_at = created_at WHERE fulfillment_status = 'CANCELED';
-- The order status page's pass (order-with-pass) and the one-click id: bearer secrets.
ALTER TABLE orders ADD COLUMN pass text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
ALTER TABLE orders ADD COLUMN one_click_id text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX orders_one_click ON orders (one_click_id);
CREATE UNIQUE INDEX orders_shop_name ON orders (shop_id, name);
-- Ids and names of orders made after the seed (POST /dev/orders): above every seeded one.
CREATE SEQUENCE order_id_seq START 830001;
CREATE SEQUENCE order_number_seq START 2001;

-- Exactly one default address per customer (lib/addresses.ts keeps it so; the index refuses two).
UPDATE addresses SET is_default = false WHERE is_default AND id NOT IN (
  SELECT DISTINCT ON (customer_id) id FROM addresses WHERE is_default ORDER BY customer_id, length(id), id);
CREATE UNIQUE INDEX addresses_one_default ON addresses (customer_id) WHERE is_default;
`,
  },
  {
    version: 5,
    name: 'saved-items-wishlist-collections',
    // An older database may hold one product twice for an owner (nothing refused it):
    // the oldest row stays, so the unique index can be built.
    sql: `
-- Shopify product ids are 64-bit.
ALTER TABLE saved_items ALTER COLUMN product_id TYPE bigint;
DELETE FROM saved_items a USING saved_items b
  WHERE a.shop_id = b.shop_id AND a.owner_id = b.owner_id AND a.kind = b.kind AND a.product_id = b.product_id
    AND (a.created_at, length(a.id), a.id) > (b.created_at, length(b.id), b.id);
-- One row per product, owner and kind: saving again is a no-op (INSERT ... ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX saved_items_one_per_product ON saved_items (shop_id, owner_id, kind, product_id);
DROP INDEX saved_items_owner;

-- Named favorites collections of a customer (docs/product.md#favorites-and-saved-items 'Wishlist collection'); 'all'
-- is shared.
CREATE TABLE wishlist_collections (
  uuid uuid PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('all', 'private')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX wishlist_collections_customer ON wishlist_collections (customer_id, created_at DESC);

CREATE SEQUENCE wishlist_collection_item_id_seq START 60001;
CREATE TABLE wishlist_collection_items (
  id text PRIMARY KEY DEFAULT nextval('wishlist_collection_item_id_seq')::text,
  collection_uuid uuid NOT NULL REFERENCES wishlist_collections (uuid) ON DELETE CASCADE,
  -- order in the collection, from 0
  position integer NOT NULL,
  product_id bigint NOT NULL,
  variant_id bigint
);
CREATE INDEX wishlist_collection_items_collection ON wishlist_collection_items (collection_uuid, position);

-- Demo-seed steps done on this database (server/seed/db-seed.ts upgradeSeed), so a step runs
-- once and what a shopper deleted afterwards is not seeded again. Empty in production.
CREATE TABLE seed_steps (
  name text PRIMARY KEY,
  done_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    version: 6,
    name: 'loyalty-points-and-credit',
    // Loyalty points (GET /points/{shopId}) and the store credit card that the
    // reference API's stand-in for the third-party loyalty service answers (routes/loyalty-service.ts).
    sql: `
CREATE TABLE loyalty_points (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  points integer NOT NULL CHECK (points >= 0)
);

CREATE TABLE loyalty_cards (
  customer_id text PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  gift_card_id text NOT NULL,
  code text NOT NULL,
  -- minor units (cents) of the shop currency
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  expires_on date
);
`,
  },
  {
    version: 7,
    name: 'shopify-sessions-and-customer-mapping',
    // Shopify owns customers, addresses and orders: the app reads and writes them through Admin
    // GraphQL and keeps only the shop's offline session (tokens encrypted, shopify/token-crypto.ts)
    // and the mapping from our identities to Shopify customer ids. customers.id is the Shopify
    // customer id, so favorites, collections and loyalty keep their foreign keys.
    sql: `
CREATE TABLE shopify_sessions (
  shop text PRIMARY KEY,
  shop_id text NOT NULL UNIQUE,
  scope text NOT NULL DEFAULT '',
  access_token text NOT NULL,
  refresh_token text,
  expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  updated_at timestamptz NOT NULL
);
ALTER TABLE shops ADD COLUMN IF NOT EXISTS uninstalled_at timestamptz;

DROP TABLE order_line_items;
DROP TABLE orders;
DROP SEQUENCE IF EXISTS order_id_seq;
DROP SEQUENCE IF EXISTS order_number_seq;
DROP TABLE addresses;
DROP SEQUENCE address_id_seq;

DROP INDEX customers_shop_email;
ALTER TABLE customers ALTER COLUMN id DROP DEFAULT;
DROP SEQUENCE customer_id_seq;
ALTER TABLE customers DROP COLUMN email, DROP COLUMN phone, DROP COLUMN first_name, DROP COLUMN last_name,
  DROP COLUMN accepts_marketing, DROP COLUMN personalizations, DROP COLUMN custom_fields, DROP COLUMN tags,
  DROP COLUMN birthday;
CREATE INDEX customers_shop ON customers (shop_id);

-- Firebase users (Google sign-in) tied to the Shopify customer their verified email found.
CREATE TABLE customer_users (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  uid text NOT NULL,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, uid)
);
CREATE INDEX customer_users_customer ON customer_users (customer_id);
`,
  },
  {
    version: 8,
    name: 'webhooks-deliveries-data-requests',
    // Webhooks (server/api/webhooks/): deliveries by X-Shopify-Webhook-Id and the exports of
    // customers/data_request. The job queue itself (pg-boss) lives in its own schema, webhook_queue.
    sql: `
-- One row per webhook delivery for a known shop and a topic the app acts on: a redelivery of the
-- same id finds it and changes nothing. payload: the verified body until its job ran, then NULL.
-- Rows are deleted 30 days after received_at.
CREATE TABLE webhook_deliveries (
  webhook_id text PRIMARY KEY,
  topic text NOT NULL,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  shop_domain text NOT NULL,
  payload jsonb,
  event_id text,
  api_version text,
  triggered_at timestamptz,
  received_at timestamptz NOT NULL,
  handled_at timestamptz
);
CREATE INDEX webhook_deliveries_shop ON webhook_deliveries (shop_id);
CREATE INDEX webhook_deliveries_received ON webhook_deliveries (received_at);

-- Exports made for customers/data_request, kept for the merchant until expires_at (90 days).
CREATE TABLE data_requests (
  webhook_id text PRIMARY KEY,
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  -- Shopify's data_request.id, when sent
  data_request_id text,
  export jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX data_requests_shop ON data_requests (shop_id, created_at DESC);
CREATE INDEX data_requests_expires ON data_requests (expires_at);

-- Set by app/uninstalled: the shop's widget answers as for an unknown shop until it is installed again.
ALTER TABLE shops ADD COLUMN IF NOT EXISTS uninstalled_at timestamptz;
`,
  },
  {
    version: 9,
    name: 'product-cache',
    // Products read from Shopify's Admin GraphQL (lib/products.ts), kept until cache_until or
    // until a products/update or products/delete webhook invalidates them (lib/product-cache.ts).
    // card is the product's card with every presentment price; null records that the product is
    // deleted or not published, so an old id in a shopper's recently viewed list costs no call.
    // Versions 7 and 8 go before this entry: the array stays in version order.
    sql: `
CREATE TABLE product_cache (
  shop_id text NOT NULL,
  product_id bigint NOT NULL,
  card jsonb,
  cache_until timestamptz NOT NULL,
  PRIMARY KEY (shop_id, product_id)
);

-- 'Popular today' counts a shop's product views of the last day (lib/popular.ts).
CREATE INDEX tracking_events_product_views ON tracking_events (shop_id, received_at) WHERE event = 'product_view';
`,
  },
  {
    version: 10,
    name: 'merchant-config-version',
    // The merchant admin saves settings and customizations with the version it read (If-Match):
    // a save from an older version is refused, so two admins never overwrite each other unseen.
    // The admin's analytics count a shop's events by day of received_at.
    sql: `
ALTER TABLE shops ADD COLUMN IF NOT EXISTS config_version integer NOT NULL DEFAULT 1;
CREATE INDEX IF NOT EXISTS tracking_events_shop_received ON tracking_events (shop_id, received_at);
`,
  },
  {
    version: 11,
    name: 'shop-installed-at',
    // When the shop's current installation was proven (its latest token exchange): an
    // app/uninstalled or shop/redact triggered before it belongs to an earlier installation and
    // changes nothing. Shops installed before this column stay NULL: their next uninstall applies.
    sql: `
ALTER TABLE shops ADD COLUMN IF NOT EXISTS installed_at timestamptz;
`,
  },
  {
    version: 12,
    name: 'tracking-retention',
    // Tracking events are kept 90 days from receipt (lib/tracking-retention.ts): the hourly sweep
    // finds the expired ones across all shops by received_at.
    sql: `
CREATE INDEX IF NOT EXISTS tracking_events_received ON tracking_events (received_at);
`,
  },
  {
    version: 13,
    name: 'shopify-session-refresh-lease',
    // A refresh claims the shop's session for a short lease instead of holding a row lock while
    // Shopify answers (shopify/admin-client.ts), and a refresh Shopify refused for good marks the
    // session as needing token exchange, which the merchant's next session token runs
    // (shopify/install.ts `renewSession`; docs/deploying.md 'When a refresh fails').
    sql: `
ALTER TABLE shopify_sessions ADD COLUMN IF NOT EXISTS refresh_lease_until timestamptz;
ALTER TABLE shopify_sessions ADD COLUMN IF NOT EXISTS exchange_needed_at timestamptz;
`,
  },
];

/**
 * Key of the transaction-level advisory lock that migrations hold, so API instances starting
 * at once on one PostgreSQL database apply each migration exactly once (any int8 unique to us).
 */
export const MIGRATION_LOCK_KEY = 7_325_100_901;

/** Waits for the migration lock; it is released when `tx` commits or rolls back. */
async function lockMigrations(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
}

const appliedVersions = async (db: Queryable): Promise<Set<number>> =>
  new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));

/**
 * Applies the migrations `db` has not seen yet, each in its own transaction under the migration
 * lock, re-reading the applied versions once it holds the lock: of several instances migrating
 * one database at once, one applies a migration and the others find it done.
 * @returns the versions applied by this call (empty when the schema is current)
 * @throws the failing migration's error; that migration is rolled back, earlier ones stay
 */
export async function migrate(db: Db): Promise<number[]> {
  await db.transaction(async (tx) => {
    // Two concurrent CREATE TABLE IF NOT EXISTS can both try to create it: take the lock first.
    await lockMigrations(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const done = await appliedVersions(db);
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      if ((await appliedVersions(tx)).has(m.version)) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}

/**
 * Drops every table, sequence and row (the whole `public` schema, and the webhook queue's
 * `webhook_queue`, whose jobs name deliveries of `public`); run `migrate` afterwards.
 */
export async function dropAll(db: Queryable): Promise<void> {
  await db.exec('DROP SCHEMA IF EXISTS webhook_queue CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
