/**
 * The storefront emulator's theme patterns (server/store/themes/, `?theme=` on the product page)
 * as a shopper uses them: how each overlay opens and closes, which of its controls a tap must
 * reach, and what shows that the theme's own feature works (the drawer lists the item, the search
 * takes typing, the menu holds focus). Used by theme-patterns.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** One theme pattern as the e2e matrix drives it. */
export interface ThemeCase {
  /** the `?theme=` name */
  theme: string;
  /** the overlay, as test names say it */
  overlay: string;
  /** opens the overlay as a shopper does and returns it once it is visible */
  open(page: Page): Promise<Locator>;
  /** the overlay's controls a tap must reach (each must be what is at its own centre) */
  controls(overlay: Locator): Locator[];
  /** asserts what the shopper sees of the theme's own feature while the overlay is open */
  works(page: Page, overlay: Locator): Promise<void>;
  /** closes the overlay as a shopper does */
  close(page: Page, overlay: Locator): Promise<void>;
}

/** Resolves when the page's running CSS transitions have finished (a drawer has slid in or out). */
export function transitionsDone(page: Page): Promise<void> {
  return page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))).then(() => undefined));
}

/** The element that has focus, as 'tag name' or its accessible label / text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? el.getAttribute('aria-label') || el.textContent?.trim() || el.localName : '';
  });

/** A `<summary>` by its label (summaries have no role a query by role finds). */
const summary = (page: Page, label: string) => page.locator(`summary[aria-label="${label}"]`);

/** Presses 'Add to cart' and waits for the theme's Ajax add (FormData to /cart/add with X-Requested-With). */
async function addToCart(page: Page): Promise<void> {
  const added = page.waitForResponse((r) => new URL(r.url()).pathname === '/cart/add' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const response = await added;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-requested-with']).toBe('XMLHttpRequest');
}

/** Opens a cart drawer by adding the product; returns the dialog 'Your cart', settled. */
async function openCartByAdding(page: Page): Promise<Locator> {
  await addToCart(page);
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.waitFor({ state: 'visible' });
  await transitionsDone(page);
  return drawer;
}

/** The cart drawer lists the product added, with its quantity, and the header counts it. */
async function drawerListsTheTote(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('link', { name: 'Canvas Tote' }).waitFor();
  expect(await drawer.getByText('Quantity: 1').count()).toBe(1);
  expect(await page.locator('#cart-icon-bubble').getByRole('link').textContent()).toBe('Cart (1)');
}

const cartControls = (drawer: Locator) => [drawer.getByRole('link', { name: 'Check out' }), drawer.getByRole('button', { name: 'Close' })];

/** The shell's cart drawer (Dawn's `<cart-drawer>`), on patterns that keep it. */
const shellCartDrawer: Omit<ThemeCase, 'theme'> = {
  overlay: 'the cart drawer',
  open: openCartByAdding,
  controls: cartControls,
  works: drawerListsTheTote,
  close: async (_page, drawer) => {
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  },
};

export const THEME_CASES: ThemeCase[] = [
  {
    theme: 'search-details',
    overlay: "Dawn's search dialog",
    open: async (page) => {
      await summary(page, 'Search').click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      return dialog;
    },
    controls: (dialog) => [dialog.getByRole('searchbox', { name: 'Search our store' }), dialog.getByRole('button', { name: 'Close search' })],
    works: async (page, dialog) => {
      expect(await focused(page)).toBe('Search our store');
      await page.keyboard.type('tote');
      await dialog.getByRole('link', { name: 'Canvas Tote' }).waitFor();
      expect(await dialog.getByText('1 result', { exact: true }).count()).toBe(1);
    },
    close: async (page, dialog) => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Search');
    },
  },
  {
    theme: 'menu-details',
    overlay: "Dawn's menu drawer",
    open: async (page) => {
      await summary(page, 'Menu').click();
      const nav = page.getByRole('navigation', { name: 'Menu drawer' });
      await nav.waitFor();
      await transitionsDone(page);
      return page.locator('.menu-drawer');
    },
    controls: (drawer) => [drawer.getByRole('link', { name: 'Shop all' }), drawer.getByRole('link', { name: 'Log in' }), drawer.getByRole('button', { name: 'Close menu' })],
    works: async (page) => {
      expect(await focused(page)).toBe('Shop all');
    },
    close: async (page, drawer) => {
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Menu');
    },
  },
  {
    theme: 'menu-class',
    overlay: 'the menu drawer opened by a class',
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await transitionsDone(page);
      return drawer;
    },
    controls: (drawer) => [drawer.getByRole('link', { name: 'Log in' }), drawer.getByRole('button', { name: 'Close menu' })],
    works: async (page) => {
      expect(await focused(page)).toBe('Shop all');
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('true');
    },
    close: async (page, drawer) => {
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await drawer.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Menu');
    },
  },
  {
    theme: 'cart-notification',
    overlay: "Dawn's cart notification",
    open: async (page) => {
      await addToCart(page);
      const popup = page.getByRole('dialog', { name: 'Item added to your cart' });
      await popup.waitFor();
      await transitionsDone(page);
      return popup;
    },
    controls: (popup) => [popup.getByRole('link', { name: 'Check out' }), popup.getByRole('link', { name: 'View cart (1)' }), popup.getByRole('button', { name: 'Close' })],
    works: async (page, popup) => {
      expect(await popup.getByRole('heading', { name: 'Canvas Tote' }).count()).toBe(1);
      expect(await page.locator('#cart-icon-bubble').getByRole('link').textContent()).toBe('Cart (1)');
    },
    close: async (page, popup) => {
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Add to cart');
    },
  },
  {
    theme: 'side-cart',
    overlay: 'the cart drawer parked off-screen',
    open: openCartByAdding,
    controls: cartControls,
    works: drawerListsTheTote,
    close: async (page, drawer) => {
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Add to cart');
    },
  },
  {
    theme: 'dialog-cart',
    overlay: 'the <dialog> cart',
    open: openCartByAdding,
    controls: cartControls,
    works: drawerListsTheTote,
    close: async (page, dialog) => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Add to cart');
    },
  },
  {
    theme: 'sticky-header',
    overlay: "the sticky header's 'Shop' menu",
    open: async (page) => {
      // Scrolled down: the header has stuck to the top of the viewport.
      await page.evaluate(() => scrollTo(0, 600));
      await expect.poll(() => page.locator('header').evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
      await page.locator('summary', { hasText: 'Shop' }).click();
      const menu = page.locator('.header-menu').getByRole('list');
      await menu.waitFor();
      return menu;
    },
    controls: (menu) => [menu.getByRole('link', { name: 'Apparel' })],
    works: async (page, menu) => {
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Apparel', 'Home', 'Accessories']);
      expect(await page.locator('header').evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
    },
    close: async (page, menu) => {
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('Shop');
    },
  },
  { theme: 'rem-62', ...shellCartDrawer },
  { theme: 'polluted', ...shellCartDrawer },
  { theme: 'inherited', ...shellCartDrawer },
];
