/**
 * The launcher never sits over the theme's own dialogs, drawers and menus (DESIGN.md 3): Dawn's
 * cart drawer puts 'Check out' where a bottom-right button sits. While the theme shows one, the
 * launcher is hidden (`visibility:hidden` and `inert`, still in the page) and it comes back when
 * the overlay closes. Cost: one MutationObserver, at most one check per painted frame, nothing
 * before the launcher is drawn, and nothing thrown into the page.
 */

/**
 * What counts as the theme's overlay when visible: an open `<dialog>`, a modal (`aria-modal`),
 * Dawn's open cart drawer and its header menus and drawers (`<details open>` in the header).
 * Our own panel and elements live in shadow roots, out of reach of this selector.
 */
const OVERLAYS = 'dialog[open],[aria-modal=true],cart-drawer.active,header details[open]';

/** Rendered with a box and not `visibility:hidden` (Dawn keeps closed modals in the page, hidden). */
const shown = (el: Element) => !!el.getClientRects().length && getComputedStyle(el).visibility != 'hidden';

/** Page scroll locked by `overflow: hidden` (computed: Dawn locks with a class). Ends with 'hidden': `overflow-y`. */
const locked = (el: Element) => /hidden$/.test(getComputedStyle(el).overflow);

/** True when `<body>` or `<html>` has page scroll locked. */
const scrollLocked = (doc: Document) => [doc.body, doc.documentElement].some(locked);

/**
 * True while the theme shows a dialog, drawer or menu, or has locked page scroll on `<body>` or
 * `<html>`. `ours` is true while our panel is open: it locks `<html>` itself, so the scroll lock
 * then says nothing about the theme; so is `lockedAtStart` (a theme that scrolls a wrapper and
 * keeps the page locked for good must not hide the launcher for good).
 */
export function themeOverlayOpen(doc: Document, ours: boolean, lockedAtStart = false): boolean {
  return (!ours && !lockedAtStart && scrollLocked(doc)) || [...doc.querySelectorAll(OVERLAYS)].some(shown);
}

/**
 * Keeps `host` (the launcher's element, already in the page) out of the way of the theme's
 * overlays: checks once on the next frame, then on every change of `open`, `class` or
 * `aria-modal` anywhere in the page, of `style` on `<html>` or `<body>`, of the page's elements,
 * and at the end of every CSS transition (Dawn's drawers stay visible while they slide out).
 * Checks are coalesced to one per animation frame and run just after it is painted, when the
 * style reads they make cost nothing. Our panel's `status:widget-open` /
 * `status:widget-close` events say when the `<html>` scroll lock is ours; the launcher is never
 * hidden for it, so focus can return to it when the panel closes.
 */
export function stepAside(host: HTMLElement): void {
  const doc = document;
  const root = doc.documentElement;
  let frame = 0;
  let ours = false;
  let lockedAtStart: boolean | undefined;
  const check = () => {
    frame = 0;
    try {
      lockedAtStart ??= scrollLocked(doc);
      const hide = themeOverlayOpen(doc, ours, lockedAtStart);
      host.style.visibility = hide ? 'hidden' : '';
      host.inert = hide;
    } catch {
      /* a page without body or getComputedStyle: leave the launcher as it is */
    }
  };
  // Read after the frame is painted: style and layout are clean then, so the reads force no work.
  const schedule = () => {
    frame ||= requestAnimationFrame(() => setTimeout(check));
  };
  new MutationObserver((records) => {
    // Inline styles change every frame in sliders and animations; only <html> and <body> matter.
    if (records.some((r) => r.attributeName != 'style' || r.target == root || r.target == doc.body)) schedule();
  }).observe(root, { subtree: true, childList: true, attributeFilter: ['open', 'class', 'aria-modal', 'style'] });
  doc.addEventListener('transitionend', schedule, true);
  addEventListener('status:widget-open', () => (ours = true));
  addEventListener('status:widget-close', () => {
    ours = false;
    schedule();
  });
  schedule();
}
