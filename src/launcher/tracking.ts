/**
 * Tracking and recently viewed on the store page (docs/product.md#events and 'Recently
 * viewed is kept locally'), in the launcher's late half. `startTracking(config)`:
 * - records a product page's product into recently viewed (local/viewed-record.ts) and queues a
 *   `product_view` event;
 * - queues a tracking event for each page event: `status:widget-open` -> `widget_open`,
 *   `status:widget-close` -> `widget_close`, `status:save-item` -> `save_item`,
 *   `status:remove-item` -> `remove_item` (event_data: the page event's detail);
 * - respects the store's consent (tracking/consent.ts): until it allows, views and events stay in the
 *   page's memory; when the shopper decides (`visitorConsentCollected`), they are stored and
 *   tracking starts, without a reload; once the shopper acts on the page (first pointerdown or
 *   keydown, or the panel opening) it loads Shopify's consent feature if the store has the API but
 *   has not loaded it, so a store without a banner keeps recently viewed from the first tap on;
 * - arms the sender (a lazy chunk with identity) only once the shopper has acted (a pointerdown or
 *   keydown after this half loaded, or the panel opening) and an event is waiting.
 * Never throws into the page.
 */
import type { PageConfig } from '../settings/types';
import { consentAllows, loadConsent, onConsent } from '../tracking/consent';
import { dropEvents, keepEvents, queueEvent, readQueue } from '../tracking/tracking-queue';
import { keepViews, recordView } from '../local/viewed-record';
import { loadChunk } from './chunks';
import { report } from '../lib/report';

/** Page events (storefront/page-events.ts) and the tracking events they become. */
export const TRACKED: Record<string, string> = {
  'status:widget-open': 'widget_open',
  'status:widget-close': 'widget_close',
  'status:save-item': 'save_item',
  'status:remove-item': 'remove_item',
};

/** Starts recording for the page of `config`; call once per page. Returns the function that stops listening. */
export function startTracking(config: PageConfig): () => void {
  try {
    return start(config);
  } catch (e) {
    report(e, 'tracking'); // the late half's other work (the button) goes on
    return () => {};
  }
}

function start(config: PageConfig): () => void {
  const stop = new AbortController();
  const signal = stop.signal;
  // Real input events only: `navigator.userActivation` is also set by script that drives the page
  // (test harnesses, extensions), which would load identity for a visitor who never acted.
  let acted = false;
  const queue = (event: string, data: unknown) =>
    queueEvent(event, data && typeof data == 'object' ? (data as Record<string, unknown>) : {}, config.shopId, config.customerId);
  const arm = () => {
    if (acted && readQueue().length && consentAllows('analytics')) {
      loadChunk<typeof import('./tracking-send')>('tracking-send').then((m) => m.arm(config), (e: unknown) => report(e, 'tracking'));
    }
  };
  // The shopper acted on the page: now we may load the store's consent feature (never before).
  const act = () => {
    acted = true;
    void loadConsent();
    arm();
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, act, { once: true, passive: true, capture: true, signal });
  for (const [type, event] of Object.entries(TRACKED)) {
    document.addEventListener(type, (e) => {
      queue(event, (e as CustomEvent).detail);
      arm();
    }, { signal });
  }
  document.addEventListener('status:widget-open', act, { signal });
  const unConsent = onConsent(() => {
    keepViews();
    keepEvents();
    dropEvents();
    arm();
  });
  signal.addEventListener('abort', unConsent);
  const productId = config.page.productId;
  if (productId) {
    recordView(productId, config.page.product);
    queue('product_view', { productId });
  }
  arm();
  return () => stop.abort();
}
