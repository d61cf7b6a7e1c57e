/**
 * The subscriptions store (docs/product.md#for-you-sections 'subscriptions', #subscription-portal, #api-calls,
 * #limits): the portal link in the request cache for 60,000 ms, and 'Manage subscriptions': the portal login (a store
 * call with the customer id; its token is valid 1 hour), then the portal with the token, or the
 * portal's own login page when the login fails or gives no token.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../../../lib/writable';
import { entry, load } from '../../../cache/request-cache';
import { pageConfig } from '../../../settings/config';
import { customerId } from '../../../session/session';
import { fetchSubscriptionLink } from '../api/subscriptions';
import { portalLogin } from '../../../storefront/subscription-portal';
import type { SubscriptionLinkResponse } from '../../../api/types';
import type { ApiError } from '../../../api/client';

/** How long the portal link is reused, ms (docs/product.md#limits 'subscription link 60000'). */
export const LINK_MAX_AGE_MS = 60_000;

/** True from the press of 'Manage subscriptions' until the page leaves or it fails. */
export const opening: ReadonlySignal<boolean> = signal(false);
/** The translation key of the last failure, null when none. */
export const openError: ReadonlySignal<string | null> = signal(null);

const key = () => 'subscription-link:' + (customerId.value ?? '');

let pending: { key: string; done: Promise<void> } | null = null;

/**
 * Loads the portal link, reusing one younger than 60,000 ms; a call while a load is under way
 * resolves when that load ends. Never rejects.
 */
export function loadSubscriptionLink(): Promise<void> {
  const shopId = pageConfig.value?.shopId;
  const id = customerId.value;
  if (!shopId || !id) return Promise.resolve();
  const k = key();
  if (pending?.key === k) return pending.done;
  const done = load(k, async () => ({ data: await fetchSubscriptionLink(shopId, id) }), { noRefresh: true, maxAgeMs: LINK_MAX_AGE_MS })
    .finally(() => {
      if (pending?.done === done) pending = null;
    });
  pending = { key: k, done };
  return done;
}

/** `url` resolved against the page (settings may give store paths), with `token` as a query parameter when given. */
function address(url: string, token?: string): string {
  const u = new URL(url, location.href);
  if (token) u.searchParams.set('token', token);
  return u.href;
}

/**
 * 'Manage subscriptions': goes to the portal logged in, or to its login page (docs/product.md#behaviour). When
 * the link cannot be loaded or names no usable URL, stays and sets `openError` (a translation
 * key, 'error.generic' or 'error.network'). Never rejects.
 * @param go where the browser goes (default `location.assign`; tests pass a spy)
 */
export async function openSubscriptionPortal(go: (href: string) => void = (h) => location.assign(h)): Promise<void> {
  const id = customerId.value;
  if (opening.value || !id) return;
  (opening as Writable<typeof opening>).value = true;
  (openError as Writable<typeof openError>).value = null;
  await loadSubscriptionLink();
  const e = entry<SubscriptionLinkResponse>(key()).value;
  if (!e.data) {
    (opening as Writable<typeof opening>).value = false;
    (openError as Writable<typeof openError>).value = (e.error as ApiError | null)?.messageKey ?? 'error.generic';
    return;
  }
  const link = e.data;
  try {
    const token = await portalLogin(address(link.tokenUrl), id);
    go(token ? address(link.url, token) : address(link.loginUrl));
  } catch {
    (openError as Writable<typeof openError>).value = 'error.generic'; // a URL the browser cannot use
  } finally {
    (opening as Writable<typeof opening>).value = false;
  }
}
