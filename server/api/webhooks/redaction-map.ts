/**
 * Every table of the `public` schema and how one customer's or one shop's rows in it are found:
 * what customers/redact and shop/redact delete and what customers/data_request exports. A test
 * (tests/server/api/redaction-map.test.ts) fails when the migrated schema has a table this map
 * does not list, so a new table cannot be forgotten.
 *
 * A `where` is an SQL condition on the table's rows (alias `t`) and on `k`, a one-row relation of
 * the keys (redact.ts binds them):
 *   customer: k.shop_id (our shop id), k.customer_id (the Shopify customer id), k.email (lower
 *     case, '' when the customer has none), k.owner_ids (text[]: the customer id and every
 *     Firebase uid tied to the customer, the owners of guest data that moved to them);
 *   shop: k.shop_id, k.emails (text[]: lower-case addresses the shop's shoppers typed or were
 *     mailed codes at, read before anything is deleted).
 * Entries are in deletion order: rows that name a customer through another table go before it.
 */
import { KEY_PREFIX } from '../lib/limits';
import { TRACKING_RETENTION_DAYS } from '../lib/tracking-retention';

/** How one table is redacted for a customer or a shop. */
export type Redaction =
  /** the rows matching this condition belong to the customer (or the shop) */
  | { where: string }
  /** the table holds nothing of a customer (or of a shop): why */
  | { none: string };

export interface TableRedaction {
  /** what the table holds, in a merchant's words */
  holds: string;
  customer: Redaction;
  shop: Redaction;
  /** false: customers/data_request leaves the rows out of the export (why in `holds`); default true */
  exported?: false;
  /** columns left out of the export: secrets that would let someone act as the customer */
  secretColumns?: readonly string[];
  /** days a row is kept at most before a sweep deletes it (docs/data-retention.md); the export states it. None: until the shopper or a redaction deletes it */
  retentionDays?: number;
}

const ownerIn = (column: string) => `t.shop_id = k.shop_id AND t.${column} = ANY(k.owner_ids)`;
const ofShopCustomers = `t.customer_id IN (SELECT c.id FROM customers c WHERE c.shop_id = k.shop_id)`;
const byShop: Redaction = { where: 't.shop_id = k.shop_id' };

/** An SQL text literal of a key prefix from lib/limits.ts (they hold no quote; checked). */
const prefix = (p: string): string => {
  if (!/^[a-z:-]+$/.test(p)) throw new Error(`Unexpected rate-limit key prefix ${p}`);
  return `'${p}'`;
};

/**
 * The customer's rate-limit keys, matched by their exact parts as lib/limits.ts limitKeys builds
 * them (never by substring: a@b.co must not find a@b.com's counters). The per-address-and-client
 * key ends in a client address after the customer's address and ':'; that rest holds no '@', so
 * it cannot be the tail of a longer address (an address's domain holds no ':').
 */
const emailIpPrefix = `${prefix(KEY_PREFIX.sendEmailIp)} || k.shop_id || ':' || k.email || ':'`;
const customerLimitKeys = `(k.email <> '' AND (
    t.key IN (${prefix(KEY_PREFIX.sendEmail)} || k.shop_id || ':' || k.email, ${prefix(KEY_PREFIX.wrongEmail)} || k.shop_id || ':' || k.email)
    OR (starts_with(t.key, ${emailIpPrefix}) AND position('@' in substr(t.key, length(${emailIpPrefix}) + 1)) = 0)))
  OR t.key = ${prefix(KEY_PREFIX.proxyCustomer)} || k.shop_id || ':' || k.customer_id
  OR t.key IN (SELECT p || o FROM unnest(k.owner_ids) o, unnest(ARRAY[${prefix(KEY_PREFIX.sendUid)}, ${prefix(KEY_PREFIX.checkUid)}, ${prefix(KEY_PREFIX.trackUid)}]) p)`;

/**
 * The shop's rate-limit keys: those whose shop part (right after the prefix; a shop id holds no
 * ':') is the shop, and the shop's own tracking counter (the whole key).
 */
const shopLimitKeys = [KEY_PREFIX.sendEmail, KEY_PREFIX.wrongEmail, KEY_PREFIX.sendEmailIp, KEY_PREFIX.proxyCustomer]
  .map((p) => `starts_with(t.key, ${prefix(p)} || k.shop_id || ':')`).join(' OR ')
  + ` OR t.key = ${prefix(KEY_PREFIX.trackShop)} || k.shop_id`;

export const REDACTION_MAP: Readonly<Record<string, TableRedaction>> = {
  webhook_deliveries: {
    holds: 'webhook deliveries by X-Shopify-Webhook-Id (redeliveries change nothing twice); the payload only until its job ran. Not exported: Shopify\'s own messages about the customer',
    customer: { where: `t.shop_id = k.shop_id AND t.topic LIKE 'customers/%' AND (t.payload #>> '{customer,id}' = k.customer_id OR t.payload ->> 'id' = k.customer_id)` },
    shop: byShop,
    exported: false,
  },
  data_requests: {
    holds: 'exports made for customers/data_request, kept for the merchant. Not exported: copies of what the export holds',
    customer: { where: 't.shop_id = k.shop_id AND t.customer_id = k.customer_id' },
    shop: byShop,
    exported: false,
  },
  saved_items: {
    holds: 'favorites (wishlist) and items saved from the cart, per customer or guest uid',
    customer: { where: ownerIn('owner_id') },
    shop: byShop,
  },
  wishlist_collection_items: {
    holds: 'the products in a customer\'s favorites collections',
    customer: { where: 't.collection_uuid IN (SELECT c.uuid FROM wishlist_collections c WHERE c.shop_id = k.shop_id AND c.customer_id = k.customer_id)' },
    shop: { where: 't.collection_uuid IN (SELECT c.uuid FROM wishlist_collections c WHERE c.shop_id = k.shop_id)' },
  },
  wishlist_collections: {
    holds: 'a customer\'s named favorites collections',
    customer: { where: 't.shop_id = k.shop_id AND t.customer_id = k.customer_id' },
    shop: byShop,
  },
  login_codes: {
    holds: 'sign-in codes and magic links mailed to an address (a salted hash of the code, the address, the uid that asked)',
    customer: { where: `t.shop_id = k.shop_id AND ((k.email <> '' AND lower(t.email) = k.email) OR t.uid = ANY(k.owner_ids))` },
    shop: byShop,
    secretColumns: ['code_hash', 'salt'],
  },
  unverified_emails: {
    holds: 'an address a shopper typed before signing in',
    customer: { where: `t.shop_id = k.shop_id AND ((k.email <> '' AND lower(t.email) = k.email) OR t.uid = ANY(k.owner_ids))` },
    shop: byShop,
  },
  outbox: {
    holds: 'the local stack\'s mail capture (GET /dev/outbox); a production deploy mails through SMTP and writes none. It has no shop column: a shop\'s rows are the mails to addresses its shoppers used',
    customer: { where: `k.email <> '' AND lower(t.to_addr) = k.email` },
    shop: { where: 'lower(t.to_addr) = ANY(k.emails)' },
  },
  tracking_events: {
    holds: `widget events (views, clicks) with the customer id or uid that made them, kept ${TRACKING_RETENTION_DAYS} days`,
    // the customer's own events, and those of the uids tied to them (their guest sessions, Google sign-ins)
    customer: { where: `t.shop_id = k.shop_id AND (t.customer_id = ANY(k.owner_ids) OR t.status_id = ANY(k.owner_ids))` },
    shop: byShop,
    retentionDays: TRACKING_RETENTION_DAYS,
  },
  rate_limits: {
    holds: 'abuse-limit counters for at most 24 hours; keys name an address (send:email:{shop}:{email}, wrong:email:{shop}:{email}, send:email-ip:{shop}:{email}:{client address}), a customer (proxy:customer:{shop}:{id}), a uid (send:uid:{uid}, check:uid:{uid}, track:uid:{uid}) or a shop (track:shop:{shop}). Client-address keys name no shop and expire within an hour',
    customer: { where: customerLimitKeys },
    shop: { where: shopLimitKeys },
    retentionDays: 1,
  },
  loyalty_points: {
    holds: 'a customer\'s loyalty points',
    customer: { where: `t.customer_id = k.customer_id AND ${ofShopCustomers}` },
    shop: { where: ofShopCustomers },
  },
  loyalty_cards: {
    holds: 'a customer\'s store-credit card (gift card id, code, amount)',
    customer: { where: `t.customer_id = k.customer_id AND ${ofShopCustomers}` },
    shop: { where: ofShopCustomers },
  },
  customer_anon_users: {
    holds: 'the anonymous Firebase uids a customer signed in from (their guest data moved to the customer)',
    customer: { where: `t.customer_id = k.customer_id AND ${ofShopCustomers}` },
    shop: { where: ofShopCustomers },
  },
  customer_users: {
    holds: 'the Firebase users (Google sign-in) tied to a Shopify customer',
    customer: { where: 't.shop_id = k.shop_id AND t.customer_id = k.customer_id' },
    shop: byShop,
  },
  customers: {
    holds: 'the mapping of our identities to a Shopify customer id (no personal fields: Shopify keeps those)',
    customer: { where: 't.shop_id = k.shop_id AND t.id = k.customer_id' },
    shop: byShop,
  },
  shopify_sessions: {
    holds: 'the shop\'s offline access and refresh tokens, encrypted; deleted at app/uninstalled already',
    customer: { none: 'a shop\'s tokens, nothing of a customer' },
    shop: byShop,
  },
  product_cache: {
    holds: 'product cards read from Shopify, the same for every shopper',
    customer: { none: 'catalog data, nothing of a customer' },
    shop: byShop,
  },
  shop_origins: {
    holds: 'the domains the shop\'s storefront is served on',
    customer: { none: 'shop configuration' },
    shop: byShop,
  },
  shops: {
    holds: 'the shop: its myshopify domain, the merchant\'s widget settings, secrets, uninstall time',
    customer: { none: 'shop configuration' },
    shop: { where: 't.id = k.shop_id' },
  },
  seed_steps: {
    holds: 'names of demo-seed steps done on this database (empty in production)',
    customer: { none: 'step names only' },
    shop: { none: 'step names only' },
  },
  schema_migrations: {
    holds: 'the schema versions applied',
    customer: { none: 'version numbers only' },
    shop: { none: 'version numbers only' },
  },
};
