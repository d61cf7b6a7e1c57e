/**
 * The launcher on the structures the popular Shopify themes use (docs/security.md#hostile-pages-theme-css), each a
 * pattern page of the storefront emulator (`?theme=` on the product page, server/store/themes/; docs/local-stack.md
 * 'Theme patterns and hostile pages'): Dawn's search dialog and menu drawer in `<details>`, a class-opened menu drawer,
 * Dawn's cart notification, a cart drawer parked off-screen, a `<dialog>` cart, a sticky header,
 * `html { font-size: 62.5% }`, a page that pollutes `Object.prototype` and `Array.prototype`, and
 * a page whose inherited text styles on `*`, `html` and `body` reach every host element (the
 * panel's look there: isolation.test.ts).
 * On a phone and a desktop, each test a new shopper: 'My account' shows while nothing is open;
 * while the theme's overlay is open it has stepped aside (hidden, inert, and the overlay's
 * controls are what a tap at their centre reaches); the theme's own feature works; once the
 * overlay closes 'My account' is back, on top and clickable, and opens the panel.
 */
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { eventually, focusInPanel, launcher, panel, recentlyViewed, SEEN_WITHIN, shoppersPerTest } from './shopper';
import { THEME_CASES, transitionsDone } from './theme-patterns';

const store = inject('storeUrl');
const shopper = shoppersPerTest();

const VIEWPORTS = [
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop 1280x900', viewport: { width: 1280, height: 900 }, touch: false },
];

/** What `document.elementFromPoint` finds at the centre of `target`: whether it is the target (or inside it), and what it is. */
async function hitAtCenter(target: Locator): Promise<{ x: number; y: number; isTarget: boolean; hit: string }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('target has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const found = await target.evaluate((el, [px, py]) => {
    const hit = document.elementFromPoint(px!, py!);
    return { isTarget: !!hit && (hit === el || el.contains(hit)), hit: hit ? hit.localName + (hit.id ? `#${hit.id}` : '') : 'nothing' };
  }, [x, y]);
  return { x, y, ...found };
}

/** The launcher's host as the page has it: whether it is inert and hidden by its own style. */
const host = (page: Page) => page.locator('status-launcher').evaluate((h: HTMLElement) => ({ inert: h.inert, visibility: h.style.visibility }));

/**
 * Opens the product page in `theme` and waits until the launcher's late half has started stepping
 * aside and has checked the page once: it records the product as recently viewed just before it
 * starts, and its first check runs on the frame after.
 */
async function openThemePage(page: Page, theme: string): Promise<void> {
  await page.goto(`${store}/products/canvas-tote?theme=${theme}`);
  await launcher(page).waitFor({ state: 'visible' });
  await eventually(async () => (await recentlyViewed(page)).length).toBe(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
}

/** Presses the launcher as the device does (a tap on a phone) and waits for the panel; Escape closes it. */
async function panelOpensAndCloses(page: Page, touch: boolean): Promise<void> {
  if (touch) await launcher(page).tap();
  else await launcher(page).click();
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
  await focusInPanel(page);
  await page.keyboard.press('Escape');
  await panel(page).waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('theme patterns on a $name', ({ viewport, touch }) => {
  for (const c of THEME_CASES) {
    test(`${c.theme}: 'My account' shows, steps aside while ${c.overlay} is open (its controls on top), and is back and opens the panel once it closes`, async () => {
      const { page, watch } = await shopper({ viewport, touch });
      await openThemePage(page, c.theme);
      expect(await host(page)).toEqual({ inert: false, visibility: '' });
      expect((await hitAtCenter(launcher(page))).hit).toBe('status-launcher');

      const overlay = await c.open(page);
      await launcher(page).waitFor({ state: 'hidden' });
      expect(await host(page)).toEqual({ inert: true, visibility: 'hidden' });
      expect(await page.locator('status-launcher').count()).toBe(1); // stepped aside, not removed
      for (const control of c.controls(overlay)) {
        const at = await hitAtCenter(control);
        expect(at.isTarget, `${control} is under ${at.hit} at its centre`).toBe(true);
      }
      await c.works(page, overlay);

      await c.close(page, overlay);
      await launcher(page).waitFor({ state: 'visible' });
      await transitionsDone(page);
      expect(await host(page)).toEqual({ inert: false, visibility: '' });
      expect((await hitAtCenter(launcher(page))).hit).toBe('status-launcher');
      await panelOpensAndCloses(page, touch);
      expect(watch.errors).toEqual([]);
    });
  }

  test("rem-62: 'My account' is the same size under html { font-size: 62.5% } as on the demo theme", async () => {
    const { page } = await shopper({ viewport, touch });
    await page.goto(`${store}/products/canvas-tote`);
    await launcher(page).waitFor({ state: 'visible' });
    const plain = await launcher(page).boundingBox();
    await page.goto(`${store}/products/canvas-tote?theme=rem-62`);
    await launcher(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    expect(await launcher(page).boundingBox()).toEqual(plain);
  });
});
