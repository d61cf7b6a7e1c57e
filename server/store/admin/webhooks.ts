/**
 * Webhook delivery as Shopify does it: POST to each subscribed topic's URI (resolved against the
 * app's URL as the Shopify CLI deploys it, app-config.ts), the raw JSON body (only the
 * subscription's `include_fields` when it names some) signed with the app secret (X-Shopify-Hmac-Sha256, base64 HMAC-SHA256), with
 * X-Shopify-Topic, -Shop-Domain, -Webhook-Id (kept across retries), -Event-Id, -API-Version and
 * -Triggered-At. A non-2xx answer, or none within 5 s, is retried after each of `retryDelaysMs`;
 * the log keeps every delivery's attempts and last status.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { WebhookSubscription } from './app-config';

/** Shopify's wait for an answer before counting a delivery as failed, ms. */
export const DELIVERY_TIMEOUT_MS = 5000;
/** Delays before each retry, ms (Shopify retries for hours; the local one a few times). */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000, 120_000];

export interface WebhookLogEntry {
  webhookId: string;
  eventId: string;
  topic: string;
  url: string;
  attempts: number;
  /** HTTP status of the last attempt, null when it got no answer */
  lastStatus: number | null;
  lastError: string | null;
  /** 'pending' while tries remain, then 'delivered' or 'failed' */
  state: 'pending' | 'delivered' | 'failed';
  triggeredAt: string;
}

export interface WebhookOptions {
  secret: string;
  shopDomain: string;
  apiVersion: string;
  /** topic to its subscription, `uri` absolute (app-config.ts `subscriptionsServedFrom`); empty: nothing is delivered */
  subscriptions: ReadonlyMap<string, Pick<WebhookSubscription, 'uri' | 'includeFields'>>;
  fetch: typeof fetch;
  retryDelaysMs: number[];
  now: () => number;
  timeoutMs?: number;
}

/** The base64 HMAC-SHA256 of `body` keyed by `secret` (X-Shopify-Hmac-Sha256). */
export const webhookHmac = (secret: string, body: string): string => createHmac('sha256', secret).update(body, 'utf8').digest('base64');

const LOG_LIMIT = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function copyField(from: Record<string, unknown>, to: Record<string, unknown>, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(from, head)) return;
  const value = from[head];
  if (rest.length === 0) {
    to[head] = value;
  } else if (Array.isArray(value)) {
    const items = Array.isArray(to[head]) ? (to[head] as unknown[]) : value.map(() => ({}));
    value.forEach((item, i) => {
      if (isRecord(item) && isRecord(items[i])) copyField(item, items[i] as Record<string, unknown>, rest);
    });
    to[head] = items;
  } else if (isRecord(value)) {
    const inner = isRecord(to[head]) ? (to[head] as Record<string, unknown>) : {};
    copyField(value, inner, rest);
    to[head] = inner;
  }
}

/**
 * The part of `payload` a subscription's `include_fields` asks for, as Shopify sends it: only
 * those fields; a dotted name ('variants.price') picks inside an object, or inside each element
 * of an array. Fields the payload lacks are left out. Non-object payloads are sent as they are.
 */
export function includeFields(payload: unknown, fields: readonly string[]): unknown {
  if (!isRecord(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const field of fields) copyField(payload, out, field.split('.'));
  return out;
}

/** Delivers webhooks and keeps their log. */
export class WebhookDeliverer {
  readonly log: WebhookLogEntry[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(private readonly opts: WebhookOptions) {}

  /** True when the app subscribes to `topic`. */
  subscribes(topic: string): boolean {
    return this.opts.subscriptions.has(topic);
  }

  /**
   * Starts delivering `payload` for `topic` (in the background; `flush` waits for it) and
   * returns its log entry, or null when the app does not subscribe to the topic.
   */
  deliver(topic: string, payload: unknown): WebhookLogEntry | null {
    const subscription = this.opts.subscriptions.get(topic);
    if (!subscription || this.closed) return null;
    const body = JSON.stringify(subscription.includeFields ? includeFields(payload, subscription.includeFields) : payload);
    const entry: WebhookLogEntry = {
      webhookId: randomUUID(), eventId: randomUUID(), topic, url: subscription.uri,
      attempts: 0, lastStatus: null, lastError: null, state: 'pending', triggeredAt: new Date(this.opts.now()).toISOString(),
    };
    this.log.unshift(entry);
    if (this.log.length > LOG_LIMIT) this.log.pop();
    const job = this.run(entry, body).finally(() => this.pending.delete(job));
    this.pending.add(job);
    return entry;
  }

  private async run(entry: WebhookLogEntry, body: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      if (this.closed) return;
      if (await this.attempt(entry, body)) {
        entry.state = 'delivered';
        return;
      }
      const delay = this.opts.retryDelaysMs[attempt];
      if (delay === undefined) {
        entry.state = 'failed';
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => { this.timers.delete(timer); resolve(); }, delay);
        timer.unref?.();
        this.timers.set(timer, resolve);
      });
    }
  }

  private async attempt(entry: WebhookLogEntry, body: string): Promise<boolean> {
    entry.attempts++;
    try {
      const res = await this.opts.fetch(entry.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': entry.topic,
          'x-shopify-hmac-sha256': webhookHmac(this.opts.secret, body),
          'x-shopify-shop-domain': this.opts.shopDomain,
          'x-shopify-webhook-id': entry.webhookId,
          'x-shopify-event-id': entry.eventId,
          'x-shopify-api-version': this.opts.apiVersion,
          'x-shopify-triggered-at': entry.triggeredAt,
        },
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      });
      entry.lastStatus = res.status;
      entry.lastError = null;
      await res.body?.cancel().catch(() => undefined);
      return res.ok;
    } catch (err) {
      entry.lastStatus = null;
      entry.lastError = err instanceof Error ? err.message : String(err);
      return false;
    }
  }

  /** Resolves when every delivery started so far has succeeded or run out of tries. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Stops retrying: pending deliveries end after their current attempt. */
  close(): void {
    this.closed = true;
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
  }
}
