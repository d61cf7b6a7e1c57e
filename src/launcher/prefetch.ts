/**
 * The one prefetch before intent (docs/performance.md 'What loads when'): a returning member on a
 * fast connection (`navigator.connection`: saveData off, effectiveType '4g') gets the panel's
 * files into the HTTP cache when the browser is idle, as `<link rel="prefetch">` (lowest
 * priority, nothing compiled or run), so their first open costs no download. A new visitor, a
 * shopper on a slower or metered connection, and a browser that cannot tell the connection
 * (Safari, Firefox) get nothing before they show intent.
 */
import { memberRemembered } from '../elements/light/page';
import { ric } from '../elements/face/wake';

/** The panel's files besides the entry, relative to this script (build/panel-preloads.ts). */
declare const __PANEL_PRELOAD__: string[];

/** What this script can read of the connection (Network Information API). */
type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * True when prefetching costs this shopper nothing: a remembered member on a fast, unmetered
 * connection. The member comes first: the page's first read of `navigator.connection` makes the
 * browser build its network information (about 3 ms at CPU 4x), which a new visitor's page skips.
 */
export function prefetchWorthIt(): boolean {
  if (!memberRemembered()) return false;
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !!c && !c.saveData && c.effectiveType === '4g';
}

/** In a variable, so Vite does not turn `new URL(..., import.meta.url)` into an asset. */
const base = import.meta.url;

/** Prefetches `status-panel.js` and the files it preloads at the next idle moment, when prefetchWorthIt(). */
export function prefetchPanel(): void {
  if (!prefetchWorthIt()) return;
  ric(() => {
    for (const file of ['status-panel.js', ...__PANEL_PRELOAD__]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = new URL(file, base).href;
      document.head.appendChild(link);
    }
  });
}
