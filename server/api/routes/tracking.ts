/**
 * The tracking service stand-in (SPEC.md 7 'POST to a separate tracking service'). It needs a
 * verified bearer token but no envelope:
 *   POST /tracking/event/inject {events: {[id]: {event, event_data, created_at, customer_id, status_id, shop_id}}}
 *     -> {data: {received: n}}, n = number of events in the request.
 * Stored in `tracking_events`; an id sent again is ignored (client retries are idempotent).
 * Event ids and names are 1-128 characters without control characters; `event_data` is any JSON
 * (the body is scanned first: nesting at most 32 deep, no NUL); `created_at` may be epoch ms or
 * an ISO date (else the time of receipt); customer_id, status_id and shop_id are strings (at most
 * 128 characters, '' meaning none) or numbers. 400 'invalid-argument' for a body that is not
 * {events: {...}} of such events, or more than MAX_TRACKING_EVENTS events. Mount before the
 * envelope middleware (see app.ts).
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { z } from 'zod';
import { requireAuth } from '../envelope';
import { readJsonBody } from '../json-body';
import { parseWith, text } from '../validate';

/** The most events one inject call may carry (the widget drops a queue longer than 100, SPEC.md 9). */
export const MAX_TRACKING_EVENTS = 100;

/** One event as stored and as `GET /dev/tracking` lists it; `created_at` ISO. */
export interface TrackingEvent {
  id: string;
  event: string;
  event_data: unknown;
  created_at: string;
  customer_id: string | null;
  status_id: string | null;
  shop_id: string | null;
}

/** An id sent as a string or a number, stored as text; '' and null mean none. */
const idText = z.union([text({ max: 128 }), z.number()]).nullish().transform((v) => (v === '' || v == null ? null : String(v)));

const EVENTS = z.record(
  text({ min: 1, max: 128 }),
  z.object({
    event: text({ min: 1, max: 128 }),
    // zod 4: a z.unknown() key must be present; both may be left out.
    event_data: z.unknown().optional(),
    created_at: z.unknown().optional(),
    customer_id: idText,
    status_id: idText,
    shop_id: idText,
  }),
).refine((events) => Object.keys(events).length <= MAX_TRACKING_EVENTS, { error: `must hold at most ${MAX_TRACKING_EVENTS} events` });

function toDate(v: unknown, fallback: number): Date {
  const ms = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
  const d = new Date(ms);
  return Number.isFinite(ms) && !Number.isNaN(d.getTime()) ? d : new Date(fallback);
}

/** The tracking routes (authenticated, no envelope). */
export function trackingRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/tracking/event/inject', requireAuth(deps), async (c) => {
    const json = await readJsonBody(c);
    // Accept the bare body and, for clients that wrap every call, the {data: ...} envelope.
    const root = json as { events?: unknown; data?: { events?: unknown } } | null;
    const events = parseWith(EVENTS, root?.events ?? root?.data?.events, 'events');
    const now = deps.now();
    const rows = Object.entries(events).map(([id, e]) => [
      id, e.event, JSON.stringify(e.event_data ?? null), toDate(e.created_at, now).toISOString(),
      e.customer_id, e.status_id, e.shop_id, new Date(now).toISOString(),
    ]);
    await deps.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO tracking_events (id, event, event_data, created_at, customer_id, status_id, shop_id, received_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          row,
        );
      }
    });
    return c.json({ data: { received: rows.length } });
  });

  return app;
}
