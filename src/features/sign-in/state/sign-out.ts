/**
 * Sign-out (docs/product.md#sign-out): clears the request cache, recently viewed, the page elements'
 * copy of the saved lists, the product cache and the last visit's lists (cache/persist.ts), signs the session out, resets the sign-in form, tells the page, then goes to the
 * store's logout address (`{routes.root}account/logout`, which ends the store session and comes
 * back to the store). Loaded with the sign-out screen, never with the panel's first chunk.
 */
import { clearRequestCache } from '../../../cache/request-cache-reset';
import { signOut } from '../../../session/session-change';
import { resetLoginFlow } from './sign-in';
import { pageConfig } from '../../../settings/config';
import { clearRecentlyViewed } from '../../../local/recently-viewed-clear';
import { forgetLists } from '../../../local/saved-lists';
import { clearProductCache } from '../../../cache/products-clear';
import { clearLastVisits } from '../../../cache/persist-clear';
import { emit } from '../../../storefront/page-events';
import { storefrontRoot } from '../../../storefront/root';
import { report } from '../../../lib/report';

/** The store's logout address under `root` ('/' or a locale root such as '/de/'; anything but a path is '/': storefront/root.ts). Pure. */
export function logoutUrl(root: string | null | undefined): string {
  return storefrontRoot(root).replace(/\/*$/, '/') + 'account/logout';
}

let running: Promise<void> | null = null;

/** Runs one step; a failure is logged and the next step still runs. */
async function step(what: () => unknown): Promise<void> {
  try {
    await what();
  } catch (e) {
    report(e, 'sign-out');
  }
}

async function run(): Promise<void> {
  await step(clearRequestCache);
  await step(clearRecentlyViewed);
  await step(forgetLists);
  await step(clearProductCache);
  await step(clearLastVisits);
  await step(signOut);
  await step(resetLoginFlow);
  // docs/product.md#events: saved items are gone; page elements (badges) refresh.
  emit('status:items-updated', { count: 0 });
  emit('status:signed-out');
  await step(() => location.assign(logoutUrl(pageConfig.value?.routes?.root)));
}

/**
 * Signs the shopper out and leaves for the store's logout address (location.assign). Calls while
 * one is under way share it. Each step's failure is logged and the next still runs. Never rejects.
 */
export function signOutAndLeave(): Promise<void> {
  return (running ??= run().finally(() => (running = null)));
}
