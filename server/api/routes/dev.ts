/**
 * Dev-only mail capture, no auth:
 *   GET /dev/outbox?to=EMAIL -> {data: [{to, subject, text, html, sentAt}]}, newest first, at most 20.
 * Without `to`, the last 20 messages to anyone. `sentAt` is an ISO date.
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';

/** The most messages one outbox read returns. */
export const OUTBOX_LIMIT = 20;

export interface OutboxMessage { to: string; subject: string; text: string; html: string; sentAt: string }

/** The dev mail capture route (public: mount before the auth middleware). */
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

  return app;
}
