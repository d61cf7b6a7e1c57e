import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FulfillmentStatus, ShipmentStatus } from '../../../../src/api/types';
import { labelDisplay, orderLabel, orderLabelKey, orderTitles, shortDate } from '../../../../src/features/orders/lib/order-label';
import { makeOrder } from '../../../auth/fixtures';

afterEach(() => vi.useRealTimers());

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

  test('the default date format is short: month and day within this year, with the year outside it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    const delivered = (at: string) => orderLabel({ fulfillmentStatus: 'FULFILLED', latestShipment: shipment('DELIVERED', { deliveredAt: at }) });
    expect(delivered('2026-03-05T12:00:00Z')).toBe('Delivered Mar 5');
    expect(delivered('2025-12-31T12:00:00Z')).toBe('Delivered Dec 31, 2025');
  });
});

describe('order dates (shortDate)', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  test("a date in the current year shows month and day ('Mar 5')", () => {
    expect(shortDate('2026-03-05T12:00:00Z', 'en-US', now)).toBe('Mar 5');
    expect(shortDate('2026-01-01T12:00:00Z', 'en-US', now)).toBe('Jan 1');
  });

  test("a date in another year shows the year too ('Dec 31, 2025')", () => {
    expect(shortDate('2025-12-31T12:00:00Z', 'en-US', now)).toBe('Dec 31, 2025');
    expect(shortDate('2027-02-01T12:00:00Z', 'en-US', now)).toBe('Feb 1, 2027');
  });

  test("each locale gets its own format", () => {
    expect(shortDate('2026-03-05T12:00:00Z', 'de-DE', now)).toBe('5. März');
    expect(shortDate('2025-12-31T12:00:00Z', 'de-DE', now)).toBe('31. Dez. 2025');
    expect(shortDate('2026-03-05T12:00:00Z', 'en-US', now)).toBe('Mar 5');
  });

  test("a bad locale tag falls back to the browser's format; a bad date is ''", () => {
    expect(shortDate('2026-03-05T12:00:00Z', 'not a locale!', now)).toMatch(/Mar 5|5 Mar/);
    expect(shortDate('not a date', 'en-US', now)).toBe('');
  });
});

describe("the merchant's orderLabel.display", () => {
  const order = makeOrder({ name: '#1025', fulfillmentStatus: 'UNFULFILLED' });

  test("'status' titles an order by its label, with its name under it", () => {
    expect(orderTitles(order, labelDisplay({ display: 'status' }))).toEqual(['Order placed', '#1025']);
  });

  test("'name', a missing setting or a bad value title it by its name, with its label under it", () => {
    for (const setting of [{ display: 'name' }, {}, { display: 'STATUS' }, { display: 3 }, null, undefined]) {
      expect(orderTitles(order, labelDisplay(setting))).toEqual(['#1025', 'Order placed']);
    }
  });
});

test('a status the table does not know reads as the fulfillment status, else as placed (never as a key)', () => {
  const odd = { fulfillmentStatus: 'FULFILLED' as const, latestShipment: { displayStatus: 'TELEPORTED' as ShipmentStatus, estimatedDeliveryAt: null, deliveredAt: null } };
  expect(orderLabel(odd, date)).toBe('Shipped');
  expect(orderLabel({ fulfillmentStatus: 'LOST' as FulfillmentStatus, latestShipment: null }, date)).toBe('Order placed');
});
