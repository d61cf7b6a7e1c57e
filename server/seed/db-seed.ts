/**
 * Seeds the reference API's database (DESIGN.md 5): the demo shop with its merchant settings
 * and multipass secret (DEMO_MULTIPASS_SECRET; its storefront_origin is set at run time),
 * shopper@example.com (customer '9001', 28 orders in every fulfillment and shipment status of
 * SPEC.md 9, two addresses, favorites) and other@example.com ('9002', 2 orders).
 * Deterministic for a given clock: order dates are relative to `now`.
 */
import type { Db, Queryable } from '../api/db/db';
import type { FulfillmentStatus, ShipmentStatus } from '../../src/api/types';
import { DEMO_MULTIPASS_SECRET, PRODUCTS, SHOP_CURRENCY, SHOP_ID, SHOPIFY_DOMAIN } from './catalog';

const DAY_MS = 86_400_000;

export const SHOPPER = { id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera' };
export const OTHER = { id: '9002', email: 'other@example.com', firstName: 'Alex', lastName: 'Kim' };

/** Merchant settings of the demo shop, as `GET /init/v2/{shopId}/user` returns them. */
export const DEMO_SETTINGS: Record<string, unknown> = {
  meButton: { isActive: true, position: 'bottom-right', loggedInOnly: false, label: { en: 'My account' } },
  authMethod: { method: 'otp' },
  signInMethods: { isActive: true, google: true },
  acceptsMarketingToggle: { isActive: true, required: false, enabledByDefault: true },
  acceptsTermsToggle: { isActive: false, enabledByDefault: false },
  privacyPolicy: {
    isActive: true,
    privacyPolicy: '/policies/privacy-policy',
    termsOfService: '/policies/terms-of-service',
    conditions: [],
  },
  wishlist: { isActive: true, showInAppButtons: true, icon: 'heart', iconMarkup: '', notificationDestination: 'toast' },
  saved: { isActive: true },
  orderLabel: { display: 'status' },
  prices: { isActive: true },
  popularToday: { isActive: true },
  recentlyViewedCollections: { isActive: true },
  utmTracking: { medium: 'link', campaign: 'account' },
  notificationTriggers: [],
  loginRefresh: { pagesToRefresh: [], alwaysRefresh: false },
  openForReturningCustomer: { isActive: false },
  personalization: { data: [] },
  personalizationQuizzes: { isActive: false, quizzes: [] },
  points: { isActive: false },
  subscriptions: { isActive: false },
  membership: { isActive: false },
  mobileWallet: { isActive: false },
  dynamicPages: { isActive: false },
  limitCartCreation: { isActive: false },
};

/** Theme colors and custom CSS; content blocks start empty. */
export const DEMO_CUSTOMIZATIONS = {
  theme: {
    primary: '#1f6f5c',
    primaryText: '#ffffff',
    background: '#ffffff',
    text: '#1a1a1a',
    launcherBackground: '#1f6f5c',
    launcherIcon: '#ffffff',
  },
  customCss: '',
  content: [],
};

/** Overrides of the default feature flags (SPEC.md 9); empty: the defaults apply. */
export const DEMO_FEATURES = {};

const FULFILLMENT: FulfillmentStatus[] = [
  'OPEN', 'IN_PROGRESS', 'ON_HOLD', 'FULFILLED', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT',
  'RESTOCKED', 'SCHEDULED', 'UNFULFILLED', 'CANCELED',
];
/**
 * Newest orders first: shipments still moving go to the recent orders (so 'arriving next' has a
 * date ahead), finished ones to older orders; past the list, older orders are delivered.
 */
const SHIPMENT: ShipmentStatus[] = [
  'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'CONFIRMED', 'LABEL_PRINTED', 'LABEL_PURCHASED', 'READY_FOR_PICKUP',
  'ATTEMPTED_DELIVERY', 'SUBMITTED', 'DELIVERED', 'PICKED_UP', 'MARKED_AS_FULFILLED', 'FULFILLED',
  'FAILURE', 'NOT_DELIVERED', 'LABEL_VOIDED', 'CANCELED',
];
/** Shipments still moving carry an estimated delivery 5 days after the order, and never in the past. */
const MOVING = new Set<ShipmentStatus>([
  'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'CONFIRMED', 'LABEL_PRINTED', 'LABEL_PURCHASED', 'READY_FOR_PICKUP',
  'ATTEMPTED_DELIVERY', 'SUBMITTED',
]);
const DONE = new Set<ShipmentStatus>(['DELIVERED', 'PICKED_UP']);

interface SeedOrder {
  id: string;
  customerId: string;
  name: string;
  status: string;
  fulfillment: FulfillmentStatus;
  shipment: ShipmentStatus | null;
  createdAt: number;
  /** k-th order of the shop's seed, newest 0; picks the line items */
  k: number;
}

/** True when the demo shop exists, i.e. the database was seeded before. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM shops WHERE id = $1', [SHOP_ID]);
  return rows.length > 0;
}

/**
 * Brings demo data of an older seed up to date; safe to run on every start (changes nothing
 * when current). Today: gives the demo shop DEMO_MULTIPASS_SECRET when its secret is NULL
 * (databases seeded before the multipass_secret column existed).
 */
export async function upgradeSeed(db: Queryable): Promise<void> {
  await db.query('UPDATE shops SET multipass_secret = $2 WHERE id = $1 AND multipass_secret IS NULL', [SHOP_ID, DEMO_MULTIPASS_SECRET]);
}

/**
 * Inserts the demo data in one transaction. Call on an empty, migrated database
 * (see `isSeeded`); a second call fails on the shop's primary key.
 * @param now epoch ms that order dates count back from
 */
export async function seedDatabase(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const iso = (ms: number) => new Date(ms).toISOString();
    await tx.query(
      `INSERT INTO shops (id, shopify_domain, currency, settings, customizations, features, multipass_secret, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [SHOP_ID, SHOPIFY_DOMAIN, SHOP_CURRENCY, JSON.stringify(DEMO_SETTINGS), JSON.stringify(DEMO_CUSTOMIZATIONS),
        JSON.stringify(DEMO_FEATURES), DEMO_MULTIPASS_SECRET, iso(now - 400 * DAY_MS)],
    );
    for (const c of [SHOPPER, OTHER]) {
      await tx.query(
        `INSERT INTO customers (id, shop_id, email, first_name, last_name, accepts_marketing, created_at)
         VALUES ($1, $2, $3, $4, $5, true, $6)`,
        [c.id, SHOP_ID, c.email, c.firstName, c.lastName, iso(now - 380 * DAY_MS)],
      );
    }
    await insertAddresses(tx);
    for (const o of seedOrders(now)) await insertOrder(tx, o, now);
    const saved: [string, 'wishlist' | 'cart', number][] = [
      [SHOPPER.id, 'wishlist', 7003], [SHOPPER.id, 'wishlist', 7012], [SHOPPER.id, 'wishlist', 7015],
      [SHOPPER.id, 'cart', 7008], [SHOPPER.id, 'cart', 7019], [OTHER.id, 'wishlist', 7001],
    ];
    for (const [owner, kind, productId] of saved) {
      const variantId = PRODUCTS.find((p) => p.id === productId)!.variants[0].id;
      await tx.query(
        `INSERT INTO saved_items (shop_id, owner_id, kind, product_id, variant_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [SHOP_ID, owner, kind, productId, variantId, iso(now - 7 * DAY_MS)],
      );
    }
  });
}

async function insertAddresses(tx: Queryable): Promise<void> {
  const rows = [
    [SHOPPER.id, 'Sam', 'Rivera', '', '12 Harbor Street', 'Apt 4', 'Portland', 'Oregon', '97201', 'United States', '(503) 555-0142', true],
    [SHOPPER.id, 'Sam', 'Rivera', 'Rivera Studio', '800 Market Avenue', '', 'Seattle', 'Washington', '98101', 'United States', '(206) 555-0199', false],
    [OTHER.id, 'Alex', 'Kim', '', '45 Elm Road', '', 'Toronto', 'Ontario', 'M5V 2T6', 'Canada', '(416) 555-0123', true],
  ];
  for (const r of rows) {
    await tx.query(
      `INSERT INTO addresses (customer_id, first_name, last_name, company, address1, address2, city, province, zip, country, phone, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      r,
    );
  }
}

/** The shopper's 28 orders (#1001 oldest .. #1028 newest) and the other customer's 2 (#1029, #1030). */
function seedOrders(now: number): SeedOrder[] {
  const orders: SeedOrder[] = [];
  for (let k = 0; k < 28; k++) {
    const fulfillment = FULFILLMENT[k % FULFILLMENT.length];
    orders.push({
      id: String(820028 - k),
      customerId: SHOPPER.id,
      name: `#${1028 - k}`,
      status: fulfillment === 'CANCELED' ? 'refunded' : fulfillment === 'RESTOCKED' ? 'partially_refunded' : 'paid',
      fulfillment,
      shipment: null,
      // the 10 newest every 2 days from 2 days ago, then every 18 days: the oldest about 344 days ago
      createdAt: now - (k < 10 ? 2 + k * 2 : 20 + (k - 10) * 18) * DAY_MS - k * 3_600_000,
      k,
    });
  }
  // Canceled and unfulfilled orders have no shipment; the others cycle through every display status.
  let s = 0;
  for (const o of orders) {
    if (o.fulfillment !== 'CANCELED' && o.fulfillment !== 'UNFULFILLED') o.shipment = SHIPMENT[s++] ?? 'DELIVERED';
  }
  orders.push(
    { id: '820030', customerId: OTHER.id, name: '#1030', status: 'paid', fulfillment: 'FULFILLED', shipment: 'DELIVERED', createdAt: now - 20 * DAY_MS, k: 28 },
    { id: '820029', customerId: OTHER.id, name: '#1029', status: 'paid', fulfillment: 'UNFULFILLED', shipment: null, createdAt: now - 1 * DAY_MS, k: 29 },
  );
  return orders;
}

async function insertOrder(tx: Queryable, o: SeedOrder, now: number): Promise<void> {
  const count = 1 + ((o.k * 3) % 5);
  const items = Array.from({ length: count }, (_, n) => {
    const product = PRODUCTS[(o.k * 7 + n * 5) % PRODUCTS.length];
    const variant = product.variants[(o.k + n) % product.variants.length];
    const quantity = (o.k + n) % 4 === 0 ? 2 : 1;
    return { product, variant, quantity };
  });
  const total = items.reduce((sum, i) => sum + i.variant.price * i.quantity, 0);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const estimated = o.shipment && MOVING.has(o.shipment) ? Math.max(o.createdAt + 5 * DAY_MS, now + (1 + (o.k % 4)) * DAY_MS) : null;
  const delivered = o.shipment && DONE.has(o.shipment) ? o.createdAt + 4 * DAY_MS : null;
  await tx.query(
    `INSERT INTO orders (id, shop_id, customer_id, name, status, fulfillment_status, shipment_status,
       estimated_delivery_at, delivered_at, currency_code, total_price, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [o.id, SHOP_ID, o.customerId, o.name, o.status, o.fulfillment, o.shipment, iso(estimated), iso(delivered),
      SHOP_CURRENCY, total, iso(o.createdAt)],
  );
  for (const [position, { product, variant, quantity }] of items.entries()) {
    await tx.query(
      `INSERT INTO order_line_items (order_id, position, product_id, variant_id, title, variant_title, quantity, image, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [o.id, position, product.id, variant.id, product.title, variant.title, quantity, product.image, variant.price],
    );
  }
}
