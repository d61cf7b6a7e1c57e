/**
 * For you's highlighted order (docs/product.md#for-you-sections 'highlighted order (arriving next)',
 * #order-label 'Arriving-next order'): which order of the first page of the order list to show. Pure.
 */
import type { Order } from '../../../api/types';

/** The highlighted order, and whether it is on its way (an estimated delivery and no delivery yet). */
export interface Highlight { order: Order; arriving: boolean }

const arriving = (o: Order) => !!o.latestShipment?.estimatedDeliveryAt && !o.latestShipment.deliveredAt;

/**
 * Of `orders` (newest first), skipping canceled ones: the first with an estimated delivery and
 * no delivery; else the first with a shipment; else the first without one. null when none is
 * left. Entries that are not orders are skipped.
 */
export function arrivingNext(orders: readonly Order[]): Highlight | null {
  const open = orders.filter((o) => o && typeof o === 'object' && o.fulfillmentStatus !== 'CANCELED');
  const next = open.find(arriving);
  if (next) return { order: next, arriving: true };
  const order = open.find((o) => o.latestShipment) ?? open[0];
  return order ? { order, arriving: false } : null;
}
