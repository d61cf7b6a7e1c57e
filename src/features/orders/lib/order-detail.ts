/**
 * Reads an order answer of the API (docs/product.md#product-api 'orders'; `OrderDetail` of src/api/types.ts) into a
 * shape the receipt can always render: bad input gives safe values, never a crash. Pure.
 */
import type { OrderDetail, OrderLineItem } from '../../../api/types';

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** A whole, finite number of cents (or units), else 0. */
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0);

function lineItem(raw: unknown): OrderLineItem | null {
  const l = obj(raw);
  if (!l) return null;
  return {
    productId: int(l.productId),
    variantId: int(l.variantId),
    title: str(l.title),
    variantTitle: str(l.variantTitle),
    quantity: Math.max(1, int(l.quantity)),
    image: str(l.image),
    price: int(l.price),
  };
}

/**
 * `raw` as an OrderDetail: line items that are not objects are dropped, money that is not a
 * number reads 0, a missing address or tracking reads null, `canCancel`/`canEdit` are true only
 * when they are `true`. null when `raw` has no order id (the caller shows its error).
 */
export function readOrderDetail(raw: unknown): OrderDetail | null {
  const o = obj(raw);
  const id = str(o?.id);
  if (!o || !id) return null;
  const ship = obj(o.latestShipment);
  const address = obj(o.shippingAddress);
  const tracking = obj(o.tracking);
  return {
    id,
    name: str(o.name),
    createdAt: str(o.createdAt),
    status: str(o.status),
    fulfillmentStatus: (str(o.fulfillmentStatus) || 'UNFULFILLED') as OrderDetail['fulfillmentStatus'],
    latestShipment: ship
      ? {
          displayStatus: str(ship.displayStatus) as NonNullable<OrderDetail['latestShipment']>['displayStatus'],
          estimatedDeliveryAt: str(ship.estimatedDeliveryAt) || null,
          deliveredAt: str(ship.deliveredAt) || null,
        }
      : null,
    currencyCode: str(o.currencyCode) || 'USD',
    totalPrice: int(o.totalPrice),
    lineItems: (Array.isArray(o.lineItems) ? o.lineItems.map(lineItem) : []).filter((l): l is OrderLineItem => l !== null),
    subtotalPrice: int(o.subtotalPrice),
    shippingPrice: int(o.shippingPrice),
    totalTax: int(o.totalTax),
    totalDiscount: Math.abs(int(o.totalDiscount)),
    shippingAddress: address
      ? {
          firstName: str(address.firstName),
          lastName: str(address.lastName),
          company: str(address.company),
          address1: str(address.address1),
          address2: str(address.address2),
          city: str(address.city),
          province: str(address.province),
          zip: str(address.zip),
          country: str(address.country),
          phone: str(address.phone),
        }
      : null,
    tracking: tracking && (str(tracking.company) || str(tracking.number)) ? { company: str(tracking.company), number: str(tracking.number) } : null,
    canCancel: o.canCancel === true,
    canEdit: o.canEdit === true,
    canceledAt: str(o.canceledAt) || null,
  };
}
