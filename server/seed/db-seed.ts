/**
 * Seeds the app's own data of the demo shop (docs/local-stack.md#data-and-seed): the shop with its merchant settings
 * (personalization fields included) and multipass secret (DEMO_MULTIPASS_SECRET; its storefront
 * origin is set at run time), and what the app keeps for the local Shopify's seeded customers,
 * shopper@example.com ('9001') and other@example.com ('9002'): their mapping rows, favorites,
 * saved-from-cart items, favorites collections and loyalty. Their names, addresses, orders and
 * preference answers are Shopify's: the local Shopify seeds them (server/store/seed).
 *
 * Saved items: the shopper's favorites Linen Shirt, Cotton Throw and Sunglasses and
 * saved-from-cart Stoneware Mug and Hoodie; other@example.com's favorite Canvas Tote.
 * The shopper's favorites collections, with fixed uuids (SEED_COLLECTIONS) so links to them are
 * stable: 'Summer picks', shared (visibility 'all'), uuid 5eed0c01-0000-4000-8000-000000000001:
 * Sunglasses - Tortoise, Steel Bottle - 750 ml, Weekender Bag - Olive; 'Gift ideas', private,
 * uuid 5eed0c01-0000-4000-8000-000000000002: Beeswax Candle - Honey, Gift Card - $50.
 */
import type { Db, Queryable } from '../api/db/db';

import type { ContentItem, PersonalizationField, PersonalizationQuiz } from '../../src/api/types';
import { DEMO_MULTIPASS_SECRET, PRODUCTS, SHOP_CURRENCY, SHOP_ID, SHOPIFY_DOMAIN } from './catalog';
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
 * The demo shop's notification trigger: on a shopper's fourth product page view, a
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
 * The demo shop's content blocks (docs/product.md#content-and-triggers 'Content item'), at For you's lower targets
 * so the demo store shows some without pushing the lists down: for everyone a text with an image
 * (rich text), for shoppers in Germany a link button, for signed-in shoppers a link list.
 */
export const DEMO_CONTENT: ContentItem[] = [
  {
    id: 'demo-free-returns', target: 'collections-after', isActive: true, type: 'imageWithText', position: 2,
    image: '/images/canvas-tote.png',
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
 * The demo shop's personalization quiz (docs/product.md#settings-keys 'personalizationQuizzes'):
 * `#status-survey:style-quiz`, opened after an initial login while one of its fields is empty, and reminded of in For
 * you.
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
 * The demo shop's dynamic page (docs/product.md#routing-rules 'Dynamic pages'): a 'Size guide' tab in the panel's nav,
 * `#status-size-guide`, showing the content blocks at target 'page-size-guide'. Off by default
 * (the nav the other tests see stays For you, Orders, Profile); switch it on with
 * `PATCH /dev/settings` `{"dynamicPages": {...this, "isActive": true}}` (docs/local-stack.md 'Trying each feature').
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
  // Country variants (docs/product.md#data): German-speaking shoppers see orders titled by name, others by status.
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
  // which the sign-in e2e tests do not expect. Switch on with PATCH /dev/settings (docs/local-stack.md 'Trying each feature').
  personalizationQuizzes: { isActive: false, quizzes: [DEMO_QUIZ] },
  // The loyalty and account integrations, each off so the default demo stays plain; docs/local-stack.md
  // 'Trying each feature' says how to switch them on.
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

/** Overrides of the default feature flags (docs/product.md#limits); empty: the defaults apply. */
export const DEMO_FEATURES = {};

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
 * - the personalization fields when the shop has none.
 * - a seed without them gets the shopper's two favorites collections (SEED_COLLECTIONS),
 *   once: the step is recorded in seed_steps, so collections the shopper deletes stay deleted.
 * - a seed whose quiz list is empty gets the demo quiz (DEMO_QUIZ),
 *   leaving the setting's isActive as it is.
 * @param now epoch ms that added rows' dates count back from
 */
export async function upgradeSeed(db: Db, now = Date.now()): Promise<void> {
  await upgradeContentAndTriggers(db);
  // content blocks seeded when the demo store's product images were SVG
  await db.query(`UPDATE shops SET customizations = replace(customizations::text, '/images/canvas-tote.svg', '/images/canvas-tote.png')::jsonb
     WHERE id = $1 AND customizations::text LIKE '%/images/canvas-tote.svg%'`, [SHOP_ID]);
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
  // the DE variant of orderLabel and the German override, on a database whose seed has neither
  await db.query(`UPDATE shops SET settings = jsonb_set(settings, '{orderLabel}', $2::jsonb) WHERE id = $1 AND settings->'orderLabel' = '{"display":"status"}'::jsonb`,
    [SHOP_ID, JSON.stringify(DEMO_SETTINGS.orderLabel)]);
  await db.query(`UPDATE shops SET customizations = customizations || jsonb_build_object('translations', $2::jsonb) WHERE id = $1 AND NOT customizations ? 'translations'`,
    [SHOP_ID, JSON.stringify(DEMO_CUSTOMIZATIONS.translations)]);
  await db.query(
    `UPDATE shops SET settings = jsonb_set(settings, '{personalization}', $2::jsonb)
     WHERE id = $1 AND coalesce(settings #> '{personalization,data}', '[]'::jsonb) = '[]'::jsonb`,
    [SHOP_ID, JSON.stringify({ data: DEMO_PERSONALIZATION_FIELDS })],
  );
}

/** seed_steps name of the demo trigger and content blocks step. */
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
 * @param now epoch ms that the seeded rows' dates count back from
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
      await tx.query('INSERT INTO customers (id, shop_id, created_at) VALUES ($1, $2, $3)', [c.id, SHOP_ID, iso(now - 380 * DAY_MS)]);
    }
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
