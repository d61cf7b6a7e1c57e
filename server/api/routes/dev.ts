/**
 * Dev-only reads for tests and local runs, no auth:
 *   GET /dev/outbox?to=EMAIL -> {data: [{to, subject, text, html, sentAt}]}, newest first, at most 20.
 *     Without `to`, the last 20 messages to anyone. `sentAt` is an ISO date.
 *   GET /dev/tracking?status_id=ID -> {data: TrackingEvent[]}, newest `created_at` first, at most
 *     100. Without `status_id`, the last 100 events of anyone.
 *   PATCH /dev/settings?shop=ID body {settingKey: value, ...} -> {data: settings}: replaces those
 *     top-level merchant settings (e.g. `{"authMethod": {"method": "magicLink"}}`), so a local run
 *     or a test can switch features as a merchant would in the admin. 404 for an unknown shop.
 *   PATCH /dev/customizations?shop=ID body {content: ContentItem[]} -> {data: {content}}: replaces
 *     the shop's content blocks (docs/product.md#content-and-triggers 'Content item'), checked against the item's shape
 *     (the texts themselves are the merchant's: rich text, even hostile, is the widget's to render
 *     inert), so a test can place blocks at targets. At most 50 items. 404 for an unknown shop.
 *   DELETE /dev/rate-limits -> {data: {deleted}}: sets the per-client-address abuse counters
 *     (sign-in mails and code checks, lib/limits.ts) back to zero, so an end-to-end run, whose
 *     shoppers all come from 127.0.0.1, gives each test file the budget one address has.
 *   GET /dev/order-links/{orderId}?shop=ID -> {data: {pass, oneClickId}}: the confirmation page's
 *     secrets of a Shopify order (lib/order-secrets.ts), so a test can open an order it placed in
 *     the local Shopify by pass or one-click id. `shop` defaults to 'demo-shop'; 404 for an
 *     unknown shop. The secrets are derived, so any numeric id has them, placed or not.
 *   PUT /dev/loyalty-points/{customerId}?shop=ID body {points} -> {data: {points}}: sets a
 *     customer's points (the `loyalty_points` row a loyalty program keeps), so a test can give the
 *     shopper it signed in some. 404 for a customer the app does not know in that shop.
 *   GET /dev/product-cache -> {data: {hits, misses, hitRate}}: the product cache's counters since
 *     the process started (lib/product-cache.ts), for the perf report's hit rate on For you.
 * Query parameters and the body go through schemas (validate.ts): 400 'invalid-argument' for a
 * malformed address, id, shop id, setting name or body.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps, AppEnv } from '../deps';
import { notFound } from '../errors';
import { readJsonBody } from '../json-body';
import { syncEmbedMetafield } from '../shopify/embed-metafield';
import { signingSecretOf } from '../lib/order-edit';
import { oneClickIdOf, orderPass } from '../lib/order-secrets';
import { productCacheCounters, productCacheHitRate } from '../lib/product-cache';
import { params, parseWith, query, shopId, text } from '../validate';
import type { TrackingEvent } from './tracking';

/** The most messages one outbox read returns. */
export const OUTBOX_LIMIT = 20;
/** The most events one tracking read returns. */
export const TRACKING_LIMIT = 100;

export interface OutboxMessage { to: string; subject: string; text: string; html: string; sentAt: string }

/** A settings patch: top-level setting names (1-64 characters) to any JSON value. */
const SETTINGS_PATCH = z.record(text({ min: 1, max: 64 }), z.unknown());

/** Texts by language: language codes (2-10 characters) to text. */
const TEXTS = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, { error: 'expected a language code' }), text({ max: 2000, multiline: true }));

/** One content item (docs/product.md#content-and-triggers 'Content item'; src/api/types.ts ContentItem). */
const CONTENT_ITEM = z.strictObject({
  id: text({ min: 1, max: 64 }),
  target: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { error: 'expected a target name' }),
  isActive: z.boolean(),
  type: z.enum(['imageWithText', 'link']),
  style: z.enum(['button', 'list']).optional(),
  position: z.number().int().min(0).max(10_000),
  categories: z.strictObject({
    countryCode: z.array(z.string().regex(/^[A-Z]{2}$/, { error: 'expected a country code' })).max(250).optional(),
    loggedIn: z.boolean().optional(),
  }).optional(),
  url: text({ max: 2000 }).optional(),
  label: TEXTS.optional(),
  text: TEXTS.optional(),
  description: TEXTS.optional(),
  image: text({ max: 2000 }).optional(),
  openInNewTab: z.boolean().optional(),
});

/** The body of PATCH /dev/customizations. */
const CUSTOMIZATIONS_PATCH = z.strictObject({ content: z.array(CONTENT_ITEM).max(50) });

/** The confirmation page's secrets of an order (GET /dev/order-links/{orderId}). */
export interface OrderLinks { pass: string; oneClickId: string }

/** The dev routes (public: mount before the auth middleware). */
export function devRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/dev/outbox', query({ to: text({ max: 320 }).optional() }), async (c) => {
    const to = c.req.valid('query').to?.trim();
    const { rows } = await deps.db.query<{ to_addr: string; subject: string; text: string; html: string; sent_at: Date }>(
      `SELECT to_addr, subject, text, html, sent_at FROM outbox
       WHERE $1::text IS NULL OR lower(to_addr) = lower($1::text)
       ORDER BY sent_at DESC, id DESC LIMIT ${OUTBOX_LIMIT}`,
      [to || null],
    );
    const data: OutboxMessage[] = rows.map((r) => ({
      to: r.to_addr, subject: r.subject, text: r.text, html: r.html, sentAt: r.sent_at.toISOString(),
    }));
    return c.json({ data });
  });

  app.get('/dev/tracking', query({ status_id: text({ max: 128 }).optional() }), async (c) => {
    const statusId = c.req.valid('query').status_id?.trim();
    const { rows } = await deps.db.query<Omit<TrackingEvent, 'created_at'> & { created_at: Date }>(
      `SELECT id, event, event_data, created_at, customer_id, status_id, shop_id FROM tracking_events
       WHERE $1::text IS NULL OR status_id = $1::text
       ORDER BY created_at DESC, seq DESC LIMIT ${TRACKING_LIMIT}`,
      [statusId || null],
    );
    const data: TrackingEvent[] = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    return c.json({ data });
  });

  app.patch('/dev/settings', query({ shop: shopId.optional() }), async (c) => {
    const shop = c.req.valid('query').shop || 'demo-shop';
    const patch = parseWith(SETTINGS_PATCH, await readJsonBody(c), 'body');
    const { rows } = await deps.db.query<{ settings: Record<string, unknown> }>(
      `UPDATE shops SET settings = settings || $2::jsonb WHERE id = $1 RETURNING settings`,
      [shop, JSON.stringify(patch)],
    );
    if (!rows.length) throw notFound('No shop id found');
    // The app embed reads these from the app-installation metafield: keep it in step.
    if ('notificationTriggers' in patch || 'utmTracking' in patch || 'meButton' in patch) await syncEmbedMetafield(deps, shop);
    return c.json({ data: rows[0].settings });
  });

  app.patch('/dev/customizations', query({ shop: shopId.optional() }), async (c) => {
    const shop = c.req.valid('query').shop || 'demo-shop';
    const { content } = parseWith(CUSTOMIZATIONS_PATCH, await readJsonBody(c), 'body');
    const { rows } = await deps.db.query<{ content: unknown }>(
      `UPDATE shops SET customizations = jsonb_set(customizations, '{content}', $2::jsonb) WHERE id = $1 RETURNING customizations -> 'content' AS content`,
      [shop, JSON.stringify(content)],
    );
    if (!rows.length) throw notFound('No shop id found');
    return c.json({ data: { content: rows[0].content } });
  });

  // The local stack serves every shopper of a test run from one address (127.0.0.1): a run starts
  // each file with that address's counters at zero. Per-session and per-email limits stay.
  app.delete('/dev/rate-limits', async (c) => {
    const { rows } = await deps.db.query(`DELETE FROM rate_limits WHERE key LIKE 'send:ip:%' OR key LIKE 'check:ip:%' RETURNING key`);
    return c.json({ data: { deleted: rows.length } });
  });

  app.put('/dev/loyalty-points/:customerId', params({ customerId: z.string().regex(/^\d{1,20}$/, { error: 'expected a Shopify customer id' }) }), query({ shop: shopId.optional() }), async (c) => {
    const { points } = parseWith(z.strictObject({ points: z.number().int().min(0).max(1_000_000_000) }), await readJsonBody(c), 'body');
    const { rows } = await deps.db.query(
      `INSERT INTO loyalty_points (customer_id, points) SELECT id, $3 FROM customers WHERE id = $1 AND shop_id = $2
       ON CONFLICT (customer_id) DO UPDATE SET points = EXCLUDED.points RETURNING points`,
      [c.req.valid('param').customerId, c.req.valid('query').shop || 'demo-shop', points],
    );
    if (!rows.length) throw notFound('No such customer in this shop');
    return c.json({ data: { points } });
  });

  app.get('/dev/product-cache', (c) => c.json({ data: { ...productCacheCounters, hitRate: productCacheHitRate() } }));

  app.get('/dev/order-links/:orderId', params({ orderId: z.string().regex(/^\d{1,20}$/, { error: 'expected a Shopify order id' }) }), query({ shop: shopId.optional() }), async (c) => {
    const { orderId } = c.req.valid('param');
    const secret = await signingSecretOf(deps.db, c.req.valid('query').shop || 'demo-shop');
    const data: OrderLinks = { pass: orderPass(secret, orderId), oneClickId: oneClickIdOf(secret, orderId) };
    return c.json({ data });
  });

  return app;
}
