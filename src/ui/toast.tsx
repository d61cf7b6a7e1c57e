/**
 * Toasts (docs/product.md#screens-and-parts, #content-and-triggers 'Toast', #toast-queue): renders
 * the queue's `current` toast in a polite live region with its action button (e.g. Undo). It
 * closes after its `ms` (toasts/toasts.ts), paused while the pointer is over it or focus is in it.
 * Two places show it: inside the panel (the 'widget' variant, the default export: a lazy chunk)
 * while the panel is open, and, while it is closed, a small fixed host on the page with its own
 * shadow root (the 'site' variant, `mountSiteToasts`). Inline styles: the site host has no goober
 * sheet, and theme CSS cannot reach either shadow root.
 */
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { current, dismissToast } from '../toasts/toasts';
import { isOpen } from '../panel/widget';
import { SEAL } from '../styles/seal';
import { report } from '../lib/report';

// Sealed (styles/seal.ts): the site host hands down whatever the theme sets on `*`.
const box = (site: boolean, error: boolean) =>
  `${SEAL}position:${site ? 'fixed' : 'absolute'};left:16px;right:16px;bottom:${site ? 16 : 72}px;z-index:2147483647;` +
  `max-width:388px;margin:0 auto;display:flex;align-items:center;gap:12px;padding:12px 16px;box-sizing:border-box;` +
  `border-radius:8px;font:15px/1.4 system-ui,sans-serif;color:#fff;background:${error ? '#b3261e' : '#222'};box-shadow:0 4px 16px rgba(0,0,0,.24);`;

/**
 * The current toast for `variant`: 'widget' shows only while the panel is open, 'site' only
 * while it is closed. The live region is always rendered, and empty on its first render, so every
 * message (the first one too) is put into a region that is already there and is announced.
 */
export function Toasts({ variant }: { variant: 'widget' | 'site' }) {
  // The live region goes into the page empty first; a message put into a region that is not yet
  // in the accessibility tree is not announced, and this chunk loads with the first toast.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const toast = current.value;
  const shown = ready && toast && isOpen.value === (variant === 'widget') ? toast : null;
  const [paused, setPaused] = useState(false);
  // ms left of the shown toast, kept across pauses
  const left = useRef({ id: 0, ms: 0 });
  useEffect(() => {
    if (!shown || paused) return;
    if (left.current.id !== shown.id) left.current = { id: shown.id, ms: shown.ms };
    const start = Date.now();
    const timer = setTimeout(() => dismissToast(shown.id), left.current.ms);
    return () => {
      clearTimeout(timer);
      left.current.ms -= Date.now() - start;
    };
  }, [shown?.id, paused]);
  const pause = () => setPaused(true);
  const resume = () => setPaused(false);
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {shown && (
        <div
          style={box(variant === 'site', shown.tone === 'error')}
          onMouseEnter={pause}
          onMouseLeave={resume}
          onFocusCapture={pause}
          onBlurCapture={resume}
        >
          <span style="flex:1;">{shown.message}</span>
          {shown.action && (
            <button
              type="button"
              style="min-height:44px;padding:0 12px;border:0;border-radius:6px;background:transparent;color:inherit;font:inherit;font-weight:600;text-decoration:underline;cursor:pointer;"
              onClick={() => {
                dismissToast(shown.id);
                shown.action!.run();
              }}
            >
              {shown.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

let siteHost: HTMLElement | null = null;

/**
 * Puts the page's toast host (`<status-toasts>`, fixed, open shadow root) into the page once; it
 * shows toasts while the panel is closed. Safe to call any number of times; never throws.
 */
export function mountSiteToasts(): void {
  try {
    if (siteHost?.isConnected) return;
    // a theme's own `status-toasts` keeps its name (lib/own-element.ts; inline: as a shared module it landed in the panel entry)
    siteHost = document.createElement(customElements.get('status-toasts') ? 'status-toasts-own' : 'status-toasts');
    siteHost.style.display = 'contents'; // no box: never a flex or grid item of the theme's <body>, nor a stacking context
    document.body.appendChild(siteHost);
    render(<Toasts variant="site" />, siteHost.attachShadow({ mode: 'open' }));
  } catch (e) {
    report(e, 'toasts');
  }
}

/** The panel's toasts (a lazy chunk rendered inside the dialog); also puts the page's host in place for when the panel closes. */
export default function PanelToasts() {
  useEffect(mountSiteToasts, []);
  return <Toasts variant="widget" />;
}
