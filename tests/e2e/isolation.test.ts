/**
 * Hostile pages (docs/security.md 'Hostile pages: theme CSS'), in Chromium:
 * - the panel on a page with the worst theme CSS (/pages/hostile-theme, server/store/pages/
 *   hostile-theme.ts) looks like the panel on the same page without it (/policies/privacy-policy),
 *   route by route, within MAX_DIFF of the panel's pixels (pixelmatch threshold PIXEL_THRESHOLD);
 * - under a theme whose inherited styles on `*`, `html` and `body` reach every host element
 *   (`?theme=inherited`, server/store/themes/quirks.ts), the panel, the me-button, the favorite
 *   button and the full account page look as on the clean page, within the same MAX_DIFF;
 * - our styles never change the page: the page with the widget loaded (and after the panel opened
 *   and closed) equals the page with `?status=off`, the me-button's own box left out;
 * - under a strict Content-Security-Policy (/pages/csp: no inline script or style without the
 *   page's nonce, no eval) the widget starts, its panel is styled, a shopper signs in, and the page
 *   reports no CSP violation and no console error.
 *
 * Tolerance: at most 0.5% of the compared pixels may differ, with pixelmatch's per-pixel
 * threshold 0.1 (anti-aliased pixels not counted). Both screenshots come from the same browser,
 * fonts and data, so a faithful panel differs by 0 pixels here; the margin only absorbs sub-pixel
 * text rendering. One leaked property is far more: the theme's font on the panel's text alone
 * changed 2.3% of For you's pixels, and a header over the panel changes its whole top.
 *
 * Frozen: animations (`reducedMotion: 'reduce'` and Playwright's `animations: 'disabled'`), the
 * caret (hidden), late images (every image in the panel complete) and anything still settling
 * (three screenshots in a row must be equal before one counts). Dates are the same on both pages
 * (same data, same minute).
 */
import { inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { diffScreenshots, type Rect, type ScreenshotDiff } from './screenshot-diff';
import {
  type Shopper, type StorageState, shoppersPerTest, signedInStorage, panel, launcher, orderRows, SEEN_WITHIN,
  emailBox, continueButton, digitBox, typeCode, signInBoxes, eventually, uniqueEmail,
} from './shopper';
import { nextCode, outbox } from './browser';
import { placeOrder } from './dev-orders';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** At most this share of the panel's pixels may differ between the clean and the hostile page. */
const MAX_DIFF = 0.005;
const CLEAN = '/policies/privacy-policy';
const HOSTILE = '/pages/hostile-theme';

/** Every comparison made in this file, for the summary printed at the end. */
const seen: Array<{ what: string } & ScreenshotDiff> = [];
afterAll(() => {
  const pixels = seen.reduce((n, d) => n + d.pixels, 0);
  const worst = seen.reduce((m, d) => (d.ratio > m.ratio ? d : m), { what: '-', ratio: 0, different: 0 } as { what: string; ratio: number; different: number });
  console.log(`[isolation] ${seen.length} comparisons, ${pixels} pixels compared, largest difference ${worst.different} px (${(worst.ratio * 100).toFixed(3)}%) in ${worst.what}`);
});

let member: StorageState;
/** The member's receipt the tests open: an order of this file's own (other files add and cancel the member's orders meanwhile). */
let receiptId: string;
beforeAll(async () => {
  member = await signedInStorage(shopper, store, api, 'shopper@example.com');
  receiptId = (await placeOrder(store, api, { email: 'shopper@example.com', fulfillmentStatus: 'FULFILLED', shipmentStatus: 'IN_TRANSIT' })).id;
});

/** A shopper whose motion preference freezes our transitions and animations. */
const calmShopper = (storageState?: StorageState) =>
  shopper({ storageState }).then(async (s) => {
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    return s;
  });

/** True when every image of the panel on screen has loaded (or failed; lazy ones off screen never load) and nothing in it is busy. */
const settled = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('status-panel')?.shadowRoot;
    if (!root) return false;
    // (no named helper in here: the test transform would wrap it in a __name() the page lacks)
    return [...root.querySelectorAll('img')].every((i) => {
      const r = i.getBoundingClientRect();
      return i.complete || !(r.width > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight);
    }) && !root.querySelector('[aria-busy="true"]');
  });

/** A screenshot of `target` once three in a row are the same (nothing left moving or loading). */
async function stableShot(page: Page, target: Locator | null, opts: { fullPage?: boolean; clip?: Rect } = {}): Promise<Buffer> {
  const shoot = () => (target
    ? target.screenshot({ animations: 'disabled', caret: 'hide' })
    : page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: opts.fullPage, clip: opts.clip }));
  let last = await shoot();
  let same = 0;
  for (let i = 0; i < 40 && same < 2; i++) {
    const next = await shoot();
    same = next.equals(last) ? same + 1 : 0;
    last = next;
  }
  return last;
}

/** Opens `path#status-{route}`, waits for `ready` (what the route shows when loaded) and a settled panel; returns the panel's screenshot. */
async function panelShot(page: Page, path: string, route: string, ready: (p: Locator) => Locator): Promise<Buffer> {
  await page.goto(`${store}${path}#status-${route}`, { waitUntil: 'load' });
  await ready(panel(page)).first().waitFor({ timeout: SEEN_WITHIN }).catch(async (e: Error) => {
    // what the shopper saw instead, for whoever reads the failure
    const shown = await panel(page).innerText({ timeout: 1000 }).catch(() => '(no panel)');
    throw new Error(`${e.message.split('\n')[0]} on ${path}#status-${route}; the panel showed: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`);
  });
  await eventually(() => settled(page)).toBe(true);
  return stableShot(page, panel(page));
}

/** Compares `route` on the clean and the hostile page (`hostile`, the worst global CSS unless told) and records the result. */
async function compareRoute(s: Shopper, route: string, ready: (p: Locator) => Locator, hostile = HOSTILE): Promise<ScreenshotDiff> {
  const clean = await panelShot(s.page, CLEAN, route, ready);
  const shot = await panelShot(s.page, hostile, route, ready);
  const diff = diffScreenshots(clean, shot);
  seen.push({ what: `panel #status-${route}${hostile === HOSTILE ? '' : ` on ${hostile}`}`, ...diff });
  return diff;
}

describe('the panel on a page with hostile theme CSS looks as on a clean page', () => {
  test('For you and the sign-in form, signed out', async () => {
    const s = await calmShopper();
    const forYou = await compareRoute(s, 'foryou', (p) => p.getByRole('button', { name: 'Continue with Google' }));
    expect(forYou.ratio).toBeLessThanOrEqual(MAX_DIFF);
    const signIn = await compareRoute(s, 'sign-in', (p) => p.getByRole('button', { name: 'Continue with Google' }));
    expect(signIn.ratio).toBeLessThanOrEqual(MAX_DIFF);
    expect(s.watch.errors).toEqual([]);
  });

  test('Orders, a receipt, Profile, addresses and the address form, signed in', async () => {
    const s = await calmShopper(member);
    const results: Record<string, number> = {};
    results.orders = (await compareRoute(s, 'orders', (p) => orderRows(p.page())))?.ratio;
    results.receipt = (await compareRoute(s, `order:${receiptId}`, (p) => p.getByText('Subtotal'))).ratio;
    results.profile = (await compareRoute(s, 'profile', (p) => p.getByRole('button', { name: 'Sign out' }))).ratio;
    results.addresses = (await compareRoute(s, 'addresses', (p) => p.getByRole('button', { name: /^Edit / }).or(p.getByRole('link', { name: /^Edit / })))).ratio;
    results.addAddress = (await compareRoute(s, 'add-address', (p) => p.getByRole('textbox', { name: 'First name' }))).ratio;
    expect(Object.entries(results).filter(([, ratio]) => !(ratio <= MAX_DIFF))).toEqual([]);
    expect(s.watch.errors).toEqual([]);
  });

  test('favorites of a shopper of its own (one favorite), signed in', async () => {
    // its own shopper: the seeded shopper's favorites are what other files leave them
    const s = await calmShopper(await signedInStorage(shopper, store, api, uniqueEmail('iso-fav')));
    await s.page.goto(`${store}/products/canvas-tote`, { waitUntil: 'load' });
    const heart = s.page.locator('status-favorite-button').first().getByRole('button');
    await s.page.locator('status-favorite-button button:not([aria-busy])').first().waitFor({ timeout: SEEN_WITHIN });
    await heart.click();
    await s.page.locator('status-favorite-button').first().getByRole('button', { pressed: true }).waitFor({ timeout: SEEN_WITHIN });
    await s.page.locator('status-favorite-button').first().getByRole('status').filter({ hasText: 'added to favorites' }).waitFor({ timeout: SEEN_WITHIN });
    const favorites = await compareRoute(s, 'favorites', (p) => p.getByRole('button', { name: /^Remove .+ from favorites$/ }));
    expect(favorites.ratio).toBeLessThanOrEqual(MAX_DIFF);
    expect(s.watch.errors).toEqual([]);
  });
});

/** The theme pattern whose inherited styles on `*`, `html` and `body` reach every host element (server/store/themes/quirks.ts). */
const INHERITED = '?theme=inherited';

/**
 * The box of `target` once the page's requests are done and two readings a frame apart agree:
 * a region whose lists arrive after `ready` shows (the full account page's For you) has grown by then.
 */
async function settledBox(page: Page, target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await page.waitForLoadState('networkidle');
  let last = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await eventually(async () => {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    box = await target.boundingBox();
    const seen = JSON.stringify(box);
    const same = box !== null && seen === last;
    last = seen;
    return same;
  }).toBe(true);
  return box!;
}

/**
 * Compares what `target` finds on `path` and on `path` under the inherited-styles pattern, once
 * `ready` shows on each, and records the result.
 */
async function compareOnPage(page: Page, what: string, path: string, target: (p: Page) => Locator, ready = target): Promise<ScreenshotDiff> {
  const shots: Buffer[] = [];
  for (const url of [path, path.replace(/(#|$)/, `${INHERITED}$1`)]) {
    await page.goto(`${store}${url}`, { waitUntil: 'load' });
    await ready(page).first().waitFor({ timeout: SEEN_WITHIN });
    await page.mouse.move(0, 0);
    // The box in whole pixels: a theme's line height may leave an element at a fractional offset, which is no difference of ours.
    const box = await settledBox(page, target(page).first());
    const clip = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
    shots.push(await stableShot(page, null, { clip, fullPage: true }));
  }
  const diff = diffScreenshots(shots[0]!, shots[1]!);
  seen.push({ what: `${what} on ${path}${INHERITED}`, ...diff });
  return diff;
}

describe("under a theme's inherited styles on *, html and body, the panel and the page's elements look as on a clean page", () => {
  test('For you and the sign-in form, signed out', async () => {
    const s = await calmShopper();
    const results: Record<string, number> = {};
    results.forYou = (await compareRoute(s, 'foryou', (p) => p.getByRole('button', { name: 'Continue with Google' }), CLEAN + INHERITED)).ratio;
    results.signIn = (await compareRoute(s, 'sign-in', (p) => p.getByRole('button', { name: 'Continue with Google' }), CLEAN + INHERITED)).ratio;
    expect(Object.entries(results).filter(([, ratio]) => !(ratio <= MAX_DIFF))).toEqual([]);
    expect(s.watch.errors).toEqual([]);
  });

  test('Orders, a receipt and Profile, signed in', async () => {
    const s = await calmShopper(member);
    const results: Record<string, number> = {};
    results.orders = (await compareRoute(s, 'orders', (p) => orderRows(p.page()), CLEAN + INHERITED)).ratio;
    results.receipt = (await compareRoute(s, `order:${receiptId}`, (p) => p.getByText('Subtotal'), CLEAN + INHERITED)).ratio;
    results.profile = (await compareRoute(s, 'profile', (p) => p.getByRole('button', { name: 'Sign out' }), CLEAN + INHERITED)).ratio;
    expect(Object.entries(results).filter(([, ratio]) => !(ratio <= MAX_DIFF))).toEqual([]);
    expect(s.watch.errors).toEqual([]);
  });

  test("'My account', the favorite button and the full account page", async () => {
    const s = await calmShopper();
    const product = '/products/canvas-tote';
    const results: Record<string, number> = {};
    // on the text-only page, where nothing of the theme's lies under the button's rounded corners on either page
    results.launcher = (await compareOnPage(s.page, "'My account'", CLEAN, launcher)).ratio;
    results.favorite = (await compareOnPage(s.page, 'the favorite button', product, (p) => p.locator('status-favorite-button').getByRole('button'))).ratio;
    const accountPanel = (p: Page) => p.locator('status-account').getByRole('region', { name: 'My account' });
    results.fullPage = (await compareOnPage(s.page, 'the full account page', '/pages/account', accountPanel,
      (p) => accountPanel(p).getByRole('button', { name: 'Continue with Google' }))).ratio;
    expect(Object.entries(results).filter(([, ratio]) => !(ratio <= MAX_DIFF))).toEqual([]);
    expect(s.watch.errors).toEqual([]);
  });
});

/** The me-button's box on the page (to leave out of a comparison with `?status=off`), with 4 px around its shadow. */
async function launcherBox(page: Page): Promise<Rect> {
  const box = (await launcher(page).boundingBox())!;
  return { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 };
}

describe('our styles never change the store page', () => {
  for (const path of [CLEAN, HOSTILE]) {
    test(`${path} with the launcher loaded, and after the panel opened and closed, equals ${path}?status=off`, async () => {
      const { page, watch } = await calmShopper();
      await page.goto(`${store}${path}?status=off`, { waitUntil: 'load' });
      const without = await stableShot(page, null, { fullPage: true });

      await page.goto(`${store}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => '__statusLauncher' in window); // the launcher has run
      await launcher(page).hover(); // intent: the panel's code loads
      await page.mouse.move(0, 0);
      const box = await launcherBox(page);
      const closedDiff = diffScreenshots(without, await stableShot(page, null, { fullPage: true }), [box]);
      seen.push({ what: `${path} panel never opened`, ...closedDiff });
      expect(closedDiff.ratio).toBe(0);

      await launcher(page).click();
      await panel(page).getByRole('button', { name: 'Continue with Google' }).waitFor({ timeout: SEEN_WITHIN });
      await panel(page).getByRole('button', { name: 'Close' }).click();
      await eventually(() => panel(page).isVisible()).toBe(false);
      await page.mouse.move(0, 0);
      const reopenedDiff = diffScreenshots(without, await stableShot(page, null, { fullPage: true }), [box]);
      seen.push({ what: `${path} panel opened and closed`, ...reopenedDiff });
      expect(reopenedDiff.ratio).toBe(0);
      expect(watch.errors).toEqual([]);
    });
  }
});

describe('under a strict Content-Security-Policy', () => {
  test('the launcher shows, the panel opens styled, a new shopper signs in, and the page reports no violation', async () => {
    const { page, watch } = await calmShopper();
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    const res = await page.goto(`${store}/pages/csp`, { waitUntil: 'load' });
    const policy = res!.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

    await launcher(page).click();
    await panel(page).getByRole('button', { name: 'Continue with Google' }).waitFor({ timeout: SEEN_WITHIN });
    // Styled: the panel is the 420 px sheet at the right with our font and primary button color, not unstyled markup.
    const look = await continueButton(page).evaluate((b) => {
      const s = getComputedStyle(b);
      return { background: s.backgroundColor, minHeight: s.minHeight, font: s.fontFamily.split(',')[0] };
    });
    expect(look).toEqual({ background: 'rgb(31, 111, 92)', minHeight: '44px', font: 'system-ui' });
    expect((await panel(page).boundingBox())!.width).toBe(420);

    const email = uniqueEmail('csp');
    const before = await outbox(api, email);
    await emailBox(page).fill(email);
    await continueButton(page).click();
    await digitBox(page, 1).waitFor({ timeout: SEEN_WITHIN });
    await typeCode(page, await nextCode(api, email, before));
    await eventually(() => signInBoxes(page).count()).toBe(0);
    await panel(page).getByRole('link', { name: 'Orders' }).click();
    await eventually(() => page.url()).toMatch(/#status-orders$/);

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
