import { describe, expect, test } from 'vitest';
import type { FulfillmentStatus, ShipmentStatus } from '../../src/api/types';
import { orderLabel, orderLabelKey } from '../../src/lib/order-label';

const date = (iso: string) => `<${iso.slice(0, 10)}>`;
const shipment = (displayStatus: ShipmentStatus, extra: { estimatedDeliveryAt?: string; deliveredAt?: string } = {}) => ({
  displayStatus,
  estimatedDeliveryAt: extra.estimatedDeliveryAt ?? null,
  deliveredAt: extra.deliveredAt ?? null,
});

describe('order label without a shipment shows the fulfillment status', () => {
  test.each<[FulfillmentStatus, string]>([
    ['UNFULFILLED', 'Order placed'],
    ['CANCELED', 'Order canceled'],
    ['OPEN', 'Order placed'],
    ['IN_PROGRESS', 'Preparing your order'],
    ['ON_HOLD', 'On hold'],
    ['FULFILLED', 'Shipped'],
    ['PARTIALLY_FULFILLED', 'Partially shipped'],
    ['PENDING_FULFILLMENT', 'Preparing your order'],
    ['RESTOCKED', 'Returned'],
    ['SCHEDULED', 'Scheduled'],
  ])('%s reads %j', (fulfillmentStatus, text) => {
    expect(orderLabel({ fulfillmentStatus, latestShipment: null }, date)).toBe(text);
  });
});

describe('order label with a shipment shows the shipment status', () => {
  test.each<[ShipmentStatus, string]>([
    ['ATTEMPTED_DELIVERY', 'Delivery attempted'],
    ['CANCELED', 'Shipment canceled'],
    ['CONFIRMED', 'Confirmed'],
    ['DELIVERED', 'Delivered'],
    ['FAILURE', 'Delivery failed'],
    ['FULFILLED', 'Shipped'],
    ['IN_TRANSIT', 'In transit'],
    ['LABEL_PRINTED', 'Preparing to ship'],
    ['LABEL_PURCHASED', 'Preparing to ship'],
    ['LABEL_VOIDED', 'Shipping label canceled'],
    ['MARKED_AS_FULFILLED', 'Shipped'],
    ['NOT_DELIVERED', 'Not delivered'],
    ['OUT_FOR_DELIVERY', 'Out for delivery'],
    ['PICKED_UP', 'Picked up'],
    ['READY_FOR_PICKUP', 'Ready for pickup'],
    ['SUBMITTED', 'Shipping soon'],
  ])('%s without dates reads %j', (status, text) => {
    expect(orderLabel({ fulfillmentStatus: 'FULFILLED', latestShipment: shipment(status) }, date)).toBe(text);
  });

  test("a delivered shipment reads 'Delivered {date}'", () => {
    const order = { fulfillmentStatus: 'FULFILLED' as const, latestShipment: shipment('DELIVERED', { deliveredAt: '2025-03-05T12:00:00Z', estimatedDeliveryAt: '2025-03-04T12:00:00Z' }) };
    expect(orderLabel(order, date)).toBe('Delivered <2025-03-05>');
  });

  test.each<ShipmentStatus>(['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'CONFIRMED', 'LABEL_PURCHASED', 'ATTEMPTED_DELIVERY'])(
    "%s with an estimated delivery reads 'Arriving {date}'",
    (status) => {
      const order = { fulfillmentStatus: 'FULFILLED' as const, latestShipment: shipment(status, { estimatedDeliveryAt: '2025-03-07T12:00:00Z' }) };
      expect(orderLabel(order, date)).toBe('Arriving <2025-03-07>');
    },
  );

  test.each<ShipmentStatus>(['FAILURE', 'CANCELED', 'NOT_DELIVERED', 'LABEL_VOIDED'])(
    '%s never says Arriving, even with an old estimate',
    (status) => {
      const key = orderLabelKey({ fulfillmentStatus: 'FULFILLED', latestShipment: shipment(status, { estimatedDeliveryAt: '2025-03-07T12:00:00Z' }) });
      expect(key).toEqual({ key: `orders.shipment.${status}` });
    },
  );

  test("a canceled order reads 'Order canceled' even with a shipment", () => {
    expect(orderLabel({ fulfillmentStatus: 'CANCELED', latestShipment: shipment('IN_TRANSIT', { estimatedDeliveryAt: '2025-03-07T12:00:00Z' }) }, date)).toBe('Order canceled');
  });

  test('the default date format is short, month and day', () => {
    const text = orderLabel({ fulfillmentStatus: 'FULFILLED', latestShipment: shipment('DELIVERED', { deliveredAt: '2025-03-05T12:00:00Z' }) });
    expect(text).toMatch(/^Delivered (Mar 5|5 Mar)$/);
  });
});
