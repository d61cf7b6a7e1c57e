/**
 * The tracking service stand-in (docs/product.md#product-api 'POST /tracking/event/inject'). It needs a
 * verified bearer token but no envelope:
 *   POST /tracking/event/inject {events: {[id]: {event, event_data, created_at, customer_id, status_id, shop_id}}}
 *     -> {data: {received: n, reattributed: [ids]}}, n = number of events in the request.
 * Stored in `tracking_events`; an id sent again is ignored (client retries are idempotent).
 * Event ids and names are 1-128 characters without control characters; `event_data` is any JSON
 * of at most MAX_EVENT_DATA_CHARS characters (the body is scanned first: nesting at most 32 deep,
 * no NUL); `created_at` may be epoch ms or an ISO date (else the time of receipt); customer_id,
 * status_id and shop_id are strings (at most 128 characters, '' meaning none) or numbers.
 *
 * Who an event is from is the caller's, never the body's (docs/deploying.md 'Abuse limits'):
 * - every event of a call names the same shop, one the API serves (installed, not uninstalled);
 *   a token minted by a shop's own sign-in (its `shopId` claim) sends events for that shop only;
 * - an event is stored with the caller's Firebase uid as its status id and the caller's own
 *   customer in the shop (lib/customers.ts `customerOfUser`, without asking Shopify) or none as
 *   its customer id, whatever it named; the ids of events that named another status id or
 *   customer are listed in `reattributed`. Queued events of a shopper who signed in or out since
 *   are kept that way, and the widget's queue (which keeps what failed) never sticks on them;
 * - every event of a call counts against the caller's, the client address's and the shop's
 *   limits (lib/limits.ts LIMITS.trackPer*); the shop's only once the caller's passed, so one
 *   refused caller cannot spend a shop's allowance.
 * Answers: 400 'invalid-argument' for a body that is not {events: {...}} of such events, more
 * than MAX_TRACKING_EVENTS events, events naming no shop or different shops; 403
 * 'permission-denied' for a shop other than the token's own; 404 'not-found' ('No shop id
 * found') for a shop the API does not serve; 429 'too-many-requests' over a limit (nothing of that
 * call is stored). Mount before the envelope middleware (see app.ts).
 */
import { Hono } from 'hono';
import type { ApiDeps, AppEnv } from '../deps';
import { z } from 'zod';
import { assertShop, requireAuth } from '../envelope';
import { ApiError, badRequest, forbidden } from '../errors';
import { readJsonBody } from '../json-body';
import { customerOfUser, mintedForAnotherShop } from '../lib/customers';
import { consume, limitKeys, LIMITS } from '../lib/limits';
import { parseWith, shopId as shopIdSchema, text } from '../validate';

/** The most events one inject call may carry (the widget drops a queue longer than 100, docs/product.md#limits). */
export const MAX_TRACKING_EVENTS = 100;
/** The longest `event_data` of one event, in characters of its JSON (the widget's are a few dozen). */
export const MAX_EVENT_DATA_CHARS = 2048;

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
    event_data: z.unknown().optional().refine((d) => JSON.stringify(d ?? null).length <= MAX_EVENT_DATA_CHARS, {
      error: `must be at most ${MAX_EVENT_DATA_CHARS} characters of JSON`,
    }),
    created_at: z.unknown().optional(),
    customer_id: idText,
    status_id: idText,
    shop_id: idText,
  }),
).refine((events) => Object.keys(events).length <= MAX_TRACKING_EVENTS, { error: `must hold at most ${MAX_TRACKING_EVENTS} events` });

const tooManyEvents = () => new ApiError(429, 'too-many-requests', 'Too many tracking events. Please try again later.');

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
    const events = Object.entries(parseWith(EVENTS, root?.events ?? root?.data?.events, 'events'));
    if (events.length === 0) return c.json({ data: { received: 0, reattributed: [] } });
    const shops = new Set(events.map(([, e]) => e.shop_id));
    const named = [...shops][0];
    if (shops.size !== 1 || named === null) throw badRequest('events: every event must name the same shop (shop_id).');
    const shopId = parseWith(shopIdSchema, named, 'events.shop_id');
    const user = c.get('user');
    if (mintedForAnotherShop(user, shopId)) {
      throw forbidden("This sign-in belongs to another shop: it sends events for that shop only.");
    }
    await assertShop(deps, shopId);
    const now = deps.now();
    await consume(deps.db, [
      [limitKeys.trackUid(user.uid), LIMITS.trackPerCaller],
      [limitKeys.trackIp(c.get('clientIp')), LIMITS.trackPerIp],
    ], now, events.length, tooManyEvents);
    await consume(deps.db, [[limitKeys.trackShop(shopId), LIMITS.trackPerShop]], now, events.length, tooManyEvents);
    const customerId = user.isAnonymous ? null : (await customerOfUser(deps.db, user, shopId))?.id ?? null;
    const reattributed = events
      .filter(([, e]) => (e.status_id !== null && e.status_id !== user.uid) || (e.customer_id !== null && e.customer_id !== customerId))
      .map(([id]) => id);
    const rows = events.map(([id, e]) => [
      id, e.event, JSON.stringify(e.event_data ?? null), toDate(e.created_at, now).toISOString(),
      customerId, user.uid, shopId, new Date(now).toISOString(),
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
    return c.json({ data: { received: rows.length, reattributed } });
  });

  return app;
}
