/**
 * The tracking service (docs/product.md#content-and-triggers 'Tracking event', #product-api 'POST
 * /tracking/event/inject'). Not the product API envelope: the body is `{events: {[id]: TrackingEvent-without-id}}`,
 * sent with plain fetch and the shopper's bearer token. Tracking failures are ignored silently
 * (docs/product.md#error-messages).
 */
import { bearerToken } from '../api/call';
import type { QueuedEvent } from './tracking-queue';

/** One tracking event as the service stores it (tracking/tracking-queue.ts `QueuedEvent`). `created_at` is an ISO 8601 time. */
export type TrackingEvent = QueuedEvent;

/**
 * Sends `events` at once to `{apiBase}/tracking/event/inject`. Resolves to true when the
 * service answered 2xx, false on any failure (no token, network, status > 399); never rejects.
 * @param token resolves to the bearer ID token (default: the API client's, `bearerToken`)
 * @param keepalive true when the page is going away: a keepalive fetch outlives it (sendBeacon
 *   cannot carry the bearer header)
 */
export async function sendEvents(apiBase: string, events: TrackingEvent[], token: () => Promise<string> = bearerToken, keepalive = false): Promise<boolean> {
  if (!events.length) return true;
  try {
    // no prototype: an id from the page's queue such as `__proto__` stays a key
    const body: Record<string, Omit<TrackingEvent, 'id'>> = { __proto__: null as never };
    for (const { id, ...rest } of events) body[id] = rest;
    const res = await fetch(apiBase + '/tracking/event/inject', {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: body }),
      keepalive,
      signal: AbortSignal.timeout(15000), // a hung tracking service fails the send; the queue keeps the events
    });
    return res.ok;
  } catch {
    return false; // docs/product.md#error-messages: tracking failures are ignored silently
  }
}
