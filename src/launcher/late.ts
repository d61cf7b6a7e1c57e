/**
 * The launcher's late half (`status-late.js`, DESIGN.md 1): what is not
 * needed before the shopper acts. The launcher fetches it on the first pointerdown, keydown or
 * touchstart anywhere, or when the browser is idle after load, whichever comes first. It holds the
 * step-aside watcher (the theme's drawers only open after the shopper acts), the panel's frame
 * drawn on a tap, and the me-button's markup for browsers without declarative shadow DOM.
 * It also holds the recently viewed recorder with the tracking queue and the store's consent
 * (launcher/tracking.ts; the tracking sender is its own lazy chunk), and starts the notification
 * triggers' page events and the UTM tagging of our store links (./page-events.ts): a
 * side effect of loading this entry, once per page.
 * Imports nothing the panel has, so loading it never pulls the panel's code.
 *
 * On loading (once per page: the launcher imports it once) it records the page's collection into
 * recent collections, read from the config block itself, so the launcher pays no byte.
 */
import { watchPageEvents } from './page-events';
import { recordCollectionPage } from '../features/for-you/state/recent-collections';
import { stepAside as watchOverlays } from './step-aside';

export { drawShell } from './shell';
export { drawButton } from './button';
export { startTracking } from './tracking';

/**
 * Makes `host` the page's one launcher and steps it aside from the theme's overlays
 * (./step-aside.ts). Any other `<status-launcher>` leaves the page: a theme with two app embed
 * blocks renders the button twice, and only the first is wired; here, not in the
 * launcher, so the duplicate costs the launcher no byte.
 */
export function stepAside(host: HTMLElement): void {
  for (const other of document.querySelectorAll('status-launcher')) if (other !== host) other.remove();
  watchOverlays(host);
}

try {
  watchPageEvents();
  recordCollectionPage();
} catch (e) {
  console.error('[status]', e);
}
