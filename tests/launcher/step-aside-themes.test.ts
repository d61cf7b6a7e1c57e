/**
 * The launcher steps aside for what the theme really shows (docs/security.md#hostile-pages-theme-css), on the patterns
 * the popular Shopify themes use: Dawn's search dialog kept in a closed `<details>` on every page and
 * its details menu drawer, a `<dialog>` opened with `showModal()` (Horizon), modals kept in the
 * page while closed (hidden, `aria-hidden`, parked off-screen), drawers and popups opened by a
 * class, and scroll-lock classes. Each case runs twice: with `checkVisibility()` answering as
 * Chromium does, and in a browser without it (the fallback).
 * happy-dom has no layout: `getClientRects` gives every element a box and its `checkVisibility`
 * does not know that a closed `<details>` hides its content, so both are modelled here.
 */
import { themeOverlayOpen } from '../../src/launcher/step-aside';
import { disconnectObserversAfterEach, drawLauncher, hidden, nextFrame, shown } from './step-aside-helpers';

/** Theme CSS for the page below, with the two UA rules happy-dom lacks (`[hidden]`, closed `<dialog>`). */
const THEME_CSS = `
[hidden]{display:none}
dialog:not([open]){display:none}
.overflow-hidden,.js-drawer-open,.no-scroll{overflow:hidden}
.cart-notification{position:absolute;top:0;right:0;visibility:hidden}
.cart-notification.active{visibility:visible}
.drawer{position:fixed;top:0;left:0;bottom:0;visibility:hidden}
.drawer.is-open,.drawer.is-active,.drawer.open{visibility:visible}
.side-cart{position:fixed;top:0;right:0;bottom:0;transform:translateX(100%)}
.promo-popup{display:none}
.promo-popup.open{display:block}`;

/**
 * A store page in the shapes the top themes use, every overlay closed: Dawn's header (menu drawer
 * and search in `<details>`, a header dropdown, an active nav link), an FAQ accordion and a slider
 * with an active dot, Dawn's cart notification, a class-opened menu drawer, a cart drawer parked
 * off-screen with `aria-hidden`, a quick-add modal closed with `hidden`, a `<dialog>` cart and a
 * promo popup.
 */
function themePage(): void {
  document.head.innerHTML = `<style>${THEME_CSS}</style>`;
  for (const el of [document.documentElement, document.body]) {
    el.removeAttribute('style');
    el.removeAttribute('class');
  }
  document.body.innerHTML = `
<header>
  <header-drawer><details id="menu-drawer" class="menu-drawer-container"><summary aria-label="Menu">=</summary>
    <div class="menu-drawer"><nav><a href="/collections/all">Shop all</a></nav></div></details></header-drawer>
  <details-modal class="header-search"><details id="search"><summary aria-label="Search">Search</summary>
    <div class="search-modal" id="search-modal" role="dialog" aria-modal="true" aria-label="Search"><input type="search" aria-label="Search"></div></details></details-modal>
  <details id="shop-menu"><summary>Shop</summary><ul class="header-submenu"><li><a href="/collections/all">All</a></li></ul></details>
  <nav><a class="nav-link active" href="/">Home</a></nav>
</header>
<main>
  <details id="faq"><summary>Shipping</summary><p>Two days.</p></details>
  <div class="slider"><button class="slider-dot active" id="dot">1</button></div>
</main>
<cart-notification><div id="cart-notification" class="cart-notification" role="dialog" aria-modal="true" aria-label="Item added to your cart"><a href="/checkout">Check out</a></div></cart-notification>
<div id="nav-drawer" class="drawer"><a class="drawer-link active" href="/">Home</a></div>
<aside id="side-cart" class="side-cart" role="dialog" aria-modal="true" aria-hidden="true" aria-label="Your cart"><a href="/checkout">Check out</a></aside>
<div id="quick-add" class="quick-add" role="dialog" aria-modal="true" aria-label="Choose options" hidden><button>Add</button></div>
<dialog id="cart-dialog" aria-label="Your cart"><a href="/checkout">Check out</a></dialog>
<div id="promo" class="promo-popup"><p>10% off</p></div>`;
}

const byId = (id: string) => document.getElementById(id)!;
const open = () => themeOverlayOpen(document, false);

/** Chromium's `checkVisibility`: also false for the content of a closed `<details>` (but its summary). */
function chromiumCheckVisibility(native: Element['checkVisibility']): Element['checkVisibility'] {
  return function (this: Element, options) {
    for (let d = this.parentElement?.closest('details:not([open])'); d; d = d.parentElement?.closest('details:not([open])')) {
      if (!d.querySelector(':scope>summary')?.contains(this)) return false;
    }
    return native.call(this, options);
  };
}

/** A browser's boxes: none for an element under `display: none` (happy-dom gives every element one). */
function browserClientRects(this: Element): DOMRectList {
  for (let e: Element | null = this; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return [] as unknown as DOMRectList;
  return [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
}

const nativeCheckVisibility = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility')!;
const PATHS = [
  { path: 'with checkVisibility() (Chromium)', use: () => vi.spyOn(Element.prototype, 'checkVisibility').mockImplementation(chromiumCheckVisibility(nativeCheckVisibility.value)) },
  { path: 'without checkVisibility() (the fallback)', use: () => Object.defineProperty(Element.prototype, 'checkVisibility', { configurable: true, writable: true, value: undefined }) },
];

disconnectObserversAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(Element.prototype, 'checkVisibility', nativeCheckVisibility);
});

describe.each(PATHS)('themeOverlayOpen $path', ({ use }) => {
  beforeEach(() => {
    themePage();
    use();
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(browserClientRects);
  });

  test("a Dawn-like page with every overlay closed has none open, though the search dialog (aria-modal) is in the page and a nav link and a slider dot are 'active'", () => {
    expect(open()).toBe(false);
  });

  test("Dawn's search dialog counts once its <details> opens, and not once it closes", () => {
    byId('search').setAttribute('open', '');
    expect(open()).toBe(true);
    byId('search').removeAttribute('open');
    expect(open()).toBe(false);
  });

  test('an open menu drawer or header menu <details> counts; an open FAQ <details> in the page does not', () => {
    byId('faq').setAttribute('open', '');
    expect(open()).toBe(false);
    for (const id of ['menu-drawer', 'shop-menu']) {
      byId(id).setAttribute('open', '');
      expect(open(), id).toBe(true);
      byId(id).removeAttribute('open');
    }
  });

  test('a <dialog> cart opened with showModal() counts until it is closed', () => {
    const dialog = byId('cart-dialog') as HTMLDialogElement;
    dialog.showModal();
    expect(open()).toBe(true);
    dialog.close();
    expect(open()).toBe(false);
  });

  test('a modal kept in the page counts only while shown: not while hidden, aria-hidden, inert or parked off-screen', () => {
    const quickAdd = byId('quick-add');
    quickAdd.hidden = false;
    expect(open()).toBe(true);
    quickAdd.hidden = true;
    expect(open()).toBe(false);

    const sideCart = byId('side-cart');
    sideCart.setAttribute('aria-hidden', 'false');
    expect(open()).toBe(true);
    sideCart.inert = true;
    expect(open()).toBe(false);
    sideCart.inert = false;
    // Parked right of the viewport by its transform, as drawers wait to slide in.
    const parked = vi.spyOn(sideCart, 'getBoundingClientRect').mockReturnValue(new DOMRect(innerWidth, 0, 400, innerHeight));
    expect(open()).toBe(false);
    parked.mockReturnValue(new DOMRect(innerWidth - 400, 0, 400, innerHeight));
    expect(open()).toBe(true);
  });

  test('a drawer, popup or cart notification opened by a class counts (active, is-open, is-active, open)', () => {
    const cases: Array<[string, string]> = [['cart-notification', 'active'], ['nav-drawer', 'is-open'], ['nav-drawer', 'is-active'], ['nav-drawer', 'open'], ['promo', 'open']];
    for (const [id, cls] of cases) {
      byId(id).classList.add(cls);
      expect(open(), `#${id}.${cls}`).toBe(true);
      byId(id).classList.remove(cls);
      expect(open(), `#${id} without .${cls}`).toBe(false);
    }
  });

  test('the same classes on something that is no drawer or popup do not count, nor on a drawer the theme keeps hidden', () => {
    byId('dot').classList.add('is-open', 'open');
    byId('nav-drawer').classList.add('active'); // the theme opens it with .is-open: still visibility:hidden
    expect(open()).toBe(false);
  });

  test('a scroll-lock class on <html> or <body> counts, with or without CSS that sets overflow, and so does position:fixed on <body>', () => {
    const cases: Array<[HTMLElement, string]> = [
      [document.body, 'overflow-hidden'], [document.documentElement, 'js-drawer-open'], [document.body, 'no-scroll'],
      [document.body, 'overflow-hidden-tablet'], [document.body, 'modal-open'], [document.documentElement, 'scroll-lock'],
    ];
    for (const [el, cls] of cases) {
      el.classList.add(cls);
      expect(open(), `${el.localName}.${cls}`).toBe(true);
      el.classList.remove(cls);
    }
    expect(open()).toBe(false);
    document.body.style.position = 'fixed';
    expect(open()).toBe(true);
  });

  test('a scroll-lock class the page has from the start does not hide the launcher for good', () => {
    document.body.classList.add('no-scroll');
    expect(themeOverlayOpen(document, false, true)).toBe(false);
  });
});

describe('with checkVisibility()', () => {
  beforeEach(themePage);

  test('the browser has the last word: a modal it does not render (content-visibility, for one) does not count, though it has a box', () => {
    byId('quick-add').hidden = false;
    const spy = vi.spyOn(Element.prototype, 'checkVisibility').mockReturnValue(false);
    expect(open()).toBe(false);
    expect(spy).toHaveBeenCalledWith({ visibilityProperty: true, checkVisibilityCSS: true });
  });
});

describe('without checkVisibility()', () => {
  beforeEach(() => {
    themePage();
    PATHS[1]!.use();
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(browserClientRects);
  });

  test('a modal in a closed <details> inside an open one is hidden; in the open one alone it is shown', () => {
    document.body.insertAdjacentHTML('beforeend', '<details open id="outer"><summary>Outer</summary><details id="inner"><summary>Inner</summary><div aria-modal="true" id="deep">Deep</div></details></details>');
    expect(open()).toBe(false);
    byId('inner').setAttribute('open', '');
    expect(open()).toBe(true);
    byId('outer').removeAttribute('open');
    expect(open()).toBe(false);
  });
});

describe('stepAside on theme patterns', () => {
  beforeEach(() => {
    themePage();
    PATHS[0]!.use();
  });

  test("on a Dawn page the launcher shows while the search is closed, steps aside while it is open, and comes back when it closes", async () => {
    const { host } = await drawLauncher();
    expect(shown(host)).toBe(true);
    byId('search').setAttribute('open', '');
    document.body.classList.add('overflow-hidden');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    byId('search').removeAttribute('open');
    document.body.classList.remove('overflow-hidden');
    await nextFrame();
    expect(shown(host)).toBe(true);
  });

  test('a modal closed by the hidden attribute, aria-hidden or inert alone brings the launcher back', async () => {
    const { host } = await drawLauncher();
    const quickAdd = byId('quick-add');
    for (const close of [() => (quickAdd.hidden = true), () => quickAdd.setAttribute('aria-hidden', 'true'), () => (quickAdd.inert = true)]) {
      quickAdd.hidden = false;
      quickAdd.removeAttribute('aria-hidden');
      quickAdd.inert = false;
      await nextFrame();
      expect(hidden(host), `before ${close}`).toBe(true);
      close();
      await nextFrame();
      expect(shown(host), `after ${close}`).toBe(true);
    }
  });

  test('a popup that closes with a CSS animation is checked again when the animation ends', async () => {
    const { host } = await drawLauncher();
    const promo = byId('promo');
    promo.classList.add('open');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    // The theme hides it in its animation's last frame: no attribute we watch changes.
    promo.style.display = 'none';
    await nextFrame();
    expect(hidden(host)).toBe(true);
    promo.dispatchEvent(new Event('animationend', { bubbles: true }));
    await nextFrame();
    expect(shown(host)).toBe(true);
  });

  test("once stepped aside, the launcher's own inert attribute does not make the watcher check again on every frame", async () => {
    const { host, checks } = await drawLauncher();
    byId('cart-dialog').setAttribute('open', '');
    await nextFrame();
    expect(hidden(host)).toBe(true);
    const after = checks();
    for (let i = 0; i < 5; i++) await nextFrame();
    expect(checks()).toBe(after);
  });
});
