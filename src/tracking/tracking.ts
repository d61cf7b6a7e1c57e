/**
 * The tracking sender (docs/product.md#events, #product-api 'POST /tracking/event/inject', #error-messages). Queued
 * events (tracking/tracking-queue.ts) go to the tracking service when the page becomes hidden (`visibilitychange` to
 * hidden, or `pagehide`), in one keepalive fetch with the shopper's bearer ID token; one-off events
 * (`track(..., true)`) go at once. Nothing is sent while the store's consent does not allow analytics
 * (tracking/consent.ts). An event that was sent is removed from the queue; one that failed stays for the next time (the
 * queue drops itself past 100). `arm()` is called only after the shopper acted (the launcher's
 * late half, launcher/tracking-send.ts) or with the panel: identity loads then, and only when an
 * event is waiting, so its token is at hand when the page hides.
 */
import { pageConfig } from '../settings/config';
import { customerId, user } from '../session/session';
import { bearerToken } from '../api/call';
import { sendEvents, type TrackingEvent } from './events';
import { consentAllows } from './consent';
import { queueEvent, readQueue, removeEvents, type QueuedEvent } from './tracking-queue';

/** A token younger than this (ms) is sent as it is; Firebase ID tokens live 60 minutes. */
export const TOKEN_REUSE_MS = 50 * 60_000;

let token: { value: string; at: number } | null = null;
let armed = false;
/** Ids of events in a request under way, so `visibilitychange` and `pagehide` do not send them twice. */
const inflight = new Set<string>();

/** A fresh ID token (the API client's: loads identity on first use), kept for the next page hide. */
async function freshToken(): Promise<string> {
  const value = await bearerToken();
  token = { value, at: Date.now() };
  return value;
}

/**
 * The uid an ID token was issued to (its `sub` claim), or null. The token can resolve before the
 * session signal hears of a new anonymous user, so events take their status id from the token.
 */
function uidOf(jwt: string): string | null {
  try {
    const sub: unknown = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** Sends `events` (filling in the status id and customer id the queue did not know) and removes them once the service took them. */
function send(events: QueuedEvent[], keepalive: boolean): Promise<void> {
  const config = pageConfig.value;
  events = events.filter((e) => !inflight.has(e.id));
  if (!config || !events.length || !consentAllows('analytics')) return Promise.resolve();
  const ids = events.map((e) => e.id);
  ids.forEach((id) => inflight.add(id));
  const go = (value: string) => {
    const uid = uidOf(value) ?? user.value?.uid ?? null;
    const list: TrackingEvent[] = events.map((e) => ({ ...e, status_id: e.status_id ?? uid, customer_id: e.customer_id ?? customerId.value }));
    return sendEvents(config.apiBase, list, () => Promise.resolve(value), keepalive);
  };
  // A page going away gets no second task: with a token at hand the fetch starts in this one.
  const ready = token && Date.now() - token.at < TOKEN_REUSE_MS ? token.value : null;
  return (ready ? go(ready) : freshToken().then(go))
    .then(
      (ok) => {
        if (ok) removeEvents(ids);
      },
      () => {},
    )
    .finally(() => ids.forEach((id) => inflight.delete(id)));
}

/** Sends every queued event now, with a keepalive fetch (the page is hiding). Never rejects. */
export function flush(): Promise<void> {
  return send(readQueue(), true);
}

/**
 * Records `event` with `data` (JSON) for the current shop, shopper and store customer (`customer`
 * when given, else the session's or the page's). Queued events wait for the page to hide; a
 * `oneOff` event (sign_in, identify) is sent at once (it stays queued when that fails or consent
 * has not come yet). Needs the page config; never throws.
 */
export function track(event: string, data: Record<string, unknown>, oneOff = false, customer?: string): void {
  const config = pageConfig.value;
  if (!config) return;
  const e = queueEvent(event, data, config.shopId, customer ?? customerId.value ?? config.customerId, user.value?.uid ?? null);
  if (e && oneOff) void send([e], false);
}

const onVisibility = () => document.visibilityState === 'hidden' && void flush();
const onPageHide = () => void flush();

/**
 * Starts sending on page hide (once per page), and when an event is waiting fetches the token
 * now (loading identity), so the keepalive request can start while the page hides.
 */
export function arm(): void {
  if (!armed) {
    armed = true;
    document.addEventListener('visibilitychange', onVisibility);
    addEventListener('pagehide', onPageHide);
  }
  if (readQueue().length && consentAllows('analytics') && !(token && Date.now() - token.at < TOKEN_REUSE_MS)) void freshToken().catch(() => {});
}

/** Stops sending on page hide and forgets the token (a test's teardown). */
export function disarm(): void {
  armed = false;
  token = null;
  document.removeEventListener('visibilitychange', onVisibility);
  removeEventListener('pagehide', onPageHide);
}
