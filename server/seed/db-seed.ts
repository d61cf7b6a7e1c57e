/**
 * Seeds the reference API's database (DESIGN.md 5): the demo shop with its merchant settings
 * (personalization fields included) and multipass secret (DEMO_MULTIPASS_SECRET; its storefront
 * origin is set at run time), shopper@example.com (customer '9001': 31 orders, two addresses,
 * favorites, saved-from-cart items, preference answers, two favorites collections) and
 * other@example.com ('9002', 2 orders, one favorite, no collection).
 * Deterministic for a given clock: order dates are relative to `now`; passes and one-click ids
 * are derived from the order id (orders.ts `demoSecret`).
 *
 * The orders (orders.ts prices, ships and tracks them):
 * - #1001..#1028 (ids 820001..820028), the shopper's: every fulfillment status of SPEC.md 9 and
 *   every shipment display status; #1028 is the newest of them (OPEN, in transit). Unfulfilled
 *   ones (#1020, #1010) can be canceled and edited.
 * - #1029 (820029, unfulfilled) and #1030 (820030, delivered), other@example.com's.
 * - Re-buy cases (issue 11), the shopper's, all delivered:
 *   #1031 (820031, the newest order): Canvas Tote - Natural (available) and Linen Shirt - XL
 *     (sold out): re-buy adds one and answers 'Added, some items unavailable'.
 *   #1032 (820032): 2 Stoneware Mug - Sand and a Glass Lantern - Small, a deleted product
 *     (catalog.ts RETIRED_PRODUCTS): the store answers 'Cannot find variant' for the lantern.
 *   #1033 (820033): 2 Silk Scarf - Garden, of which the store has 1 ('You can only add 1 Silk
 *     Scarf - Garden to the cart.'), and a Field Notebook - Dot.
 *
 * Saved items (issue 12): the shopper's favorites Linen Shirt, Cotton Throw and Sunglasses and
 * saved-from-cart Stoneware Mug and Hoodie; other@example.com's favorite Canvas Tote.
 * The shopper's favorites collections, with fixed uuids (SEED_COLLECTIONS) so links to them are
 * stable: 'Summer picks', shared (visibility 'all'), uuid 5eed0c01-0000-4000-8000-000000000001:
 * Sunglasses - Tortoise, Steel Bottle - 750 ml, Weekender Bag - Olive; 'Gift ideas', private,
 * uuid 5eed0c01-0000-4000-8000-000000000002: Beeswax Candle - Honey, Gift Card - $50.
 */
import type { Db, Queryable } from '../api/db/db';
import { defaultShippingAddress, insertOrder } from '../api/lib/order-write';

import type { ContentItem, FulfillmentStatus, PersonalizationField, PersonalizationQuiz, ShipmentStatus } from '../../src/api/types';
import {
  CAPPED_VARIANT_ID, DEMO_MULTIPASS_SECRET, PRODUCTS, RETIRED_VARIANT_ID, SHOP_CURRENCY, SHOP_ID, SHOPIFY_DOMAIN,
  SOLD_OUT_VARIANT_ID,
} from './catalog';
import { demoOrder, demoSecret, demoTracking } from './orders';
import { DEMO_LOYALTY_TOKEN, insertLoyaltySeed, upgradeLoyaltySettings } from './loyalty';

const DAY_MS = 86_400_000;

/** The shopper's seeded favorites collections (see the file comment); created `daysAgo` before the seed's now. */
export const SEED_COLLECTIONS = [
  {
    uuid: '5eed0c01-0000-4000-8000-000000000001', name: 'Summer picks', visibility: 'all', daysAgo: 3,
    items: [{ productId: 7015, variantId: 400070151 }, { productId: 7014, variantId: 400070142 }, { productId: 7018, variantId: 400070181 }],
  },
  {
    uuid: '5eed0c01-0000-4000-8000-000000000002', name: 'Gift ideas', visibility: 'private', daysAgo: 10,
    items: [{ productId: 7011, variantId: 400070111 }, { productId: 7026, variantId: 400070262 }],
  },
] as const;

/** seed_steps name of the collections step (upgradeSeed runs it once per database). */
const COLLECTIONS_STEP = 'wishlist-collections';

export const SHOPPER = { id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '(503) 555-0142', birthday: '1990-04-12' };
export const OTHER = { id: '9002', email: 'other@example.com', firstName: 'Alex', lastName: 'Kim', phone: '', birthday: '' };

/** The demo shop's personalization fields (settings `personalization.data`), one of each answer shape. */
export const DEMO_PERSONALIZATION_FIELDS: PersonalizationField[] = [
  { key: 'shoeSize', label: { en: 'Shoe size', de: 'Schuhgröße', fr: 'Pointure' }, visible: true, type: 'measure', units: ['US', 'EU'] },
  {
    key: 'interests', label: { en: 'Interests', de: 'Interessen', fr: 'Centres d’intérêt' }, visible: true, type: 'choices',
    options: ['Running', 'Hiking', 'Cooking', 'Coffee', 'Reading'],
  },
  { key: 'skinType', label: { en: 'Skin type', de: 'Hauttyp', fr: 'Type de peau' }, visible: true, type: 'choice', options: ['Dry', 'Oily', 'Combination', 'Sensitive'] },
  { key: 'birthdayMonth', label: { en: 'Birthday month', de: 'Geburtsmonat', fr: 'Mois d’anniversaire' }, visible: true, type: 'text' },
];

/** shopper@example.com's answers: a measure, a list and a plain value; 'birthdayMonth' left open. */
export const SHOPPER_PERSONALIZATIONS = { shoeSize: { value: 9.5, unit: 'US' }, interests: ['Hiking', 'Coffee'], skinType: 'Dry' };

/**
 * The demo shop's notification trigger (issue 13): on a shopper's fourth product page view, a
 * toast after 1 s that sends them to their favorites. Shown on the page by the launcher's late half.
 */
export const DEMO_TRIGGER = {
  event: 'product_view',
  amount: 4,
  destination: 'toast',
  page: '/#status-favorites',
  toastMessage: {
    en: 'Still thinking it over? Save it to your favorites.',
    de: 'Noch unentschlossen? Merken Sie es sich in Ihren Favoriten.',
    fr: 'Vous hésitez encore ? Ajoutez-le à vos favoris.',
  },
  toastActionLabel: { en: 'See favorites', de: 'Favoriten ansehen', fr: 'Voir les favoris' },
  delay: 1000,
};

/**
 * The demo shop's content blocks (SPEC.md 3 'Content item', issue 13), at For you's lower targets
 * so the demo store shows some without pushing the lists down: for everyone a text with an image
 * (rich text), for shoppers in Germany a link button, for signed-in shoppers a link list.
 */
export const DEMO_CONTENT: ContentItem[] = [
  {
    id: 'demo-free-returns', target: 'collections-after', isActive: true, type: 'imageWithText', position: 2,
    image: '/images/canvas-tote.svg',
    text: { en: '**Free returns** for 30 days', de: '**Kostenlose Rücksendung** für 30 Tage', fr: '**Retours gratuits** pendant 30 jours' },
    description: {
      en: 'Changed your mind? Send it back, *no questions asked*. [Our privacy policy](/policies/privacy-policy)',
      de: 'Doch nicht das Richtige? Schicken Sie es zurück, *ohne Wenn und Aber*. [Unsere Datenschutzerklärung](/policies/privacy-policy)',
      fr: 'Vous avez changé d’avis ? Renvoyez-le, *sans justification*. [Notre politique de confidentialité](/policies/privacy-policy)',
    },
  },
  {
    id: 'demo-germany', target: 'collections-before', isActive: true, type: 'link', style: 'button', position: 1,
    categories: { countryCode: ['DE'] }, url: '/collections/all',
    label: { en: 'Free shipping to Germany', de: 'Kostenloser Versand nach Deutschland', fr: 'Livraison gratuite en Allemagne' },
  },
  {
    id: 'demo-members-help', target: 'collections-after', isActive: true, type: 'link', style: 'list', position: 1,
    categories: { loggedIn: true }, url: '/pages/contact',
    label: { en: 'Questions about an order? Contact us', de: 'Fragen zu einer Bestellung? Schreiben Sie uns', fr: 'Une question sur une commande ? Contactez-nous' },
  },
];

/**
 * The demo shop's personalization quiz (SPEC.md 3 'personalizationQuizzes'): `#status-survey:style-quiz`,
 * opened after an initial login while one of its fields is empty, and reminded of in For you.
 */
export const DEMO_QUIZ: PersonalizationQuiz = {
  handle: 'style-quiz',
  title: { en: 'Style quiz', de: 'Stil-Quiz', fr: 'Quiz de style' },
  trigger: 'login',
  isActive: true,
  reminder: true,
  fields: ['shoeSize', 'interests', 'skinType', 'birthdayMonth'],
};

/**
 * The demo shop's dynamic page (SPEC.md 2 'Dynamic pages'): a 'Size guide' tab in the panel's nav,
 * `#status-size-guide`, showing the content blocks at target 'page-size-guide'. Off by default
 * (the nav the other tests see stays For you, Orders, Profile); switch it on with
 * `PATCH /dev/settings` `{"dynamicPages": {...this, "isActive": true}}` (README 'Full-page mode, dynamic pages').
 */
export const DEMO_DYNAMIC_PAGES = {
  isActive: false,
  pages: [{
    handle: 'size-guide',
    title: { en: 'Size guide', de: 'Größentabelle', fr: 'Guide des tailles' },
    nav: true,
    back: 'foryou',
    targets: ['page-size-guide'],
  }],
};

/** The content blocks of the dynamic page's target 'page-size-guide' (shown only there). */
export const DYNAMIC_PAGE_CONTENT = [
  {
    id: 'size-guide-intro', target: 'page-size-guide', isActive: true, type: 'imageWithText', position: 1,
    text: { en: 'Find your fit', de: 'Finde deine Größe', fr: 'Trouvez votre taille' },
    description: {
      en: 'Our shirts run true to size; between two sizes, take the larger one.',
      de: 'Unsere Hemden fallen normal aus; zwischen zwei Größen nimm die größere.',
      fr: 'Nos chemises taillent normalement ; entre deux tailles, prenez la plus grande.',
    },
  },
  {
    id: 'size-guide-contact', target: 'page-size-guide', isActive: true, type: 'link', style: 'button', position: 2,
    url: '/pages/contact', label: { en: 'Ask about a size', de: 'Frag uns zur Größe', fr: 'Une question de taille ?' },
  },
];

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
  // Country variants (SPEC.md 3): German-speaking shoppers see orders titled by name, others by status.
  orderLabel: [{ countries: ['DE', 'AT', 'CH'], display: 'name' }, { display: 'status' }],
  prices: { isActive: true },
  popularToday: { isActive: true },
  recentlyViewedCollections: { isActive: true },
  utmTracking: { medium: 'link', campaign: 'account' },
  notificationTriggers: [DEMO_TRIGGER],
  loginRefresh: { pagesToRefresh: [], alwaysRefresh: false },
  openForReturningCustomer: { isActive: false },
  personalization: { data: DEMO_PERSONALIZATION_FIELDS },
  // Off: its login trigger would open the quiz when shopper@example.com (birthdayMonth empty) signs in,
  // which the sign-in e2e tests do not expect. Switch on with PATCH /dev/settings (README 'Quizzes').
  personalizationQuizzes: { isActive: false, quizzes: [DEMO_QUIZ] },
  // Issue 13's integrations, each off; README 'Loyalty and account integrations' says how to switch them on.
  points: { isActive: false, name: 'Harbor Rewards', link: '/pages/rewards', url: '/pages/rewards', refreshOnRewardsPage: true, sdkGlobal: 'HarborRewards' },
  credit: { isActive: false, name: 'Store credit', link: '/collections/all', popup: false, accessToken: DEMO_LOYALTY_TOKEN },
  subscriptions: { isActive: false, name: 'Subscriptions', url: '/apps/subscriptions' },
  membership: { isActive: false, name: 'Harbor Club', link: '/pages/membership', url: '/pages/membership' },
  mobileWallet: { isActive: false, name: 'Your card in your wallet', link: '/pages/wallet', url: 'https://pass.example.com/add', storeIdHash: '5f3c1a9e' },
  dynamicPages: DEMO_DYNAMIC_PAGES,
  limitCartCreation: { isActive: false },
};

/** Theme colors, custom CSS, the content blocks (DEMO_CONTENT) and merchant translations. */
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
  content: [...DEMO_CONTENT, ...DYNAMIC_PAGE_CONTENT],
  /** merchant texts over the widget's tables (src/i18n): this shop addresses German shoppers formally */
  translations: { de: { 'nav.forYou': 'Für Sie' } },
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

interface SeedOrder {
  id: string;
  customerId: string;
  name: string;
  fulfillment: FulfillmentStatus;
  shipment: ShipmentStatus | null;
  createdAt: number;
  /** k-th order of the shop's seed; picks the line items (unless `lines`), discount and carrier */
  k: number;
  /** the line items, when not picked by `k` */
  lines?: { variantId: number; quantity: number }[];
}

/** True when the demo shop exists, i.e. the database was seeded before. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM shops WHERE id = $1', [SHOP_ID]);
  return rows.length > 0;
}

/**
 * Brings demo data of an older seed up to date; safe to run on every start (changes nothing
 * when current) and never drops what a shopper or merchant changed:
 * - gives the demo shop DEMO_MULTIPASS_SECRET when its secret is NULL (seeded before the
 *   multipass_secret column existed)
 * - a seed from before issue 11 (no order #1031 yet) gets, in one transaction: the re-buy orders
 *   #1031-#1033, tracking numbers on its carrier shipments, the personalization fields when the
 *   shop has none, and the shopper's preference answers, phone and birthday where still empty.
 *   Migration 4 already gave its orders passes, one-click ids, amounts and shipping addresses.
 * - a seed from before issue 12 gets the shopper's two favorites collections (SEED_COLLECTIONS),
 *   once: the step is recorded in seed_steps, so collections the shopper deletes stay deleted.
 * - a seed from before issue 13 whose quiz list is still empty gets the demo quiz (DEMO_QUIZ),
 *   leaving the setting's isActive as it is.
 * @param now epoch ms that the added orders' dates count back from
 */
export async function upgradeSeed(db: Db, now = Date.now()): Promise<void> {
  await upgradeContentAndTriggers(db);
  await db.query('UPDATE shops SET multipass_secret = $2 WHERE id = $1 AND multipass_secret IS NULL', [SHOP_ID, DEMO_MULTIPASS_SECRET]);
  await db.query(
    `UPDATE shops SET settings = jsonb_set(settings, '{personalizationQuizzes,quizzes}', $2::jsonb)
     WHERE id = $1 AND jsonb_typeof(settings -> 'personalizationQuizzes') = 'object'
       AND coalesce(settings #> '{personalizationQuizzes,quizzes}', '[]'::jsonb) = '[]'::jsonb`,
    [SHOP_ID, JSON.stringify([DEMO_QUIZ])],
  );
  const { rows: shopper } = await db.query('SELECT 1 FROM customers WHERE id = $1', [SHOPPER.id]);
  const { rows: collectionsDone } = await db.query('SELECT 1 FROM seed_steps WHERE name = $1', [COLLECTIONS_STEP]);
  if (shopper.length && !collectionsDone.length) await db.transaction((tx) => insertSeedCollections(tx, now));
  if (shopper.length) await insertLoyaltySeed(db, now);
  await upgradeLoyaltySettings(db, SHOP_ID, DEMO_SETTINGS);
  // issue 13: the DE variant of orderLabel and the German override, on a database seeded before them
  await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{orderLabel}', $2::jsonb) WHERE id = $1 AND settings->'orderLabel' = '{"display":"status"}'::jsonb`,
    [SHOP_ID, JSON.stringify(DEMO_SETTINGS.orderLabel)]);
  await db.query(`UPDATE shops SET customizations = customizations || jsonb_build_object('translations', $2::jsonb) WHERE id = $1 AND NOT customizations ? 'translations'`,
    [SHOP_ID, JSON.stringify(DEMO_CUSTOMIZATIONS.translations)]);
  const { rows } = await db.query("SELECT 1 FROM orders WHERE id = '820031'");
  if (rows.length || !shopper.length) return;
  await db.transaction(async (tx) => {
    for (const o of rebuyOrders(now)) await insertSeedOrder(tx, o, now);
    for (const o of baseOrders(now)) {
      const address = await defaultShippingAddress(tx, o.customerId);
      const tracking = demoTracking(o.shipment, o.k, address?.country);
      if (!tracking) continue;
      await tx.query(
        'UPDATE orders SET tracking_company = $2, tracking_number = $3 WHERE id = $1 AND shipment_status = $4 AND tracking_number IS NULL',
        [o.id, tracking.company, tracking.number, o.shipment],
      );
    }
    await tx.query(
      `UPDATE shops SET settings = jsonb_set(settings, '{personalization}', $2::jsonb)
       WHERE id = $1 AND coalesce(settings #> '{personalization,data}', '[]'::jsonb) = '[]'::jsonb`,
      [SHOP_ID, JSON.stringify({ data: DEMO_PERSONALIZATION_FIELDS })],
    );
    await tx.query(
      `UPDATE customers SET personalizations = CASE WHEN personalizations = '{}'::jsonb THEN $2::jsonb ELSE personalizations END,
         phone = coalesce(nullif(phone, ''), $3), birthday = CASE WHEN birthday = '' THEN $4 ELSE birthday END
       WHERE id = $1`,
      [SHOPPER.id, JSON.stringify(SHOPPER_PERSONALIZATIONS), SHOPPER.phone, SHOPPER.birthday],
    );
  });
}

/** seed_steps name of the demo trigger and content blocks step (issue 13). */
const CONTENT_STEP = 'content-and-triggers';

/**
 * Gives an older database the demo trigger and content blocks once (recorded in seed_steps), and
 * only where the shop still has none, so a merchant's own or emptied lists stay as they are.
 */
async function upgradeContentAndTriggers(db: Db): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM seed_steps WHERE name = $1', [CONTENT_STEP]);
  if (rows.length) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE shops SET settings = jsonb_set(settings, '{notificationTriggers}', $2::jsonb)
       WHERE id = $1 AND coalesce(settings -> 'notificationTriggers', '[]'::jsonb) = '[]'::jsonb`,
      [SHOP_ID, JSON.stringify([DEMO_TRIGGER])],
    );
    await tx.query(
      `UPDATE shops SET customizations = jsonb_set(customizations, '{content}', $2::jsonb)
       WHERE id = $1 AND coalesce(customizations -> 'content', '[]'::jsonb) = '[]'::jsonb`,
      [SHOP_ID, JSON.stringify([...DEMO_CONTENT, ...DYNAMIC_PAGE_CONTENT])],
    );
    await tx.query('INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT DO NOTHING', [CONTENT_STEP]);
  });
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
        `INSERT INTO customers (id, shop_id, email, first_name, last_name, phone, birthday, personalizations, accepts_marketing, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)`,
        [c.id, SHOP_ID, c.email, c.firstName, c.lastName, c.phone, c.birthday,
          JSON.stringify(c === SHOPPER ? SHOPPER_PERSONALIZATIONS : {}), iso(now - 380 * DAY_MS)],
      );
    }
    await insertAddresses(tx);
    for (const o of [...baseOrders(now), ...rebuyOrders(now)]) await insertSeedOrder(tx, o, now);
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
    await insertSeedCollections(tx, now);
    await insertLoyaltySeed(tx, now);
  });
}

/**
 * The shopper's SEED_COLLECTIONS (an existing uuid is left as it is) and the seed_steps record
 * that they were seeded.
 */
async function insertSeedCollections(tx: Queryable, now: number): Promise<void> {
  for (const c of SEED_COLLECTIONS) {
    const at = new Date(now - c.daysAgo * DAY_MS).toISOString();
    const { rows } = await tx.query(
      `INSERT INTO wishlist_collections (uuid, shop_id, customer_id, name, visibility, created_at, updated_at)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, $6) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
      [c.uuid, SHOP_ID, SHOPPER.id, c.name, c.visibility, at],
    );
    if (!rows.length) continue;
    for (const [position, item] of c.items.entries()) {
      await tx.query(
        'INSERT INTO wishlist_collection_items (collection_uuid, position, product_id, variant_id) VALUES ($1::uuid, $2, $3, $4)',
        [c.uuid, position, item.productId, item.variantId],
      );
    }
  }
  await tx.query('INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT DO NOTHING', [COLLECTIONS_STEP]);
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
function baseOrders(now: number): SeedOrder[] {
  const orders: SeedOrder[] = [];
  for (let k = 0; k < 28; k++) {
    const fulfillment = FULFILLMENT[k % FULFILLMENT.length]!;
    orders.push({
      id: String(820028 - k),
      customerId: SHOPPER.id,
      name: `#${1028 - k}`,
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
    { id: '820030', customerId: OTHER.id, name: '#1030', fulfillment: 'FULFILLED', shipment: 'DELIVERED', createdAt: now - 20 * DAY_MS, k: 28 },
    { id: '820029', customerId: OTHER.id, name: '#1029', fulfillment: 'UNFULFILLED', shipment: null, createdAt: now - 1 * DAY_MS, k: 29 },
  );
  return orders;
}

/** The shopper's delivered orders with a sold-out (#1031), a deleted (#1032) and a capped (#1033) item; see the file comment. */
function rebuyOrders(now: number): SeedOrder[] {
  const delivered = { customerId: SHOPPER.id, fulfillment: 'FULFILLED', shipment: 'DELIVERED' } as const;
  return [
    { ...delivered, id: '820031', name: '#1031', createdAt: now - DAY_MS, k: 31, lines: [{ variantId: 400070011, quantity: 1 }, { variantId: SOLD_OUT_VARIANT_ID, quantity: 1 }] },
    { ...delivered, id: '820032', name: '#1032', createdAt: now - 30 * DAY_MS - 5 * 3_600_000, k: 32, lines: [{ variantId: 400070081, quantity: 2 }, { variantId: RETIRED_VARIANT_ID, quantity: 1 }] },
    { ...delivered, id: '820033', name: '#1033', createdAt: now - 45 * DAY_MS - 7 * 3_600_000, k: 33, lines: [{ variantId: CAPPED_VARIANT_ID, quantity: 2 }, { variantId: 400070161, quantity: 1 }] },
  ];
}

/** Line items picked by k: 1 to 5 catalog variants, some twice. */
function linesOf(k: number): { variantId: number; quantity: number }[] {
  return Array.from({ length: 1 + ((k * 3) % 5) }, (_, n) => {
    const product = PRODUCTS[(k * 7 + n * 5) % PRODUCTS.length]!;
    return { variantId: product.variants[(k + n) % product.variants.length]!.id, quantity: (k + n) % 4 === 0 ? 2 : 1 };
  });
}

/** Inserts a seed order shipped to its customer's default address, every 4th with 10% off. */
async function insertSeedOrder(tx: Queryable, o: SeedOrder, now: number): Promise<void> {
  await insertOrder(tx, demoOrder({
    id: o.id,
    name: o.name,
    customerId: o.customerId,
    fulfillment: o.fulfillment,
    shipment: o.shipment,
    createdAt: o.createdAt,
    lines: o.lines ?? linesOf(o.k),
    discountPercent: o.k % 4 === 3 ? 10 : 0,
    shippingAddress: await defaultShippingAddress(tx, o.customerId),
    n: o.k,
    pass: demoSecret('pass', o.id),
    oneClickId: demoSecret('one-click', o.id),
  }, now));
}
