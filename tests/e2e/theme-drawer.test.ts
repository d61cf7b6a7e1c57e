/**
 * The launcher steps aside for the theme's own drawers (docs/security.md#hostile-pages-theme-css). On the demo store's
 * Dawn-like product page, 'Add to cart' opens the cart drawer, whose 'Check out' sits at the
 * bottom right, where the launcher sits. On a phone and on a desktop, each test in a new browser
 * context: 'Check out' must be what is under its own center and a tap or click there must lead
 * to checkout without opening our panel; once the drawer closes, the launcher is back and works.
 */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { focusInPanel, launcher, panel, shoppersPerTest } from './shopper';

const store = inject('storeUrl');
/** A new shopper for the calling test (own context, the device's viewport), closed after it. */
const shopper = shoppersPerTest();
const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });

/** Resolves when the page's running CSS transitions and animations have finished (the drawer has slid in or out). */
function transitionsDone(page: Page): Promise<void> {
  return page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))).then(() => undefined));
}

/**
 * Opens a product page, waits for the launcher, presses the store's own 'Add to cart' and waits
 * for the Ajax add (FormData to /cart/add with X-Requested-With, as Dawn sends it) and for the
 * cart drawer to be visible and settled. Returns the drawer.
 */
async function addToCartAndOpenDrawer(page: Page): Promise<Locator> {
  await page.goto(`${store}/products/canvas-tote`);
  await launcher(page).waitFor({ state: 'visible' });
  const added = page.waitForResponse((r) => r.url() === `${store}/cart/add` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const response = await added;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect(Object.keys((await response.json()).sections)).toEqual(['cart-drawer', 'cart-icon-bubble']);
  const drawer = cartDrawer(page);
  await drawer.waitFor({ state: 'visible' });
  await transitionsDone(page);
  return drawer;
}

/** The center of `target` in CSS pixels and what `document.elementFromPoint` finds there. */
async function hitAtCenter(target: Locator): Promise<{ x: number; y: number; isTarget: boolean; hit: string }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const found = await target.evaluate((el, [px, py]) => {
    const hit = document.elementFromPoint(px!, py!);
    return { isTarget: hit === el, hit: hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}` : 'nothing' };
  }, [x, y]);
  return { x, y, ...found };
}

const VIEWPORTS = [
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop 1280x900', viewport: { width: 1280, height: 900 }, touch: false },
];

describe.each(VIEWPORTS)('theme cart drawer on a $name', ({ viewport, touch }) => {
  test("the drawer's 'Check out' is on top at its center, and a tap there checks out without opening our panel", async () => {
    const { page, watch } = await shopper({ viewport, touch });
    const drawer = await addToCartAndOpenDrawer(page);
    const checkout = drawer.getByRole('link', { name: 'Check out' });
    const at = await hitAtCenter(checkout);
    expect(at.hit).toBe('a#cart-drawer-checkout');
    expect(at.isTarget).toBe(true);
    // Stepped aside, not removed: the launcher is still in the page, hidden from sight and from touch.
    expect(await page.locator('status-launcher').count()).toBe(1);
    expect(await launcher(page).isVisible()).toBe(false);

    // The launcher's intent or open always asks for For you's public data first (src/launcher.ts);
    // the panel's code itself is on this page anyway (the favorite and save buttons share it).
    const panelRequests = () => watch.requests.filter((u) => u.includes('/init/for-you/'));
    expect(panelRequests()).toEqual([]);
    const navigated = page.waitForURL(`${store}/checkout`, { timeout: 10_000 });
    if (touch) await page.touchscreen.tap(at.x, at.y);
    else await page.mouse.click(at.x, at.y);
    await navigated;
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    expect(await panel(page).count()).toBe(0);
    expect(panelRequests()).toEqual([]);
  });

  test("after the drawer closes, the launcher 'My account' is visible and clickable again, and focus returns to it", async () => {
    const { page, watch } = await shopper({ viewport, touch });
    const drawer = await addToCartAndOpenDrawer(page);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await launcher(page).waitFor({ state: 'visible' });
    const at = await hitAtCenter(launcher(page));
    expect(at.hit).toBe('status-launcher'); // our host: the theme no longer covers it and it covers nothing

    if (touch) await launcher(page).tap();
    else await launcher(page).click();
    await panel(page).waitFor();
    await focusInPanel(page);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await launcher(page).waitFor({ state: 'visible' });
    const focused = await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? '');
    expect(focused).toBe('My account');
    expect(watch.errors).toEqual([]);
  });
});
