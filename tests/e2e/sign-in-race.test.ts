/**
 * One sign-in per shopper per page: a returning member whose Firebase session is still being
 * restored is never signed in a second time by the store-session path (the app proxy), whatever
 * arrives first, and keeps the route they asked for. The restore is held deterministically: the
 * test holds the identity chunk, or Firebase's account lookup that restoring a saved session makes,
 * until the shopper has seen the panel wait; nothing here waits a fixed time.
 * The member signs in with a code on the store with new customer accounts and comes back from the
 * store's sign-in, so the next page has both the store's session (the config block's customer)
 * and the widget's saved Firebase session.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { codeSignInWithHandOff } from './store-accounts';
import { eventually, panel, shoppersPerTest, uniqueEmail, SEEN_WITHIN } from './shopper';

const store = inject('storeUrl');
const api = inject('apiUrl');
const shopper = shoppersPerTest();

/** What would sign the shopper in again: the app proxy's custom token, check-customer, Firebase's custom-token sign-in. */
const SECOND_SIGN_IN = /\/apps\/status\/session|\/member\/check-customer|accounts:signInWithCustomToken/;

/** The identity chunk's file (src/auth/identity.ts), from the panel build's manifest: a file the panel entry names has no module name in it (build/panel-chunks.ts). */
const IDENTITY_FILE = (JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file?: string }>)['src/auth/identity.ts']?.file;
if (!IDENTITY_FILE) throw new Error('dist/.vite/manifest.json names no src/auth/identity.ts: run npm run build');

/** Holds every request matching `pattern` on `page` until `release()` is called. */
async function hold(page: Page, pattern: string): Promise<{ held: Promise<void>; release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let seen!: () => void;
  const held = new Promise<void>((r) => (seen = r));
  await page.route(pattern, async (route: Route) => {
    seen();
    await released;
    await route.continue();
  });
  return { held, release };
}

describe.each([
  ['the identity chunk', `**/${IDENTITY_FILE}`],
  ["Firebase's account lookup of the saved session", '**/accounts:lookup*'],
])('a returning member whose session restores late (%s held)', (_what, pattern) => {
  test('opens a new page at #status-favorites: no second sign-in, the address bar keeps the route, and Favorites shows', async () => {
    const { page, context } = await shopper();
    await codeSignInWithHandOff(page, store, api, uniqueEmail('restore'), '/products/canvas-tote');

    const next = await context.newPage();
    const again: string[] = [];
    next.on('request', (r) => SECOND_SIGN_IN.test(r.url()) && again.push(`${r.method()} ${new URL(r.url()).pathname}`));
    const restore = await hold(next, pattern);
    await next.goto(`${store}/collections/all#status-favorites`);
    await panel(next).waitFor({ timeout: SEEN_WITHIN });
    await restore.held;
    // While the session restores the panel waits on the page asked for: its loader, not For you and not a sign-in.
    await panel(next).getByRole('status', { name: 'Loading' }).waitFor({ timeout: SEEN_WITHIN });
    expect(new URL(next.url()).hash).toBe('#status-favorites');
    expect(await panel(next).getByText('Signing you in…').count()).toBe(0);
    expect(await panel(next).getByRole('heading', { name: 'Popular today' }).count()).toBe(0);

    restore.release();
    await panel(next).getByRole('heading', { name: 'Favorites' }).waitFor({ timeout: SEEN_WITHIN });
    expect(new URL(next.url()).hash).toBe('#status-favorites');
    // Signed in once, on the first page: the restored member is the one signed in here.
    await panel(next).getByRole('link', { name: 'Profile' }).click();
    await eventually(() => panel(next).getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    expect(again).toEqual([]);
  });
});
