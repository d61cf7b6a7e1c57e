/**
 * POST /admin/webhooks: every webhook topic the app subscribes to (shopify.app.toml), topic in the
 * X-Shopify-Topic header. The toml's relative `uri = "/webhooks"` is joined by the Shopify CLI to
 * `application_url` (`https://host/admin`), so Shopify delivers here (docs/deploying.md). Public (no bearer token): Shopify signs each delivery with the app's
 * secret (X-Shopify-Hmac-Sha256 over the raw body), which shopify-api checks in constant time.
 *
 *   401 'unauthorized'      HMAC or a required header missing or wrong; the signed body names another
 *                           shop than X-Shopify-Shop-Domain; X-Shopify-Triggered-At older than
 *                           WEBHOOK_MAX_AGE_MS or later than WEBHOOK_MAX_SKEW_MS ahead: nothing is recorded
 *   400 'invalid-argument'  signed but not JSON, or not the topic's payload (a body of another topic
 *                           re-sent under this one's header), or no X-Shopify-Triggered-At (logged)
 *   200 {data: {received}}  recorded and queued (received: 'queued'), or a redelivery of a known
 *                           X-Shopify-Webhook-Id ('duplicate'), a shop we do not know ('unknown-shop')
 *                           or a topic we do not act on ('ignored'): those change nothing
 *   503 'unavailable'       the delivery could not be recorded; Shopify retries it
 * Only the body is signed: the topic header is bound to the body by its shape (topics.ts
 * PAYLOAD_SCHEMAS), the shop header to the body's own shop where the topic's body has one, and the
 * delivery to a time window, so a captured delivery cannot be replayed as another topic, for
 * another shop, or long after (docs/security.md, "Webhooks").
 * The answer comes once the delivery and its job are committed, well within Shopify's 5 s;
 * the work runs in the queue (queue.ts, handlers.ts).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../deps';
import { createShopifyApi, type ShopifyAppConfig } from '../shopify/api';
import { recordDelivery } from './deliveries';
import type { WebhookQueue } from './queue';
import { isWebhookTopic, PAYLOAD_SCHEMAS, payloadShopDomain } from './topics';

/**
 * The oldest X-Shopify-Triggered-At taken, ms before now: Shopify retries a delivery for 48 hours,
 * so 72 hours keeps every retry with a day to spare while a captured delivery stops working.
 */
export const WEBHOOK_MAX_AGE_MS = 72 * 3600_000;
/** How far X-Shopify-Triggered-At may be ahead of our clock, ms (clock skew between Shopify and us). */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;

/** Where Shopify delivers the app's webhooks: shopify.app.toml's `/webhooks` under `application_url`'s `/admin`. */
export const WEBHOOK_PATH = '/admin/webhooks';

const header = z.string().min(1).max(255);
const HEADERS = z.object({
  webhookId: header,
  topic: header,
  domain: z.string().max(255).regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i).transform((d) => d.toLowerCase()),
  apiVersion: header.optional(),
  eventId: header.optional(),
  // Shopify sends it with every delivery; it orders the delivery against the shop's installation (handlers.ts).
  triggeredAt: z.string().max(64).refine((t) => !Number.isNaN(Date.parse(t))).transform((t) => new Date(t).toISOString()),
});

const answer = (c: Context<AppEnv>, received: 'queued' | 'duplicate' | 'unknown-shop' | 'ignored') => c.json({ data: { received } }, 200);
const refuse = (c: Context<AppEnv>, status: 400 | 401 | 503, code: string, message: string) => c.json({ error: { code, message } }, status);

/**
 * The webhook route; mount it before the auth middleware.
 * @param queue where deliveries go (webhooks/index.ts `createWebhooks`)
 * @param shopifyApp the app's credentials
 * Without either, every delivery answers 503 (Shopify retries it).
 */
export function webhookRoutes(deps: Pick<ApiDeps, 'db' | 'now'>, queue: WebhookQueue | undefined, shopifyApp: ShopifyAppConfig | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const shopify = shopifyApp && createShopifyApi(shopifyApp);

  app.post(WEBHOOK_PATH, async (c) => {
    if (!shopify || !queue) return refuse(c, 503, 'unavailable', 'Webhooks are not configured on this server.');
    const rawBody = await c.req.text();
    const req = c.req.raw;
    // shopify-api's node adapter reads a request's plain headers object, method and url.
    const rawRequest = { headers: Object.fromEntries(req.headers.entries()), method: req.method, url: new URL(req.url).pathname };
    const check = await shopify.webhooks.validate({ rawBody, rawRequest });
    if (!check.valid) return refuse(c, 401, 'unauthorized', 'The webhook signature is missing or wrong.');

    const headers = HEADERS.safeParse({
      // check.topic is shopify-api's storage form ('APP_UNINSTALLED'): the header keeps Shopify's name.
      webhookId: check.webhookId, topic: c.req.header('X-Shopify-Topic'), domain: check.domain,
      apiVersion: check.apiVersion, eventId: 'eventId' in check ? check.eventId : undefined, triggeredAt: check.triggeredAt,
    });
    if (!headers.success) {
      console.error('[webhooks] signed delivery with malformed headers:', headers.error.issues.map((i) => i.path.join('.')).join(', '));
      return refuse(c, 400, 'invalid-argument', 'Malformed webhook headers.');
    }
    const h = headers.data;
    const age = deps.now() - Date.parse(h.triggeredAt);
    if (age > WEBHOOK_MAX_AGE_MS || age < -WEBHOOK_MAX_SKEW_MS) {
      console.warn(`[webhooks] ${h.topic} ${h.webhookId} for ${h.domain} refused: triggered at ${h.triggeredAt}, outside the accepted window`);
      return refuse(c, 401, 'unauthorized', 'The webhook was triggered too long ago or in the future.');
    }
    const topic = h.topic;
    if (!isWebhookTopic(topic)) {
      console.log(`[webhooks] ${topic} for ${h.domain} ignored: not a topic the app subscribes to`);
      return answer(c, 'ignored');
    }

    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      console.error(`[webhooks] ${h.topic} ${h.webhookId} for ${h.domain}: the signed body is not JSON`);
      return refuse(c, 400, 'invalid-argument', 'The body is not JSON.');
    }
    const parsed = PAYLOAD_SCHEMAS[topic].safeParse(json);
    if (!parsed.success) {
      console.error(`[webhooks] ${topic} ${h.webhookId} for ${h.domain}: unexpected payload at ${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}`);
      return refuse(c, 400, 'invalid-argument', `Not a ${topic} payload.`);
    }
    const payload = parsed.data as Record<string, unknown>;
    // The header is not signed: where the signed body names its shop, both must agree.
    const signedShop = payloadShopDomain(topic, payload);
    if (signedShop !== null && signedShop !== h.domain) {
      console.error(`[webhooks] ${topic} ${h.webhookId}: body for ${signedShop} sent as ${h.domain}; refused`);
      return refuse(c, 401, 'unauthorized', 'The webhook body is for another shop.');
    }
    const shopDomain = h.domain;

    const { rows } = await deps.db.query<{ id: string }>('SELECT id FROM shops WHERE shopify_domain = $1', [shopDomain]);
    const shopId = rows[0]?.id;
    if (!shopId) {
      // Answered 200: Shopify would retry a refusal for a shop that is gone or never installed.
      console.warn(`[webhooks] ${h.topic} ${h.webhookId} for unknown shop ${shopDomain}: nothing done`);
      return answer(c, 'unknown-shop');
    }

    try {
      await queue.ready();
      const first = await deps.db.transaction(async (tx) => {
        const recorded = await recordDelivery(tx, {
          webhookId: h.webhookId, topic, shopId, shopDomain, payload,
          eventId: h.eventId ?? null, apiVersion: h.apiVersion ?? null, triggeredAt: h.triggeredAt, receivedAt: deps.now(),
        });
        if (recorded) await queue.enqueue(tx, { webhookId: h.webhookId });
        return recorded;
      });
      return answer(c, first ? 'queued' : 'duplicate');
    } catch (err) {
      console.error(`[webhooks] ${h.topic} ${h.webhookId} for ${shopDomain} could not be recorded:`, err);
      return refuse(c, 503, 'unavailable', 'The webhook could not be recorded; retry later.');
    }
  });

  return app;
}
