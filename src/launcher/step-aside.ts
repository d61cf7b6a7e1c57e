/**
 * The launcher never sits over the theme's own dialogs, drawers and menus (docs/security.md#hostile-pages-theme-css):
 * Dawn's cart drawer puts 'Check out' where a bottom-right button sits. While the theme shows one, the
 * launcher is hidden (`visibility:hidden` and `inert`, still in the page) and it comes back when
 * the overlay closes. What counts as shown is what the browser renders: themes keep their closed
 * overlays in the page (Dawn's search dialog, `aria-modal`, sits in a closed `<details>` on every
 * page). Cost: one MutationObserver, at most one check per painted frame, nothing before the
 * launcher is drawn, and nothing thrown into the page.
 */

/**
 * What may be the theme's overlay, in one cheap query (substring matches on class names in the
 * selector make it several times slower on a large page); `overlay` keeps the real ones.
 */
const CANDIDATES = '[open],[aria-modal=true],.active,.is-active,.is-open,.open';
/** The classes themes add to open a drawer or popup (Dawn `active`; others `is-open`, `is-active`, `open`). */
const OPEN_CLASS = /(^|\s)(active|is-active|is-open|open)(\s|$)/;
/** A drawer, modal or popup by its tag, class or id (Dawn `cart-drawer`, `cart-notification`; `side-drawer`, `CartDrawer`...). */
const KIND = /drawer|modal|popup|cart-notification/i;
/** Where an open `<details>` is a menu, drawer or modal; one in the page's content is an accordion. */
const MENUS = 'header,header-drawer,menu-drawer,details-modal';

/**
 * True when a candidate is an overlay (each counts only while `shown`):
 * - `[aria-modal=true]`: modals the theme keeps in the page while closed;
 * - `[open]` on anything but `<details>`: a `<dialog>` (`show()`, or `showModal()` as Horizon
 *   does) and the modal elements that mirror it (Dawn's `product-modal`, `quick-add-modal`);
 * - an open `<details>` in the header or in Dawn's drawers and modals (menus, menu drawer, search);
 * - a drawer, modal or popup with an open class.
 * Our own panel and elements live in shadow roots, out of reach of the query.
 */
const overlay = (el: Element) =>
  el.getAttribute('aria-modal') == 'true' ||
  (el.hasAttribute('open') && (el.localName != 'details' || !!el.parentElement?.closest(MENUS))) ||
  // The name first: most candidates are 'active' links, tabs and slider dots.
  (KIND.test(`${el.localName} ${el.className} ${el.id}`) && OPEN_CLASS.test(el.className));

/**
 * `checkVisibility` counts `visibility: hidden` as hidden (under both names: Chromium 105-120
 * knows only the older). Not opacity: an overlay fading in is at opacity 0 on the first frame
 * after it opens, when the check runs.
 */
const SEEN: CheckVisibilityOptions = { visibilityProperty: true, checkVisibilityCSS: true };

/**
 * True when the browser renders `el`: `checkVisibility()` where it exists (it knows that a closed
 * `<details>` hides its content, which Chromium does with `content-visibility`, so client rects
 * and `visibility` say nothing there); elsewhere a box, `visibility` not hidden, and no closed
 * `<details>` around it unless inside that one's summary.
 */
function rendered(el: Element): boolean {
  if (el.checkVisibility) return el.checkVisibility(SEEN);
  if (!el.getClientRects().length || getComputedStyle(el).visibility == 'hidden') return false;
  for (let d = el.parentElement?.closest('details:not([open])'); d; d = d.parentElement?.closest('details:not([open])')) {
    if (!d.querySelector(':scope>summary')?.contains(el)) return false;
  }
  return true;
}

/**
 * True while the shopper can see `el`: rendered, not marked closed (`aria-hidden`, `inert`) and,
 * when it has a box, with part of it in the viewport (drawers parked off-screen by a transform).
 */
function shown(el: Element): boolean {
  if (el.closest('[aria-hidden=true],[inert]') || !rendered(el)) return false;
  const r = el.getBoundingClientRect();
  return !(r.width && r.height) || (r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight);
}

/** Classes themes put on `<html>` or `<body>` while a drawer or modal holds the page still (Dawn, Debut, Impulse, Bootstrap). */
const LOCK_CLASS = /\b(overflow-hidden|no-?scroll|scroll-?lock(ed)?|lock-?scroll|js-drawer-open|drawer-open|modal-open)\b/;

/**
 * Page scroll held on `el`: computed `overflow` hidden or clip (so any class or style that sets it
 * counts; it must end so: `overflow-x` alone is common on themes), `position: fixed` (the lock that
 * also holds iOS still), or a lock class.
 */
function locked(el: Element): boolean {
  const style = getComputedStyle(el);
  return /(hidden|clip)$/.test(style.overflow) || style.position == 'fixed' || LOCK_CLASS.test(el.className);
}

/** True when `<body>` or `<html>` has page scroll held. */
const scrollLocked = (doc: Document) => [doc.body, doc.documentElement].some((el) => !!el && locked(el));

/**
 * True while the theme shows a dialog, drawer or menu, or has locked page scroll on `<body>` or
 * `<html>`. `ours` is true while our panel is open: it locks `<html>` itself, so the scroll lock
 * then says nothing about the theme; so is `lockedAtStart` (a theme that scrolls a wrapper and
 * keeps the page locked for good must not hide the launcher for good).
 */
export function themeOverlayOpen(doc: Document, ours: boolean, lockedAtStart = false): boolean {
  if (!ours && !lockedAtStart && scrollLocked(doc)) return true;
  for (const el of doc.querySelectorAll(CANDIDATES)) if (overlay(el) && shown(el)) return true;
  return false;
}

/** The attributes themes open and close overlays with (`style` counts on `<html>` and `<body>` only). */
const WATCHED = ['open', 'class', 'aria-modal', 'aria-hidden', 'inert', 'hidden', 'style'];

/**
 * Keeps `host` (the launcher's element, already in the page) out of the way of the theme's
 * overlays: checks once on the next frame, then on every change of an attribute in `WATCHED`
 * anywhere in the page (but on `host`, which the check itself writes), of the page's elements, on
 * resize, and at the end of every CSS transition or animation (Dawn's drawers stay visible while
 * they slide out). Checks are coalesced to one per animation frame and run just after it is
 * painted, when the style reads they make cost nothing. Our panel's `status:widget-open` /
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
    if (records.some((r) => r.target != host && (r.attributeName != 'style' || r.target == root || r.target == doc.body))) schedule();
  }).observe(root, { subtree: true, childList: true, attributeFilter: WATCHED });
  for (const type of ['transitionend', 'animationend']) doc.addEventListener(type, schedule, true);
  addEventListener('resize', schedule);
  addEventListener('status:widget-open', () => (ours = true));
  addEventListener('status:widget-close', () => {
    ours = false;
    schedule();
  });
  schedule();
}
