/**
 * The tracking service stand-in (SPEC.md 7 'POST to a separate tracking service'). It needs a
 * verified bearer token but no envelope:
 *   POST /tracking/event/inject {events: {[id]: {event, event_data, created_at, customer_id, status_id, shop_id}}}
 *     -> {data: {received: n}}, n = number of events in the request.
 * Stored in `tracking_events`; an id sent again is ignored (client retries are idempotent).
 * `created_at` may be epoch ms or an ISO date (else the time of receipt); the ids are strings or
 * numbers. 400 'invalid-argument' for a body that is not {events: {...}} with event names, or
 * more than MAX_TRACKING_EVENTS events. Mount before the envelope middleware (see app.ts).
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { requireAuth } from '../envelope';
import { badRequest } from '../errors';

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

const idText = (v: unknown): string | null =>
  (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : null;

function toDate(v: unknown, fallback: number): Date {
  const ms = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
  const d = new Date(ms);
  return Number.isFinite(ms) && !Number.isNaN(d.getTime()) ? d : new Date(fallback);
}

/** The tracking routes (authenticated, no envelope). */
export function trackingRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/tracking/event/inject', requireAuth(deps), async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw badRequest('The body must be JSON.');
    }
    // Accept the bare body and, for clients that wrap every call, the {data: ...} envelope.
    const root = json as { events?: unknown; data?: { events?: unknown } } | null;
    const events = root?.events ?? root?.data?.events;
    if (!events || typeof events !== 'object' || Array.isArray(events)) throw badRequest('events must be an object keyed by event id.');
    const entries = Object.entries(events as Record<string, unknown>);
    if (entries.length > MAX_TRACKING_EVENTS) throw badRequest(`At most ${MAX_TRACKING_EVENTS} events per call.`);
    const now = deps.now();
    const rows = entries.map(([id, raw]) => {
      const e = raw as Record<string, unknown> | null;
      if (!e || typeof e !== 'object' || typeof e.event !== 'string' || e.event === '' || id === '') {
        throw badRequest('Every event needs an id and an event name.');
      }
      return [
        id, e.event, JSON.stringify(e.event_data ?? null), toDate(e.created_at, now).toISOString(),
        idText(e.customer_id), idText(e.status_id), idText(e.shop_id), new Date(now).toISOString(),
      ];
    });
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
