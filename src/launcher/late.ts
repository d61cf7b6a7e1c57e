/**
 * The launcher's late half (`status-late.js`, docs/architecture.md#what-loads-when): what is not
 * needed before the shopper acts. The launcher fetches it on the first pointerdown, keydown or
 * touchstart anywhere, or when the browser is idle after load, whichever comes first. It starts
 * the step-aside watcher after the shopper's first touch (the theme's drawers only open after the
 * shopper acts; the watcher is in `status-touch.js`, with the me-button's markup for browsers
 * without declarative shadow DOM), and holds the panel's frame drawn on a tap.
 * It also holds the recently viewed recorder with the tracking queue and the store's consent
 * (launcher/tracking.ts; the tracking sender is its own lazy chunk), and starts the notification
 * triggers' page events and the UTM tagging of our store links (./page-events.ts): a
 * side effect of loading this entry, once per page.
 * Imports nothing the panel has, so loading it never pulls the panel's code.
 *
 * It also draws the page elements (`upgrade`, elements/face/): the launcher's element shells load
 * this file as soon as one of them comes near the viewport, so a heart is drawn with no other
 * file of ours; each element's interactive body loads on intent on it.
 *
 * `startTracking`, which the launcher calls on the first input or when idle, also records the
 * page's collection into recent collections, read from the config block itself, so the launcher
 * pays no byte.
 */
import type { PageConfig } from '../settings/types';
import { watchPageEvents } from './page-events';
import { recordCollectionPage } from '../local/recent-collections';
import { startTracking as track } from './tracking';
import { loadChunk } from './chunks';
import { afterFirstTouch, ric } from '../elements/face/wake';
import { prefetchPanel } from './prefetch';
import { report } from '../lib/report';
import { BLINK_MS, BOUNCE_MS, playEvery } from '../lib/icon-motion';

export { drawShell } from './shell';
// The config block's fields beyond the launcher's few, checked here so the launcher carries no defaults.
export { pageConfig } from '../settings/read';
export { upgrade } from '../elements/face';

/**
 * Makes `host` the page's one launcher and steps it aside from the theme's overlays
 * (./step-aside.ts, in `status-touch.js`). Any other `<status-launcher>` leaves the page: a
 * theme with two app embed blocks renders the button twice, and only the first is wired; here,
 * not in the launcher, so the duplicate costs the launcher no byte. The watcher loads at the
 * shopper's first touch of the page (at once, when the launcher saw it already: it marks the
 * page; at the next idle moment when that touch is on the launcher itself), not later: the
 * theme's drawers, menus and carts open in answer to that touch (a cart drawer after its
 * add-to-cart request, in parallel with this file's), the watcher's first check finds one already
 * open, and nothing of ours loads before. Not
 * `navigator.userActivation`: a script driving the page sets it too.
 * It also starts the icon's bounce and blink (lib/icon-motion.ts; the keyframes are in the
 * button's CSS, ./button.ts).
 */
export function stepAside(host: HTMLElement): void {
  for (const other of document.querySelectorAll('status-launcher')) if (other !== host) other.remove();
  const icon = host.shadowRoot?.querySelector('i');
  if (icon) {
    playEvery(icon, 'b', BOUNCE_MS);
    playEvery(icon, 'k', BLINK_MS);
  }
  const watch = () => void touch().then((m) => m.stepAside(host), (e: unknown) => report(e, 'step-aside'));
  // A first touch on our own button opens no theme overlay: the watcher then waits for an idle
  // moment instead of sharing the network and main thread with the panel's files.
  afterFirstTouch((e) => (e?.composedPath().includes(host) ? ric(watch) : watch()), false);
}

type Touch = typeof import('./touch');
const touch = () => loadChunk<Touch>('touch');

/**
 * Draws the me-button where the embed drew none (a browser without declarative shadow DOM):
 * ./button.ts in `status-touch.js`, loaded now. Resolves to its host and button.
 * @throws (rejects) when the file cannot load
 */
export function drawButton(config: PageConfig): Promise<{ host: HTMLElement; button: HTMLButtonElement }> {
  return touch().then((m) => m.drawButton(config));
}

/**
 * The page's idle work (the launcher calls it once, on the first input or when idle): the
 * notification triggers' page events and UTM tagging (./page-events.ts), the page's collection
 * into recent collections, the panel's prefetch for a returning member on a fast connection
 * (./prefetch.ts), then, in the next task, recently viewed and tracking (./tracking.ts): each
 * half may open one of the page's storages for the first time, a long wait on a slow phone, and
 * in one task they would hold the main thread too long. Returns what stops the tracking (before or
 * after it started). Never throws.
 */
export function startTracking(config: PageConfig): () => void {
  try {
    watchPageEvents();
    recordCollectionPage();
    prefetchPanel();
  } catch (e) {
    report(e, 'late');
  }
  let stop: (() => void) | undefined;
  const next = setTimeout(() => (stop = track(config)));
  return () => {
    clearTimeout(next);
    stop?.();
  };
}
