/**
 * The launcher steps aside for the theme's dialogs, drawers and menus (docs/security.md#hostile-pages-theme-css):
 * hidden (not removed) while one is open, back when it closes, one check per frame, never for our own
 * panel's scroll lock, and never throwing into the page.
 */
import { stepAside, themeOverlayOpen } from '../../src/launcher/step-aside';
import { disconnectObserversAfterEach, drawLauncher, hidden, nextFrame, shown } from './step-aside-helpers';

/** Dawn-like theme CSS: a drawer hidden until `.active`, a body lock class. */
const THEME_CSS = `
.overflow-hidden{overflow:hidden}
cart-drawer{position:fixed;inset:0;z-index:1000;visibility:hidden}
cart-drawer.active{visibility:visible}
.product-modal{visibility:hidden}
.product-modal[open]{visibility:visible}`;

/** A store page: header with a details menu, a closed cart drawer with a modal dialog inside, a product modal, a closed <dialog>. */
function themePage(): void {
  document.head.innerHTML = `<style>${THEME_CSS}</style>`;
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  document.body.className = '';
  document.body.innerHTML = `
<header><details id="menu"><summary>Menu</summary><nav>Links</nav></details></header>
<main><details id="faq"><summary>Shipping</summary><p>Two days.</p></details></main>
<cart-drawer id="drawer"><div role="dialog" aria-modal="true" aria-label="Your cart"><a href="/checkout">Check out</a></div></cart-drawer>
<product-modal class="product-modal" id="zoom"><div role="dialog" aria-modal="true" aria-label="Media"></div></product-modal>
<dialog id="newsletter"><p>Sign up</p></dialog>`;
}

disconnectObserversAfterEach();
beforeEach(themePage);

describe('themeOverlayOpen', () => {
  test('a page whose dialogs, drawers and menus are all closed has no overlay', () => {
    expect(themeOverlayOpen(document, false)).toBe(false);
  });

  test('an open <dialog>, the active cart drawer, a shown modal and an open header menu each count', () => {
    const cases: Array<[string, () => void]> = [
      ['dialog[open]', () => document.getElementById('newsletter')!.setAttribute('open', '')],
      ['cart-drawer.active', () => document.getElementById('drawer')!.classList.add('active')],
      ['visible aria-modal', () => document.getElementById('zoom')!.setAttribute('open', '')],
      ['header details[open]', () => document.getElementById('menu')!.setAttribute('open', '')],
    ];
    for (const [name, open] of cases) {
      themePage();
      open();
      expect(themeOverlayOpen(document, false), name).toBe(true);
    }
  });

  test('an open accordion in the page content is not a menu', () => {
    document.getElementById('faq')!.setAttribute('open', '');
    expect(themeOverlayOpen(document, false)).toBe(false);
  });

  test('a modal element kept in the page but visibility-hidden (Dawn closes modals so) does not count', () => {
    document.body.insertAdjacentHTML('beforeend', '<div style="visibility:hidden"><div aria-modal="true" role="dialog">Quick add</div></div>');
    expect(themeOverlayOpen(document, false)).toBe(false);
  });

  test('scroll locked on <body> (class or inline style) or on <html> counts, unless our panel holds the <html> lock', () => {
    document.body.classList.add('overflow-hidden');
    expect(themeOverlayOpen(document, false)).toBe(true);
    document.body.className = '';
    document.body.style.overflow = 'hidden';
    expect(themeOverlayOpen(document, false)).toBe(true);
    document.body.removeAttribute('style');
    document.documentElement.style.overflow = 'hidden';
    expect(themeOverlayOpen(document, false)).toBe(true);
    expect(themeOverlayOpen(document, true)).toBe(false);
    document.getElementById('newsletter')!.setAttribute('open', '');
    expect(themeOverlayOpen(document, true)).toBe(true); // a theme dialog still counts while our panel is open
  });

  test('overflow-x: hidden alone (common on themes) is no scroll lock', () => {
    document.body.style.overflowX = 'hidden';
    expect(themeOverlayOpen(document, false)).toBe(false);
  });
});

describe('stepAside', () => {
  test('the launcher hides while the cart drawer is open and comes back when it closes; it is never removed', async () => {
    const { host } = await drawLauncher();
    expect(shown(host)).toBe(true);
    const drawer = document.getElementById('drawer')!;
    drawer.classList.add('active');
    document.body.classList.add('overflow-hidden');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    expect(host.isConnected).toBe(true);
    drawer.classList.remove('active');
    document.body.classList.remove('overflow-hidden');
    await nextFrame();
    expect(shown(host)).toBe(true);
  });

  test('reacts to a <dialog> opening and closing, and to a modal added to the page', async () => {
    const { host } = await drawLauncher();
    const dialog = document.getElementById('newsletter')!;
    dialog.setAttribute('open', '');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    dialog.removeAttribute('open');
    await nextFrame();
    expect(shown(host)).toBe(true);

    const popup = document.createElement('div');
    popup.setAttribute('aria-modal', 'true');
    popup.textContent = 'Age check';
    document.body.appendChild(popup);
    await nextFrame();
    expect(hidden(host)).toBe(true);
    popup.remove();
    await nextFrame();
    expect(shown(host)).toBe(true);
  });

  test('a drawer still visible while it slides out keeps the launcher hidden until its transition ends', async () => {
    const { host } = await drawLauncher();
    const drawer = document.getElementById('drawer')!;
    drawer.classList.add('active');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    // Closing: the class goes, but the drawer stays visible during its visibility transition.
    drawer.style.visibility = 'visible';
    drawer.classList.remove('active');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    // The transition ends: the drawer is hidden now; no attribute we observe changes, transitionend tells us.
    drawer.style.visibility = '';
    await nextFrame();
    expect(hidden(host)).toBe(true);
    drawer.dispatchEvent(new Event('transitionend', { bubbles: true }));
    await nextFrame();
    expect(shown(host)).toBe(true);
  });

  test("our own panel's scroll lock on <html> does not hide the launcher, so focus can return to it on close", async () => {
    const { host, button } = await drawLauncher();
    const html = document.documentElement;
    // As src/panel/widget.ts does: lock <html>, then announce; on close unlock, announce, focus the opener.
    html.style.overflow = 'hidden';
    dispatchEvent(new CustomEvent('status:widget-open'));
    await nextFrame();
    expect(shown(host)).toBe(true);
    html.style.overflow = '';
    dispatchEvent(new CustomEvent('status:widget-close'));
    button.focus();
    expect(host.shadowRoot!.activeElement).toBe(button);
    await nextFrame();
    expect(shown(host)).toBe(true);
    // After our panel closed, an <html> lock is the theme's again.
    html.style.overflow = 'hidden';
    await nextFrame();
    expect(hidden(host)).toBe(true);
  });

  test('many changes in one frame make one check; inline style changes deep in the page make none', async () => {
    const { checks } = await drawLauncher();
    const before = checks();
    const drawer = document.getElementById('drawer')!;
    for (let i = 0; i < 20; i++) drawer.classList.toggle('active');
    document.getElementById('menu')!.setAttribute('open', '');
    await nextFrame();
    expect(checks() - before).toBe(1);

    const slider = document.createElement('div');
    document.querySelector('main')!.appendChild(slider);
    await nextFrame();
    const afterInsert = checks();
    for (let i = 0; i < 10; i++) {
      slider.style.transform = `translateX(${i}px)`;
      await nextFrame();
    }
    expect(checks()).toBe(afterInsert);
  });

  test('does no work for the page until it is drawn: nothing before stepAside, one check on the first frame', async () => {
    const host = document.createElement('status-launcher');
    document.body.appendChild(host);
    const spy = vi.spyOn(document, 'querySelectorAll');
    const overlayQueries = () => spy.mock.calls.filter(([selector]) => String(selector).includes('aria-modal')).length;
    document.getElementById('newsletter')!.setAttribute('open', '');
    await nextFrame();
    expect(overlayQueries()).toBe(0);
    stepAside(host);
    expect(spy).not.toHaveBeenCalled();
    await nextFrame();
    expect(overlayQueries()).toBe(1);
    expect(host.style.visibility).toBe('hidden'); // a dialog already open when the launcher is drawn
    spy.mockRestore();
  });

  test('a failing check is swallowed: nothing is thrown into the page and the launcher stays as it was', async () => {
    const { host } = await drawLauncher();
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    addEventListener('error', onError);
    const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation(() => {
      throw new Error('hostile page');
    });
    document.getElementById('drawer')!.classList.add('active');
    await nextFrame();
    spy.mockRestore();
    removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(shown(host)).toBe(true);
  });
});

test('a theme that keeps the page scroll-locked from the start does not hide the launcher for good', () => {
  document.body.style.overflow = 'hidden';
  try {
    expect(themeOverlayOpen(document, false, true)).toBe(false);
    expect(themeOverlayOpen(document, false, false)).toBe(true);
  } finally {
    document.body.style.overflow = '';
  }
});
