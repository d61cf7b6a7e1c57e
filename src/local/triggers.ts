/**
 * Notification triggers (docs/product.md#data, #notification-triggers, #limits): a counter per trigger and user,
 * kept in localStorage (in memory when storage is missing or throws); a trigger fires when its
 * count equals its `amount`, once. Pure apart from the storage it is given.
 *
 * Events counted (storefront/page-events.ts counts them in the launcher's late half):
 * - 'page_view': any store page with the widget;
 * - 'product_view': a product page (the app embed's `page.productId`);
 * - 'widget_open', 'widget_close': the panel opened or closed (`status:widget-open` / `-close`);
 * - 'save_item', 'remove_item': a product saved to or removed from favorites or saved from cart
 *   (`status:save-item` / `status:remove-item`).
 */
import type { NotificationTrigger, UtmTracking } from '../api/types';

/** The events a trigger may name. */
export const TRIGGER_EVENTS = ['page_view', 'product_view', 'widget_open', 'widget_close', 'save_item', 'remove_item'] as const;
/** Default ms from the event to the toast or page (docs/product.md#limits). */
export const TRIGGER_DELAY_MS = 1000;
/** The longest delay honoured, ms; longer ones are cut to it. */
export const TRIGGER_DELAY_MAX_MS = 60_000;
/** Waiting for triggers: polls (docs/product.md#limits). */
export const TRIGGER_POLLS = 100;
/** Waiting for triggers: ms between polls (docs/product.md#limits). */
export const TRIGGER_POLL_MS = 50;

/**
 * The parts of the app embed's config block that page events (launcher/page-events.ts) and a fired
 * trigger's toast (components/trigger-toast.ts) read (page data: every field is checked before use).
 */
export interface EmbedTriggerConfig {
  shopId?: unknown;
  shopifyDomain?: unknown;
  customerId?: unknown;
  page?: { productId?: unknown } | null;
  locale?: { language?: unknown } | null;
  notificationTriggers?: unknown;
  utmTracking?: UtmTracking | null;
}

/** Where counts live: localStorage, or anything with its two methods. */
export interface CountStore { getItem(key: string): string | null; setItem(key: string, value: string): void }

const texts = (v: unknown): Record<string, string> | undefined => {
  if (typeof v === 'string' && v) return { en: v };
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out = Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]));
  return Object.keys(out).length ? out : undefined;
};

/**
 * lib/web-url.ts's `safeUrl`, copied: this module runs in the launcher's late half, which must not
 * import a panel module (status-late.js would then load status-panel.js on every page).
 * tests/xss/url-rule.test.ts checks the two agree on every URL of the XSS corpus.
 */
function pageUrl(value: unknown): string | undefined {
  return typeof value == 'string' &&
    (/^(\/(?![\t\n\r]*[/\\])|https:\/\/)/i.test(value) || (/^http:\/\//i.test(value) && /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(location.href)))
    ? value
    : undefined;
}

/**
 * The valid triggers of a `notificationTriggers` value, with defaults filled in; anything else
 * (not a list, unknown event, amount not a whole number >= 1, a toast without a message, a page
 * destination without a page) is left out. A page that fails the URL rule (lib/web-url.ts) is dropped. A delay that is missing or not a number >= 0 is 1,000 ms.
 */
export function readTriggers(raw: unknown): NotificationTrigger[] {
  if (!Array.isArray(raw)) return [];
  const out: NotificationTrigger[] = [];
  for (const v of raw) {
    const r = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
    const event = r.event as string;
    const amount = r.amount as number;
    const page = pageUrl(r.page); // never `javascript:`, `//host` or another scheme
    const toastMessage = texts(r.toastMessage);
    const delay = typeof r.delay === 'number' && r.delay >= 0 ? Math.min(r.delay, TRIGGER_DELAY_MAX_MS) : TRIGGER_DELAY_MS;
    if (!(TRIGGER_EVENTS as readonly string[]).includes(event) || !Number.isInteger(amount) || amount < 1) continue;
    const destination = r.destination as NotificationTrigger['destination'];
    if (destination === 'toast' ? !toastMessage : destination !== 'page' || !page) continue;
    out.push({ event, amount, destination, page, toastMessage, toastActionLabel: texts(r.toastActionLabel), delay });
  }
  return out;
}

/** The storage key of trigger `index`'s count for `user`. */
export const countKey = (user: string, index: number, t: NotificationTrigger): string => `status:trigger:${user}:${index}:${t.event}:${t.amount}`;

/**
 * Counts one `event` for `user` on every trigger that names it and returns those whose count now
 * equals their amount (in list order). A count that cannot be read starts at 0; one that cannot be
 * written is kept in `memory` instead.
 * @param user e.g. the store customer id, or 'guest'
 */
export function countEvent(event: string, triggers: NotificationTrigger[], user: string, store: CountStore | null, memory: Map<string, number>): NotificationTrigger[] {
  const fired: NotificationTrigger[] = [];
  triggers.forEach((t, i) => {
    if (t.event !== event) return;
    const key = countKey(user, i, t);
    let stored: number | undefined;
    try {
      const v = Number(store?.getItem(key));
      stored = Number.isInteger(v) && v >= 0 ? v : undefined;
    } catch {
      /* storage blocked: memory */
    }
    const count = Math.max(stored ?? 0, memory.get(key) ?? 0) + 1;
    memory.set(key, count);
    try {
      store?.setItem(key, String(count));
    } catch {
      /* full or blocked: memory keeps it for this page */
    }
    if (count === t.amount) fired.push(t);
  });
  return fired;
}

/**
 * Waits for the triggers to be known (docs/product.md#limits): calls `read` now and then every `ms` until it
 * gives a list, at most `tries` times; resolves with that list, or [] when it never came.
 */
export function waitForTriggers(read: () => unknown, tries = TRIGGER_POLLS, ms = TRIGGER_POLL_MS): Promise<NotificationTrigger[]> {
  return new Promise((resolve) => {
    let n = 0;
    const poll = () => {
      const raw = read();
      if (Array.isArray(raw)) return resolve(readTriggers(raw));
      if (++n >= tries) return resolve([]);
      setTimeout(poll, ms);
    };
    poll();
  });
}
