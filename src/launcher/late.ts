/**
 * The launcher's late half (`status-late.js`, DESIGN.md 1; issue 12 'launcher diet'): what is not
 * needed before the shopper acts. The launcher fetches it on the first pointerdown, keydown or
 * touchstart anywhere, or when the browser is idle after load, whichever comes first. It holds the
 * step-aside watcher (the theme's drawers only open after the shopper acts), the panel's frame
 * drawn on a tap, the me-button's markup for browsers without declarative shadow DOM, and the
 * recently viewed recorder with the tracking queue and the store's consent (launcher/tracking.ts,
 * issue 13). Imports nothing the panel has, so loading it never pulls the panel's code (the
 * tracking sender is its own lazy chunk).
 */
export { stepAside } from './step-aside';
export { drawShell } from './shell';
export { drawButton } from './button';
export { startTracking } from './tracking';
