/**
 * The tracking event queue (docs/product.md#content-and-triggers 'Tracking event', #events, #limits 'Event queue'):
 * events wait here until the sender (tracking/tracking.ts) posts them when the page becomes hidden.
 * The queue is kept in sessionStorage (`status:events`), so events of a page the shopper left
 * before they could go are sent from the next page of the same tab; the service ignores an id it
 * already has, so a resend is harmless. More than 100 queued events drop the queue. While the
 * store's consent does not allow analytics (tracking/consent.ts), events stay in this page's memory
 * only (`window.statusEvents`) and nothing is sent; `keepEvents()` stores them once consent
 * arrives, and a decline (`dropEvents()`) forgets them. When storage throws, memory is used.
 * Standalone (no panel module), so the launcher's late half can queue without the panel.
 */
import { consentAllows } from './consent';

/** sessionStorage key of the queue. */
export const EVENTS_KEY = 'status:events';
/** More queued events than this drop the queue (docs/product.md#limits). */
export const QUEUE_MAX = 100;

/**
 * A queued event: the fields of docs/product.md#content-and-triggers 'Tracking event'; `status_id`
 * (the widget user's Firebase uid) is filled in by the sender when the event did not know it.
 * `created_at` ISO 8601.
 */
export interface QueuedEvent {
  id: string;
  event: string;
  event_data: Record<string, unknown>;
  created_at: string;
  customer_id: string | null;
  /** Firebase uid of the widget user */
  status_id: string | null;
  shop_id: string;
}

type EventsWindow = Window & { statusEvents?: QueuedEvent[] };
const w = () => window as EventsWindow;

/** A random event id (crypto.randomUUID where there is one). */
export function eventId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return Date.now().toString(36) + Math.random().toString(36).slice(2);
  }
}

const valid = (e: QueuedEvent | null) => !!e && typeof e.id == 'string' && typeof e.event == 'string' && typeof e.shop_id == 'string';

/** The queued events, oldest first: memory's when set, else storage's; [] when none or junk. */
export function readQueue(): QueuedEvent[] {
  try {
    const raw = w().statusEvents || JSON.parse(sessionStorage.getItem(EVENTS_KEY) || '[]');
    if (Array.isArray(raw)) return raw.filter(valid);
  } catch {
    /* unreadable: none */
  }
  return [];
}

/** Stores `list` when consent allows analytics and storage works, else keeps it in memory. */
function write(list: QueuedEvent[]): void {
  if (consentAllows('analytics')) {
    try {
      sessionStorage.setItem(EVENTS_KEY, JSON.stringify(list));
      w().statusEvents = undefined;
      return;
    } catch {
      /* memory only */
    }
  }
  w().statusEvents = list;
}

/**
 * Queues `event` with `data` for shop `shopId` (and store customer `customerId`, if known). A
 * queue that would hold more than QUEUE_MAX events is dropped, this event with it. Never throws.
 * @returns the queued event, or null when the queue was dropped
 */
export function queueEvent(event: string, data: Record<string, unknown>, shopId: string, customerId: string | null, statusId: string | null = null): QueuedEvent | null {
  const e: QueuedEvent = { id: eventId(), event, event_data: data, created_at: new Date().toISOString(), customer_id: customerId, status_id: statusId, shop_id: shopId };
  const list = [...readQueue(), e];
  write(list.length > QUEUE_MAX ? [] : list);
  return list.length > QUEUE_MAX ? null : e;
}

/** Removes the events with `ids` (they were sent). */
export function removeEvents(ids: string[]): void {
  write(readQueue().filter((e) => !ids.includes(e.id)));
}

/** Consent arrived: stores the page's in-memory events when analytics is now allowed. */
export function keepEvents(): void {
  const memory = w().statusEvents;
  if (!memory || !consentAllows('analytics')) return;
  w().statusEvents = undefined;
  const list = [...readQueue().filter((e) => !memory.some((m) => m.id === e.id)), ...memory];
  write(list.length > QUEUE_MAX ? [] : list);
}

/** The shopper declined analytics: forgets the page's in-memory events (stored ones stay unsent until allowed). */
export function dropEvents(): void {
  if (!consentAllows('analytics')) w().statusEvents = undefined;
}
