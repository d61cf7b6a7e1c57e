/**
 * 'Buy again' (docs/product.md#features, #store-calls, #error-messages 'Adding to the cart'): adds
 * an order's line items to the store cart (storefront/cart.ts), then updates the theme's cart
 * count. The outcome names each item that could not be added and why. The only writer of `rebuy`.
 */
import { storefrontRoot } from '../../../storefront/root';
import { signal, type ReadonlySignal } from '@preact/signals';
import type { OrderLineItem } from '../../../api/types';
import type { CartFailure } from '../../../storefront/cart-errors';
import { addToCart, cartUrl } from '../../../storefront/cart';
import { showCartCount } from '../../../storefront/cart-count';
import { pageConfig } from '../../../settings/config';
import { track } from '../../../tracking/tracking';

/** An item that was not added and why. */
export interface RebuyFailure { item: OrderLineItem; failure: CartFailure }

/** A re-buy of order `id`: running, or how it ended ('all' added, 'some', 'none'). */
export interface Rebuy {
  id: string;
  busy: boolean;
  outcome: 'all' | 'some' | 'none' | null;
  failures: RebuyFailure[];
}

/** The store's cart page ('/cart', or under the locale root: '/de/cart'; a root that is not a path is '/'). */
export const cartPage = (): string => cartUrl(storefrontRoot(pageConfig.value?.routes.root));

const current = signal<Rebuy | null>(null);
/** The last re-buy, null before any. */
export const rebuy: ReadonlySignal<Rebuy | null> = current;

/**
 * Adds the line items of order `id` to the store cart with their quantities. Outcome 'all' when
 * every item was added, 'some' when some were ('Added, some items unavailable'), 'none' when none
 * were ("Whoops, we couldn't add this order to the cart"; also for an order without items), with
 * the failures in order. Queues a `rebuy` tracking event (orderId, items added) when any item
 * was added. No-op while a re-buy runs. Never throws.
 */
export async function buyAgain(id: string, items: readonly OrderLineItem[]): Promise<void> {
  if (current.value?.busy) return;
  current.value = { id, busy: true, outcome: null, failures: [] };
  const { failures, sections } = await addToCart(
    storefrontRoot(pageConfig.value?.routes.root),
    items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
  );
  const failed: RebuyFailure[] = [];
  failures.forEach((failure, n) => failure && failed.push({ item: items[n], failure }));
  if (failed.length < items.length) {
    showCartCount(sections);
    track('rebuy', { orderId: id, items: items.length - failed.length });
  }
  const outcome = failed.length === items.length ? 'none' : failed.length ? 'some' : 'all';
  current.value = { id, busy: false, outcome, failures: failed };
}
