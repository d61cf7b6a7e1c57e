/**
 * The lazy boot shared by element bodies and the cart sync: the page's start-up (panel/page-setup.ts,
 * the same the panel entry runs), so stores work before the panel has ever opened. When the panel
 * opens later it finds the config set and keeps this session. The first start-up on the page also
 * dispatches `status:initialized` on document and puts the page's toast host in place when a toast
 * is queued (ui/toast.tsx). Never throws; a language table that fails to load is logged once.
 */
import type { PageConfig } from '../settings/types';
import { customerId, hasLoggedIn } from '../session/session';
import { savedBefore } from '../local/saved-marker';
import { pageConfig } from '../settings/config';
import { setUpPage } from '../panel/page-setup';
import { current } from '../toasts/toast-queue';
import { emit } from '../storefront/page-events';

/** Binds `config` once per page; later calls return the config already bound. */
export function boot(config: PageConfig): PageConfig {
  if (pageConfig.value) return pageConfig.value;
  setUpPage(config);
  // A toast a save raises before the panel ever opened ('Unable to save item') shows on the page.
  current.subscribe((toast) => toast && void import('../ui/toast').then((m) => m.mountSiteToasts(), () => {}));
  emit('status:initialized', { shopId: config.shopId });
  return config;
}

/** The page events' dispatcher (storefront/page-events.ts), here for the element bodies. */
export { emit };

/**
 * True when the shopper may have saved lists to show: this browser saved something before
 * (local/saved-marker.ts), a store customer is signed in, or a member is remembered. Elements load
 * saved lists only then, so a new visitor's page asks nothing before they act.
 */
export function mayHaveSaved(): boolean {
  return savedBefore() || !!customerId.value || hasLoggedIn.value;
}
