/**
 * What the shopper can do on a receipt (docs/product.md#features, #api-calls, #error-messages): cancel the order (`POST
 * .../order/{id}/cancel`; 'Unable to cancel order'), edit it (`GET
 * .../order-editing-session-link`, then the page goes there) and follow its package (`GET
 * /order-tracking/{shopId}/link/{id}`). The only writer of `orderAction`.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { OrderDetail } from '../../../api/types';
import { ApiError } from '../../../api/client';
import { cancelOrder as cancelCall, orderEditLink, trackingLink } from '../api/orders';
import { readOrderDetail } from '../lib/order-detail';
import { safeUrl } from '../../../lib/web-url';
import { goTo } from '../../../storefront/page';
import { entry, load, type Entry } from '../../../cache/request-cache';
import { receipt, shopId } from './order';
import { storeOrder } from './order-cache';

/** The last receipt action: which order, which action, whether it runs, its outcome. */
export interface OrderAction {
  id: string;
  action: 'cancel' | 'edit';
  busy: boolean;
  /** translation key of the failure ('error.cancelOrder', 'error.generic'), null when none */
  error: string | null;
  /** true once it succeeded */
  done: boolean;
}

const current = signal<OrderAction | null>(null);
/** The last receipt action, null before any. */
export const orderAction: ReadonlySignal<OrderAction | null> = current;

const start = (id: string, action: OrderAction['action']): boolean => {
  if (current.value?.busy) return false;
  current.value = { id, action, busy: true, error: null, done: false };
  return true;
};

/**
 * Cancels order `id`. On success its receipt and its list row show 'Order canceled' (the request
 * cache is updated with the answer, marked canceled); on failure `orderAction.error` is
 * 'error.cancelOrder' and the receipt stays as it was. No-op while another action runs.
 */
export async function cancelOrder(id: string): Promise<void> {
  if (!start(id, 'cancel')) return;
  try {
    const data = await cancelCall(shopId(), id);
    // a wrong shape (`{data: 42}`) is a failed cancel, not a canceled order (the API or a proxy may answer anything)
    if (!data || typeof data !== 'object') throw new ApiError(200, 'bad-response', 'error.cancelOrder', 'cancel answer without an order');
    const answer = readOrderDetail(data) ?? receipt(id).value.data;
    if (!answer) throw new ApiError(200, 'bad-response', 'error.cancelOrder', 'cancel answer without an order');
    // The call succeeded, so the order is canceled whatever else the answer says.
    const canceled: OrderDetail = { ...answer, id, fulfillmentStatus: 'CANCELED', canCancel: false, canEdit: false };
    storeOrder(canceled);
    current.value = { id, action: 'cancel', busy: false, error: null, done: true };
  } catch {
    current.value = { id, action: 'cancel', busy: false, error: 'error.cancelOrder', done: false };
  }
}

/**
 * Opens an order-editing session for order `id`: fetches its link and navigates the store page
 * there. A failed call or a link that is not a web address sets `orderAction.error`
 * 'error.generic'. No-op while another action runs.
 */
export async function editOrder(id: string): Promise<void> {
  if (!start(id, 'edit')) return;
  try {
    const url = safeUrl((await orderEditLink(shopId(), id))?.url);
    if (!url) throw new Error('edit link is not a web address');
    goTo(url);
    current.value = { id, action: 'edit', busy: false, error: null, done: true };
  } catch {
    current.value = { id, action: 'edit', busy: false, error: 'error.generic', done: false };
  }
}

/** Request-cache key of order `id`'s tracking link. */
const trackingKey = (id: string) => `tracking:${id}`;

/** `{loading, error, data: url | null}` of order `id`'s package tracking page. */
export const tracking = (id: string): ReadonlySignal<Entry<string>> => entry<string>(trackingKey(id));

/**
 * Fetches order `id`'s tracking link once (reused for a day); a link that is not a web address
 * is an error. Failures land in the entry's `error`.
 */
export function loadTracking(id: string): Promise<void> {
  return load<string>(
    trackingKey(id),
    async () => {
      const url = safeUrl((await trackingLink(shopId(), id))?.url);
      if (!url) throw new ApiError(200, 'bad-response', 'error.generic', 'tracking link is not a web address');
      return { data: url };
    },
    { noRefresh: true },
  );
}
