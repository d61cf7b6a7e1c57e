/**
 * POST /member/check-customer {shopId, customerEmail, statusId, anonUserId, anonIdToken, acceptsMarketing, countryCode}
 *   -> {customerId, email}. After a sign-in upgrade: finds the shop's Shopify customer for the
 *   signed-in email or creates it (customerCreate, subscribed when acceptsMarketing), ties a Google
 *   user's uid to it, ties the former anonymous user to it, moves what that user saved (saved
 *   items, unverified email) to the customer, and stores the marketing choice. The bearer must own
 *   customerEmail: its customerId claim is that customer (code and link sign-in), or its verified
 *   email is that address (Google sign-in). Else 403 'permission-denied'. Guest data moves only
 *   from users the caller proves it was: the anonymous user of `anonIdToken` (an ID token that
 *   verifies and is anonymous, else 400 'invalid-anon-token'), and the bearer's own uid (a Google
 *   sign-in linked to the anonymous user keeps it). `anonUserId` is never trusted.
 * POST /member/unverified {email} -> {saved: true}: keeps the email a visitor typed before
 *   signing in (one per user; a later one replaces it). 400 code 100 for a bad address.
 * POST /member/{shopId}/shopify/login {returnUrl} -> {url}: a Shopify Multipass login URL,
 *   '{storefront origin}/account/login/multipass/{token}', landing on returnUrl's path and query.
 *   401 'unauthenticated' without a signed-in customer; 401 'multipass-not-set'
 *   ('Multipass key not set') when the shop has no secret; 400 'bad-return-url' for a returnUrl
 *   outside the storefront's origins. The URL is on the return URL's origin (the domain the shopper
 *   is on, where the store session cookie must land).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CheckCustomerResponse } from '../../../src/api/types';
import { encodeMultipass, type MultipassCustomer } from '../../lib/multipass';
import type { ApiDeps, AppEnv } from '../deps';
import { pathShop } from '../envelope';
import { ApiError, badRequest, forbidden, unauthenticated } from '../errors';
import { customerGone, customerOfUser, findOrCreateCustomer, linkUser, verifiedEmail } from '../lib/customers';
import { CUSTOMER_NAME, emailOf, type GqlCustomer } from '../shopify/customer-queries';
import { toGid } from '../shopify/types';
import { moveGuestData } from '../lib/guest-data';
import { checkLoginEmail } from '../lib/email';
import { checkReturnUrl, storefrontOf } from '../lib/shops';
import { envelope, firebaseUid, params, shopId, text } from '../validate';

/** POST /member/unverified response */
export interface UnverifiedEmailResponse { saved: true }
/** POST /member/{shopId}/shopify/login response */
export interface ShopifyLoginResponse { url: string }

/** The member routes; see the file comment for shapes and errors. */
export function memberRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  /**
   * The uid of the anonymous user whose ID token the caller sent; null when none was sent.
   * @throws ApiError 400 'invalid-anon-token' for a token that does not verify or is not anonymous
   */
  async function provenAnonymousUid(token: string | null | undefined): Promise<string | null> {
    if (!token) return null;
    const anon = await deps.verifyIdToken(token).catch(() => null);
    if (!anon?.isAnonymous) throw new ApiError(400, 'invalid-anon-token', "anonIdToken must be a current anonymous user's ID token.");
    return anon.uid;
  }

  app.post('/member/check-customer', envelope({
    customerEmail: text({ min: 3, max: 254 }),
    statusId: firebaseUid.nullish(),
    anonUserId: firebaseUid.nullish(),
    anonIdToken: z.string().max(4096, { error: "must be an anonymous user's ID token" }).nullish(),
    acceptsMarketing: z.boolean().nullish(),
    countryCode: text({ max: 8 }).nullish(),
  }), async (c) => {
    const body = c.req.valid('json').data;
    const user = c.get('user');
    const { customerEmail, anonIdToken, acceptsMarketing } = body;
    if (!customerEmail.includes('@')) throw badRequest('data.customerEmail: expected an email address');
    const wanted = customerEmail.trim().toLowerCase();
    // Addresses the bearer provably owns: its claimed (or tied) customer's sign-in email, and its verified email.
    const owned = [(await customerOfUser(db, user, body.shopId))?.email, verifiedEmail(user, body.shopId)];
    if (!owned.some((e) => e?.toLowerCase() === wanted)) {
      throw forbidden('The signed-in user does not own this email.');
    }
    const anon = await provenAnonymousUid(anonIdToken);
    const now = deps.now();
    const customer = await findOrCreateCustomer(deps, body.shopId, wanted, {
      now,
      acceptsMarketing: typeof acceptsMarketing === 'boolean' ? acceptsMarketing : undefined,
    });
    await db.transaction(async (tx) => {
      // A Google user carries no customerId claim: tie its uid to the customer for later requests.
      if (user.claims.customerId !== customer.id) await linkUser(tx, body.shopId, user.uid, customer.id, now);
      if (anon && anon !== user.uid) {
        await tx.query(
          `INSERT INTO customer_anon_users (customer_id, anon_user_id, created_at) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [customer.id, anon, new Date(now).toISOString()],
        );
      }
      // The anonymous session's data, and the bearer's own uid's (a Google sign-in linked to the
      // anonymous user keeps its uid, and saved under it until now).
      await moveGuestData(tx, body.shopId, anon ? [anon, user.uid] : [user.uid], customer.id);
    });
    const data: CheckCustomerResponse = { customerId: customer.id, email: customer.email.toLowerCase() };
    return c.json({ data });
  });

  // `email` is checked by checkLoginEmail: code 100 for anything that is not an address.
  app.post('/member/unverified', envelope({ email: z.unknown().optional() }), async (c) => {
    const body = c.req.valid('json').data;
    let email: string;
    try {
      email = checkLoginEmail(body.email);
    } catch {
      throw new ApiError(400, 100, 'Please enter a valid email address.');
    }
    const user = c.get('user');
    const owner = (await customerOfUser(db, user, body.shopId))?.id ?? user.uid;
    await db.query(
      `INSERT INTO unverified_emails (uid, shop_id, email, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shop_id, uid) DO UPDATE SET email = EXCLUDED.email, created_at = EXCLUDED.created_at`,
      [owner, body.shopId, email, new Date(deps.now()).toISOString()],
    );
    return c.json({ data: { saved: true } satisfies UnverifiedEmailResponse });
  });

  // `returnUrl` is checked by checkReturnUrl: 'bad-return-url' stops the widget's retries.
  app.post('/member/:shopId/shopify/login', params({ shopId }), envelope({ returnUrl: z.unknown().optional() }), async (c) => {
    const shopId = await pathShop(c, deps);
    const signedIn = await customerOfUser(db, c.get('user'), shopId, deps.shopify, deps.now());
    if (!signedIn) throw unauthenticated('Sign in to log in to the store.');
    const { origins, multipassSecret } = await storefrontOf(db, shopId);
    if (!multipassSecret) throw new ApiError(401, 'multipass-not-set', 'Multipass key not set');
    const returnUrl = checkReturnUrl(c.req.valid('json').data.returnUrl, origins);
    const { customer } = await deps.shopify.graphql<{ customer: GqlCustomer | null }>(
      shopId, CUSTOMER_NAME, { id: toGid('Customer', signedIn.id) },
    );
    if (!customer) throw customerGone();
    const payload: MultipassCustomer = {
      email: emailOf(customer) ?? signedIn.email,
      return_to: returnUrl.pathname + returnUrl.search,
      identifier: signedIn.id,
      ...(customer.firstName ? { first_name: customer.firstName } : {}),
      ...(customer.lastName ? { last_name: customer.lastName } : {}),
    };
    const data: ShopifyLoginResponse = {
      url: `${returnUrl.origin}/account/login/multipass/${encodeMultipass(multipassSecret, payload, deps.now())}`,
    };
    return c.json({ data });
  });

  return app;
}
