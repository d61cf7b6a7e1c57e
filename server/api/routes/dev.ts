/**
 * Dev-only reads for tests and local runs, no auth:
 *   GET /dev/outbox?to=EMAIL -> {data: [{to, subject, text, html, sentAt}]}, newest first, at most 20.
 *     Without `to`, the last 20 messages to anyone. `sentAt` is an ISO date.
 *   GET /dev/tracking?status_id=ID -> {data: TrackingEvent[]}, newest `created_at` first, at most
 *     100. Without `status_id`, the last 100 events of anyone.
 *   PATCH /dev/settings?shop=ID body {settingKey: value, ...} -> {data: settings}: replaces those
 *     top-level merchant settings (e.g. `{"authMethod": {"method": "magicLink"}}`), so a local run
 *     or a test can switch features as a merchant would in the admin. 404 for an unknown shop.
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import type { TrackingEvent } from './tracking';

/** The most messages one outbox read returns. */
export const OUTBOX_LIMIT = 20;
/** The most events one tracking read returns. */
export const TRACKING_LIMIT = 100;

export interface OutboxMessage { to: string; subject: string; text: string; html: string; sentAt: string }

/** The dev routes (public: mount before the auth middleware). */
export function devRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
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

  app.get('/dev/tracking', async (c) => {
    const statusId = c.req.query('status_id')?.trim();
    const { rows } = await deps.db.query<Omit<TrackingEvent, 'created_at'> & { created_at: Date }>(
      `SELECT id, event, event_data, created_at, customer_id, status_id, shop_id FROM tracking_events
       WHERE $1::text IS NULL OR status_id = $1::text
       ORDER BY created_at DESC, seq DESC LIMIT ${TRACKING_LIMIT}`,
      [statusId || null],
    );
    const data: TrackingEvent[] = rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    return c.json({ data });
  });

  app.patch('/dev/settings', async (c) => {
    const shop = c.req.query('shop') || 'demo-shop';
    let patch: unknown;
    try {
      patch = await c.req.json();
    } catch {
      patch = null;
    }
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
      return c.json({ error: { code: 'bad-request', message: 'Send a JSON object of settings' } }, 400);
    }
    const { rows } = await deps.db.query<{ settings: Record<string, unknown> }>(
      `UPDATE shops SET settings = settings || $2::jsonb WHERE id = $1 RETURNING settings`,
      [shop, JSON.stringify(patch)],
    );
    if (!rows.length) return c.json({ error: { code: 'not-found', message: 'No shop id found' } }, 404);
    return c.json({ data: rows[0].settings });
  });

  return app;
}
