// @vitest-environment node
// Who may call what, generated from the production app's route table: every route x every
// caller below, through the real ID token verifier (signed with a test key). A route added
// later fails 'every route has an authorization case' until it gets a row in CASES.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idTokenVerifier } from '../../../server/api/firebase/verify-id-token';
import { signEditSession } from '../../../server/api/lib/order-edit';
import { signedAppProxyQuery } from '../../../server/lib/app-proxy';
import { DEMO_APP_SECRET, SHOPIFY_DOMAIN } from '../../../server/seed/catalog';
import { SEED_COLLECTIONS } from '../../../server/seed/db-seed';
import { oneClickIdOf, orderPass } from '../../../server/api/lib/order-secrets';
import { ADMIN_ROUTES } from '../../../server/api/admin/routes';
import { CUSTOMER_ACCOUNT_ROUTES } from '../../../server/api/customer-account/routes';
import { seedOrders } from '../../../server/store/seed/shop-orders';
import { atClock, createHarness, HARNESS_START_MS, NOW, readCustomToken, SECOND_SHOP, type Harness } from './helpers';
import { createTestIssuer, type TestIssuer } from './firebase-tokens';

const PROJECT = 'status-prod';
const OWNER = { id: '9001', email: 'shopper@example.com' };
const OTHER = { id: '9002', email: 'other@example.com' };

const CALLERS = [
  'no token', 'forged unsigned token', 'expired token', 'anonymous', 'owner', 'another customer', 'another shop',
  'owner naming another shop', "second shop's merchant", 'forged webhook',
] as const;
type Caller = typeof CALLERS[number];
/**
 * 'another shop': the second shop's customer 9501 with the owner's email, signed in through that
 * shop's app proxy (the attacker's own store). 'owner naming another shop': the owner's own token,
 * with 'other-shop' in place of 'demo-shop' in the path and data. "second shop's merchant": App
 * Bridge's session token of the second shop as the bearer. 'forged webhook': no bearer, an
 * app/uninstalled webhook's headers for the demo shop signed with a secret that is not the app's.
 */
type Signed = Exclude<Caller, 'no token' | 'forged unsigned token' | 'expired token' | 'owner naming another shop' | "second shop's merchant" | 'forged webhook'>;

interface Case {
  /** path with the owner's resources filled in */
  path: string;
  /** the envelope's data for POST */
  data?: Record<string, unknown>;
  /** status per signed-in caller; callers without a valid token always get 401 (public routes 200) */
  expect: Record<Signed, number>;
  public?: true;
  /** a public route's status for every caller when not 200 (a file that is not there) */
  publicStatus?: number;
}

let orderId = '';
/** The pass and one-click id of the other customer's order #1030 (lib/order-secrets.ts, from the shop's signing secret). */
const otherOrderLinks = { pass: '', oneClickId: '' };
/** The owner's addresses: the default one (edited in place) and another (deleted). */
let ownerAddresses: { id: string; city: string }[] = [];
/** A valid order-editing session of the other customer's unfulfilled order #1029. */
let editSession = '';
/** The owner's seeded favorite and saved-from-cart item ids. */
let ownerSaved = { wishlist: '', cart: '' };
/** Two shared collections of the other customer (made in beforeAll): one to delete, one whose item is removed. */
const otherCollection = { uuid: '0a7e0000-0000-4000-8000-00000000c0de', itemId: '' };
const OTHER_ITEM_COLLECTION = '0a7e0000-0000-4000-8000-00000000c0df';
const SUMMER_PICKS = SEED_COLLECTIONS[0].uuid;
const GIFT_IDEAS = SEED_COLLECTIONS[1].uuid;
const ADDRESS = {
  firstName: 'Sam', lastName: 'Rivera', company: '', address1: '12 Harbor Street', address2: 'Apt 4', city: 'Portland',
  province: 'Oregon', zip: '97201', country: 'United States', phone: '(503) 555-0142', default: true,
};
/**
 * What the owner's token (a demo-shop customer) gets naming 'other-shop' in the path and data.
 * other-shop has a row in the app's database but no Shopify installation (no access
 * token): whatever needs its Shopify (its products, For you's cards, order details and links)
 * answers 401 'shop-not-installed'. The owner's token was minted by demo-shop's sign-in, so in
 * other-shop it is nobody's customer without asking Shopify (docs/security.md 'Shops are walls'):
 * customer records 403, an empty order list, a guest's init. Nothing of demo-shop comes through
 * another shop. What needs no Shopify answers as before: public countries, sign-in codes (a
 * return URL on demo-shop's storefront is 400), the owner's own lists. Routes without a shop in
 * the path act on the resource's own shop: the owner's own collections answer 200, their saved
 * items were deleted by the owner's row before (404), as the other customer did their collection.
 * The leak check below holds for all.
 */
const OTHER_SHOP: Record<string, number> = {
  'GET /health': 200, 'GET /init/countries': 200, 'GET /init/for-you/:shopId': 401, 'GET /products/:shopId': 401,
  'POST /tracking/event/inject': 403,
  'POST /authentication/create-otc': 200, 'GET /authentication/create-otc': 200,
  'POST /authentication/validate-otc': 400, 'POST /authentication/create-magic-link': 400, 'POST /authentication/validate-magic-link': 400,
  'GET /init/v2/:shopId/user': 200, 'POST /init/for-you': 200, 'POST /products/batch': 200,
  'POST /member/check-customer': 403, 'POST /member/unverified': 200,
  // other-shop has no multipass secret: 'Multipass key not set' (docs/product.md#error-messages)
  'POST /member/:shopId/shopify/login': 401,
  'POST /orders/:shopId/orders': 200,
  'GET /orders/:shopId/order/:id': 401, 'GET /orders/:shopId/order-with-pass/:id/:pass': 404, 'GET /orders/:shopId/order-one-click/:oneClickId': 404,
  'POST /orders/:shopId/order/:id/cancel': 401, 'GET /orders/:shopId/order/:id/order-editing-session-link': 401,
  'GET /order-tracking/:shopId/link/:id': 401, 'GET /orders/:shopId/order-editing-session/:id': 403,
  'GET /customer/:shopId/:customerId': 403, 'PUT /customer/:shopId/:customerId': 403, 'GET /customer/:shopId/:customerId/personalizations': 403,
  'POST /customer/:shopId/:customerId/address': 403, 'PUT /customer/:shopId/:customerId/address/:addressId': 403,
  'DELETE /customer/:shopId/:customerId/address/:addressId': 403,
  'POST /saved/wishlist-items': 200, 'POST /saved/wishlist': 200, 'POST /saved/wishlist/items': 200, 'DELETE /saved/wishlist/:id': 404,
  'POST /saved/cart/items': 200, 'POST /saved/cart': 200, 'DELETE /saved/cart/:id': 404,
  'POST /saved/wishlist-collections': 200, 'POST /saved/wishlist-collection': 401,
  'GET /saved/wishlist-collection/:uuid': 200, 'PUT /saved/wishlist-collection/:uuid': 200,
  // the other customer deleted both in their row before
  'DELETE /saved/wishlist-collection-item/:id': 404, 'DELETE /saved/wishlist-collection/:uuid': 404,
  'GET /points/:shopId': 403, 'GET /credit/:shopId': 403, 'GET /integrations/:shopId/:customerId/subscription-link': 403,
  // the app proxy: the same signed request (its shop is in the signed query, not the path)
  'GET /proxy/session': 200,
  'POST /shopify/install': 401, 'GET /admin': 401, 'POST /admin/webhooks': 401,
  // the admin API takes App Bridge's session token only (its own matrix: admin/authorization.test.ts)
  ...Object.fromEntries(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, 401])),
  ...Object.fromEntries(CUSTOMER_ACCOUNT_ROUTES.map((r) => [`${r.method} ${r.path}`, 401])),
  'GET /admin/settings': 401, 'GET /admin/look': 401, 'GET /admin/content': 401,
  'GET /admin/assets/*': 404, 'GET /admin/preview/*': 404, 'GET /admin/preview-frame': 200,
};
/**
 * What the second shop's merchant gets where not 401 (a session token is no Firebase ID token):
 * the admin API refuses a session token of another shop than the path's with 403 (its own matrix:
 * admin/authorization.test.ts), and install installs the merchant's own shop again, never the
 * demo shop (checked below).
 */
const SECOND_MERCHANT: Record<string, number> = {
  ...Object.fromEntries(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, 403])),
  'POST /shopify/install': 200,
};
/** A webhook body naming the demo shop, and its X-Shopify-* headers signed with the attacker's own secret. */
const FORGED_WEBHOOK = (() => {
  const body = JSON.stringify({ id: 1, name: 'Demo Goods', domain: 'localhost', myshopify_domain: SHOPIFY_DOMAIN });
  return {
    body,
    headers: {
      'X-Shopify-Hmac-Sha256': createHmac('sha256', 'the-attackers-own-app-secret').update(body).digest('base64'),
      'X-Shopify-Topic': 'app/uninstalled', 'X-Shopify-Shop-Domain': SHOPIFY_DOMAIN, 'X-Shopify-API-Version': '2026-07',
      'X-Shopify-Webhook-Id': 'forged-matrix', 'X-Shopify-Triggered-At': new Date(NOW).toISOString(),
    },
  };
})();
/** The query Shopify's app proxy forwards for `customerId` of `shop` (default the demo shop), signed now (the harness clock). */
const proxyQuery = (customerId: string, shop = SHOPIFY_DOMAIN) => signedAppProxyQuery(new URLSearchParams(),
  { shop, loggedInCustomerId: customerId, pathPrefix: '/apps/status', timestamp: Math.floor(NOW / 1000) }, DEMO_APP_SECRET);
/** Requests sent by the matrix (routes x callers), counted for the last test. */
let cells = 0;
const all = (status: number): Record<Signed, number> => ({ anonymous: status, owner: status, 'another customer': status, 'another shop': status });

/** One row per route of the production app, keyed 'METHOD /path/:param'. */
const CASES = (): Record<string, Case> => ({
  'GET /health': { path: '/health', expect: all(200), public: true },
  // Events are stored as the caller's own; a shop's own sign-in sends events for that shop only.
  'POST /tracking/event/inject': { path: '/tracking/event/inject', data: undefined, expect: { ...all(200), 'another shop': 403 } },
  'POST /authentication/create-otc': { path: '/authentication/create-otc', data: { email: 'matrix@example.com' }, expect: all(200) },
  'GET /authentication/create-otc': { path: '/authentication/create-otc', expect: all(200) },
  // Reaching the handler with a code id nobody has: 400 'invalid-code' for everyone signed.
  'POST /authentication/validate-otc': { path: '/authentication/validate-otc', data: { otp: 1234, ids: ['no-such-code'] }, expect: all(400) },
  'POST /authentication/create-magic-link': {
    path: '/authentication/create-magic-link', data: { email: 'matrix@example.com', returnUrl: 'http://127.0.0.1:3000/' }, expect: all(200),
  },
  'POST /authentication/validate-magic-link': { path: '/authentication/validate-magic-link', data: { codeId: 'no-such-link', token: 'x' }, expect: all(400) },
  'GET /init/v2/:shopId/user': { path: '/init/v2/demo-shop/user', expect: all(200) },
  'POST /init/for-you': { path: '/init/for-you', data: { recentlyViewed: [] }, expect: all(200) },
  // Shop-wide data, the same for every shopper: any caller (routes/public.ts).
  'GET /init/for-you/:shopId': { path: '/init/for-you/demo-shop?recentlyViewed=7001', expect: all(200), public: true },
  'GET /products/:shopId': { path: '/products/demo-shop?ids=7001', expect: all(200), public: true },
  'POST /products/batch': { path: '/products/batch', data: { items: [] }, expect: all(200) },
  'POST /member/check-customer': {
    path: '/member/check-customer',
    data: { customerEmail: OWNER.email, statusId: 'x', anonUserId: null, anonIdToken: null, acceptsMarketing: false, countryCode: 'US' },
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'POST /member/unverified': { path: '/member/unverified', data: { email: 'typed@example.com' }, expect: all(200) },
  // Another customer gets a login URL for themselves, never the owner's (checked below).
  'POST /member/:shopId/shopify/login': {
    path: '/member/demo-shop/shopify/login', data: { returnUrl: 'http://127.0.0.1:3000/account' },
    expect: { anonymous: 401, owner: 200, 'another customer': 200, 'another shop': 401 },
  },
  'POST /orders/:shopId/orders': {
    path: '/orders/demo-shop/orders', data: {},
    expect: { anonymous: 401, owner: 200, 'another customer': 200, 'another shop': 200 },
  },
  'GET /orders/:shopId/order/:id': {
    path: `/orders/demo-shop/order/${orderId}`,
    expect: { anonymous: 401, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'GET /customer/:shopId/:customerId/personalizations': {
    path: `/customer/demo-shop/${OWNER.id}/personalizations`,
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  // Orders by link: whoever holds an order's pass or one-click id sees it (any verified token); the
  // rows use the other customer's order so the leak check below still holds for the owner's.
  'GET /orders/:shopId/order-with-pass/:id/:pass': { path: `/orders/demo-shop/order-with-pass/820030/${otherOrderLinks.pass}`, expect: all(200) },
  'GET /orders/:shopId/order-one-click/:oneClickId': { path: `/orders/demo-shop/order-one-click/${otherOrderLinks.oneClickId}`, expect: all(200) },
  // #1020: unfulfilled, so the owner's cancel succeeds (the other callers run after or get refused first).
  'POST /orders/:shopId/order/:id/cancel': {
    path: '/orders/demo-shop/order/820020/cancel', data: {},
    expect: { anonymous: 401, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'GET /orders/:shopId/order/:id/order-editing-session-link': {
    path: '/orders/demo-shop/order/820010/order-editing-session-link',
    expect: { anonymous: 401, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'GET /order-tracking/:shopId/link/:id': {
    path: '/order-tracking/demo-shop/link/820028',
    expect: { anonymous: 401, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  // The storefront's check of an edit link: the session is the credential, no token needed.
  'GET /orders/:shopId/order-editing-session/:id': { path: `/orders/demo-shop/order-editing-session/820029?session=${editSession}`, expect: all(200), public: true },
  'GET /init/countries': { path: '/init/countries', expect: all(200), public: true },
  // Shopify's own callers, never the widget's: a Firebase token is no credential there.
  // Install takes App Bridge's session token; the admin page Shopify's id_token; webhooks Shopify's HMAC.
  'POST /shopify/install': { path: '/shopify/install', data: {}, expect: all(401) },
  'GET /admin': { path: '/admin?shop=demo-shop.myshopify.com&host=YWRtaW4&id_token=not-a-session-token', expect: all(401) },
  'POST /admin/webhooks': { path: '/admin/webhooks', data: {}, expect: all(401) },
  // The admin API: a Firebase token is no session token (admin/authorization.test.ts has its own matrix).
  ...Object.fromEntries(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, { path: r.path.replace(':shop', 'demo-shop.myshopify.com'), data: {}, expect: all(401) }])),
  // The customer account extensions' API takes new customer accounts' session token: a Firebase token is none (customer-account/authorization.test.ts has its own matrix).
  ...Object.fromEntries(CUSTOMER_ACCOUNT_ROUTES.map((r) => [`${r.method} ${r.path}`, { path: r.path.replace(':id', '1'), expect: all(401) }])),
  // The admin's pages take Shopify's id_token, as GET /admin; its build files and the preview frame are public.
  ...Object.fromEntries(['/admin/settings', '/admin/look', '/admin/content'].map((p) => [`GET ${p}`, { path: `${p}?shop=demo-shop.myshopify.com&host=YWRtaW4&id_token=not-a-session-token`, expect: all(401) }])),
  'GET /admin/assets/*': { path: '/admin/assets/no-such-file.js', expect: all(404), public: true, publicStatus: 404 },
  'GET /admin/preview/*': { path: '/admin/preview/no-such-file.js', expect: all(404), public: true, publicStatus: 404 },
  'GET /admin/preview-frame': { path: '/admin/preview-frame?lang=en&country=US', expect: all(200), public: true },
  'GET /customer/:shopId/:customerId': {
    path: `/customer/demo-shop/${OWNER.id}`,
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'PUT /customer/:shopId/:customerId': {
    path: `/customer/demo-shop/${OWNER.id}`, data: { customer: { firstName: 'Sam' } },
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'POST /customer/:shopId/:customerId/address': {
    path: `/customer/demo-shop/${OWNER.id}/address`, data: { address: { ...ADDRESS, default: false, city: 'Salem' } },
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'PUT /customer/:shopId/:customerId/address/:addressId': {
    path: `/customer/demo-shop/${OWNER.id}/address/${ownerAddresses[0]?.id}`, data: { address: ADDRESS },
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'DELETE /customer/:shopId/:customerId/address/:addressId': {
    path: `/customer/demo-shop/${OWNER.id}/address/${ownerAddresses[1]?.id}`,
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  // Saved items belong to the caller (customer, else Firebase uid): every caller lists
  // and saves their own; another's item id is 404. The owner's delete runs once and succeeds.
  'POST /saved/wishlist-items': { path: '/saved/wishlist-items', data: {}, expect: all(200) },
  'POST /saved/wishlist': { path: '/saved/wishlist', data: { items: [{ productId: 7020, variantId: 400070201 }] }, expect: all(200) },
  'POST /saved/wishlist/items': { path: '/saved/wishlist/items', data: { items: [{ productId: 7021 }] }, expect: all(200) },
  'DELETE /saved/wishlist/:id': {
    path: `/saved/wishlist/${ownerSaved.wishlist}`,
    expect: { anonymous: 404, owner: 200, 'another customer': 404, 'another shop': 404 },
  },
  'POST /saved/cart/items': { path: '/saved/cart/items', data: {}, expect: all(200) },
  'POST /saved/cart': { path: '/saved/cart', data: { items: [{ productId: 7022, variantId: 400070221 }] }, expect: all(200) },
  'DELETE /saved/cart/:id': {
    path: `/saved/cart/${ownerSaved.cart}`,
    expect: { anonymous: 404, owner: 200, 'another customer': 404, 'another shop': 404 },
  },
  // Collections: only customers keep them; a private one is 404 to all but its owner; changing
  // another's is 403. The other customer's collection is deleted by them (so 404 for the last caller).
  'POST /saved/wishlist-collections': { path: '/saved/wishlist-collections', data: {}, expect: all(200) },
  'POST /saved/wishlist-collection': {
    path: '/saved/wishlist-collection', data: { collection: { name: 'Matrix picks', items: [{ productId: 7001 }] } },
    expect: { anonymous: 401, owner: 200, 'another customer': 200, 'another shop': 401 },
  },
  'GET /saved/wishlist-collection/:uuid': {
    path: `/saved/wishlist-collection/${GIFT_IDEAS}`,
    expect: { anonymous: 404, owner: 200, 'another customer': 404, 'another shop': 404 },
  },
  'PUT /saved/wishlist-collection/:uuid': {
    path: `/saved/wishlist-collection/${SUMMER_PICKS}`, data: { collection: { name: 'Summer picks', visibility: 'all' } },
    expect: { anonymous: 401, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  'DELETE /saved/wishlist-collection-item/:id': {
    path: `/saved/wishlist-collection-item/${otherCollection.itemId}`,
    expect: { anonymous: 401, owner: 403, 'another customer': 200, 'another shop': 404 },
  },
  'DELETE /saved/wishlist-collection/:uuid': {
    path: `/saved/wishlist-collection/${otherCollection.uuid}`,
    expect: { anonymous: 401, owner: 403, 'another customer': 200, 'another shop': 404 },
  },
  // Points are the caller's own (guests have none: 403); the subscription link only for
  // one's own customer id; the loyalty service stand-in wants its access-token header, not ours.
  'GET /points/:shopId': {
    path: '/points/demo-shop',
    expect: { anonymous: 403, owner: 200, 'another customer': 200, 'another shop': 403 },
  },
  // Store credit: the caller's own card, asked of the loyalty service by the server. The harness's
  // shop has no credit set up, so the shop's customers pass the customer check and get 404.
  'GET /credit/:shopId': {
    path: '/credit/demo-shop?country=US',
    expect: { anonymous: 403, owner: 404, 'another customer': 404, 'another shop': 403 },
  },
  'GET /integrations/:shopId/:customerId/subscription-link': {
    path: `/integrations/demo-shop/${OWNER.id}/subscription-link`,
    expect: { anonymous: 403, owner: 200, 'another customer': 403, 'another shop': 403 },
  },
  // The app proxy's sign-in trusts Shopify's signature, never a bearer token: the other
  // customer's signed request answers the same to every caller (and carries nothing of the owner).
  'GET /proxy/session': { path: `/proxy/session?${proxyQuery(OTHER.id)}`, expect: all(200), public: true },
});

let h: Harness;
let issuer: TestIssuer;
const tokens = {} as Record<Caller, string | null>;
let ownerOrderNames: string[] = [];
/** The owner's street addresses as the demo shop holds them (the leak check looks for them in every answer). */
let ownerStreets: string[] = [];

beforeAll(async () => {
  issuer = await createTestIssuer(PROJECT);
  h = await createHarness({ verifyIdToken: idTokenVerifier(PROJECT, issuer.keys), dev: false, secondShop: true });
  await h.db.query("INSERT INTO shops (id, shopify_domain) VALUES ('other-shop', 'other-shop.myshopify.com')");
  await h.db.query(`UPDATE shops SET settings = settings || '{"subscriptions": {"isActive": true, "url": "/apps/subscriptions"}}'::jsonb WHERE id = 'demo-shop'`);
  // the owner's orders as the local Shopify seeds them
  const orders = seedOrders(NOW).filter((o) => o.customerId === OWNER.id);
  orderId = orders[0]!.id;
  ownerOrderNames = orders.map((o) => o.name);
  // the owner's addresses as the local Shopify holds them, the default one first
  const owner = h.shopify.data.customers.find((c) => String(c.id) === OWNER.id)!;
  ownerStreets = owner.addresses.map((a) => a.address1).filter((a): a is string => !!a);
  ownerAddresses = [...owner.addresses].sort((a, b) => Number(b.id === owner.defaultAddressId) - Number(a.id === owner.defaultAddressId))
    .map((a) => ({ id: String(a.id), city: a.city }));
  const { rows: [shop] } = await h.db.query<{ signing_secret: string }>("SELECT signing_secret FROM shops WHERE id = 'demo-shop'");
  editSession = signEditSession(shop!.signing_secret, 'demo-shop', '820029', NOW + 3_600_000);
  otherOrderLinks.pass = orderPass(shop!.signing_secret, '820030');
  otherOrderLinks.oneClickId = oneClickIdOf(shop!.signing_secret, '820030');
  const savedId = async (kind: string) => (await h.db.query<{ id: string }>(
    'SELECT id FROM saved_items WHERE owner_id = $1 AND kind = $2 ORDER BY id LIMIT 1', [OWNER.id, kind],
  )).rows[0]!.id;
  ownerSaved = { wishlist: await savedId('wishlist'), cart: await savedId('cart') };
  for (const uuid of [otherCollection.uuid, OTHER_ITEM_COLLECTION]) {
    await h.db.query(
      `INSERT INTO wishlist_collections (uuid, shop_id, customer_id, name, visibility, created_at, updated_at)
       VALUES ($1, 'demo-shop', $2, 'Shared by other', 'all', now(), now())`, [uuid, OTHER.id],
    );
  }
  otherCollection.itemId = (await h.db.query<{ id: string }>(
    'INSERT INTO wishlist_collection_items (collection_uuid, position, product_id, variant_id) VALUES ($1, 0, 7001, NULL) RETURNING id',
    [OTHER_ITEM_COLLECTION],
  )).rows[0]!.id;
  const customer = (c: { id: string; email: string }, shopId = 'demo-shop') =>
    issuer.sign(`customer-${c.id}`, { email: c.email, email_verified: true, shopId, customerId: c.id });
  tokens['no token'] = null;
  tokens['forged unsigned token'] = issuer.unsigned(`customer-${OWNER.id}`, { email: OWNER.email, shopId: 'demo-shop', customerId: OWNER.id });
  tokens['expired token'] = await issuer.sign(`customer-${OWNER.id}`, { email: OWNER.email, shopId: 'demo-shop', customerId: OWNER.id }, {
    issuedAt: Math.floor(Date.now() / 1000) - 7200,
  });
  tokens.anonymous = await issuer.sign('anon-matrix', {}, { provider: 'anonymous' });
  tokens.owner = await customer(OWNER);
  tokens['owner naming another shop'] = tokens.owner;
  tokens['another customer'] = await customer(OTHER);
  // the second shop's shopper with the owner's email, signed in through that shop's app proxy;
  // Firebase's ID token then carries the custom token's claims and the address the app put on the
  // user as verified (firebase/auth-deps.ts)
  const proxied = await h.call('GET', `/proxy/session?${proxyQuery(SECOND_SHOP.shopper.id, SECOND_SHOP.domain)}`, { token: null });
  if (proxied.status !== 200) throw new Error(`the second shop's app proxy sign-in: ${proxied.status} ${JSON.stringify(proxied.json)}`);
  const minted = readCustomToken(proxied.json.data.customToken);
  expect(minted.claims).toMatchObject({ shopId: SECOND_SHOP.shopId, customerId: SECOND_SHOP.shopper.id, email: OWNER.email });
  tokens['another shop'] = await issuer.sign(minted.uid, { ...minted.claims, email_verified: true });
  tokens["second shop's merchant"] = await h.shopify.shop(SECOND_SHOP.domain).sessionToken();
  tokens['forged webhook'] = null;
}, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const routeKeys = () => [...new Set(h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];

describe('authorization, from the route table', () => {
  it('every route has an authorization case', () => {
    expect(routeKeys().filter((k) => !(k in CASES()))).toEqual([]);
    expect(routeKeys().filter((k) => !(k in OTHER_SHOP))).toEqual([]);
    expect(routeKeys().length).toBeGreaterThanOrEqual(Object.keys(CASES()).length);
  });

  it('has no /dev routes and no stand-in loyalty service in the production app', async () => {
    expect(routeKeys().filter((k) => k.includes('/dev/') || k.includes('/loyalty-service/'))).toEqual([]);
    for (const path of ['/dev/outbox', '/dev/tracking', '/loyalty-service/credit?customer_id=9001&shop_url=demo-shop.myshopify.com']) {
      expect((await h.call('GET', path, { token: null })).status).toBe(401);
      expect((await h.call('GET', path, { token: tokens.owner })).status).toBe(404);
    }
    expect((await h.call('PATCH', '/dev/settings?shop=demo-shop', { token: tokens.owner, body: '{"authMethod":{"method":"magicLink"}}' })).status).toBe(404);
  });

  for (const caller of CALLERS) {
    it(`answers each route as expected for: ${caller}`, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const key of routeKeys()) {
        const named = CASES()[key];
        const elsewhere = caller === 'owner naming another shop';
        const c = elsewhere ? { ...named, path: named.path.replace('/demo-shop', '/other-shop').replace('shop_url=demo-shop', 'shop_url=other-shop') } : named;
        const method = key.slice(0, key.indexOf(' '));
        const uid = caller.replace(/\W/g, '-');
        const data = key === 'POST /tracking/event/inject' ? undefined : { ...c.data, shopId: elsewhere ? 'other-shop' : 'demo-shop' };
        const body = key === 'POST /tracking/event/inject'
          ? JSON.stringify({ events: { [`evt-${uid}`]: { event: 'matrix', shop_id: elsewhere ? 'other-shop' : 'demo-shop' } } })
          : undefined;
        const forged = caller === 'forged webhook';
        // App Bridge's session tokens are checked against the real clock: the harness's time for the merchant
        const send = caller === "second shop's merchant" ? <T>(fn: () => Promise<T>) => atClock(h.clock.now, fn) : <T>(fn: () => Promise<T>) => fn();
        const res = await send(() => h.call(method, c.path, {
          token: tokens[caller], data: (method === 'POST' || method === 'PUT') && !body && !forged ? data : undefined,
          body: forged ? (method === 'GET' ? undefined : FORGED_WEBHOOK.body) : body, headers: forged ? FORGED_WEBHOOK.headers : undefined,
          ip: `10.9.0.${CALLERS.indexOf(caller)}`,
        }));
        seen[key] = res.status;
        const signed = caller === 'anonymous' || caller === 'owner' || caller === 'another customer' || caller === 'another shop';
        const unsigned = c.public ? c.publicStatus ?? 200 : 401;
        wanted[key] = elsewhere ? OTHER_SHOP[key]
          : caller === "second shop's merchant" ? SECOND_MERCHANT[key] ?? unsigned
          : c.public ? c.publicStatus ?? 200 : signed ? c.expect[caller] : 401;
        cells++;
        // Whatever the status, nobody but the owner (in the owner's shop) reads the owner's
        // addresses or orders, nor (but the second shop's shopper, whose own address it is, and
        // the owner elsewhere, who may read it back) their email.
        if (caller !== 'owner') {
          const text = JSON.stringify(res.json);
          if (!elsewhere && caller !== 'another shop') expect(text, `${key} as ${caller}`).not.toContain(OWNER.email);
          for (const name of ownerOrderNames) expect(text, `${key} as ${caller}`).not.toContain(`"${name}"`);
          for (const street of ownerStreets) expect(text, `${key} as ${caller}`).not.toContain(street);
        }
      }
      expect(seen).toEqual(wanted);
    });
  }

  it("left the demo shop installed and its customers' data in place after the forged webhook and the second shop's callers", async () => {
    await h.webhooks.drain();
    const { rows } = await h.db.query<{ uninstalled_at: string | null }>("SELECT uninstalled_at FROM shops WHERE id = 'demo-shop'");
    expect(rows).toEqual([{ uninstalled_at: null }]);
    const links = await h.db.query("SELECT shop_id, customer_id FROM customer_users WHERE customer_id = $1", [OWNER.id]);
    expect(links.rows).toEqual([]);
    const installs = await h.db.query<{ shop_id: string }>('SELECT shop_id FROM shopify_sessions ORDER BY shop_id');
    expect(installs.rows.map((r) => r.shop_id)).toEqual(['demo-shop', SECOND_SHOP.shopId]);
  });

  it('sent every route to every caller', () => {
    // runs after the caller tests (vitest keeps the file's order): the matrix's cell count, docs/security.md 'Authorization matrix'
    expect(cells).toBe(routeKeys().length * CALLERS.length);
    console.info(`authorization matrix: ${routeKeys().length} routes x ${CALLERS.length} callers = ${cells} cells`);
  });
});
