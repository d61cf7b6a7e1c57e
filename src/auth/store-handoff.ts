/**
 * Store login by hand-off, for stores without multipass (new customer accounts, or any
 * store that is not Shopify Plus): after a widget sign-in the shopper goes to the store's own
 * customer-account sign-in (Liquid's `routes.account_login_url`), with their email as
 * `login_hint` and `return_to` the page they were on, and the store brings them back signed in.
 */
import type { PageConfig } from '../settings/types';
import { storefrontRoot } from '../storefront/root';
import { isSameOriginPath } from '../lib/same-origin-path';

/** True when the app embed's `store_login` setting is the hand-off (never multipass: no multipass call, no multipass alert). */
export const handsOff = (config: Pick<PageConfig, 'storeLogin'>): boolean => config.storeLogin === 'customer_accounts';

/**
 * The store sign-in URL for `email`, coming back to `here` (a `{pathname, search, hash}`; the
 * panel's route in the hash reopens it). `routes.accountLogin` must be a same-origin path (a
 * hostile or missing one falls back to `{routes.root}account/login`, which Shopify redirects to
 * the store's sign-in). Pure.
 */
export function handOffUrl(config: Pick<PageConfig, 'routes'>, email: string, here: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const given = config.routes?.accountLogin;
  const login = isSameOriginPath(given) ? given : `${storefrontRoot(config.routes?.root)}account/login`;
  const query = new URLSearchParams({ return_to: here.pathname + here.search + here.hash, login_hint: email });
  return login + (login.includes('?') ? '&' : '?') + query;
}
