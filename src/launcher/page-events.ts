/**
 * Page events for notification triggers, and UTM parameters on the widget's store links, run
 * from the launcher's late half (`status-late.js`: loaded on every page at the first input or when
 * idle), so they cost the launcher no byte and load no Preact. Reads the app embed's
 * config block itself (its `notificationTriggers` and `utmTracking`, the shop metafield the API
 * keeps in sync with the settings); counts this page's events (local/triggers.ts TRIGGER_EVENTS);
 * when a trigger fires it waits its delay, then sends the shopper to its page or loads the toast
 * chunk (features/content/components/trigger-toast.ts) and shows it. Never throws into the page.
 */
import type { NotificationTrigger } from '../api/types';
import type { showTriggerToast } from '../features/content';
import { countEvent, TRIGGER_DELAY_MS, waitForTriggers, type CountStore, type EmbedTriggerConfig } from '../local/triggers';
import { shopOrigins, withUtm } from '../tracking/utm';
import { loadChunk } from './chunks';
import { report } from '../lib/report';

/** The page's events other scripts announce (docs/architecture.md#stable-names), by trigger event name. */
const WINDOW_EVENTS: Array<[string, string]> = [
  ['status:widget-open', 'widget_open'],
  ['status:widget-close', 'widget_close'],
  ['status:save-item', 'save_item'],
  ['status:remove-item', 'remove_item'],
];

const fail = (e: unknown) => report(e, 'trigger');

/** The embed's config block as JSON, or null. */
function readEmbed(): EmbedTriggerConfig | null {
  try {
    const v = JSON.parse(document.getElementById('status-config')?.textContent || 'null');
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

function storage(): CountStore | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** A fired trigger's effect: its page (with UTM parameters), or its toast from the toast chunk. */
function fire(t: NotificationTrigger, cfg: EmbedTriggerConfig): void {
  if (t.destination === 'page') return location.assign(withUtm(t.page!, cfg.utmTracking, shopOrigins(cfg.shopifyDomain)));
  loadChunk<{ showTriggerToast: typeof showTriggerToast }>('trigger-toast').then((m) => m.showTriggerToast(t, cfg), fail);
}

/**
 * Adds the UTM parameters to a store link in one of our shadow roots (the panel, toasts,
 * elements: hosts named `status-*`) as the shopper follows it (click, middle click, context
 * menu), so product cards get them without any byte in the panel. Links the merchant put in the
 * page are left alone.
 */
function tagLinks(cfg: EmbedTriggerConfig): void {
  const tag = (e: Event) => {
    try {
      const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
      const root = a?.getRootNode();
      const href = a?.getAttribute('href');
      if (!href || !(root instanceof ShadowRoot) || !root.host.localName.startsWith('status-')) return;
      const tagged = withUtm(href, cfg.utmTracking, shopOrigins(cfg.shopifyDomain));
      if (tagged !== href) a!.setAttribute('href', tagged);
    } catch (err) {
      fail(err);
    }
  };
  for (const type of ['click', 'auxclick', 'contextmenu']) addEventListener(type, tag, { capture: true });
}

/**
 * Starts once per page: tags our store links, waits for the triggers (docs/product.md#limits: up to 100
 * polls, 50 ms apart, while the config block is missing; a block without triggers ends the wait), counts 'page_view' and on a product page 'product_view', then the page
 * events as they come. The counter's user is the store session's customer id, else 'guest'.
 * @param effect what a fired trigger does (tests); default: go to its page or show its toast
 */
export function watchPageEvents(effect: (t: NotificationTrigger, cfg: EmbedTriggerConfig) => void = fire): void {
  const w = window as Window & { __statusPageEvents?: true };
  if (w.__statusPageEvents) return;
  w.__statusPageEvents = true;
  let cfg = readEmbed();
  if (cfg) tagLinks(cfg);
  // A config block without triggers is final (it is the page's own HTML, read once): no polling and
  // re-parsing it every 50 ms for 5 s. Only a page whose block is not there yet is polled.
  void waitForTriggers(() => (cfg = readEmbed()) && (cfg.notificationTriggers ?? [])).then((triggers) => {
    if (!triggers.length || !cfg) return;
    const c = cfg;
    const user = typeof c.customerId === 'string' || typeof c.customerId === 'number' ? String(c.customerId) : 'guest';
    const memory = new Map<string, number>();
    const count = (event: string) => {
      for (const t of countEvent(event, triggers, user, storage(), memory)) setTimeout(() => effect(t, c), t.delay ?? TRIGGER_DELAY_MS);
    };
    count('page_view');
    if (c.page && c.page.productId) count('product_view');
    for (const [type, event] of WINDOW_EVENTS) addEventListener(type, () => count(event));
  }, fail);
}
