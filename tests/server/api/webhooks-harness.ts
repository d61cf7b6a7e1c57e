/**
 * Webhook deliveries as Shopify makes them, signed here with the app's secret (node:crypto), so
 * the webhook tests do not depend on the local Shopify: POST /admin/webhooks with the raw body, its
 * base64 HMAC-SHA256 in X-Shopify-Hmac-Sha256 and Shopify's other X-Shopify-* headers.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { WEBHOOK_PATH } from '../../../server/api/webhooks';
import { DEMO_APP_SECRET } from '../../../server/seed/catalog';
import { createHarness, type Harness } from './helpers';

/** The demo app's credentials, as the local stack configures them. */
export const SHOPIFY_APP = {
  apiKey: 'demo-status-client-id',
  apiSecret: DEMO_APP_SECRET,
  apiVersion: '2026-07',
  tokenKey: 'webhook-tests-token-key-of-at-least-32-characters',
};

export const SHOP_DOMAIN = 'demo-shop.myshopify.com';

/** A harness whose app has the Shopify app configured, so POST /admin/webhooks is live. */
export const createWebhookHarness = (): Promise<Harness> => createHarness({ app: { shopifyApp: SHOPIFY_APP } });

export interface DeliveryOptions {
  /** X-Shopify-Webhook-Id; default a new UUID (a redelivery passes the same one again) */
  webhookId?: string;
  /** X-Shopify-Shop-Domain; default the demo shop's */
  domain?: string;
  /** the secret that signs the body; default the app's */
  secret?: string;
  /** replaces the computed X-Shopify-Hmac-Sha256 */
  hmac?: string;
  /** headers left out */
  omit?: string[];
  /** X-Shopify-Triggered-At; default the harness clock's now */
  triggeredAt?: string;
}

/** Base64 HMAC-SHA256 of `body` with `secret`: Shopify's X-Shopify-Hmac-Sha256. */
export const signBody = (body: string, secret = DEMO_APP_SECRET): string => createHmac('sha256', secret).update(body, 'utf8').digest('base64');

/**
 * POSTs one delivery of `topic` to the harness's app.
 * @param body an object (sent as JSON) or the exact raw text
 * @returns the status, the parsed JSON answer and the webhook id used
 */
export async function deliver(h: Harness, topic: string, body: unknown, opts: DeliveryOptions = {}): Promise<{ status: number; json: any; webhookId: string }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const webhookId = opts.webhookId ?? randomUUID();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': topic,
    'X-Shopify-Hmac-Sha256': opts.hmac ?? signBody(raw, opts.secret),
    'X-Shopify-Shop-Domain': opts.domain ?? SHOP_DOMAIN,
    'X-Shopify-Webhook-Id': webhookId,
    'X-Shopify-Event-Id': randomUUID(),
    'X-Shopify-API-Version': '2026-07',
    'X-Shopify-Triggered-At': opts.triggeredAt ?? new Date(h.clock.now).toISOString(),
  };
  for (const name of opts.omit ?? []) delete headers[name];
  const res = await h.app.request(WEBHOOK_PATH, { method: 'POST', headers, body: raw });
  const text = await res.text();
  let json: unknown = null;
  try { json = text ? JSON.parse(text) : null; } catch { json = text; }
  return { status: res.status, json, webhookId };
}

/** Rows of webhook_deliveries and jobs of the queue: what a delivery left behind. */
export async function deliveryTraces(h: Harness): Promise<{ deliveries: number; jobs: number }> {
  const d = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries');
  const exists = await h.db.query<{ t: string | null }>(`SELECT to_regclass('webhook_queue.job')::text AS t`);
  const jobs = exists.rows[0]?.t ? (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_queue.job')).rows[0]!.n : 0;
  return { deliveries: d.rows[0]!.n, jobs };
}

type ComplianceCustomer = { id: string | number; email: string | null; phone?: string | null };

/** A customers/redact body for the demo shop, as Shopify sends it (no orders to redact). */
export const customerPayload = (customer: ComplianceCustomer) => ({
  shop_id: 954889,
  shop_domain: SHOP_DOMAIN,
  customer: { id: Number(customer.id), email: customer.email, phone: customer.phone ?? null },
  orders_to_redact: [] as number[],
});

/** A customers/data_request body for the demo shop, as Shopify sends it (no orders, request `requestId`). */
export const dataRequestPayload = (customer: ComplianceCustomer, requestId = 1) => ({
  shop_id: 954889,
  shop_domain: SHOP_DOMAIN,
  customer: { id: Number(customer.id), email: customer.email, phone: customer.phone ?? null },
  orders_requested: [] as number[],
  data_request: { id: requestId },
});

/** The app/uninstalled body for the demo shop: the Shop resource. */
export const uninstallPayload = () => ({ id: 954889, name: 'Demo shop', domain: 'shop.example', myshopify_domain: SHOP_DOMAIN, email: 'owner@shop.example' });
