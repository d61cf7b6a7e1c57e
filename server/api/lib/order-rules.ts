/**
 * What a shopper may do with an order, one definition for the receipt's `canCancel`
 * and `canEdit` flags and for the cancel route before it asks Shopify (routes/orders.ts):
 * - cancel: fulfillment UNFULFILLED or OPEN, no shipment, not canceled
 * - edit:   nothing fulfilled yet (UNFULFILLED, OPEN, SCHEDULED, ON_HOLD, PENDING_FULFILLMENT),
 *           no shipment, not canceled
 */
import type { FulfillmentStatus, ShipmentStatus } from '../../../src/api/types';

/** Fulfillment statuses an order can be canceled in. */
export const CANCELABLE: readonly FulfillmentStatus[] = ['UNFULFILLED', 'OPEN'];
/** Fulfillment statuses an order can be edited in: nothing of it is fulfilled or being fulfilled. */
export const EDITABLE: readonly FulfillmentStatus[] = ['UNFULFILLED', 'OPEN', 'SCHEDULED', 'ON_HOLD', 'PENDING_FULFILLMENT'];

/** The order's fields the rules read. */
export interface OrderState {
  fulfillmentStatus: FulfillmentStatus;
  shipmentStatus: ShipmentStatus | null;
  canceledAt: Date | null;
}

const untouched = (o: OrderState) => o.shipmentStatus === null && o.canceledAt === null && o.fulfillmentStatus !== 'CANCELED';

/** True when the shopper may cancel the order (`POST .../cancel`). */
export const canCancel = (o: OrderState): boolean => untouched(o) && CANCELABLE.includes(o.fulfillmentStatus);

/** True when an order-editing session may be opened (`GET .../order-editing-session-link`). */
export const canEdit = (o: OrderState): boolean => untouched(o) && EDITABLE.includes(o.fulfillmentStatus);
