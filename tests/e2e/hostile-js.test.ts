/**
 * Faults on the page (docs/security.md 'Faults: storage, identity, host scripts'): the widget on pages and browsers that break things. Storage
 * that throws or is missing (localStorage, sessionStorage, IndexedDB, cookies), the identity
 * service (the Firebase Auth emulator) refusing connections, and theme scripts that run before
 * ours (`addInitScript`: the closest thing to a theme's script in `<head>`): a wrapped `fetch`
 * with a polyfill-like Response, a `fetch` that throws for other origins, frozen or junk-laden
 * prototypes, custom elements that clash with ours, a `customElements.define` that throws, and
 * two app embed blocks (`?embeds=2`, server/store/pages/hostile-js.ts).
 *
 * For each: the launcher shows once, the panel opens on For you with the products viewed and
 * Popular today, a new shopper signs in with an emailed code and sees their Orders, and the store's
 * own Add to cart, cart count and navigation keep working (on pages with junk on the prototypes or
 * a frozen Object.prototype, the member also adds a favorite from the product page's heart);
 * nothing of ours reaches the page as
 * an error (only what the case itself causes: the page's own exception, Chromium's line for a
 * refused connection). Where a case makes something impossible (a `fetch` that refuses our API,
 * an unreachable identity service), the shopper is told so where they act and keeps what they typed.
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Shopper, shoppersPerTest, eventually, launcher, uniqueEmail, SEEN_WITHIN } from './shopper';
import { explained, nextCode, outbox, type PageWatch } from './browser';

const store = inject('storeUrl');
const api = inject('apiUrl');
const authOrigin = new URL(inject('authUrl')).origin;
const shopper = shoppersPerTest();

/** The panel's dialog, whichever host it is in (`status-panel`, or `status-panel-own` when the theme took that name). */
const dialog = (page: Page): Locator => page.locator('status-panel, status-panel-own').getByRole('dialog', { name: 'My account' });
const region = (page: Page, name: string) => dialog(page).getByRole('region', { name }).getByRole('link');
const bubble = (page: Page) => page.locator('#cart-icon-bubble');

/** A shopper whose every page runs `theme` before anything else (a theme script in `<head>`). */
async function onHostilePage(theme: () => void): Promise<Shopper> {
  const s = await shopper();
  await s.context.addInitScript(theme);
  return s;
}

/** The errors a case causes itself: Chromium's console line for a refused or aborted request, and `ownMessage` (the page's own exception). */
function oursOnly(watch: PageWatch, ownMessage?: string): string[] {
  return watch.errors.filter((e) => !/Failed to load resource: net::ERR_(CONNECTION_REFUSED|FAILED)/.test(e) && !(ownMessage && e.includes(ownMessage)));
}

/** Canvas Tote, the product page every case opens. */
const VIEWED_ID = 7001;

/**
 * Waits until the page has recorded its product as viewed (the launcher's late half, on the first
 * input or when idle): in storage, or in this page's memory when storage fails (`statusViewed`).
 */
async function viewRecorded(page: Page): Promise<void> {
  await page.waitForFunction((id) => {
    let list: unknown = (window as { statusViewed?: unknown }).statusViewed;
    try {
      list ??= JSON.parse(localStorage.getItem('status:recently-viewed') || '[]');
    } catch {
      /* storage blocked: memory only */
    }
    return Array.isArray(list) && list.some((v) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v) === id);
  }, VIEWED_ID, { timeout: SEEN_WITHIN });
}

/** Opens the product page and, once it is recorded and there is one launcher button, the panel from it; For you shows the product viewed. */
async function openForYou(page: Page, query = ''): Promise<void> {
  await page.goto(`${store}/products/canvas-tote${query}`, { waitUntil: 'load' });
  await viewRecorded(page);
  await eventually(() => launcher(page).count()).toBe(1);
  await launcher(page).click();
  await dialog(page).waitFor({ timeout: SEEN_WITHIN });
  await eventually(() => region(page, 'Recently viewed').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Canvas Tote')]));
}

/** Signs `email` in from the open panel's e-mail form with the code mailed to it (shopper.ts's helper knows only `status-panel`). */
async function signInWithCode(page: Page, email: string): Promise<void> {
  const before = await outbox(api, email);
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await explained(page, dialog(page), async () => {
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('textbox', { name: 'Digit 1' }).waitFor({ timeout: SEEN_WITHIN });
  });
  const code = await nextCode(api, email, before);
  for (let i = 0; i < 4; i++) await dialog(page).getByRole('textbox', { name: `Digit ${i + 1}` }).fill(code[i]!);
  await eventually(() => dialog(page).getByRole('textbox', { name: /^(Email|Digit 1)$/ }).count()).toBe(0);
}

/**
 * Signs a new shopper in with an emailed code and opens Orders, which shows their (empty) order
 * list from the API. An order made for them after sign-in would race the list the panel loads
 * right after sign-in (kept while fresh), so the new shopper's answer is the empty list.
 */
async function signInAndSeeOrders(page: Page): Promise<void> {
  await signInWithCode(page, uniqueEmail('hostile'));
  await dialog(page).getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
  await dialog(page).getByText("You haven't placed any orders yet.").waitFor({ timeout: SEEN_WITHIN });
}

/** Closes the panel, presses the store's own Add to cart (cart count goes up) and follows the store's nav to the home page. */
async function storeStillWorks(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  const before = Number((await bubble(page).innerText()).match(/\d+/)?.[0] ?? 0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await eventually(async () => Number((await bubble(page).innerText()).match(/\d+/)?.[0] ?? 0)).toBe(before + 1);
  // The theme's cart drawer opens over the page (not where the case stops the theme defining it): close it as a shopper would.
  const drawer = page.locator('cart-drawer.active');
  if (await drawer.count()) await drawer.getByRole('button', { name: 'Close' }).click();
  await eventually(() => drawer.count()).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop all' }).click();
  await page.waitForURL(/\/collections\/all/);
  await launcher(page).waitFor({ timeout: SEEN_WITHIN });
}

/** The whole visit every case must survive: For you, sign-in, Orders, then the store's own features. */
async function wholeVisit(page: Page, query = ''): Promise<void> {
  await openForYou(page, query);
  await eventually(() => region(page, 'Popular today').count()).toBeGreaterThan(0);
  await signInAndSeeOrders(page);
  await storeStillWorks(page);
}

/**
 * The whole visit with a favorite: after sign-in and Orders, the panel closes and the product
 * page's heart adds Canvas Tote to the member's favorites (its status says so once the API took
 * it), then the store's own features.
 */
async function wholeVisitWithFavorite(page: Page): Promise<void> {
  await openForYou(page);
  await eventually(() => region(page, 'Popular today').count()).toBeGreaterThan(0);
  await signInAndSeeOrders(page);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  const heart = page.locator('status-favorite-button').first();
  await heart.getByRole('button', { name: 'Add Canvas Tote to favorites' }).click({ timeout: SEEN_WITHIN });
  await heart.getByRole('status').filter({ hasText: 'Canvas Tote added to favorites' }).waitFor({ timeout: SEEN_WITHIN });
  await heart.getByRole('button', { name: 'Remove Canvas Tote from favorites', pressed: true }).waitFor({ timeout: SEEN_WITHIN });
  await storeStillWorks(page);
}

// ---- storage ----

describe('storage blocked or failing: the widget works from memory', () => {
  test('with localStorage, sessionStorage and IndexedDB throwing SecurityError and cookies blocked, For you, sign-in and orders work', async () => {
    const { page, watch } = await onHostilePage(() => {
      const deny = (name: string) =>
        Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
      ['localStorage', 'sessionStorage', 'indexedDB'].forEach(deny);
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
        set() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
      });
    });
    await wholeVisit(page);
    expect(await page.evaluate(() => { try { return typeof localStorage; } catch (e) { return (e as Error).name; } })).toBe('SecurityError');
    expect(oursOnly(watch)).toEqual([]);
  });

  test('with every storage write over quota and no IndexedDB at all, For you, sign-in and orders work', async () => {
    const { page, watch } = await onHostilePage(() => {
      Storage.prototype.setItem = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
      Object.defineProperty(window, 'indexedDB', { configurable: true, value: undefined });
    });
    await wholeVisit(page);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('with IndexedDB refusing to open and cookies silently ignored (incognito-like), For you, sign-in and orders work', async () => {
    const { page, watch } = await onHostilePage(() => {
      IDBFactory.prototype.open = () => { throw new DOMException('IndexedDB is not available here.', 'InvalidStateError'); };
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => {} });
    });
    await wholeVisit(page);
    expect(oursOnly(watch)).toEqual([]);
  });
});

// ---- identity service unreachable ----

describe('Firebase unreachable', () => {
  test("the public sections still show, and Continue says the sign-in service can't be reached, keeping the email", async () => {
    const s = await shopper();
    await s.context.route((url) => url.origin === authOrigin, (r) => r.abort('connectionrefused'));
    const { page, watch } = s;
    await openForYou(page);
    await eventually(() => region(page, 'Popular today').count()).toBeGreaterThan(0);
    const email = uniqueEmail('no-identity');
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('alert').filter({ hasText: "We can't reach the sign-in service right now. Please try again in a few minutes." }).waitFor({ timeout: SEEN_WITHIN });
    expect(await dialog(page).getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    // no spinner forever: Continue can be pressed again
    await eventually(() => dialog(page).getByRole('button', { name: 'Continue', exact: true }).isEnabled()).toBe(true);
    await storeStillWorks(page);
    expect(oursOnly(watch)).toEqual([]);
  });
});

// ---- the host page's JavaScript ----

describe('a theme script breaks things before ours runs', () => {
  test('a fetch wrapper that returns polyfill-like Response objects: everything works, the cart drawer too', async () => {
    const { page, watch } = await onHostilePage(() => {
      const original = window.fetch;
      // An old theme's shim: its own Response-like class over the text of the real answer.
      function ShimResponse(this: Record<string, unknown>, text: string, from: { status: number; statusText: string; url: string; headers: Headers }) {
        Object.assign(this, { ok: from.status >= 200 && from.status < 300, status: from.status, statusText: from.statusText, url: from.url, headers: from.headers, body_: text });
      }
      ShimResponse.prototype.text = function () { return Promise.resolve(this.body_); };
      ShimResponse.prototype.json = function () { return this.text().then(JSON.parse); };
      ShimResponse.prototype.clone = function () { return new (ShimResponse as unknown as new (t: string, f: unknown) => unknown)(this.body_, this); };
      window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
        original(input, init).then((r) => r.text().then((t) => new (ShimResponse as unknown as new (t: string, f: Response) => Response)(t, r)))) as typeof fetch;
    });
    await wholeVisit(page);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('a fetch that throws at once for other origins: the panel opens with what the page knows and says what it cannot reach', async () => {
    const { page, watch } = await onHostilePage(() => {
      const original = window.fetch;
      window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.origin !== location.origin) throw new TypeError(`theme: no fetch to ${url.origin}`);
        return original(input, init);
      }) as typeof fetch;
    });
    // Not recoverable: our API and the identity service are other origins. The product viewed comes from the page itself.
    await openForYou(page);
    await dialog(page).getByRole('alert').filter({ hasText: 'We could not reach the store. Check your connection and try again.' }).waitFor({ timeout: SEEN_WITHIN });
    const email = uniqueEmail('no-fetch');
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
    await dialog(page).getByRole('alert').filter({ hasText: "We can't reach the sign-in service right now." }).waitFor({ timeout: SEEN_WITHIN });
    expect(await dialog(page).getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await storeStillWorks(page);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('Array.prototype frozen (no polyfill may add to it): everything works', async () => {
    const { page, watch } = await onHostilePage(() => {
      Object.freeze(Array.prototype);
    });
    await wholeVisit(page);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('enumerable junk on Object.prototype and Array.prototype (`Object.prototype.themeFlag = true`, Prototype.js / MooTools style): everything works, a favorite too', async () => {
    const { page, watch } = await onHostilePage(() => {
      const junk = Array.prototype as unknown as Record<string, unknown>;
      junk.each = function (this: unknown[], fn: (v: unknown) => void) { this.forEach(fn); };
      junk.$family = 'array';
      const object = Object.prototype as Record<string, unknown>;
      object.themeFlag = true;
      object.extend = function () { return this; };
    });
    await wholeVisitWithFavorite(page);
    // the theme's junk is still there, and a route named like it opens For you
    await page.evaluate(() => (location.hash = '#status-themeFlag'));
    await eventually(() => dialog(page).getByRole('navigation').getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => [({} as Record<string, unknown>).themeFlag, Object.keys([]).length, 'each' in []])).toEqual([true, 0, true]);
    expect(oursOnly(watch)).toEqual([]);
  });

  test("the theme's own status-panel, status-toasts, status-shell and element names (closed shadow roots) keep theirs, and ours still work", async () => {
    const { page, watch } = await onHostilePage(() => {
      class ThemeElement extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({ mode: 'closed' }).innerHTML = '<b>theme element</b>';
        }
      }
      for (const name of ['status-panel', 'status-toasts', 'status-shell', 'status-favorite-button', 'status-collection']) customElements.define(name, class extends ThemeElement {});
    });
    await openForYou(page);
    // the panel is in `status-panel-own`; the theme's class still owns `status-panel`
    expect(await page.evaluate(() => [customElements.get('status-panel')?.name, document.querySelectorAll('status-panel-own').length])).toEqual(['', 1]);
    await eventually(() => region(page, 'Popular today').count()).toBeGreaterThan(0);
    await signInAndSeeOrders(page);
    await storeStillWorks(page);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('customElements.define that throws: the launcher, the panel and sign-in work; only the page reports its own error', async () => {
    const { page, watch } = await onHostilePage(() => {
      customElements.define = () => {
        throw new Error('theme: custom elements are off');
      };
    });
    await wholeVisit(page);
    expect(oursOnly(watch, 'theme: custom elements are off')).toEqual([]);
  });

  test('two app embed blocks load the launcher twice: one launcher button, one panel, and it works', async () => {
    const { page, watch } = await shopper();
    const second = page.waitForRequest((r) => r.url().includes('/status-launcher.js?block=2'));
    await openForYou(page, '?embeds=2');
    await second;
    expect(await page.locator('script#status-config').count()).toBe(2);
    await eventually(() => launcher(page).count()).toBe(1);
    expect(await page.locator('status-panel').count()).toBe(1);
    await eventually(() => region(page, 'Popular today').count()).toBeGreaterThan(0);
    await signInAndSeeOrders(page);
    expect(await page.locator('status-panel').count()).toBe(1);
    await storeStillWorks(page);
    expect(oursOnly(watch)).toEqual([]);
  });

  test('Object.prototype frozen (no script may add to it or override its methods): everything works, a favorite too', async () => {
    const { page, watch } = await onHostilePage(() => {
      Object.freeze(Object.prototype);
    });
    await wholeVisitWithFavorite(page);
    expect(await page.evaluate(() => Object.isFrozen(Object.prototype))).toBe(true);
    expect(oursOnly(watch)).toEqual([]);
  });
});
