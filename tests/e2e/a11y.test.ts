/**
 * Accessibility matrix (docs/accessibility.md): axe-core, WCAG 2.1 A and AA, on every route and
 * state of the panel, the full-page mode and the page elements, in English, German and French
 * (the demo store's `/de/` and `/fr/`). Each (state × language) is a cell; a test walks one
 * language's states in one page and fails naming every cell with a violation or a state that
 * never showed ('de × address form with errors: color-contrast: [...]').
 *
 * Also: at 320 CSS px and at 640 px (what 1280 px at 200% zoom gives a page) every route fits the
 * panel's width, and the launcher never covers the Close button.
 *
 * Data: one new customer per file (signed in once, then a context per test from that session),
 * with an order on its way made through the dev API; a collection of their own per language.
 * The quiz and the dynamic page are switched on for the file and restored in afterAll.
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { placeOrder } from './dev-orders';
import { nextCode, outbox, patchSettings, switchSettings } from './browser';
import { type StorageState, shoppersPerTest, signedInStorage, uniqueEmail, viewProduct } from './shopper';
import { LANGS, PREFIX, type Lang, dialogOf, goRoute, matrix, seen, still, texts } from './a11y-helpers';
import { DEMO_QUIZ } from '../../server/seed/db-seed';
import { PRODUCTS, SOLD_OUT_VARIANT_ID } from '../../server/seed/catalog';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();
const tote = PRODUCTS.find((p) => p.title === 'Canvas Tote')!;
const QUIZ_TITLE: Record<Lang, string> = { en: 'Style quiz', de: 'Stil-Quiz', fr: 'Quiz de style' }; // DEMO_QUIZ.title

const FIVE_ITEMS = PRODUCTS.map((p) => p.variants.find((v) => v.id !== SOLD_OUT_VARIANT_ID)!).slice(0, 5).map((v) => ({ variantId: v.id, quantity: 1 }));

let member: StorageState;
let order: { id: string; name: string };
const restores: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const seeded = (await patchSettings(api, {})).dynamicPages as Record<string, unknown>;
  restores.push(await switchSettings(api, { personalizationQuizzes: { isActive: true, quizzes: [DEMO_QUIZ] }, dynamicPages: { ...seeded, isActive: true } }));
  const email = uniqueEmail('a11y');
  member = await signedInStorage(shopper, store, api, email);
  // five products: the arriving-next summary shows four thumbnails and '+1'
  order = await placeOrder(store, api, { email, fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT', lineItems: FIVE_ITEMS });
});
afterAll(async () => {
  for (const restore of restores.splice(0).reverse()) await restore();
});

/** How many cells the matrix has, counted as the tests run them. */
let cellCount = 0;
afterAll(() => {
  console.info(`a11y matrix: ${cellCount} cells (state × language)`);
});

const DYNAMIC_PAGE_TITLE: Record<Lang, string> = { en: 'Size guide', de: 'Größentabelle', fr: 'Guide des tailles' }; // DEMO_DYNAMIC_PAGES

/** A member's route: the cell's name, what to do once there (optional) and what shows when it is ready. */
interface RouteCell { cell: string; route: string; before?(dialog: Locator): Promise<void>; ready(dialog: Locator): Promise<unknown> }

/** The member's routes of the matrix (docs/product.md#routes), each with what a shopper sees once it is there. */
function memberRoutes(T: Awaited<ReturnType<typeof texts>>, lang: Lang): RouteCell[] {
  return [
    { cell: 'For you with sections', route: '', ready: (d) => Promise.all([seen(d.getByRole('heading', { name: T('collection.recentlyViewed') })), seen(d.getByRole('link', { name: new RegExp(order.name) })), seen(d.getByRole('img', { name: T('orders.moreItemsLabel', { count: 1 }) }))]) },
    { cell: 'Orders', route: 'orders', ready: (d) => seen(d.getByRole('listitem').filter({ hasText: order.name })) },
    { cell: 'a receipt', route: `order:${order.id}`, ready: (d) => seen(d.getByRole('heading', { name: T('orders.order', { name: order.name }) })) },
    { cell: 'Profile', route: 'profile', ready: (d) => seen(d.getByRole('button', { name: T('account.signOut') })) },
    { cell: 'addresses', route: 'addresses', ready: (d) => seen(d.getByText(T('profile.noAddresses'))) },
    {
      cell: 'address form with errors', route: 'add-address',
      before: async (d) => {
        await seen(d.getByRole('textbox', { name: T('profile.firstName') }));
        await d.getByRole('button', { name: T('profile.save'), exact: true }).click();
      },
      ready: (d) => seen(d.getByText(T('error.firstNameRequired'))),
    },
    { cell: 'preferences', route: 'preferences', ready: (d) => seen(d.getByRole('form', { name: T('profile.yourPreferences') })) },
    { cell: 'personal info', route: 'info', ready: (d) => seen(d.getByRole('form')) },
    { cell: 'favorites', route: 'favorites', ready: (d) => seen(d.getByText(tote.title).or(d.getByText(T('favorites.empty')))) },
    { cell: 'saved from cart', route: 'saved-from-cart', ready: (d) => seen(d.getByText(T('savedCart.empty'))) },
    { cell: 'a quiz', route: `survey:${DEMO_QUIZ.handle}`, ready: (d) => seen(d.getByRole('form', { name: QUIZ_TITLE[lang] })) },
    { cell: 'a dynamic page', route: 'size-guide', ready: (d) => seen(d.getByRole('heading', { name: DYNAMIC_PAGE_TITLE[lang] })) },
  ];
}

describe.each(LANGS)('in %s', (lang) => {
  test('a guest: For you, the sign-in form, its errors and the code step with a wrong code have no axe violations', async () => {
    const T = await texts(lang);
    const { page } = await shopper();
    const m = matrix(page, lang);
    const dialog = dialogOf(page);
    await page.goto(`${store}${PREFIX[lang]}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: T('panel.heading') }).click();
    const email = dialog.getByRole('textbox', { name: T('auth.email') });
    await m.cell('For you (guest) with the sign-in form', () => seen(email));
    await goRoute(page, 'sign-in');
    await m.cell('sign-in route', () => seen(email));
    await email.fill('not-an-email');
    await dialog.getByRole('button', { name: T('auth.continue'), exact: true }).click();
    await m.cell('sign-in form with an invalid e-mail', () => seen(dialog.getByRole('alert').filter({ hasText: T('error.emailInvalid') })));
    const address = uniqueEmail(`a11y-code-${lang}`);
    await email.fill(address);
    const mailed = await outbox(api, address);
    await dialog.getByRole('button', { name: T('auth.continue'), exact: true }).click();
    const digit1 = dialog.getByRole('textbox', { name: T('auth.digit', { n: 1 }), exact: true });
    await m.cell('code step', () => seen(digit1));
    const code = await nextCode(api, address, mailed);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    await digit1.focus();
    await page.keyboard.type(wrong);
    await m.cell('code step with a wrong code', () => seen(dialog.getByRole('alert').filter({ hasText: T('error.codeIncorrect') })));
    cellCount += m.cells;
    expect(m.failures).toEqual({});
  });

  test('a guest on a magic-link shop: the waiting view has no axe violations', async () => {
    const restore = await switchSettings(api, { authMethod: { method: 'magicLink' } });
    try {
      const T = await texts(lang);
      const { page } = await shopper();
      // The link mail itself is not this cell's concern: the API's answer stands in for it (no send, no rate limit spent).
      await page.route('**/authentication/create-magic-link', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { codeId: 'a11y' } }) }));
      const m = matrix(page, lang);
      const dialog = dialogOf(page);
      await page.goto(`${store}${PREFIX[lang]}/`, { waitUntil: 'load' });
      await page.getByRole('button', { name: T('panel.heading') }).click();
      await seen(dialog.getByRole('button', { name: /Google/ }));
      await dialog.getByRole('textbox', { name: T('auth.email') }).fill(uniqueEmail('a11y-link'));
      await dialog.getByRole('button', { name: T('auth.continue'), exact: true }).click();
      await m.cell('magic link sent', () => seen(dialog.getByRole('heading', { name: T('auth.linkHeading') })));
      cellCount += m.cells;
      expect(m.failures).toEqual({});
    } finally {
      await restore();
    }
  });

  test('a member: every route, the elements and the full page have no axe violations', async () => {
    const T = await texts(lang);
    const { page } = await shopper({ storageState: member });
    const m = matrix(page, lang);
    const dialog = dialogOf(page);
    const prefix = `${store}${PREFIX[lang]}`;

    // Elements on store pages: the favorite button both ways, the collection element, the saved link.
    await viewProduct(page, `${prefix}/products/${tote.handle}`);
    // The product's own button comes first; the recommendations below have theirs.
    const fav = page.locator('status-favorite-button').first();
    const heart = fav.getByRole('button');
    await m.cell('favorite button', () => seen(heart), 'status-favorite-button');
    // a member's list loads after the page (idle): read the pressed state once it is known
    await seen(fav.locator('button:not([aria-busy])'));
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await seen(fav.getByRole('button', { pressed: false }));
    }
    await heart.click();
    await m.cell('favorite button (pressed, announced)', () => seen(fav.getByRole('status').filter({ hasText: T('element.favoriteAdded', { title: tote.title }) })), 'status-favorite-button');
    await page.goto(`${prefix}/`, { waitUntil: 'load' });
    // Elements draw themselves when they come into view (elements/define.ts): the header's saved link at the top first,
    // then the collection element further down, scrolled to with the wheel as a shopper does (its list loads after the
    // shopper's first touch of the page: elements/face/wake.ts).
    await m.cell('saved link', () => seen(page.locator('status-saved-link').getByRole('status')), 'status-saved-link');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1200);
    await page.locator('status-collection').first().scrollIntoViewIfNeeded();
    await m.cell('collection element', () => seen(page.locator('status-collection').getByRole('link')), 'status-collection');

    // The panel's routes, as the table above has them.
    for (const r of memberRoutes(T, lang)) {
      await goRoute(page, r.route);
      await r.before?.(dialog);
      await m.cell(r.cell, () => r.ready(dialog));
    }

    // A collection of their own: create it, add to it (a toast), then the toast on the page once the panel closes.
    const name = `A11y ${lang} ${Date.now() % 100000}`;
    await goRoute(page, 'create');
    const nameBox = dialog.getByRole('textbox', { name: T('collection.name') });
    await m.cell('create collection', () => seen(nameBox));
    await nameBox.fill(name);
    await dialog.getByRole('button', { name: T('collection.save'), exact: true }).click();
    await m.cell('a collection', () => seen(dialog.getByRole('heading', { name })));
    await goRoute(page, 'favorites-collections');
    await m.cell('favorites collections', () => seen(dialog.getByRole('link', { name: new RegExp(name) })));
    await goRoute(page, `add:collection+${tote.id}+${tote.variants[0].id}`);
    await dialog.getByRole('button', { name: T('collections.addTo', { name }) }).click();
    const added = T('collections.added', { name });
    // Hovering a toast pauses it (docs/product.md#behaviour), so it stays while axe reads it.
    await m.cell('toast in the panel', async () => {
      await seen(dialog.getByText(added));
      await dialog.getByText(added).hover();
    });
    await page.keyboard.press('Escape');
    await m.cell('toast on the store page', async () => {
      await seen(page.locator('status-toasts').getByText(added));
      await page.locator('status-toasts').getByText(added).hover();
    }, 'status-toasts');

    // Full-page mode.
    await page.goto(`${prefix}/pages/account`, { waitUntil: 'load' });
    await m.cell('full page (/pages/account)', () => seen(page.locator('status-account').getByRole('navigation').getByRole('link')), 'status-account');
    cellCount += m.cells;
    expect(m.failures).toEqual({});
  });
});

/**
 * What does not fit on `route`: the panel's scrolling parts wider than their box, controls cut
 * off at the panel's right edge, and the launcher overlapping the Close button.
 */
async function overflowOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('status-panel')!.shadowRoot!;
    const dialog = root.querySelector('[role=dialog]') as HTMLElement;
    const box = dialog.getBoundingClientRect();
    const found: string[] = [];
    // The dialog and its parts (header, the screen's scrolling area, the nav) must not scroll sideways.
    for (const el of [dialog, ...dialog.children] as HTMLElement[]) if (el.scrollWidth > el.clientWidth) found.push(`horizontal scroll: ${el.tagName.toLowerCase()} ${el.scrollWidth} > ${el.clientWidth}`);
    // Controls that stick out of the panel; a strip that scrolls sideways on purpose (product and address carousels) holds its own.
    for (const el of dialog.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea')) {
      const r = el.getBoundingClientRect();
      if (!r.width) continue;
      let inScroller = false;
      for (let clip = el.parentElement; clip && clip.parentElement !== dialog && clip !== dialog; clip = clip.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(clip).overflowX)) inScroller = true;
      }
      if (!inScroller && (r.left < box.left - 1 || r.right > box.right + 1)) found.push(`clipped: ${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}' ${Math.round(r.left)}..${Math.round(r.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    const close = root.querySelector('[role=dialog] button[aria-label]:last-of-type') as HTMLElement | null;
    const launcher = document.querySelector('status-launcher, [data-status-launcher]') as HTMLElement | null;
    if (close && launcher) {
      const a = close.getBoundingClientRect();
      const b = launcher.getBoundingClientRect();
      const hit = document.elementFromPoint(a.left + a.width / 2, a.top + a.height / 2);
      const overlap = b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (overlap && hit !== document.querySelector('status-panel')) found.push('the launcher covers Close');
    }
    return found;
  });
}

describe.each([
  { label: '320 CSS px wide', viewport: { width: 320, height: 640 } },
  { label: '1280 px at 200% zoom (640 px)', viewport: { width: 640, height: 450 } },
])('at $label', ({ viewport }) => {
  test('every route fits the panel: no horizontal scroll, no control cut off, Close not under the launcher', async () => {
    const { page } = await shopper({ storageState: member, viewport });
    await viewProduct(page, `${store}/products/${tote.handle}`);
    const found: Record<string, string[]> = {};
    const T = await texts('en');
    for (const r of memberRoutes(T, 'en')) {
      await goRoute(page, r.route);
      await r.before?.(dialogOf(page));
      await r.ready(dialogOf(page));
      await still(page);
      const problems = await overflowOf(page);
      if (problems.length) found[r.cell] = problems;
    }
    expect(found).toEqual({});
  });
});
