/**
 * Which Shopify customer a request is, and finding or creating the shop's customer for an email
 * (Shopify creates accounts on first sign-in). The API keeps only the mapping: `customers`
 * (id = the Shopify customer id, shop_id) and `customer_users` (Firebase uids found by their
 * verified email); names, email and the rest are Shopify's, read through Admin GraphQL.
 */
import type { Queryable } from '../db/db';
import { ApiError } from '../errors';
import type { AuthUser } from '../deps';
import { CUSTOMER_BY_EMAIL, CUSTOMER_CONSENT_UPDATE, CUSTOMER_CREATE, emailOf, type GqlCustomer } from '../shopify/customer-queries';
import { fromGid, toGid, type ShopifyAdmin } from '../shopify/types';
import { checkUserErrors, type UserError } from '../shopify/user-errors';

/** A signed-in customer: the Shopify customer id and the email they signed in with. */
export interface CustomerRef { id: string; email: string }

/** A Shopify customer as sign-in sees it. */
export interface ShopifyCustomer { id: string; email: string; firstName: string | null; lastName: string | null }

type CustomerNode = GqlCustomer;

const toCustomer = (n: CustomerNode, email: string): ShopifyCustomer =>
  ({ id: fromGid(n.id), email: emailOf(n) ?? email, firstName: n.firstName || null, lastName: n.lastName || null });

/** Shopify's search value for an email; null when it holds characters the search syntax would read. */
const emailQuery = (email: string) => (/^[^\s"'():\\]+$/.test(email) ? `email:${email}` : null);

/** Records that `customerId` (a Shopify customer id) is a customer of `shopId`. */
export async function recordCustomer(db: Queryable, shopId: string, customerId: string, now: number): Promise<void> {
  await db.query(
    'INSERT INTO customers (id, shop_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [customerId, shopId, new Date(now).toISOString()],
  );
}

/**
 * The shop's Shopify customer with `email`, or null.
 * @throws ShopifyError
 */
export async function findShopifyCustomer(shopify: ShopifyAdmin, shopId: string, email: string): Promise<ShopifyCustomer | null> {
  const query = emailQuery(email.trim().toLowerCase());
  if (!query) return null;
  const { customers } = await shopify.graphql<{ customers: { nodes: CustomerNode[] } }>(shopId, CUSTOMER_BY_EMAIL, { query });
  const node = customers.nodes.find((n) => (emailOf(n) ?? '').toLowerCase() === email.trim().toLowerCase()) ?? null;
  return node ? toCustomer(node, email) : null;
}

/**
 * The shop's Shopify customer with `email` (case-insensitive), created with `customerCreate` when
 * there is none (subscribed to email marketing when `acceptsMarketing`); an existing customer's
 * consent is updated when `acceptsMarketing` is given. Records the mapping (`recordCustomer`).
 * @throws ShopifyError; ApiError 400 when Shopify refuses the new customer (its message)
 */
export async function findOrCreateCustomer(
  deps: { db: Queryable; shopify: ShopifyAdmin },
  shopId: string,
  email: string,
  opts: { now: number; acceptsMarketing?: boolean },
): Promise<ShopifyCustomer> {
  const address = email.trim().toLowerCase();
  const consent = (subscribed: boolean) => ({ marketingState: subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' });
  let customer = await findShopifyCustomer(deps.shopify, shopId, address);
  if (customer && opts.acceptsMarketing !== undefined) {
    const answer = await deps.shopify.graphql<{ customerEmailMarketingConsentUpdate: { userErrors: UserError[] } | null }>(shopId, CUSTOMER_CONSENT_UPDATE, {
      input: { customerId: toGid('Customer', customer.id), emailMarketingConsent: consent(opts.acceptsMarketing) },
    });
    checkUserErrors(answer.customerEmailMarketingConsentUpdate, 'customerEmailMarketingConsentUpdate');
  }
  if (!customer) {
    const answer = await deps.shopify.graphql<{ customerCreate: { customer: CustomerNode | null; userErrors: UserError[] } | null }>(shopId, CUSTOMER_CREATE, {
      input: { email: address, ...(opts.acceptsMarketing ? { emailMarketingConsent: consent(true) } : {}) },
    });
    checkUserErrors(answer.customerCreate, 'customerCreate');
    customer = toCustomer(answer.customerCreate!.customer!, address);
  }
  await recordCustomer(deps.db, shopId, customer.id, opts.now);
  return customer;
}

/** Ties the Firebase user `uid` to `customerId` of `shopId` (a Google sign-in found by its verified email). */
export async function linkUser(db: Queryable, shopId: string, uid: string, customerId: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id, uid) DO UPDATE SET customer_id = EXCLUDED.customer_id`,
    [shopId, uid, customerId, new Date(now).toISOString()],
  );
}

/**
 * Sign-in providers whose verified address proves the shopper owns the mailbox, whatever the
 * shop: Google. (Our own code, link and app proxy sign-ins vouch for one shop only: their custom
 * tokens carry that shop's `shopId` claim; docs/security.md 'Shops are walls'.)
 */
const MAILBOX_PROVIDERS = new Set(['google.com']);

const providerOf = (user: AuthUser): unknown => (user.claims.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;

/** The shop whose sign-in minted the user's custom token (its `shopId` claim); undefined for other users. */
const vouchingShop = (user: AuthUser): string | undefined => (typeof user.claims.shopId === 'string' ? user.claims.shopId : undefined);

/**
 * True when the user's custom token was minted by another shop's sign-in than `shopId`'s: such a
 * user is nobody's customer in `shopId` and acts for its own shop only (docs/security.md 'Shops
 * are walls').
 */
export function mintedForAnotherShop(user: AuthUser, shopId: string): boolean {
  const shop = vouchingShop(user);
  return shop !== undefined && shop !== shopId;
}

/**
 * The token's email when it proves mailbox ownership in `shopId`: a non-anonymous user with
 * `email_verified: true` who signed in with a mailbox provider (Google), or whose custom token
 * was minted by this shop's own sign-in (code, magic link, app proxy). A custom token of another
 * shop never counts, whatever address it carries (docs/security.md 'Shops are walls').
 * Undefined otherwise.
 */
export function verifiedEmail(user: AuthUser, shopId: string): string | undefined {
  if (user.isAnonymous || user.claims.email_verified !== true) return undefined;
  const shop = vouchingShop(user);
  if (shop !== undefined ? shop !== shopId : !MAILBOX_PROVIDERS.has(providerOf(user) as string)) return undefined;
  return typeof user.email === 'string' && user.email !== '' ? user.email : undefined;
}

const tokenEmail = (user: AuthUser): string => {
  const claimed = user.claims.email;
  return (typeof claimed === 'string' ? claimed : user.email ?? '').toLowerCase();
};

/**
 * The customer a request is in `shopId` (one rule for every signed-in endpoint; docs/security.md
 * 'Shops are walls'):
 * 1. the token's `customerId` claim, when it was minted for this shop and the shop has that customer
 *    (code, magic-link and app proxy sign-in);
 * 2. null when the token was minted for another shop: a shop vouches for its own customers only;
 * 3. else the customer the Firebase user was tied to in this shop (`linkUser`: Google users, who
 *    carry no custom claims);
 * 4. else, with `shopify`, the shop's Shopify customer with the token's email when `verifiedEmail`
 *    accepts it for this shop (then tied);
 * 5. else null. Always null for anonymous users.
 * `email` is the token's. Without `shopify` no request goes to Shopify.
 * @throws ShopifyError only in step 4
 */
export async function customerOfUser(db: Queryable, user: AuthUser, shopId: string, shopify?: ShopifyAdmin, now = Date.now()): Promise<CustomerRef | null> {
  if (user.isAnonymous) return null;
  const { customerId, shopId: claimShop } = user.claims;
  if (typeof customerId === 'string' && claimShop === shopId) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM customers WHERE id = $1 AND shop_id = $2', [customerId, shopId]);
    if (rows[0]) return { id: rows[0].id, email: tokenEmail(user) };
  }
  if (mintedForAnotherShop(user, shopId)) return null;
  const linked = await db.query<{ customer_id: string }>('SELECT customer_id FROM customer_users WHERE shop_id = $1 AND uid = $2', [shopId, user.uid]);
  if (linked.rows[0]) return { id: linked.rows[0].customer_id, email: tokenEmail(user) };
  const email = verifiedEmail(user, shopId);
  if (!email || !shopify) return null;
  const found = await findShopifyCustomer(shopify, shopId, email);
  if (!found) return null;
  await recordCustomer(db, shopId, found.id, now);
  await linkUser(db, shopId, user.uid, found.id, now);
  return { id: found.id, email: email.toLowerCase() };
}

/** 404 'customer-not-found': the signed-in customer was deleted in Shopify (their saved data stays). */
export const customerGone = () => new ApiError(404, 'customer-not-found', 'This customer account no longer exists in the shop. Please sign in again.');
