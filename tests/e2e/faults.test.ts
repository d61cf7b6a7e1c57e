/**
 * Fault injection over the widget's API groups (docs/security.md 'Faults: the API'), in Chromium: every cell of
 * the table groups (faults/groups.ts) × faults (faults/table.ts: 500, 502, 401, 429, timeout,
 * connection refused, a body that is not JSON, JSON without `data`, a wrong shape) is answered by
 * a route handler on the API origin, and the shopper must see the spec's message (or the generic
 * one, or a safe fallback), keep what they typed, and never get an error into the host page.
 * After a group's faults, the store's own Add to cart, cart count and navigation still work.
 *
 * One context per group (the member's session, or a guest's; a context per cell where the group
 * says so), one page per cell; the groups' tests run side by side, CELLS_AT_ONCE pages at a time
 * in all; a failure names its cell and every failing cell of a group is reported together. A
 * group's timeout cell waits the client's real 15 s timeout beside its other cells.
 *
 * Every page runs a theme's prototype changes before our script (THEMES): the groups take turns
 * between enumerable junk on Object.prototype and Array.prototype and a frozen Object.prototype,
 * so the widget's error paths run on both.
 */
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchPage } from './browser';
import { type ShopperOptions, type StorageState, newShopper, signedInStorage, uniqueEmail, panel, SEEN_WITHIN } from './shopper';
import { FAULTS, GENERIC, NETWORK, answer, type Fault } from './faults/table';
import { GROUPS as FIRST_HALF, type Group } from './faults/groups';
import { GROUPS_2, until } from './faults/groups2';

/** Every API group of the table (docs/product.md#api-calls). */
const GROUPS: Group[] = [...FIRST_HALF, ...GROUPS_2];

/**
 * What a theme's scripts do to the prototypes before ours run (`addInitScript`), by the page
 * they make: old plugins' enumerable junk (`Object.prototype.themeFlag = true`, Prototype.js's
 * and MooTools' `Array.prototype.each`), or a frozen Object.prototype (no script may add to it or
 * override its methods).
 */
const THEMES = {
  'junk on the prototypes': () => {
    const object = Object.prototype as Record<string, unknown>;
    object.themeFlag = true;
    object.extend = function () { return this; };
    const array = Array.prototype as unknown as Record<string, unknown>;
    array.each = function (this: unknown[], fn: (v: unknown) => void) { this.forEach(fn); };
    array.$family = 'array';
  },
  'a frozen Object.prototype': () => {
    Object.freeze(Object.prototype);
  },
};
type Theme = keyof typeof THEMES;
const THEME_NAMES = Object.keys(THEMES) as Theme[];

const store = inject('storeUrl');
const api = inject('apiUrl');
let browser: Browser;
let member: StorageState;
const memberEmail = uniqueEmail('faults');

/**
 * A new shopper (context and page) of this file's browser. The groups' tests run side by side,
 * so each closes its own contexts (`closing`), not shoppersPerTest's afterEach, which would
 * close the contexts of every test still running.
 */
const shopper = (opts: ShopperOptions = {}) => newShopper(browser, opts);

beforeAll(async () => {
  browser = await launchBrowser();
  member = await signedInStorage(shopper, store, api, memberEmail);
});
afterAll(async () => {
  await browser?.close();
});

/** Runs `body` with a `contextFor` whose contexts (their pages made by `theme`) are all closed when it ends. */
async function closing<T>(theme: Theme, body: (contextFor: (asMember: boolean) => Promise<BrowserContext>) => Promise<T>): Promise<T> {
  const opened: BrowserContext[] = [];
  try {
    return await body(async (asMember) => {
      const { context } = await shopper(asMember ? { storageState: member } : {});
      opened.push(context);
      await context.addInitScript(THEMES[theme]);
      return context;
    });
  } finally {
    await Promise.all(opened.map((c) => c.close()));
  }
}

/** Makes the data `group`'s cells act on (its `prepare`), in a page of `context`, with no fault on. */
async function prepare(context: BrowserContext, group: Group): Promise<void> {
  if (!group.prepare) return;
  const page = await context.newPage();
  try {
    await group.prepare(page, `${store}/`, { api, store, email: memberEmail });
  } catch (e) {
    throw new Error(`[${group.name} × prepare] ${(e as Error).message.split('\n').slice(0, 8).join(' / ')}`);
  } finally {
    await page.close();
  }
}

/** Console lines that are the browser reporting the injected failure itself, not our code. */
const BROWSER_NETWORK_LINE = /Failed to load resource|net::ERR_/;

/**
 * One cell in its own page of `context`: set up, switch the fault on for the group's request,
 * act, then check what the shopper sees, what they typed and the page's errors. `after` runs on
 * the same page before it closes (the store check).
 * @throws Error naming the cell
 */
async function runCell(context: BrowserContext, group: Group, fault: Fault, base = `${store}/`, after?: (page: Page) => Promise<void>): Promise<void> {
  const page = await context.newPage();
  const watch = watchPage(page);
  const within = fault === 'timeout' ? 60_000 : SEEN_WITHIN;
  try {
    if (group.setup) await group.setup(page, base);
    let hit!: () => void;
    const faulted = new Promise<void>((resolve) => (hit = resolve));
    await (group.ownContext ? context : page).route(group.url, (route) => {
      if (route.request().method() !== group.method) return route.fallback();
      hit();
      return answer(route, fault, group.shape);
    });
    await group.act(page, base);
    await orFail(faulted, SEEN_WITHIN, 'the widget never sent the request');
    const text = group.expected(fault);
    const shown = page.locator('status-panel, status-toasts');
    if (text) {
      await shown.getByText(text).first().waitFor({ timeout: within });
    } else {
      // a safe fallback: the panel still works and shows no error
      await panel(page).getByRole('navigation').getByRole('link', { name: 'Orders' }).waitFor({ timeout: within });
      const errorsShown = (await shown.getByText(GENERIC).count()) + (await shown.getByText(NETWORK).count());
      if (errorsShown) throw new Error('an error message shows where the spec wants a quiet fallback');
    }
    if (await shown.getByText(/\bat \w+ \(|TypeError|undefined is not|Cannot read/).count()) throw new Error('a stack trace or raw error shows');
    await group.kept?.(page);
    await after?.(page);
    const wanted = group.console?.(fault);
    const errors = watch.errors.filter((e) => !BROWSER_NETWORK_LINE.test(e) && !wanted?.test(e));
    if (errors.length) throw new Error(`errors reached the host page: ${errors.join(' | ')}`);
  } catch (e) {
    // the first lines of Playwright's call log say what blocked an action
    throw new Error(`[${group.name} × ${fault}] ${(e as Error).message.split('\n').slice(0, 8).join(' / ')}`);
  } finally {
    await page.close();
  }
}

/** `promise`, or a rejection with `message` when it has not settled within `ms` (a guard, not a wait). */
function orFail<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/** Runs `jobs` at most `limit` at a time; resolves to every failure's message (none: []). */
async function pool(jobs: Array<() => Promise<void>>, limit: number): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job().catch((e: Error) => failures.push(e.message));
    }),
  );
  return failures;
}

/** With the fault still answering: close the panel, add to the store's cart, see the count change, close the theme's cart drawer, follow the store's menu. */
async function storeStillWorks(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Close', exact: true }).click({ timeout: SEEN_WITHIN });
  await panel(page).waitFor({ state: 'detached', timeout: SEEN_WITHIN });
  const bubble = page.locator('#cart-icon-bubble');
  const before = await bubble.innerText();
  await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: SEEN_WITHIN });
  await until(async () => (await bubble.innerText()) !== before, SEEN_WITHIN, "the store's cart count did not change");
  // the theme's own cart drawer opened over the page: its Close works too
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('button', { name: 'Close', exact: true }).click({ timeout: SEEN_WITHIN });
  await drawer.waitFor({ state: 'hidden', timeout: SEEN_WITHIN });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop all' }).click({ timeout: SEEN_WITHIN });
  await page.waitForURL(/\/collections\/all$/, { timeout: SEEN_WITHIN });
}

/** The faults answered at once (the timeout cell runs beside them). */
const QUICK_FAULTS = FAULTS.filter((f) => f !== 'timeout');

/**
 * Pages open at once across the groups' tests, which run side by side. On a slow 2-core machine
 * the suite keeps both cores busy at 4: more pages at once only make each page slower, until a
 * cell's request misses SEEN_WITHIN, and the suite takes longer in all.
 */
const CELLS_AT_ONCE = 4;
let freeSlots = CELLS_AT_ONCE;
const waitingForSlot: Array<() => void> = [];

/** Runs `job` once one of the CELLS_AT_ONCE slots is free. */
async function inSlot<T>(job: () => Promise<T>): Promise<T> {
  if (freeSlots > 0) freeSlots--;
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await job();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else freeSlots++;
  }
}

/**
 * How long one group's test may take in all, ms: a backstop for a test that hangs, not a guard of
 * what the shopper sees (each step of a cell has its own, SEEN_WITHIN or 60 s for the timeout cell).
 * A group's time is mostly its cells' waits for the slots the groups share, so it grows with the
 * machine: on a slow 2-core machine (docs/performance.md#the-test-suite-on-node-24) groups take up
 * to 178 s, and this leaves room for one three times as slow.
 */
const GROUP_TIMEOUT_MS = 600_000;

test.concurrent.each(GROUPS.map((g, i) => [g.name, THEME_NAMES[i % THEME_NAMES.length]!, g] as const))(
  '%s, on a page with %s: each fault shows the expected message, keeps what was typed, and the store keeps working',
  (_name, theme, group) =>
    closing(theme, async (contextFor) => {
      // a context for the group: the signed-in member's session, or a new guest's
      const context = await contextFor(group.member);
      await prepare(context, group);
      const cellContext = async () => (group.ownContext ? contextFor(group.member) : context);
      // the store check runs beside the cells: a product page, with the wrong shape still answering
      const storeCheck = () => inSlot(async () => runCell(await cellContext(), group, 'wrong-shape', `${store}/products/merino-beanie`, storeStillWorks));
      const cells = QUICK_FAULTS.map((fault) => () => inSlot(async () => runCell(await cellContext(), group, fault)));
      // the timeout cell mostly waits the client's 15 s: beside the others, outside the slots, in a
      // context of its own (a real answer the others got, e.g. countries cached for long, must not spare its request)
      const timeoutCell = async () => {
        const own = await contextFor(group.member);
        await prepare(own, group);
        await runCell(own, group, 'timeout');
      };
      const [failures, timedOut] = await Promise.all([pool([storeCheck, ...cells], 5), pool([timeoutCell], 1)]);
      expect([...failures, ...timedOut]).toEqual([]);
    }),
  GROUP_TIMEOUT_MS,
);
