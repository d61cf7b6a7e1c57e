/**
 * What each webhook topic does once its job runs. A handler runs in one transaction with marking
 * the delivery handled, so a job that runs again (its completion lost) finds it done; every
 * handler is idempotent besides. Handlers that delete Firebase users do it inside that
 * transaction, after reading which: when Firebase fails, nothing is committed and the job runs
 * again with the rows that name the users still there.
 */
import type { ApiDeps } from '../deps';
import type { Db, Queryable } from '../db/db';
import { forgetKnownShop } from '../envelope';
import { invalidateProducts } from '../lib/product-cache';
import { addStorefrontOrigin, removeStorefrontOrigin } from '../lib/shops';
import { updateSessionScope } from '../shopify/sessions';
import { recordDataRequest } from './data-requests';
import { loadDelivery, markHandled, type Delivery } from './deliveries';
import { customerFirebaseUsers, shopFirebaseUsers } from './firebase-users';
import { redactCustomer, redactShop } from './redact';
import { PAYLOAD_SCHEMAS, type WebhookPayload, type WebhookTopic } from './topics';

export interface HandlerDeps {
  db: Db;
  /** epoch ms */
  now(): number;
  /** Firebase's user deletion (ApiDeps): redactions delete the customers' sign-in users */
  deleteUsers: ApiDeps['deleteUsers'];
}

type Handler<T extends WebhookTopic> = (tx: Queryable, d: Delivery, payload: WebhookPayload<T>, now: number, deps: HandlerDeps) => Promise<void>;

/** When Shopify says the delivery's event happened (X-Shopify-Triggered-At), else when we received it. */
const triggeredAt = (d: Delivery): Date => (d.triggeredAt === null ? new Date(d.receivedAt) : new Date(d.triggeredAt));

/**
 * True when the delivery's event happened before the shop's current installation (shops.installed_at,
 * its latest token exchange): it belongs to an earlier installation. Locks the shop's row, so an
 * install running at the same time waits for this job's transaction, or this job sees it.
 */
async function predatesInstallation(tx: Queryable, d: Delivery): Promise<boolean> {
  const { rows } = await tx.query<{ installed_at: Date | null }>('SELECT installed_at FROM shops WHERE id = $1 FOR UPDATE', [d.shopId]);
  const installedAt = rows[0]?.installed_at ?? null;
  if (installedAt === null || new Date(installedAt).getTime() <= triggeredAt(d).getTime()) return false;
  console.warn(`[webhooks] ${d.topic} ${d.webhookId} for ${d.shopDomain} triggered at ${triggeredAt(d).toISOString()}, before the installation of ${new Date(installedAt).toISOString()}: nothing done`);
  return true;
}

/**
 * app/uninstalled: the shop is disabled (its widget answers as for an unknown shop) and its tokens
 * deleted; an uninstall from before the current installation (a reinstall since) changes nothing.
 */
const uninstalled: Handler<'app/uninstalled'> = async (tx, d, _p, now) => {
  if (await predatesInstallation(tx, d)) return;
  await tx.query('UPDATE shops SET uninstalled_at = $2 WHERE id = $1 AND uninstalled_at IS NULL', [d.shopId, new Date(now).toISOString()]);
  await tx.query('DELETE FROM shopify_sessions WHERE shop_id = $1', [d.shopId]);
};

/**
 * app/scopes_update: the stored session's scope becomes what the merchant has granted now, as
 * Shopify's app template does (no session: nothing; a session written since: kept, it is newer).
 */
const scopesUpdated: Handler<'app/scopes_update'> = async (tx, d, p, now) => {
  const asOf = [p.updated_at, d.triggeredAt].map((t) => (t ? Date.parse(t) : NaN)).find((ms) => !Number.isNaN(ms)) ?? null;
  await updateSessionScope(tx, d.shopId, p.current, asOf, now);
};

/**
 * domains/create and domains/update: the shop's storefront answers on `https://{host}` from now
 * on, as a domain read from Shopify would (shopify/storefront-sync.ts); the next sync drops a
 * host an update replaced. domains/destroy: that origin is no longer the shop's.
 */
const domainAdded: Handler<'domains/create' | 'domains/update'> = async (tx, d, p) => {
  await addStorefrontOrigin(tx, d.shopId, `https://${p.host}`);
};
const domainRemoved: Handler<'domains/destroy'> = async (tx, d, p) => {
  await removeStorefrontOrigin(tx, d.shopId, `https://${p.host}`);
};

const productChanged: Handler<'products/update' | 'products/delete'> = async (tx, d, p) => {
  await invalidateProducts(tx, d.shopId, [p.id]);
};

/**
 * customers/delete: our identities no longer lead to the customer (the Firebase users and
 * anonymous uids tied to them), and the Firebase users only they named are deleted
 * (firebase-users.ts), since once untied no later redaction could find them. The customer row
 * stays as the anchor of their favorites, collections and loyalty rows until customers/redact,
 * which Shopify sends for a deleted customer.
 */
const customerDeleted: Handler<'customers/delete'> = async (tx, d, p, _now, deps) => {
  const users = await customerFirebaseUsers(tx, d.shopId, p.id);
  await tx.query('DELETE FROM customer_users WHERE shop_id = $1 AND customer_id = $2', [d.shopId, p.id]);
  await tx.query(
    'DELETE FROM customer_anon_users a USING customers c WHERE c.id = a.customer_id AND c.shop_id = $1 AND a.customer_id = $2',
    [d.shopId, p.id],
  );
  await deps.deleteUsers(users);
};

/** customers/redact: the customer's rows in every table, and their Firebase users (firebase-users.ts). */
const customerRedact: Handler<'customers/redact'> = async (tx, d, p, _now, deps) => {
  const users = await customerFirebaseUsers(tx, d.shopId, p.customer.id);
  const deleted = await redactCustomer(tx, { shopId: d.shopId, customerId: p.customer.id, email: p.customer.email });
  await deps.deleteUsers(users);
  console.log(`[webhooks] customers/redact ${d.shopDomain} customer ${p.customer.id}: deleted ${JSON.stringify(deleted)} and ${users.length} Firebase user(s)`);
};

const dataRequest: Handler<'customers/data_request'> = async (tx, d, p, now) => {
  await recordDataRequest(tx, {
    webhookId: d.webhookId,
    shopDomain: d.shopDomain,
    dataRequestId: p.data_request?.id ?? null,
    keys: { shopId: d.shopId, customerId: p.customer.id, email: p.customer.email },
  }, now);
};

/**
 * shop/redact: the shop's data and its customers' Firebase users (firebase-users.ts) are erased,
 * unless it was asked for before the current installation.
 */
const shopRedact: Handler<'shop/redact'> = async (tx, d, _p, _now, deps) => {
  if (await predatesInstallation(tx, d)) return;
  const users = await shopFirebaseUsers(tx, d.shopId);
  const deleted = await redactShop(tx, d.shopId);
  await deps.deleteUsers(users);
  console.log(`[webhooks] shop/redact ${d.shopDomain}: deleted ${JSON.stringify(deleted)} and ${users.length} Firebase user(s)`);
};

const HANDLERS: { [T in WebhookTopic]: Handler<T> } = {
  'app/uninstalled': uninstalled,
  'app/scopes_update': scopesUpdated,
  'domains/create': domainAdded,
  'domains/update': domainAdded,
  'domains/destroy': domainRemoved,
  'products/update': productChanged,
  'products/delete': productChanged,
  'customers/delete': customerDeleted,
  'customers/data_request': dataRequest,
  'customers/redact': customerRedact,
  'shop/redact': shopRedact,
};

/**
 * Runs the job of delivery `webhookId`: nothing when the delivery is gone (redacted with its
 * shop or customer, or swept) or already handled.
 * @throws the handler's error, Firebase's included (nothing is committed; the job is retried)
 */
export async function handleDelivery(deps: HandlerDeps, webhookId: string): Promise<void> {
  const now = deps.now();
  const handled = await deps.db.transaction(async (tx) => {
    const d = await loadDelivery(tx, webhookId);
    if (!d || d.handledAt !== null || d.payload === null) return null;
    const payload = PAYLOAD_SCHEMAS[d.topic].parse(d.payload);
    await (HANDLERS[d.topic] as Handler<WebhookTopic>)(tx, d, payload as never, now, deps);
    await markHandled(tx, webhookId, now);
    return d;
  });
  // The shop's "exists" answer is cached per process (envelope.ts): drop it once the change is committed.
  if (handled && (handled.topic === 'app/uninstalled' || handled.topic === 'shop/redact')) forgetKnownShop(deps.db, handled.shopId);
}
