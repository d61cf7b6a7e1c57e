/**
 * `webhook_deliveries`: one row per X-Shopify-Webhook-Id received for a known shop and a topic
 * the app acts on. The row makes a redelivery change nothing twice and carries the verified
 * payload to the job until the job has run; then the payload is dropped. Rows go after
 * DELIVERY_RETENTION_MS.
 */
import type { Queryable } from '../db/db';
import type { WebhookTopic } from './topics';

/** How long a delivery's id is kept to recognise a redelivery, ms (Shopify retries for 48 hours at most). */
export const DELIVERY_RETENTION_MS = 30 * 24 * 3600_000;

export interface Delivery {
  webhookId: string;
  topic: WebhookTopic;
  /** our shop id */
  shopId: string;
  /** the myshopify domain */
  shopDomain: string;
  /** the parsed body; null once handled */
  payload: Record<string, unknown> | null;
  /** X-Shopify-Event-Id, X-Shopify-API-Version, X-Shopify-Triggered-At when sent */
  eventId: string | null;
  apiVersion: string | null;
  triggeredAt: string | null;
  /** epoch ms */
  receivedAt: number;
  /** epoch ms, null until the job ran */
  handledAt: number | null;
}

/**
 * Records a delivery unless its webhook id is known.
 * @returns true when this call recorded it (a first delivery), false for a redelivery
 */
export async function recordDelivery(tx: Queryable, d: Omit<Delivery, 'handledAt'>): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO webhook_deliveries (webhook_id, topic, shop_id, shop_domain, payload, event_id, api_version, triggered_at, received_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
     ON CONFLICT (webhook_id) DO NOTHING RETURNING 1`,
    [d.webhookId, d.topic, d.shopId, d.shopDomain, JSON.stringify(d.payload), d.eventId, d.apiVersion, d.triggeredAt, new Date(d.receivedAt).toISOString()],
  );
  return rows.length === 1;
}

interface DeliveryRow {
  webhook_id: string; topic: WebhookTopic; shop_id: string; shop_domain: string; payload: Record<string, unknown> | null;
  event_id: string | null; api_version: string | null; triggered_at: string | null; received_at: Date; handled_at: Date | null;
}

/** The delivery of `webhookId`, or null when there is none (redacted, or swept). */
export async function loadDelivery(q: Queryable, webhookId: string): Promise<Delivery | null> {
  const { rows } = await q.query<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE webhook_id = $1', [webhookId]);
  const r = rows[0];
  if (!r) return null;
  return {
    webhookId: r.webhook_id, topic: r.topic, shopId: r.shop_id, shopDomain: r.shop_domain, payload: r.payload,
    eventId: r.event_id, apiVersion: r.api_version, triggeredAt: r.triggered_at,
    receivedAt: r.received_at.getTime(), handledAt: r.handled_at ? r.handled_at.getTime() : null,
  };
}

/** Marks the delivery handled and drops its payload. */
export async function markHandled(q: Queryable, webhookId: string, now: number): Promise<void> {
  await q.query('UPDATE webhook_deliveries SET handled_at = $2, payload = NULL WHERE webhook_id = $1', [webhookId, new Date(now).toISOString()]);
}

/** Deletes deliveries received more than DELIVERY_RETENTION_MS before `now` (epoch ms). @returns how many */
export async function sweepDeliveries(q: Queryable, now: number): Promise<number> {
  const { rows } = await q.query('DELETE FROM webhook_deliveries WHERE received_at < $1 RETURNING 1', [new Date(now - DELIVERY_RETENTION_MS).toISOString()]);
  return rows.length;
}
